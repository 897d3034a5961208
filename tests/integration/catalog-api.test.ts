// The overview, search and suggestion calls, checked against counts computed independently from the
// raw tables (the test's own oracle), on PGlite and on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OverviewSchema, SuggestionsSchema, type Overview } from '#contract/schemas/catalog';
import { bitmapListingCounts } from '../../commerce/catalog/listing-bitmaps';
import { parseListingQuery } from '../../commerce/catalog/listing-query';
import { FACETS } from '../../commerce/catalog/overview';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';

describe.each(dbKinds)('catalog API on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  const get = async (path: string) => shop.app.request(path, { headers: { authorization: `Bearer ${token}` } });
  const overview = async (path: string, querystring = '', extra = ''): Promise<Overview> => {
    const res = await get(
      `/v1/catalog/overview/category?path=${encodeURIComponent(path)}&querystring=${encodeURIComponent(querystring)}${extra}`,
    );
    expect(res.status).toBe(200);
    return OverviewSchema.parse(await res.json());
  };
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await shop.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** product id → facet key → values, for one category: the oracle's raw material. */
  async function categoryFacets(path: string) {
    const list = await rows<{ product_id: number; key: string; value: string; price: number }>(sql`
      select f.product_id, f.key, f.value, p.price from product_facets f
      join products p on p.id = f.product_id
      join product_categories pc on pc.product_id = f.product_id
      join categories c on c.id = pc.category_id where c.path = ${path}`);
    const products = new Map<number, { price: number; facets: Map<string, Set<string>> }>();
    for (const r of list) {
      const entry = products.get(r.product_id) ?? { price: r.price, facets: new Map() };
      entry.facets.set(r.key, (entry.facets.get(r.key) ?? new Set()).add(r.value));
      products.set(r.product_id, entry);
    }
    return products;
  }

  beforeAll(async () => {
    shop = await createTestShop(kind, { products: 300 });
    token = await shop.token();
  });
  afterAll(() => shop?.close());

  it('lists a category with filters, sort options and pagination in the SPEC shape', async () => {
    const o = await overview('/dekbedovertrek/');
    expect(o.products.length).toBeGreaterThan(0);
    expect(o.pagination.subtotal).toBe(o.products.length);
    expect(o.filters.map((f) => f.url_key)).toEqual(expect.arrayContaining(['kleur', 'maat', 'ae-prijs']));
    expect(o.sort.find((s) => s.is_selected)?.value).toBe('populariteit');
    const price = o.filters.find((f) => f.url_key === 'ae-prijs')!;
    expect(price.selection_type).toBe('slider');
    expect(price.range!.minrange).toBeLessThanOrEqual(price.range!.maxrange);
    expect(o.canonical).toBe('/dekbedovertrek/');
    expect(o.noindex).toBe(false);
  });

  it('counts facet values the way a shopper expects: other groups filter, the own group does not', async () => {
    const raw = await categoryFacets('dekbedovertrek');
    const o0 = await overview('/dekbedovertrek/');
    const colour = o0.filters.find((f) => f.url_key === 'kleur')!.attributes[0].value;
    const size = o0.filters.find((f) => f.url_key === 'maat')!.attributes[0].value;
    const o = await overview('/dekbedovertrek/', `tn_fk_kleur=${colour}&tn_fk_maat=${size}`);

    const has = (p: { facets: Map<string, Set<string>> }, key: string, value: string) => p.facets.get(key)?.has(value) ?? false;
    const all = [...raw.values()];
    expect(o.pagination.total).toBe(all.filter((p) => has(p, 'kleur', colour) && has(p, 'maat', size)).length);
    for (const attr of o.filters.find((f) => f.url_key === 'kleur')!.attributes) {
      // Colour counts respect the size selection only.
      const expected = all.filter((p) => has(p, 'kleur', attr.value) && has(p, 'maat', size)).length;
      expect(attr.count, `kleur ${attr.value}`).toBe(expected);
    }
    for (const attr of o.filters.find((f) => f.url_key === 'materiaal')!.attributes) {
      const expected = all.filter((p) => has(p, 'materiaal', attr.value) && has(p, 'kleur', colour) && has(p, 'maat', size)).length;
      expect(attr.count, `materiaal ${attr.value}`).toBe(expected);
    }
    // Two groups selected: a deep filter page, not indexed, canonical to no filter.
    expect(o.noindex).toBe(true);
    expect(o.canonical).toBe('/dekbedovertrek/');
    // One filter is the same listing as a path segment or as a parameter: one canonical, indexable.
    for (const one of [await overview(`/dekbedovertrek/${colour}/`), await overview('/dekbedovertrek/', `tn_fk_kleur=${colour}`)]) {
      expect(one.canonical).toBe(`/dekbedovertrek/?tn_fk_kleur=${colour}`);
      expect(one.noindex).toBe(false);
    }
    const twoSegments = await overview(`/dekbedovertrek/${colour}/${size}/`);
    expect(twoSegments.pagination.total).toBe(o.pagination.total);
    expect([twoSegments.canonical, twoSegments.noindex]).toEqual(['/dekbedovertrek/', true]);
  });

  it('counts an unfiltered listing (from the precomputed table) exactly like the raw data', async () => {
    const raw = [...(await categoryFacets('dekbedovertrek')).values()];
    const o = await overview('/dekbedovertrek/');
    for (const group of o.filters.filter((f) => f.url_key !== 'ae-prijs')) {
      for (const attr of group.attributes) {
        expect(attr.count, `${group.url_key} ${attr.value}`).toBe(raw.filter((p) => p.facets.get(group.url_key)?.has(attr.value)).length);
      }
    }
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from product_categories pc join categories c on c.id = pc.category_id where c.path = 'dekbedovertrek'`,
    );
    expect(o.pagination.total).toBe(n);
    const prices = (
      await rows<{ price: number }>(
        sql`select p.price from products p join product_categories pc on pc.product_id = p.id join categories c on c.id = pc.category_id where c.path = 'dekbedovertrek'`,
      )
    ).map((r) => r.price);
    const range = o.filters.find((f) => f.url_key === 'ae-prijs')!.range!;
    expect(range.minrange).toBe(Math.floor(Math.min(...prices) / 100));
    expect(range.maxrange).toBe(Math.ceil(Math.max(...prices) / 100));
  });

  it('filters by price range in whole euros, inclusive', async () => {
    const raw = [...(await categoryFacets('dekbedovertrek')).values()];
    const o = await overview('/dekbedovertrek/', 'tn_fk_ae-prijs=30-60');
    expect(o.pagination.total).toBe(raw.filter((p) => p.price >= 3000 && p.price <= 6099).length);
    for (const p of o.products) expect(p.price.price).toBeGreaterThanOrEqual(3000);
  });

  it('counts a filtered listing with a price range and two values of one group exactly like the raw data', async () => {
    const raw = [...(await categoryFacets('dekbedovertrek')).values()];
    const o0 = await overview('/dekbedovertrek/');
    const [c1, c2] = o0.filters.find((f) => f.url_key === 'kleur')!.attributes.map((a) => a.value);
    const has = (p: (typeof raw)[number], key: string, values: string[]) => values.some((v) => p.facets.get(key)?.has(v));
    const inPrice = (p: (typeof raw)[number]) => p.price >= 2000 && p.price <= 8099;
    const o = await overview('/dekbedovertrek/', `tn_fk_kleur=${c1}&tn_fk_kleur=${c2}&tn_fk_ae-prijs=20-80`);
    expect(o.pagination.total).toBe(raw.filter((p) => has(p, 'kleur', [c1, c2]) && inPrice(p)).length);
    for (const group of o.filters.filter((f) => f.url_key !== 'ae-prijs')) {
      for (const attr of group.attributes) {
        const others = group.url_key === 'kleur' ? () => true : (p: (typeof raw)[number]) => has(p, 'kleur', [c1, c2]);
        const expected = raw.filter((p) => p.facets.get(group.url_key)?.has(attr.value) && others(p) && inPrice(p)).length;
        expect(attr.count, `${group.url_key} ${attr.value}`).toBe(expected);
      }
    }
    // The price bounds follow the colour selection, not the price range itself.
    const prices = raw.filter((p) => has(p, 'kleur', [c1, c2])).map((p) => p.price);
    const range = o.filters.find((f) => f.url_key === 'ae-prijs')!.range!;
    expect([range.minrange, range.maxrange]).toEqual([Math.floor(Math.min(...prices) / 100), Math.ceil(Math.max(...prices) / 100)]);
    expect([range.min, range.max]).toEqual([20, 80]);
    // These came from the category's bitmaps, not the SQL fallback.
    const [{ id }] = await rows<{ id: number }>(sql`select id from categories where path = 'dekbedovertrek'`);
    const state = parseListingQuery(`tn_fk_kleur=${c1}&tn_fk_kleur=${c2}&tn_fk_ae-prijs=20-80`);
    expect((await bitmapListingCounts(shop.database.db, id, state, Object.keys(FACETS)))?.total).toBe(o.pagination.total);
    // A value the category does not have leaves nothing, and a price range with nothing in it too.
    expect((await overview('/dekbedovertrek/', 'tn_fk_kleur=bestaat-niet')).pagination.total).toBe(0);
    expect((await overview('/dekbedovertrek/', 'tn_fk_ae-prijs=99990-99999')).pagination.total).toBe(0);
  });

  it('sorts by price both ways', async () => {
    const up = (await overview('/dekbedovertrek/', 'tn_sort=prijs-oplopend')).products.map((p) => p.price.price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await overview('/dekbedovertrek/', 'tn_sort=prijs-aflopend')).products.map((p) => p.price.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('pages without overlap, and cumulative pages hold everything up to that page', async () => {
    const p1 = await overview('/hoeslaken/', 'tn_sort=prijs-oplopend');
    const p2 = await overview('/hoeslaken/', 'tn_sort=prijs-oplopend&tn_p=2');
    const ids1 = p1.products.map((p) => p.id);
    const ids2 = p2.products.map((p) => p.id);
    expect(ids1.filter((id) => ids2.includes(id))).toEqual([]);
    const both = await overview('/hoeslaken/', 'tn_sort=prijs-oplopend&tn_p=2', '&cumulative=1');
    expect(both.products.map((p) => p.id)).toEqual([...ids1, ...ids2]);
    expect(p1.page_links.next).toBe('/hoeslaken/?tn_sort=prijs-oplopend&tn_p=2');
  });

  it('gives every page of an unfiltered listing in the exact order of the raw data, deep pages and the last one too', async () => {
    const raw = await rows<{ id: number; price: number; popularity: number; available: boolean }>(sql`
      select p.id, p.price, p.popularity, p.available from products p
      join product_categories pc on pc.product_id = p.id join categories c on c.id = pc.category_id where c.path = 'dekbedovertrek'`);
    const orders: Record<string, (a: (typeof raw)[number], b: (typeof raw)[number]) => number> = {
      '': (a, b) => Number(b.available) - Number(a.available) || b.popularity - a.popularity || a.id - b.id,
      'prijs-oplopend': (a, b) => a.price - b.price || a.id - b.id,
      'prijs-aflopend': (a, b) => b.price - a.price || b.id - a.id,
    };
    for (const [sortValue, order] of Object.entries(orders)) {
      const expected = [...raw].sort(order).map((p) => p.id);
      const pages = Math.ceil(expected.length / 24);
      expect(pages).toBeGreaterThanOrEqual(3);
      for (const page of [1, 2, pages]) {
        const qs = [sortValue && `tn_sort=${sortValue}`, page > 1 && `tn_p=${page}`].filter(Boolean).join('&');
        const o = await overview('/dekbedovertrek/', qs);
        expect(
          o.products.map((p) => p.id),
          `${sortValue || 'populariteit'} page ${page}`,
        ).toEqual(expected.slice((page - 1) * 24, page * 24));
      }
    }
  });

  it('never mixes filtered and unfiltered products after loading more', async () => {
    const o = await overview('/dekbedovertrek/', 'tn_fk_kleur=wit&tn_p=2', '&cumulative=1');
    const white = new Set(
      (await rows<{ product_id: number }>(sql`select product_id from product_facets where key = 'kleur' and value = 'wit'`)).map(
        (r) => r.product_id,
      ),
    );
    for (const p of o.products) expect(white.has(p.id)).toBe(true);
  });

  it('answers 400 with a Dutch message for a malformed query and 404 for an unknown path', async () => {
    const bad = await get(`/v1/catalog/overview/category?path=/dekbed/&querystring=${encodeURIComponent('tn_p=-5')}`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe('Dit paginanummer bestaat niet.');
    expect((await get('/v1/catalog/overview/category?path=/bestaat-niet/')).status).toBe(404);
    expect((await get('/v1/catalog/overview/category?path=/dekbed/geen-filterwaarde/')).status).toBe(404);
  });

  it('finds dekbedovertrekken despite a typo', async () => {
    const res = await get('/v1/catalog/search?search_term=dekbedovertrk');
    const o = OverviewSchema.parse(await res.json());
    expect(o.pagination.total).toBeGreaterThan(0);
    expect(o.products[0].title.toLowerCase()).toContain('dekbedovertrek');
  });

  it('suggests products, categories and brands for 3 to 100 characters only', async () => {
    const s = SuggestionsSchema.parse(await (await get('/v1/catalog/search/suggestions?search_term=hoesl')).json());
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.categories.some((c) => c.url === '/hoeslaken/')).toBe(true);
    expect((await get('/v1/catalog/search/suggestions?search_term=ho')).status).toBe(400);
    expect((await get(`/v1/catalog/search/suggestions?search_term=${'a'.repeat(101)}`)).status).toBe(400);
  });

  it('lists brands and a brand page without the brand filter', async () => {
    const { brands } = (await (await get('/v1/catalog/brands')).json()) as { brands: { slug: string; product_count: number }[] };
    const brand = brands.find((b) => b.product_count > 0)!;
    const res = await get(`/v1/catalog/overview/brand/products?brand=${brand.slug}`);
    const o = OverviewSchema.parse(await res.json());
    expect(o.pagination.total).toBe(brand.product_count);
    expect(o.filters.some((f) => f.url_key === 'merk')).toBe(false);
    expect((await get('/v1/catalog/overview/brand/products?brand=bestaat-niet')).status).toBe(404);
  });

  it('gives the sitemap of categories, brands and service pages', async () => {
    const body = (await (await get('/v1/catalog/sitemap')).json()) as {
      categories: { url: string }[];
      brands: unknown[];
      services: { url: string }[];
    };
    expect(body.categories.some((c) => c.url === '/boxspring/boxspring-kopen/')).toBe(true);
    // Exactly the brands that have products (300 products in this shop leave some brands empty).
    const withProducts = await rows<{ slug: string }>(
      sql`select distinct b.slug from brands b join products p on p.brand_id = b.id order by b.slug`,
    );
    expect((body.brands as { url: string }[]).map((b) => b.url).sort()).toEqual(withProducts.map((b) => `/brands/${b.slug}/`).sort());
    expect(body.services.some((s) => s.url === '/service/shipping-returns/')).toBe(true);
  });
});
