import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePdok, type FakePdok } from './fake-pdok';
import { createPdokAddressLookup, splitExtension } from './pdok';

let pdok: FakePdok;
const errors: Error[] = [];

beforeAll(async () => {
  pdok = await startFakePdok([
    { postcode: '1234AB', huisnummer: 1, straatnaam: 'Voorbeeldstraat', woonplaatsnaam: 'Amsterdam' },
    { postcode: '1012JS', huisnummer: 1, straatnaam: 'Dam', woonplaatsnaam: 'Amsterdam' },
    { postcode: '3581AB', huisnummer: 12, huisletter: 'A', straatnaam: 'Nachtegaallaan', woonplaatsnaam: 'Utrecht' },
    { postcode: '3581AB', huisnummer: 12, huisletter: 'B', straatnaam: 'Nachtegaallaan', woonplaatsnaam: 'Utrecht' },
    { postcode: '2513AA', huisnummer: 7, huisnummertoevoeging: 'BIS', straatnaam: 'Binnenhof', woonplaatsnaam: "'s-Gravenhage" },
  ]);
});
afterAll(() => pdok.close());
beforeEach(() => {
  pdok.requests.length = 0;
  pdok.mode = 'ok';
  errors.length = 0;
});

const lookup = () => createPdokAddressLookup({ baseUrl: pdok.url, timeoutMs: 500, onError: (e) => errors.push(e) });

describe('PDOK Locatieserver adapter', () => {
  it('asks /free with fq filters on postcode, house number and type, and reads street and city', async () => {
    const found = await lookup().lookup({ zipcode: '1234 ab', houseNumber: '1', countryCode: 'NL' });
    expect(found).toEqual({ street: 'Voorbeeldstraat', city: 'Amsterdam' });
    expect(pdok.requests).toHaveLength(1);
    const [request] = pdok.requests;
    expect(request.pathname).toBe('/bzk/locatieserver/search/v3_1/free');
    expect(request.searchParams.getAll('fq')).toEqual(['postcode:1234AB', 'huisnummer:1', 'type:adres']);
    expect(request.searchParams.get('rows')).toBe('1');
    expect(request.searchParams.get('fl')).toContain('straatnaam');
  });

  it('answers null when numFound is 0', async () => {
    expect(await lookup().lookup({ zipcode: '1234AB', houseNumber: '99', countryCode: 'NL' })).toBeNull();
    expect(pdok.requests).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('sends the extension as huisletter / huisnummertoevoeging', async () => {
    expect(await lookup().lookup({ zipcode: '3581AB', houseNumber: '12', extension: 'a', countryCode: 'NL' })).toEqual({
      street: 'Nachtegaallaan',
      city: 'Utrecht',
    });
    expect(pdok.requests[0].searchParams.getAll('fq')).toEqual(['postcode:3581AB', 'huisnummer:12', 'type:adres', 'huisletter:A']);

    await lookup().lookup({ zipcode: '2513AA', houseNumber: '7', extension: 'BIS', countryCode: 'NL' });
    expect(pdok.requests[1].searchParams.getAll('fq')).toContain('huisnummertoevoeging:"BIS"');
  });

  it('retries without the extension when no address carries it (street and city do not depend on it)', async () => {
    expect(await lookup().lookup({ zipcode: '1012 JS', houseNumber: '1', extension: 'Z', countryCode: 'NL' })).toEqual({
      street: 'Dam',
      city: 'Amsterdam',
    });
    expect(pdok.requests.map((r) => r.searchParams.getAll('fq').length)).toEqual([4, 3]);
  });

  it('does not call for other countries or unusable input', async () => {
    const adapter = lookup();
    expect(await adapter.lookup({ zipcode: '1000', houseNumber: '1', countryCode: 'BE' })).toBeNull();
    expect(await adapter.lookup({ zipcode: '1234SA!', houseNumber: '1', countryCode: 'NL' })).toBeNull();
    expect(await adapter.lookup({ zipcode: '1234AB', houseNumber: '-', countryCode: 'NL' })).toBeNull();
    expect(pdok.requests).toHaveLength(0);
  });

  it('answers null (and reports the error) when the service fails', async () => {
    pdok.mode = 503;
    expect(await lookup().lookup({ zipcode: '1234AB', houseNumber: '1', countryCode: 'NL' })).toBeNull();
    expect(errors[0]?.message).toMatch(/HTTP 503/);
  });

  it('answers null after the time-out when the service hangs', async () => {
    pdok.mode = 'hang';
    const started = Date.now();
    const adapter = createPdokAddressLookup({ baseUrl: pdok.url, timeoutMs: 150, onError: (e) => errors.push(e) });
    expect(await adapter.lookup({ zipcode: '1234AB', houseNumber: '1', countryCode: 'NL' })).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(errors[0]?.name).toMatch(/TimeoutError|AbortError/);
  });

  it('answers null when nothing listens', async () => {
    const adapter = createPdokAddressLookup({ baseUrl: 'http://127.0.0.1:9/none', timeoutMs: 500, onError: (e) => errors.push(e) });
    expect(await adapter.lookup({ zipcode: '1234AB', houseNumber: '1', countryCode: 'NL' })).toBeNull();
    expect(errors).toHaveLength(1);
  });
});

describe('splitExtension', () => {
  it.each([
    [undefined, {}],
    ['', {}],
    ['a', { huisletter: 'A' }],
    [' -B', { huisletter: 'B' }],
    ['A-2', { huisletter: 'A', toevoeging: '2' }],
    ['a 2', { huisletter: 'A', toevoeging: '2' }],
    ['bis', { toevoeging: 'bis' }],
    ['3hg', { toevoeging: '3hg' }],
    ['"; drop', { toevoeging: 'drop' }],
  ])('%j → %j', (raw, expected) => expect(splitExtension(raw)).toEqual(expected));
});
