// The storefront's listing loaders (pop, zoeken, brands), the suggestion resource route and the
// sitemap resources, called with a real Request on a real commerce API (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set).
import type { AppLoadContext } from 'react-router';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as suggestionsLoader } from '../../app/routes/api.suggestions';
import { loader as brandLoader } from '../../app/routes/brands.$brand';
import { loader as brandsLoader } from '../../app/routes/brands';
import { loader as catalogueLoader } from '../../app/routes/catalogue';
import { loader as robotsLoader } from '../../app/routes/robots-txt';
import { loader as sitemapXmlLoader } from '../../app/routes/sitemap-xml';
import { loader as sitemapPartLoader } from '../../app/routes/sitemap-part';
import { loader as sitemapLoader } from '../../app/routes/sitemap';
import { loader as searchLoader } from '../../app/routes/zoeken';
import type { ListingOverview } from '../../app/models/catalog.server';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';

const ORIGIN = 'http://localhost:3000';

const args = (path: string, context: AppLoadContext, params: Record<string, string> = {}) =>
  routeArgs(new Request(`${ORIGIN}${path}`), context, params);

/** The catalogue splat route's params for a storefront path. */
const splat = (path: string) => ({ '*': path.split('?')[0].replace(/^\//, '') });

/** A loader answer given with data(…, init) unwrapped to its data and status. */
function unwrap<T>(value: T): { data: T extends { data: infer D } ? D : T; status: number } {
  const v = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (v && v.type === 'DataWithResponseInit') return { data: v.data as never, status: v.init?.status ?? 200 };
  return { data: value as never, status: 200 };
}

/** What a loader threw: a Response (redirect) or data(…, { status }). */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; data?: unknown; headers?: Headers }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, headers: error.headers };
    const e = error as { init?: ResponseInit | null; data?: unknown };
    return { status: e.init?.status ?? 500, data: e.data };
  }
  throw new Error('expected the loader to throw');
}

describe.each(dbKinds)('catalogue loaders on %s', (kind) => {
  let shop: TestShop;

  async function pop(path: string): Promise<ListingOverview> {
    const result = await catalogueLoader(args(path, shop.context, splat(path)));
    if (result.type !== 'category' || !result.overview) throw new Error(`no overview for ${path}`);
    return result.overview;
  }

  beforeAll(async () => {
    shop = await createTestShop(kind, { products: 300 });
  });
  afterAll(() => shop?.close());

  it('a pop page loads its products, filters and sort options', async () => {
    const result = await catalogueLoader(args('/dekbedovertrek/', shop.context, splat('/dekbedovertrek/')));
    expect(result.type).toBe('category');
    if (result.type !== 'category') return;
    expect(result.routeName).toBe('pop');
    const overview = result.overview!;
    expect(overview.products.length).toBeGreaterThan(0);
    expect(overview.filters.map((f) => f.url_key)).toEqual(expect.arrayContaining(['kleur', 'ae-prijs']));
    expect(overview.sort.length).toBeGreaterThan(1);
    expect(result.canonical).toBe(`${ORIGIN}/dekbedovertrek/`);
  });

  it("a pop page's data carries only what the listing shows (docs/decisions/0023)", async () => {
    const overview = await pop('/dekbedovertrek/');
    const tile = overview.products[0]!;
    expect(Object.keys(tile).sort()).toEqual([
      'available',
      'brand',
      'delivery',
      'id',
      'image',
      'main_category',
      'overlay',
      'price',
      'review',
      'title',
      'url',
      'variant_id',
    ]);
    expect(Object.keys(tile.brand)).toEqual(['title']);
    expect(tile.image === null || Object.keys(tile.image).join() === 'url').toBe(true);
    const attribute = overview.filters.find((f) => f.url_key === 'kleur')!.attributes[0]!;
    expect(attribute).not.toHaveProperty('raw_url');
    expect(attribute.url).toMatch(/^\/dekbedovertrek\/\?tn_fk_kleur=/);
    expect(Object.keys(overview.sort[0]!).sort()).toEqual(['display_title', 'is_selected', 'label', 'value']);
    expect(Object.keys(overview.page_links)).toEqual(['next']);
  });

  it('a filter in the query string narrows the total to the count the panel promised', async () => {
    const all = await pop('/dekbedovertrek/');
    const colour = all.filters.find((f) => f.url_key === 'kleur')!.attributes.find((a) => a.count < all.pagination.total)!;
    const filtered = await pop(`/dekbedovertrek/?tn_fk_kleur=${colour.value}`);
    expect(filtered.pagination.total).toBe(colour.count);
    expect(filtered.pagination.total).toBeLessThan(all.pagination.total);
    expect(filtered.filters.find((f) => f.url_key === 'kleur')!.attributes.find((a) => a.value === colour.value)!.is_selected).toBe(true);
  });

  it('a malformed filter query is a 400 with a Dutch message, never a 500', async () => {
    for (const query of ['tn_sort=bestaat-niet', 'tn_fk_kleur=%3Cscript%3E', 'tn_fk_ae-prijs=abc', `tn_fk_kleur=${'x'.repeat(2100)}`]) {
      const path = `/dekbedovertrek/?${query}`;
      const error = await thrown(catalogueLoader(args(path, shop.context, splat(path))));
      expect(error.status, query).toBe(400);
      expect(String(error.data), query).toMatch(/[a-z]{3,}/i);
      expect(String(error.data), query).not.toMatch(/error|undefined/i);
    }
  });

  it('a nonsensical page number is ignored (page 1), not an error', async () => {
    for (const p of ['-5', 'abc', '0']) {
      const overview = await pop(`/dekbedovertrek/?tn_p=${p}`);
      expect(overview.pagination.page).toBe(1);
    }
  });

  it('the no-JS price inputs are redirected (302) to tn_fk_ae-prijs=min-max', async () => {
    const path = '/dekbedovertrek/?tn_fk_kleur=wit&tn_pmin=20&tn_pmax=60&tn_prange=10-300';
    const res = await thrown(catalogueLoader(args(path, shop.context, splat(path))));
    expect(res.status).toBe(302);
    expect(res.headers?.get('location')).toBe('/dekbedovertrek/?tn_fk_kleur=wit&tn_fk_ae-prijs=20-60');
    const priced = await pop('/dekbedovertrek/?tn_fk_ae-prijs=20-60');
    for (const p of priced.products) expect(p.price.price).toBeGreaterThanOrEqual(2000);
    for (const p of priced.products) expect(p.price.price).toBeLessThan(6100);
  });

  it('load more: the page view is cumulative, the fetcher gets the next page only', async () => {
    const first = await pop('/dekbedovertrek/');
    expect(first.page_links.next).toBe('/dekbedovertrek/?tn_p=2');
    const cumulative = await pop('/dekbedovertrek/?tn_p=2');
    expect(cumulative.products.length).toBe(Math.min(first.pagination.total, 2 * first.pagination.per_page));
    const fetched = await catalogueLoader(args('/dekbedovertrek/?tn_p=2&tn_fetch=1', shop.context, splat('/dekbedovertrek/')));
    expect(fetched.type).toBe('more');
    if (fetched.type !== 'more') return;
    expect(fetched.overview!.pagination.page).toBe(2);
    const ids = new Set(first.products.map((p) => p.id));
    expect(fetched.overview!.products.length).toBeGreaterThan(0);
    for (const p of fetched.overview!.products) expect(ids.has(p.id)).toBe(false);
  });

  it('a failing load-more fetch answers no products instead of an error page', async () => {
    const fetched = await catalogueLoader(args('/dekbedovertrek/?tn_sort=nope&tn_fetch=1', shop.context, splat('/dekbedovertrek/')));
    expect(fetched).toEqual({ type: 'more', overview: null });
  });

  it('a promotion page filters (only /acties has 0 filters); a listing without filters has sort only; a cop page has a featured strip', async () => {
    // docs/decisions/0002: the acties sub-pages have filters like any overview; /acties itself has none.
    const acties = await catalogueLoader(args('/acties/black-friday-deals/', shop.context, splat('/acties/black-friday-deals/')));
    if (acties.type !== 'category') throw new Error('expected a category');
    expect(acties.category.numberOfFilters).toBe(3);
    expect(acties.overview!.filters.length).toBeGreaterThan(0);
    const overview = await catalogueLoader(args('/acties/', shop.context, splat('/acties/')));
    if (overview.type !== 'category') throw new Error('expected a category');
    expect(overview.category.numberOfFilters).toBe(0);
    // A listing whose category has numberOfFilters 0 (none in the seed now): sort, no filter groups.
    await shop.database.db.execute(sql`update categories set number_of_filters = 0 where path = 'acties/winterdeals'`);
    const plain = await catalogueLoader(args('/acties/winterdeals/', shop.context, splat('/acties/winterdeals/')));
    if (plain.type !== 'category') throw new Error('expected a category');
    expect(plain.category.numberOfFilters).toBe(0);
    expect(plain.overview!.filters).toEqual([]);
    expect(plain.overview!.sort.length).toBeGreaterThan(0);
    const cop = await catalogueLoader(args('/boxspring/', shop.context, splat('/boxspring/')));
    expect(cop.type).toBe('category');
    if (cop.type !== 'category') return;
    expect(cop.category.kind).toBe('cop');
    expect(cop.overview).toBeNull();
    const featured = await cop.featured!;
    expect(featured.length).toBeLessThanOrEqual(8);
  });

  it('search finds products, also with a typo, and explains empty or short terms', async () => {
    // A bare type ('dekbed') goes to its category (search-clicks.test.ts); with a colour it is a search.
    const found = unwrap(await searchLoader(args('/zoeken/?tn_q=dekbed+wit', shop.context)));
    expect(found.status).toBe(200);
    if (found.data.type !== 'search') throw new Error('expected a search page');
    expect(found.data.overview!.pagination.total).toBeGreaterThan(0);
    expect(found.data.overview!.page_links.next ?? '/zoeken/?tn_q=dekbed').toContain('/zoeken/?tn_q=dekbed');

    const typo = unwrap(await searchLoader(args('/zoeken/?tn_q=dekbedovertrk', shop.context)));
    if (typo.data.type !== 'search') throw new Error('expected a search page');
    expect(typo.data.overview!.pagination.total).toBeGreaterThan(0);
    expect(typo.data.overview!.products.some((p) => /dekbedovertrek/i.test(p.title))).toBe(true);

    const empty = unwrap(await searchLoader(args('/zoeken/', shop.context)));
    expect(empty.data).toMatchObject({ problem: 'empty', overview: null });
    const short = unwrap(await searchLoader(args('/zoeken/?tn_q=bed', shop.context)));
    expect(short.data).toMatchObject({ problem: 'short', overview: null });
    const long = unwrap(await searchLoader(args(`/zoeken/?tn_q=${'a'.repeat(300)}`, shop.context)));
    expect(long.status).toBe(400);
    expect(long.data).toMatchObject({ problem: 'long' });
  });

  it('search page variants: /zoeken/2/ is page 2, anything else is a 404', async () => {
    const page2 = unwrap(await searchLoader(args('/zoeken/2/?tn_q=dekbed', shop.context, { pagination: '2' })));
    if (page2.data.type !== 'search') throw new Error('expected a search page');
    const total = page2.data.overview!.pagination.total;
    expect(page2.data.overview!.products.length).toBe(Math.min(total, 48));
    const bad = await thrown(searchLoader(args('/zoeken/abc/?tn_q=dekbed', shop.context, { pagination: 'abc' })));
    expect(bad.status).toBe(404);
  });

  it('a brand page lists that brand only, without the brand filter; an unknown brand is a 404', async () => {
    const index = await brandsLoader(args('/brands/', shop.context));
    const brand = index.groups.flatMap((g) => g.brands)[0];
    expect(brand.product_count).toBeGreaterThan(0);
    const slug = brand.url.split('/')[2];
    const page = await brandLoader(args(brand.url, shop.context, { brand: slug }));
    if (page.type !== 'brand') throw new Error('expected a brand page');
    expect(page.title).toBe(brand.title);
    expect(page.overview.pagination.total).toBe(brand.product_count);
    expect(page.overview.products.every((p) => p.brand.slug === slug)).toBe(true);
    expect(page.overview.filters.some((f) => f.url_key === 'merk')).toBe(false);
    for (const brandParam of ['bestaat-niet', 'NIET', '../x']) {
      const missing = await thrown(brandLoader(args('/brands/x/', shop.context, { brand: brandParam })));
      expect(missing.status).toBe(404);
    }
  });

  it('suggestions answer for 3–100 characters only', async () => {
    const res = await suggestionsLoader(args('/api/suggestions/?search_term=dekb', shop.context));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { products: unknown[]; categories: unknown[] };
    expect(body.products.length + body.categories.length).toBeGreaterThan(0);
    for (const term of ['de', '', 'x'.repeat(101)]) {
      const bad = await suggestionsLoader(args(`/api/suggestions/?search_term=${term}`, shop.context));
      expect(bad.status, term).toBe(400);
    }
  });

  it('sitemap.xml leads to the pages sitemap: home, categories, brands and service pages; robots.txt points to it', async () => {
    const index = await sitemapXmlLoader(args('/sitemap.xml', shop.context));
    expect(index.headers.get('content-type')).toContain('application/xml');
    expect(await index.text()).toContain(`<loc>${ORIGIN}/sitemaps/pages.xml</loc>`);
    const res = await sitemapPartLoader(args('/sitemaps/pages.xml', shop.context, { name: 'pages.xml' }));
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.headers.get('cache-control')).toContain('max-age=3600');
    const xml = await res.text();
    for (const path of ['/', '/dekbedovertrek/', '/boxspring/boxspring-kopen/', '/brands/', '/service/']) {
      expect(xml, path).toContain(`<loc>${ORIGIN}${path}`);
    }
    const page = await sitemapLoader(args('/sitemap/', shop.context));
    expect(page.categories.length).toBeGreaterThan(5);
    expect(page.categories.some((c) => c.children.length > 0)).toBe(true);
    const robots = await (await robotsLoader(args('/robots.txt', shop.context))).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain('Disallow: /checkout/');
  });
});
