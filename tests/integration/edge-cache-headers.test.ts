// /v1 catalogue and content answers carry headers a CDN honours; carts never do (docs/decisions/0012).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_CONTROL } from '../../commerce/app';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';

describe.each(dbKinds)('API cache headers on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  const call = (path: string, init: RequestInit = {}) =>
    shop.app.request(path, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });

  beforeAll(async () => {
    shop = await createTestShop(kind, { products: 60 });
    token = await shop.token();
  });
  afterAll(() => shop?.close());

  it('lets shared caches keep catalogue and content answers', async () => {
    for (const path of ['/v1/catalog/overview/category?path=%2Fdekbedovertrek%2F', '/v1/catalog/brands', '/v1/content/navigation']) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(CATALOGUE_CACHE_CONTROL);
    }
    expect(CATALOGUE_CACHE_CONTROL).toMatch(/\bs-maxage=\d+/);
  });

  it('keeps errors and carts out of shared caches', async () => {
    const missing = await call('/v1/catalog/product/bestaat-niet-12345');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toContain('public');
    const cart = await call('/v1/cart/item', { method: 'POST', body: JSON.stringify({ item_id: 1, quantity: 1 }) });
    expect(cart.headers.get('cache-control') ?? '').not.toContain('public');
  });
});
