// The one signing helper, both flavours: the same signatures (and the same as the hand-written
// HMAC code it replaced, so cookies and links issued before still verify), and every kind of
// forgery refused.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as node from './node';
import * as web from './web';
import type { SignatureEncoding } from './encoding';

const encodings: SignatureEncoding[] = ['base64url', 'base64'];

/** What the shop's code wrote before the helper: node:crypto's HMAC, unpadded. */
const before = (data: string, secret: string, encoding: SignatureEncoding) =>
  createHmac('sha256', secret).update(data).digest(encoding).replace(/=+$/, '');

describe('the signing helper', () => {
  it('signs the same on node:crypto and Web Crypto, and as the code before it did', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string({ minLength: 1 }), fc.constantFrom(...encodings), async (data, secret, encoding) => {
        const signature = node.hmacSignature(data, secret, encoding);
        expect(await web.hmacSignature(data, secret, encoding)).toBe(signature);
        expect(signature).toBe(before(data, secret, encoding));
        expect(node.verifyHmacSignature(data, signature, secret, encoding)).toBe(true);
        expect(await web.verifyHmacSignature(data, signature, secret, encoding)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the wire formats of the links and cookies already out there', async () => {
    const secret = 'test-token-secret';
    // Restore links, order tokens and API tokens: base64url HMACs of their own prefixed text.
    expect(node.hmacSignature('restore-link:AbCdEfGhIjKlMnOpQrStUv', secret)).toBe(
      createHmac('sha256', secret).update('restore-link:AbCdEfGhIjKlMnOpQrStUv').digest('base64url'),
    );
    expect(node.hmacSignature('order-token\0DKBD1000002', secret)).toBe(
      createHmac('sha256', secret).update('order-token\0DKBD1000002').digest('base64url'),
    );
    // React Router's cookie signature: standard base64 without padding.
    const signed = await web.signValue('eyJxdW90ZUlkIjoiYWJjIn0=', 's3cret', 'base64');
    expect(signed).toBe(
      `eyJxdW90ZUlkIjoiYWJjIn0=.${createHmac('sha256', 's3cret').update('eyJxdW90ZUlkIjoiYWJjIn0=').digest('base64').replace(/=+$/, '')}`,
    );
    expect(await web.unsignValue(signed, 's3cret', 'base64')).toBe('eyJxdW90ZUlkIjoiYWJjIn0=');
  });

  describe.each(encodings)('refuses forgeries (%s)', (encoding) => {
    const data = 'DKBD1000002';
    const secret = 'geheim';
    const good = node.hmacSignature(data, secret, encoding);
    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
    const forged: Array<[string, string, string, string]> = [
      ['tampered data', 'DKBD1000003', good, secret],
      ['a wrong key', data, good, 'anders'],
      ['a flipped character', data, flip(good, 5), secret],
      ['a truncated signature', data, good.slice(0, -1), secret],
      ['half a signature', data, good.slice(0, 22), secret],
      ['a longer signature', data, `${good}A`, secret],
      ['padding', data, `${good}=`, secret],
      ['a character of the other alphabet', data, `${encoding === 'base64url' ? '+' : '-'}${good.slice(1)}`, secret],
      ['an empty signature', data, '', secret],
      ['stray characters', data, `${good.slice(0, 10)} ${good.slice(11)}`, secret],
      ['the signature of the empty text', data, node.hmacSignature('', secret, encoding), secret],
    ];
    it.each(forged)('%s', async (_what, signedData, signature, key) => {
      expect(node.verifyHmacSignature(signedData, signature, key, encoding)).toBe(false);
      expect(await web.verifyHmacSignature(signedData, signature, key, encoding)).toBe(false);
    });

    it('refuses any other signature of the right length (property)', async () => {
      await fc.assert(
        fc.asyncProperty(fc.stringMatching(encoding === 'base64url' ? /^[A-Za-z0-9_-]{43}$/ : /^[A-Za-z0-9+/]{43}$/), async (other) => {
          fc.pre(other !== good);
          expect(node.verifyHmacSignature(data, other, secret, encoding)).toBe(false);
          expect(await web.verifyHmacSignature(data, other, secret, encoding)).toBe(false);
        }),
        { numRuns: 200 },
      );
    });
  });

  it('unsigns only what it signed', async () => {
    for (const flavour of [node, web]) {
      const signed = await flavour.signValue('quote.with.dots', 'a');
      expect(await flavour.unsignValue(signed, 'a')).toBe('quote.with.dots');
      expect(await flavour.unsignValue(signed, 'b')).toBe(false);
      expect(await flavour.unsignValue(signed.replace('quote', 'qoute'), 'a')).toBe(false);
      expect(await flavour.unsignValue('no-signature', 'a')).toBe(false);
      expect(await flavour.unsignValue('x.%%%', 'a')).toBe(false);
    }
  });

  it('compares secrets of any length in constant time (safeEqual)', () => {
    expect(node.safeEqual('abc', 'abc')).toBe(true);
    expect(node.safeEqual('abc', 'abcd')).toBe(false);
    expect(node.safeEqual('', '')).toBe(true);
    expect(node.safeEqual('é', 'e')).toBe(false);
  });
});
