// The /v1 contract as an API client sees it: service login, bearer auth, content, route look-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExtraMenuSchema,
  FooterSchema,
  HomepageSchema,
  NavigationSchema,
  NewsletterPopupSchema,
  NotificationSchema,
  ShopMenuSchema,
} from '#contract/schemas/content';
import { createTestShop, dbKinds, testConfig, type TestShop } from '../helpers/shop';

describe.each(dbKinds)('commerce API on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  const get = (path: string, auth = true) => shop.app.request(path, { headers: auth ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    shop = await createTestShop(kind);
    token = await shop.token();
  });
  afterAll(() => shop?.close());

  it('logs the service account in and answers an access token', async () => {
    const res = await shop.app.request('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(testConfig.serviceAccount),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; token_type: string };
    expect(body.token_type).toBe('Bearer');
    expect(body.access_token.length).toBeGreaterThan(20);
  });

  it('refuses a wrong password, and a malformed login body with 400', async () => {
    const wrong = await shop.app.request('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: testConfig.serviceAccount.email, password: 'nope' }),
    });
    expect(wrong.status).toBe(401);
    const malformed = await shop.app.request('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);
  });

  it('answers 401 on /v1 without a valid token', async () => {
    expect((await get('/v1/content/navigation', false)).status).toBe(401);
    const forged = await shop.app.request('/v1/content/navigation', { headers: { authorization: 'Bearer abc.def' } });
    expect(forged.status).toBe(401);
  });

  it.each([
    ['/v1/content/navigation', NavigationSchema],
    ['/v1/content/shop-menu', ShopMenuSchema],
    ['/v1/content/sub-navigation/', ExtraMenuSchema],
    ['/v1/content/notification', NotificationSchema],
    ['/v1/content/footer', FooterSchema],
    ['/v1/content/homepage', HomepageSchema],
    ['/v1/content/newsletter-popup', NewsletterPopupSchema],
  ] as const)('serves %s in its declared shape', async (path, schema) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(schema.safeParse(await res.json()).success).toBe(true);
  });

  it('puts best sellers on the home page as featured tiles', async () => {
    const home = HomepageSchema.parse(await (await get('/v1/content/homepage')).json());
    expect(home.featured.length).toBeGreaterThan(0);
    for (const tile of home.featured) {
      expect(tile.link).toMatch(/^\/[a-z0-9-]+\.html$/);
      expect(Number.isInteger(tile.price)).toBe(true);
    }
  });

  it('resolves catalogue paths to their kind, with breadcrumbs', async () => {
    const pop = (await (await get('/v1/catalog/category/path?path=/boxspring/boxspring-kopen/')).json()) as {
      kind: string;
      breadcrumbs: { title: string; url: string }[];
    };
    expect(pop.kind).toBe('pop');
    expect(pop.breadcrumbs.map((b) => b.url)).toEqual(['/', '/boxspring/', '/boxspring/boxspring-kopen/']);
    const cop = (await (await get('/v1/catalog/category/path?path=/boxspring/')).json()) as { kind: string };
    expect(cop.kind).toBe('cop');
    const text = (await (await get('/v1/catalog/category/path?path=/kussens/')).json()) as { kind: string; numberOfFilters: number };
    expect(text.kind).toBe('textpage');
    const acties = (await (await get('/v1/catalog/category/path?path=/acties/')).json()) as { numberOfFilters: number };
    expect(acties.numberOfFilters).toBe(0);
  });

  it('resolves a filter path below a pop route to that route with its filter segments', async () => {
    const res = await get('/v1/catalog/category/path?path=/dekbed/katoen/wit/');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { path: string; filterSegments: string[] };
    expect(body.path).toBe('dekbed');
    expect(body.filterSegments).toEqual(['katoen', 'wit']);
  });

  it('answers 404 for unknown paths and 400 for a missing parameter, never 500', async () => {
    expect((await get('/v1/catalog/category/path?path=/bestaat-niet/')).status).toBe(404);
    expect((await get('/v1/catalog/category/path?path=/%3Cscript%3E/')).status).toBe(404);
    expect((await get('/v1/catalog/category/path')).status).toBe(400);
    expect((await get('/v1/bestaat-niet')).status).toBe(404);
  });

  it('serves a product by slug and by id', async () => {
    const home = HomepageSchema.parse(await (await get('/v1/content/homepage')).json());
    const slug = home.featured[0].link.slice(1, -'.html'.length);
    const bySlug = (await (await get(`/v1/catalog/product/${slug}`)).json()) as { id: number; variants: unknown[]; images: unknown[] };
    expect(bySlug.variants.length).toBeGreaterThan(0);
    expect(bySlug.images.length).toBeGreaterThan(0);
    const byId = (await (await get(`/v1/catalog/product/${bySlug.id}`)).json()) as { slug: string };
    expect(byId.slug).toBe(slug);
    expect((await get('/v1/catalog/product/bestaat-niet')).status).toBe(404);
  });

  it('publishes an OpenAPI document of the /v1 routes', async () => {
    const res = await get('/v1/openapi.json', false);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/v1/content/navigation', '/v1/content/homepage', '/v1/catalog/category/path', '/login']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
