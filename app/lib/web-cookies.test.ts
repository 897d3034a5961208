import { createCookie as createNodeCookie } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { createCookie, sign, unsign } from './web-cookies';

const options = { secrets: ['s3cret'], path: '/', httpOnly: true };

describe('Web Crypto cookies', () => {
  it('reads cookies signed by the former Node implementation and the other way round', async () => {
    const nodeCookie = createNodeCookie('slaapzaak_cart', options);
    const webCookie = createCookie('slaapzaak_cart', options);
    const quoteId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const fromNode = (await nodeCookie.serialize(quoteId)).split(';')[0];
    const fromWeb = (await webCookie.serialize(quoteId)).split(';')[0];
    expect(fromWeb).toBe(fromNode);
    expect(await webCookie.parse(fromNode)).toBe(quoteId);
    expect(await nodeCookie.parse(fromWeb)).toBe(quoteId);
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
