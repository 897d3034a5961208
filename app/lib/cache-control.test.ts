import { describe, expect, it } from 'vitest';
import { applyCacheControl, PERSONAL, PRIVATE_PAGE, PUBLIC_MISSING, PUBLIC_PAGE } from './cache-control';

function policy(url: string, init: { status?: number; cookie?: string; method?: string; headers?: Record<string, string> } = {}) {
  const request = new Request(url, { method: init.method ?? 'GET', headers: init.cookie ? { Cookie: init.cookie } : {} });
  const headers = new Headers(init.headers);
  applyCacheControl(request, init.status ?? 200, headers);
  return { cacheControl: headers.get('Cache-Control'), vary: headers.get('Vary') };
}

describe('page cache policy', () => {
  it('lets shared caches keep anonymous catalogue pages and their .data answers', () => {
    for (const url of ['http://shop.test/', 'http://shop.test/dekbedden/', 'http://shop.test/dekbedden.data', 'http://shop.test/_root.data', 'http://shop.test/donsdekbed-zomer.html']) {
      expect(policy(url)).toEqual({ cacheControl: PUBLIC_PAGE, vary: 'Cookie' });
    }
    expect(PUBLIC_PAGE).toMatch(/s-maxage=\d+/);
    expect(PUBLIC_PAGE).toMatch(/stale-while-revalidate=\d+/);
    expect(policy('http://shop.test/bestaat-niet/', { status: 404 }).cacheControl).toBe(PUBLIC_MISSING);
  });

  it('never makes personal pages public', () => {
    for (const url of ['http://shop.test/account/', 'http://shop.test/cart/', 'http://shop.test/checkout/address-details/', 'http://shop.test/cart.data', 'http://shop.test/cart/restore/abc/']) {
      expect(policy(url).cacheControl).toBe(PERSONAL);
    }
    expect(policy('http://shop.test/', { cookie: 'cookie_consent=accepted; slaapzaak_cart=abc' }).cacheControl).toBe(PRIVATE_PAGE);
    expect(policy('http://shop.test/', { cookie: '__Host-slaapzaak_session=abc' }).cacheControl).toBe(PRIVATE_PAGE);
    expect(policy('http://shop.test/', { headers: { 'Set-Cookie': 'slaapzaak_cart=x' } }).cacheControl).toBe(PERSONAL);
    expect(policy('http://shop.test/cart/', { method: 'POST' }).cacheControl).toBe(PERSONAL);
  });

  it('keeps a value a route set itself', () => {
    expect(policy('http://shop.test/sitemap.xml', { headers: { 'Cache-Control': 'public, max-age=3600' } }).cacheControl).toBe('public, max-age=3600');
  });
});
