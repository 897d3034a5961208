// docs/decisions/0070: the search reads sizes, size words, type synonyms and attribute words, applies them as the
// overview's filters, never answers an empty page, and suggests the searches a half-typed term means.
// Plus the attacker's moves: huge and control-character terms, regex and SQL metacharacters, a burst
// of distinct terms. On PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchOverviewSchema, SuggestionsSchema, type SearchOverview } from '#contract/schemas/catalog';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { flushSearchEvents } from '../../commerce/catalog/search-events';
import {
  forgetSearchVocabulary,
  searchVocabulary,
  UNDERSTOOD_CACHE_MAX,
  understandTerm,
  understoodCacheSize,
} from '../../commerce/catalog/search';

describe.each(dbKinds)('search understanding on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  const get = (path: string, headers: Record<string, string> = {}) =>
    shop.app.request(path, { headers: { authorization: `Bearer ${token}`, ...headers } });
  // Search events are written shortly after their answers (docs/decisions/0078): what the table holds, once they are.
  const rows = async <T>(query: ReturnType<typeof sql>) => {
    await flushSearchEvents(shop.database.db);
    return ((await shop.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  };
  const search = async (term: string, querystring = '', headers: Record<string, string> = {}): Promise<SearchOverview> => {
    const res = await get(
      `/v1/catalog/search?search_term=${encodeURIComponent(term)}&querystring=${encodeURIComponent(querystring)}`,
      headers,
    );
    expect(res.status, term).toBe(200);
    return SearchOverviewSchema.parse(await res.json());
  };
  const typeOf = async (ids: number[]) =>
    rows<{ id: number; type: string }>(
      sql`select id, product_type as type from products where id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );

  beforeAll(async () => {
    shop = await createTestShop(kind, { products: 600 });
    token = await shop.token();
  });
  afterAll(() => shop?.close());

  it('hoeslaken 160x200 (in any notation) lists hoeslakens in 160x200 with the Maat filter active and removable', async () => {
    for (const term of ['hoeslaken 160x200', 'hoeslaken 160 bij 200', 'hoeslakens 160*200', 'hoeslaken 160']) {
      const o = await search(term);
      expect(o.understanding.label, term).toBe('Hoeslakens in 160x200');
      expect(o.understanding.term).toBe(term.startsWith('hoeslakens') ? 'hoeslakens' : 'hoeslaken');
      expect(o.pagination.total).toBeGreaterThan(0);
      const types = await typeOf(o.products.map((p) => p.id));
      expect(new Set(types.map((t) => t.type))).toEqual(new Set(['hoeslaken']));
      const maat = o.filters.find((f) => f.url_key === 'maat')!;
      const selected = maat.attributes.filter((a) => a.is_selected);
      expect(selected.map((a) => a.title)).toEqual(['160x200']);
      // Removing the filter leads to the plain search for the type.
      expect(selected[0]!.url).toBe(`/zoeken/?tn_q=${term.startsWith('hoeslakens') ? 'hoeslakens' : 'hoeslaken'}`);
      // Every product link opens the 160x200 variant.
      const variants = await rows<{ id: number; size: string }>(
        sql`select id, option_values->>0 as size from variants where id in (${sql.join(
          o.products.map((p) => sql`${p.variant_id}`),
          sql`, `,
        )})`,
      );
      expect(variants.every((v) => v.size === '160x200')).toBe(true);
      expect(o.products.every((p) => p.url.endsWith(`?variant=${p.variant_id}`))).toBe(true);
    }
  });

  it('the follow-up request (term without the size, size as a filter) says the same', async () => {
    const o = await search('hoeslaken', 'tn_fk_maat=160x200');
    expect(o.understanding.label).toBe('Hoeslakens in 160x200');
    const plain = await search('hoeslaken');
    expect(plain.understanding.label).toBe('Hoeslakens');
    expect(plain.pagination.total).toBeGreaterThan(o.pagination.total);
  });

  it('reads synonyms and split compounds as the product type: no "Dekbed zonder overtrek" for dekbedhoes', async () => {
    for (const term of ['dekbedhoes', 'dekbed overtrek', 'hoes voor dekbed']) {
      const o = await search(term);
      expect(o.pagination.total, term).toBeGreaterThan(0);
      const types = await typeOf(o.products.map((p) => p.id));
      expect(new Set(types.map((t) => t.type)), term).toEqual(new Set(['dekbedovertrek']));
    }
  });

  it("finds a product by its exact title when a word of the title is one letter from a known word ('Stijn', 'satijn')", async () => {
    // The browser tests met 'Thermisch gordijn Stijn – Crème' as "Geen resultaten … (Katoensatijn, Crème)": the
    // name was read as the nearest synonym. Every product whose title has such a name is found by its title.
    const near = await rows<{ id: number; title: string }>(sql`select id, title from products where title ~* '\\mstijn\\M' order by id`);
    expect(near.length).toBeGreaterThan(0);
    const missed: string[] = [];
    for (const [i, { id, title }] of near.entries()) {
      const o = await search(title, '', { 'x-forwarded-for': `10.7.0.${i + 1}` });
      if (!o.products.some((p) => p.id === id)) missed.push(`${title}: ${o.understanding.relaxed?.message ?? o.understanding.label}`);
    }
    expect(missed).toEqual([]);
  });

  it('finds a product by its exact title: a sample of every title no other title contains', async () => {
    const titles = await rows<{ id: number; title: string }>(
      sql`select min(id) as id, title from products group by title having count(*) = 1 order by title`,
    );
    const own = titles.filter((t) => !titles.some((o) => o.id !== t.id && o.title.toLowerCase().includes(t.title.toLowerCase())));
    const sample = own.filter((_, i) => i % Math.max(1, Math.floor(own.length / 60)) === 0);
    expect(sample.length).toBeGreaterThan(40);
    const missed: string[] = [];
    // Each from its own address: so many searches from one would pass its limit of counted search events.
    for (const [i, { id, title }] of sample.entries()) {
      const o = await search(title, '', { 'x-forwarded-for': `10.8.${i >> 8}.${(i & 255) + 1}` });
      if (!o.products.some((p) => p.id === id)) missed.push(`${title}: ${o.understanding.relaxed?.message ?? o.understanding.label}`);
    }
    expect(missed).toEqual([]);
    // An attribute the catalogue does not have beside the others ('Winter' is a duvet's season) is the only one left out.
    const winter = await search('Hoeslaken Flanel Winter – Navy', '', { 'x-forwarded-for': '10.9.0.1' });
    expect(winter.understanding.relaxed?.dropped).toEqual(['winter']);
    expect(winter.understanding.label).toBe('Hoeslakens (Flanel, Navy)');
  });

  it('sorts an understood search by popularity', async () => {
    const o = await search('matras 90x200');
    const pops = await rows<{ id: number; popularity: number }>(
      sql`select id, popularity from products where id in (${sql.join(
        o.products.map((p) => sql`${p.id}`),
        sql`, `,
      )})`,
    );
    const byId = new Map(pops.map((p) => [p.id, p.popularity]));
    const shown = o.products.map((p) => byId.get(p.id)!);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  it('never answers an empty page: relaxes and says what it left out', async () => {
    const round = await search('vloerkleed rond');
    expect(round.pagination.total).toBeGreaterThan(0);
    expect(round.understanding.relaxed?.message).toBe('Geen resultaten voor vloerkleden (rond); wel zonder "rond"');
    expect(round.understanding.categories.length).toBeGreaterThan(0);

    const size = await search('hoeslaken 160x230');
    expect(size.understanding.relaxed?.message).toMatch(/^Geen resultaten voor hoeslakens in 160x230; wel in 160x200$/);
    expect(
      size.filters
        .find((f) => f.url_key === 'maat')!
        .attributes.filter((a) => a.is_selected)
        .map((a) => a.title),
    ).toEqual(['160x200']);

    const nothing = await search('qqqxxyz');
    expect(nothing.understanding.fallback).toBe('bestsellers');
    expect(nothing.pagination.total).toBeGreaterThan(0);
    expect(nothing.understanding.relaxed?.message).toBe('Geen resultaten voor "qqqxxyz"; dit zijn onze bestsellers');
  });

  it('keeps filters the shopper chose: no relaxing behind their back', async () => {
    const o = await search('hoeslaken', 'tn_fk_kleur=bestaat-niet');
    expect(o.pagination.total).toBe(0);
    expect(o.understanding.relaxed).toBeNull();
  });

  it('suggests "Hoeslakens 160x200" for hoeslaken 16', async () => {
    const s = SuggestionsSchema.parse(await (await get('/v1/catalog/search/suggestions?search_term=hoeslaken%2016')).json());
    expect(s.queries?.[0]).toEqual({ title: 'Hoeslakens 160x200', url: '/zoeken/?tn_q=hoeslaken&tn_fk_maat=160x200' });
  });

  it('records searches without personal data', async () => {
    await search('Dekbed  Tweepersoons');
    const [event] = await rows<Record<string, unknown>>(sql`select * from search_events order by id desc limit 1`);
    expect(Object.keys(event!).sort()).toEqual(['at', 'clicked', 'id', 'relaxed', 'results', 'term']);
    expect(event!.term).toBe('dekbed tweepersoons');
  });

  it('attacker: huge, control-character and metacharacter terms answer 400 or a page, never a 500', async () => {
    const count = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from products`))[0]!.n;
    const products = await count();
    expect((await get(`/v1/catalog/search?search_term=${'a'.repeat(10_000)}`)).status).toBe(400);
    for (const term of [
      '\u0000\u0001\u001b[31m',
      "'; drop table products; --",
      '.*+?^${}()|[]\\',
      'hoeslaken (',
      'a|b',
      '%_%',
      '\\m\\M',
      'hoeslaken 160x200 \u202e',
      '💤 dekbed',
    ]) {
      const res = await get(`/v1/catalog/search?search_term=${encodeURIComponent(term)}`);
      expect([200, 400], JSON.stringify(term)).toContain(res.status);
    }
    // A property word with regex characters (as staff could type one) is matched literally.
    await shop.database.db.execute(
      sql`insert into search_synonyms (phrase, kind, target) values ('rare vorm', 'attribute', 'text:(a+)+$[')`,
    );
    const o = await search('hoeslaken rare vorm');
    expect(o.understanding.relaxed).not.toBeNull();
    expect(await count()).toBe(products);
  });

  it('attacker: a burst of 500 distinct terms answers them all and keeps the caches bounded', async () => {
    const before = process.memoryUsage().heapUsed;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 500; i += 25) {
      const batch = await Promise.all(
        Array.from({ length: 25 }, (_, k) =>
          get(`/v1/catalog/search/suggestions?search_term=${encodeURIComponent(`hoeslaken ${i + k} zzz${i + k}`)}`),
        ),
      );
      for (const r of batch) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
    expect(statuses.get(200)).toBe(500);
    // 500 terms in a 2,000-entry, 8 MiB cache: the heap grows by far less than 64 MiB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * 1024 * 1024);
    // 500 suggestions on PGlite: seconds on a quiet machine, over a minute with both cores busy.
  }, 180_000);
  it('attacker: a burst of 500 distinct searches all answer 200, and the understood-term cache stays bounded', async () => {
    const statuses = new Map<number, number>();
    for (let i = 0; i < 500; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, (_, k) => get(`/v1/catalog/search?search_term=${encodeURIComponent(`dekbed ${i + k} qq${i + k}`)}`)),
      );
      for (const r of batch) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
    expect(statuses.get(200)).toBe(500);
    const db = shop.database.db;
    for (let i = 0; i < UNDERSTOOD_CACHE_MAX + 500; i++) await understandTerm(db, `hoeslaken ${i} burst${i}`);
    expect(await understoodCacheSize(db)).toBe(UNDERSTOOD_CACHE_MAX);
    // A cached answer is the same as a fresh one, and a synonym edit is read at once (new vocabulary).
    expect((await search('dekbedhoes 140x200')).understanding.label).toBe((await search('dekbedhoes 140x200')).understanding.label);
    const before = (await search('slaapzakje')).understanding.label;
    await shop.database.db.execute(sql`insert into search_synonyms (phrase, kind, target) values ('slaapzakje', 'type', 'dekbedovertrek')`);
    expect(await understoodCacheSize(db)).toBe(0);
    expect((await search('slaapzakje')).understanding.label).not.toBe(before);
  });

  it('reads a new catalogue size after the change counter moved, in the background: no search waits for it', async () => {
    const db = shop.database.db;
    const sizesOf = async () => (await searchVocabulary(db)).sizes.filter((z) => z.value === '333x333').length;
    // Words read just now (an earlier test's catalogue changes may have started a read of their own).
    forgetSearchVocabulary();
    expect(await sizesOf()).toBe(0);
    const [product] = await rows<{ id: number }>(sql`select id from products where product_type = 'hoeslaken' order by id limit 1`);
    await db.execute(sql`insert into product_facets (product_id, key, value, title) values (${product!.id}, 'maat', '333x333', '333x333')`);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Within the minute after the last read: the kept words serve, nothing is read again yet.
      expect(await sizesOf()).toBe(0);
      vi.setSystemTime(Date.now() + 61_000);
      // The counter moved and a minute passed: this search still answers from the kept words and starts the read ...
      expect(await sizesOf()).toBe(0);
      // ... and a later search has the new size.
      let found = 0;
      for (let i = 0; i < 100 && found === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        found = await sizesOf();
      }
      expect(found).toBe(1);
      expect((await search('hoeslaken 333x333')).understanding.label).toBe('Hoeslakens in 333x333');
    } finally {
      vi.useRealTimers();
      await db.execute(sql`delete from product_facets where value = '333x333'`);
    }
  });
});
