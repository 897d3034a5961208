import { describe, expect, it } from 'vitest';
import { createCookie, sign, unsign } from './web-cookies';

const options = { secrets: ['s3cret'], path: '/', httpOnly: true };

describe('Web Crypto cookies', () => {
  it('signs in the format of the cookies React Router signs, so either reads the other', async () => {
    const cookie = createCookie('slaapzaak_cart', options);
    const quoteId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const [name, value] = (await cookie.serialize(quoteId)).split(';')[0].split('=');
    expect(name).toBe('slaapzaak_cart');
    // React Router serialises the value as base64 JSON, then signs that text.
    const payload = btoa(unescape(encodeURIComponent(JSON.stringify(quoteId))));
    expect(decodeURIComponent(value)).toBe(await sign(payload, 's3cret'));
    expect(await unsign(decodeURIComponent(value), 's3cret')).toBe(payload);
    expect(await cookie.parse(`slaapzaak_cart=${encodeURIComponent(await sign(payload, 's3cret'))}`)).toBe(quoteId);
  });

  it('rejects a tampered value or another secret', async () => {
    const signed = await sign('DKBD0000001', 'a');
    expect(await unsign(signed, 'a')).toBe('DKBD0000001');
    expect(await unsign(signed.replace('0000001', '0000002'), 'a')).toBe(false);
    expect(await unsign(signed, 'b')).toBe(false);
    expect(await unsign('no-signature', 'a')).toBe(false);
    expect(await unsign('x.%%%', 'a')).toBe(false);
  });
});
