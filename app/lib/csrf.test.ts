import { describe, expect, it } from 'vitest';
import { createCsrfToken, csrfRejection, isCrossSiteRequest, verifyCsrfToken } from './csrf';

const post = (headers: Record<string, string>) => new Request('http://shop.test/cart/', { method: 'POST', headers });

describe('isCrossSiteRequest', () => {
  it('lets our own pages post', () => {
    expect(isCrossSiteRequest(post({ Origin: 'http://shop.test', 'Sec-Fetch-Site': 'same-origin' }))).toBe(false);
    expect(isCrossSiteRequest(post({ Origin: 'http://shop.test' }))).toBe(false);
  });
  it('refuses posts from other sites', () => {
    expect(isCrossSiteRequest(post({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteRequest(post({ 'Sec-Fetch-Site': 'same-site' }))).toBe(true);
    expect(isCrossSiteRequest(post({ Origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteRequest(post({ Origin: 'null' }))).toBe(true);
  });
  it('never blocks reads', () => {
    expect(isCrossSiteRequest(new Request('http://shop.test/', { headers: { 'Sec-Fetch-Site': 'cross-site' } }))).toBe(false);
  });
});

describe('signed token fallback (neither Origin nor Sec-Fetch-Site)', () => {
  const secret = 'test-secret';
  const form = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    new Request('http://shop.test/cart/', { method: 'POST', body: new URLSearchParams(body), headers });

  it('accepts a post with a fresh token from our forms and leaves the body readable', async () => {
    const token = await createCsrfToken(secret);
    const request = form({ intent: 'add', _csrf: token });
    expect(await csrfRejection(request, secret)).toBeNull();
    expect((await request.formData()).get('intent')).toBe('add');
  });

  it('refuses a header-less post without a token, with a forged, foreign or expired one', async () => {
    expect(await csrfRejection(form({ intent: 'add' }), secret)).toBe('no-token');
    expect(await csrfRejection(form({ _csrf: 'lz0abc.AAAA' }), secret)).toBe('no-token');
    expect(await csrfRejection(form({ _csrf: await createCsrfToken('other-secret') }), secret)).toBe('no-token');
    const old = await createCsrfToken(secret, Date.now() - 25 * 60 * 60 * 1000);
    expect(await csrfRejection(form({ _csrf: old }), secret)).toBe('no-token');
    expect(await verifyCsrfToken(old, secret)).toBe(false);
  });

  it('keeps the header checks first: a cross-site post with a valid token is still refused', async () => {
    const token = await createCsrfToken(secret);
    expect(await csrfRejection(form({ _csrf: token }, { Origin: 'https://evil.example' }), secret)).toBe('cross-site');
    expect(await csrfRejection(form({}, { Origin: 'http://shop.test' }), secret)).toBeNull();
  });
});
