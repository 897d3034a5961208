import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePdok, type FakePdok } from './address/fake-pdok';
import { molliePaymentProviderFromEnv, providersFromEnv } from './factory';
import { startFakeMollie, type FakeMollie } from './payment/fake-mollie';
import { startFakeVies, type FakeVies } from './vat/fake-vies';

let pdok: FakePdok;
let vies: FakeVies;
let mollie: FakeMollie;
const dataDir = mkdtempSync(path.join(tmpdir(), 'providers-'));

beforeAll(async () => {
  pdok = await startFakePdok([{ postcode: '7101AA', huisnummer: 3, straatnaam: 'Markt', woonplaatsnaam: 'Winterswijk' }]);
  vies = await startFakeVies(['NL123456782B01']);
  mollie = await startFakeMollie();
});
afterAll(async () => {
  await Promise.all([pdok.close(), vies.close(), mollie.close()]);
});

const demo = { zipcode: '1234AB', houseNumber: '1', countryCode: 'NL' };

describe('providersFromEnv', () => {
  it('uses the embedded providers by default', async () => {
    const { addressLookup, vatValidator } = providersFromEnv({}, { dataDir });
    expect(await addressLookup.lookup(demo)).toEqual({ street: 'Voorbeeldstraat', city: 'Amsterdam' });
    expect(await vatValidator.validate('NL', 'NL004495445B01')).toBe('valid');
    expect(await vatValidator.validate('NL', 'NL123456789B01')).toBe('invalid');
  });

  it('merges DATA_DIR/addresses.nl.json over the bundled table', async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'providers-'));
    writeFileSync(
      path.join(own, 'addresses.nl.json'),
      JSON.stringify({ postcodes: { '7101AA': { street: 'Markt', city: 'Winterswijk', numbers: [1, 9] } } }),
    );
    const { addressLookup } = providersFromEnv({}, { dataDir: own });
    expect(await addressLookup.lookup({ zipcode: '7101 AA', houseNumber: '3', countryCode: 'NL' })).toEqual({
      street: 'Markt',
      city: 'Winterswijk',
    });
  });

  it('switches to PDOK and VIES', async () => {
    const warnings: object[] = [];
    const { addressLookup, vatValidator } = providersFromEnv(
      { ADDRESS_PROVIDER: 'pdok', PDOK_BASE_URL: pdok.url, VAT_PROVIDER: 'VIES', VIES_BASE_URL: vies.url, PROVIDER_TIMEOUT_MS: '1000' },
      { dataDir, logger: { warn: (obj) => warnings.push(obj) } },
    );
    expect(await addressLookup.lookup({ zipcode: '7101AA', houseNumber: '3', countryCode: 'NL' })).toEqual({
      street: 'Markt',
      city: 'Winterswijk',
    });
    expect(await addressLookup.lookup(demo)).toBeNull(); // not in this fake BAG
    expect(pdok.requests.length).toBeGreaterThan(0);
    expect(await vatValidator.validate('NL', 'NL123456782B01')).toBe('valid');
    expect(vies.requests).toHaveLength(1);
    vies.mode = 500;
    expect(await vatValidator.validate('NL', 'NL123456782B01')).toBe('unavailable');
    expect(warnings).toHaveLength(1);
  });

  it('refuses unknown provider names and time-outs', () => {
    expect(() => providersFromEnv({ ADDRESS_PROVIDER: 'postcodenl' }, { dataDir })).toThrow(/ADDRESS_PROVIDER/);
    expect(() => providersFromEnv({ VAT_PROVIDER: 'x' }, { dataDir })).toThrow(/VAT_PROVIDER/);
    expect(() => providersFromEnv({ PROVIDER_TIMEOUT_MS: 'soon' }, { dataDir })).toThrow(/PROVIDER_TIMEOUT_MS/);
  });
});

describe('molliePaymentProviderFromEnv', () => {
  it('is null without MOLLIE_API_KEY', () => {
    expect(molliePaymentProviderFromEnv({})).toBeNull();
    expect(molliePaymentProviderFromEnv({ MOLLIE_API_KEY: '  ' })).toBeNull();
  });

  it('talks to Mollie with the key when set', async () => {
    const provider = molliePaymentProviderFromEnv({ MOLLIE_API_KEY: mollie.apiKey, MOLLIE_BASE_URL: mollie.url });
    expect(provider?.name).toBe('mollie');
    const payment = await provider!.createPayment({
      amount: 3995,
      currency: 'EUR',
      description: 'Bestelling DKBD7654321',
      orderNumber: 'DKBD7654321',
      method: 'paypal',
      redirectUrl: 'https://www.slaapzaak.nl/checkout/status/DKBD7654321',
      webhookUrl: 'https://www.slaapzaak.nl/v1/payments/webhook',
    });
    expect(payment).toMatchObject({ status: 'open', amount: 3995, orderNumber: 'DKBD7654321' });
  });
});
