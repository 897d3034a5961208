import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './csrf';

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
