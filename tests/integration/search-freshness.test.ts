// docs/decisions/0080: concurrent searches share one freshness check (the synonyms' signature and the
// catalogue's counter) instead of one statement each, and a search never takes the answer of a check sent
// before it arrived: a staff edit committed before a search began is seen by it. On PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchOverviewSchema } from '#contract/schemas/catalog';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { freshSignature, searchChecksSent } from '../../commerce/catalog/search';
import type { Db } from '../../commerce/db/client';

describe.each(dbKinds)('search freshness check on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  const get = (path: string) => shop.app.request(path, { headers: { authorization: `Bearer ${token}` } });
  const search = async (term: string) => {
    const res = await get(`/v1/catalog/search?search_term=${encodeURIComponent(term)}`);
    expect(res.status, term).toBe(200);
    return SearchOverviewSchema.parse(await res.json());
  };

  beforeAll(async () => {
    shop = await createTestShop(kind, { products: 300 });
    token = await shop.token();
    await search('dekbed');
  });
  afterAll(() => shop?.close());

  it('ten concurrent searches send far fewer than ten checks and answer as one search alone does', async () => {
    const terms = Array.from(
      { length: 10 },
      (_, i) => ['hoeslaken 160x200', 'dekbed wit', 'matras stevig', 'kussen', 'topper 90x200'][i % 5]!,
    );
    const alone = await Promise.all(terms.slice(0, 5).map(async (t) => (await search(t)).pagination.total));
    const before = searchChecksSent();
    const together = await Promise.all(terms.map(async (t) => (await search(t)).pagination.total));
    const sent = searchChecksSent() - before;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(4);
    expect(together).toEqual([...alone, ...alone]);
  });

  it('a check sent before a synonym was saved does not answer a search that began after the save', async () => {
    const db = shop.database.db;
    // The check's rows are held back until `release`: it is still in flight when the synonym is saved.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const gated = Object.create(db) as Db;
    (gated as unknown as { execute: (q: unknown) => Promise<unknown> }).execute = async (q: unknown) => {
      const result = await (db.execute as (q: unknown) => Promise<unknown>)(q);
      await gate;
      return result;
    };
    const early = freshSignature(gated);
    // Let the early check's statement run (and its rows come back, held at the gate).
    await db.execute(sql`select 1`);
    await db.execute(sql`insert into search_synonyms (phrase, kind, target) values ('slaapzakjefris', 'type', 'dekbedovertrek')`);
    const late = freshSignature(gated);
    const alsoLate = freshSignature(gated);
    release();
    const [a, b, c] = await Promise.all([early, late, alsoLate]);
    const count = (s: string) => Number(s.split('|')[0]);
    expect(count(b.synonyms)).toBe(count(a.synonyms) + 1);
    // The searches that arrived while the early check ran share one later check.
    expect(c).toEqual(b);
    // And through the API: the new synonym works at the very next search.
    expect((await search('slaapzakjefris')).understanding.label).toBe('Dekbedovertrekken');
  });

  it('a failed check fails only the searches that shared it; the next search checks again', async () => {
    const db = shop.database.db;
    let fail = true;
    const flaky = Object.create(db) as Db;
    (flaky as unknown as { execute: (q: unknown) => Promise<unknown> }).execute = async (q: unknown) => {
      if (fail) throw new Error('connection lost');
      return (db.execute as (q: unknown) => Promise<unknown>)(q);
    };
    await expect(freshSignature(flaky)).rejects.toThrow('connection lost');
    fail = false;
    const sig = await freshSignature(flaky);
    expect(sig.version).toBeGreaterThanOrEqual(0);
  });
});
