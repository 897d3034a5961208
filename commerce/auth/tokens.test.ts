import { describe, expect, it } from 'vitest';
import { issueToken, safeEqual, verifyToken } from './tokens';

const secret = 'test-secret';
const exp = Math.floor(Date.now() / 1000) + 60;

describe('service tokens', () => {
  it('verifies a token it issued', () => {
    const token = issueToken({ sub: 'storefront@slaapzaak.nl', scope: 'service', exp }, secret);
    expect(verifyToken(token, secret)?.sub).toBe('storefront@slaapzaak.nl');
  });

  it('rejects a token signed with another secret', () => {
    const token = issueToken({ sub: 'a', scope: 'service', exp }, 'other');
    expect(verifyToken(token, secret)).toBeNull();
  });

  it('rejects an expired token', () => {
    const token = issueToken({ sub: 'a', scope: 'service', exp: 1000 }, secret);
    expect(verifyToken(token, secret)).toBeNull();
  });

  it('rejects a tampered payload', () => {
    const token = issueToken({ sub: 'a', scope: 'service', exp }, secret);
    const [, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'b', scope: 'service', exp })).toString('base64url');
    expect(verifyToken(`${forged}.${sig}`, secret)).toBeNull();
    expect(verifyToken('garbage', secret)).toBeNull();
    expect(verifyToken('a.b.c', secret)).toBeNull();
  });

  it('compares secrets of different lengths safely', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
