// docs/decisions/0050, the parts after a search (docs/decisions/0050): result links carry a short signed id of the
// search (?z=), opening a product from them counts one click for that search, with and without JavaScript
// (it is the product page's loader that counts), and a bare type term goes straight to its category.
// Plus the attacker's moves: forged, replayed, huge and malformed ids, a cross-site form post, no token.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_CLICK_PATTERN } from '#contract/operations/catalog';
import { SearchOverviewSchema, type SearchOverview } from '#contract/schemas/catalog';
import { loader as productLoader } from '../../app/routes/product';
import { loader as searchLoader } from '../../app/routes/zoeken';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { signClientIp } from '../../commerce/platform/client-ip';
import { LIMITS } from '../../commerce/platform/rate-limits';
import { routeArgs } from '../helpers/route-args';
import { flushSearchEvents } from '../../commerce/catalog/search-events';

const ORIGIN = 'http://localhost:3000';

describe.each(dbKinds)('search clicks and the category redirect on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  const request = (path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) =>
    shop.app.request(path, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
  // Search events are written shortly after their answers (docs/decisions/0078): what the table holds, once they are.
  const rows = async <T>(query: ReturnType<typeof sql>) => {
    await flushSearchEvents(shop.database.db);
    return ((await shop.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  };
  const search = async (term: string, querystring = ''): Promise<SearchOverview> => {
    const res = await request(`/v1/catalog/search?search_term=${encodeURIComponent(term)}&querystring=${encodeURIComponent(querystring)}`);
    expect(res.status, term).toBe(200);
    return SearchOverviewSchema.parse(await res.json());
  };
  const click = async (z: unknown) => {
    const res = await request('/v1/catalog/search/clicks', {
      method: 'POST',
      body: JSON.stringify({ z }),
      headers: { 'content-type': 'application/json' },
    });
    return { status: res.status, body: (await res.json()) as { counted?: boolean; error?: { message: string } } };
  };
  const lastEvent = async () =>
    (
      await rows<{ id: number; term: string; clicked: boolean }>(sql`select id, term, clicked from search_events order by id desc limit 1`)
    )[0]!;
  const clickedCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from search_events where clicked`))[0]!.n;
  /** What a loader threw (a redirect Response), or null when it answered. */
  const thrownBy = async (promise: Promise<unknown>): Promise<Response | null> => {
    try {
      await promise;
      return null;
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
  };
  const loadSearchPage = (q: string) =>
    searchLoader(routeArgs(new Request(`${ORIGIN}/zoeken/?tn_q=${encodeURIComponent(q)}`), shop.context, {}));

  beforeAll(async () => {
    shop = await createTestShop(kind, { products: 600 });
    token = await shop.token();
  });
  afterAll(() => shop?.close());

  it('a search answers a signed click id; one click counts once, a replay not again', async () => {
    const o = await search('hoeslaken 160x200');
    const z = o.understanding.click!;
    expect(z).toMatch(SEARCH_CLICK_PATTERN);
    expect(o.understanding.redirect).toBeNull();
    const event = await lastEvent();
    expect(event).toMatchObject({ term: 'hoeslaken 160x200', clicked: false });
    expect(await click(z)).toEqual({ status: 200, body: { counted: true } });
    expect((await lastEvent()).clicked).toBe(true);
    // The same link opened again (back button, reload, shared): no second click, no error.
    expect(await click(z)).toEqual({ status: 200, body: { counted: false } });
    expect(await clickedCount()).toBe(1);
    // Pages after the first and filtered pages are not a new search: no event, no click id.
    const page2 = await search('hoeslaken 160x200', 'tn_p=2');
    expect(page2.understanding.click ?? null).toBeNull();
    // A shared cache (the storefront's, a CDN) must not keep a search as a shopper starts it: each one is
    // its own event with its own click id. Later pages may be kept.
    const first = await request(`/v1/catalog/search?search_term=${encodeURIComponent('hoeslaken 160x200')}`);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(SearchOverviewSchema.parse(await first.json()).understanding.click).not.toBe(z);
    const later = await request(`/v1/catalog/search?search_term=${encodeURIComponent('hoeslaken 160x200')}&querystring=tn_p%3D2`);
    expect(later.headers.get('cache-control')).toMatch(/s-maxage/);
  });

  it('attacker: forged, guessed, huge and malformed click ids count nothing and never answer a 500', async () => {
    const o = await search('dekbed wit');
    const z = o.understanding.click!;
    const before = await clickedCount();
    const [id, signature] = z.split('.') as [string, string];
    const next = (Number.parseInt(id, 36) - 1).toString(36);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `${id}.${flipped}`, // a changed signature
      `${next}.${signature}`, // another search's id with this signature
      `zzzzzzzzzzz.${signature}`, // an id far beyond any event
      `${id}.${'A'.repeat(16)}`,
      `${id}`,
      `${id}.${signature}.x`,
      "1'; drop table search_events; --",
      '<script>alert(1)</script>',
    ]) {
      const res = await click(forged);
      expect(res.status, forged).toBe(200);
      expect(res.body.counted, forged).toBe(false);
    }
    for (const bad of ['x'.repeat(41), 'x'.repeat(100_000), '', 12, null, { z }]) {
      const res = await click(bad);
      expect(res.status, String(bad).slice(0, 20)).toBe(400);
      expect(res.body.error?.message).toMatch(/^[A-Z]/);
    }
    expect(await clickedCount()).toBe(before);
    expect((await lastEvent()).clicked).toBe(false);
  });

  it('attacker: a cross-site form post or a call without the service token counts nothing', async () => {
    const o = await search('matras 90x200');
    const z = o.understanding.click!;
    const form = await request('/v1/catalog/search/clicks', {
      method: 'POST',
      body: new URLSearchParams({ z }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(form.status).toBeLessThan(500);
    const anonymous = await shop.app.request('/v1/catalog/search/clicks', {
      method: 'POST',
      body: JSON.stringify({ z }),
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.status).toBe(401);
    expect((await lastEvent()).clicked).toBe(false);
  });

  it('the search page links carry ?z=, opening one counts, and the product page stays canonical', async () => {
    const page = (await loadSearchPage('hoeslaken 160x200')) as unknown as { data: { overview: SearchOverview } };
    const overview = page.data.overview;
    const link = new URL(overview.products[0]!.url, ORIGIN);
    expect(link.searchParams.get('variant')).toMatch(/^\d+$/);
    const z = link.searchParams.get('z')!;
    expect(z).toMatch(SEARCH_CLICK_PATTERN);
    const event = await lastEvent();
    expect(event.clicked).toBe(false);
    const slug = link.pathname.slice(1, -'.html'.length);
    const open = () => productLoader(routeArgs(new Request(`${ORIGIN}${link.pathname}${link.search}`), shop.context, { slug }));
    const product = (await open()) as unknown as { canonical: string; product: { url: string } };
    expect(product.canonical).toBe(`${ORIGIN}${product.product.url}`);
    expect(product.canonical).not.toContain('z=');
    expect((await lastEvent()).clicked).toBe(true);
    const before = await clickedCount();
    await open(); // reloaded: still one
    // A forged id on a product link still shows the product, and counts nothing.
    const forged = (await productLoader(
      routeArgs(new Request(`${ORIGIN}${link.pathname}?z=${encodeURIComponent(`${z.slice(0, -2)}zz`)}`), shop.context, { slug }),
    )) as unknown as { product: { id: number } };
    expect(forged.product.id).toBeGreaterThan(0);
    const huge = (await productLoader(
      routeArgs(new Request(`${ORIGIN}${link.pathname}?z=${'9'.repeat(5000)}`), shop.context, { slug }),
    )) as unknown as {
      product: { id: number };
    };
    expect(huge.product.id).toBe(forged.product.id);
    expect(await clickedCount()).toBe(before);
  });

  it('a bare type term goes to its category with a 302 and is still counted as a search', async () => {
    for (const [term, target] of [
      ['hoeslakens', '/hoeslaken/'],
      ['Hoeslaken', '/hoeslaken/'],
      ['dekbedovertrekken', '/dekbedovertrek/'],
      ['kussens', '/hoofdkussen/hoofdkussens/'],
    ] as const) {
      const res = await thrownBy(loadSearchPage(term));
      expect(res?.status, term).toBe(302);
      expect(res?.headers.get('location'), term).toBe(target);
      expect((await lastEvent()).term).toBe(term.toLowerCase());
    }
    // The category exists and lists that type.
    const [category] = await rows<{ n: number }>(
      sql`select count(*)::int as n from categories c join product_categories pc on pc.category_id = c.id join products p on p.id = pc.product_id
        where c.path = 'hoeslaken' and p.product_type <> 'hoeslaken'`,
    );
    expect(category!.n).toBe(0);
  });

  it('a term with a size, attribute, free word, typo or two types stays a search page', async () => {
    for (const term of [
      'hoeslaken 160x200',
      'hoeslaken wit',
      'hoeslaken jersey',
      'hoeslakn',
      'hoeslaken anti-allergisch',
      'dekbed en kussen',
    ]) {
      const o = await search(term);
      expect(o.understanding.redirect ?? null, term).toBeNull();
      expect(await thrownBy(loadSearchPage(term)), term).toBeNull();
    }
    // With a filter of the shopper's own (a removed size chip, a colour chosen), the search page stays too.
    expect((await search('hoeslaken', 'tn_fk_maat=160x200')).understanding.redirect ?? null).toBeNull();
  });
  it('attacker: one address replaying searches gets every answer, but counts in the report only up to its share a minute', async () => {
    const from = (ip: string) => ({ 'x-client-ip': signClientIp(ip, 'test-service-password') });
    const before = (await rows<{ n: number }>(sql`select count(*)::int as n from search_events`))[0]!.n;
    const answers: SearchOverview[] = [];
    for (let i = 0; i < LIMITS.searchEventsIp.max + 15; i++) {
      const res = await request(`/v1/catalog/search?search_term=${encodeURIComponent(`dekbed spam${i}`)}&querystring=`, {
        headers: from('203.0.113.7'),
      });
      expect(res.status).toBe(200);
      answers.push(SearchOverviewSchema.parse(await res.json()));
    }
    // Every answer is a search page; the ones past the share carry no click id and leave no event.
    expect(answers.every((a) => a.pagination.total > 0 || a.understanding.relaxed !== null)).toBe(true);
    expect(answers.slice(0, LIMITS.searchEventsIp.max).every((a) => typeof a.understanding.click === 'string')).toBe(true);
    expect(answers.slice(LIMITS.searchEventsIp.max).map((a) => a.understanding.click ?? null)).toEqual(Array(15).fill(null));
    const after = (await rows<{ n: number }>(sql`select count(*)::int as n from search_events`))[0]!.n;
    expect(after - before).toBe(LIMITS.searchEventsIp.max);
    // Another address (another shopper) still counts.
    const other = await request(`/v1/catalog/search?search_term=hoeslaken&querystring=`, { headers: from('198.51.100.20') });
    expect(SearchOverviewSchema.parse(await other.json()).understanding.click).toEqual(expect.any(String));
  });
});
