// Search events off the answer path (docs/decisions/0078): ids reserved in blocks, rows written shortly
// after the answers. The attacker's and the operator's questions: is an event lost on a clean restart,
// can one visitor's click id be turned into another's, does a burst of distinct searches keep the
// memory bounded, and do the nearest categories from the snapshot agree with the database's `<%`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchOverviewSchema, type SearchOverview } from '#contract/schemas/catalog';
import { createPostgresDatabase, createTestShop, dbKinds, testConfig, type TestShop } from '../helpers/shop';
import { signClientIp } from '../../commerce/platform/client-ip';
import { migrateDatabase, openDatabase, type Db } from '../../commerce/db/client';
import {
  flushSearchEvents,
  pendingSearchEvents,
  queueSearchEvent,
  SEARCH_EVENT_ID_BLOCK,
  SEARCH_EVENTS_MAX_PENDING,
} from '../../commerce/catalog/search-events';
import { readSearchClickId } from '../../commerce/catalog/search-clicks';
import { understoodCacheSize, UNDERSTOOD_CACHE_MAX } from '../../commerce/catalog/search';
import { warmSearchSnapshot } from '../../commerce/catalog/search-snapshot';
import { wordSimilar } from '../../commerce/catalog/trigrams';

const SECRET = testConfig.tokenSecret;
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

describe.each(dbKinds)('search events on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  const from = (ip: string) => ({ 'x-client-ip': signClientIp(ip, testConfig.serviceAccount.password) });
  const search = async (term: string, ip: string): Promise<SearchOverview> => {
    const res = await shop.app.request(`/v1/catalog/search?search_term=${encodeURIComponent(term)}&querystring=`, {
      headers: { authorization: `Bearer ${token}`, ...from(ip) },
    });
    expect(res.status, term).toBe(200);
    return SearchOverviewSchema.parse(await res.json());
  };
  const click = async (z: string) => {
    const res = await shop.app.request('/v1/catalog/search/clicks', {
      method: 'POST',
      body: JSON.stringify({ z }),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { counted: boolean }).counted;
  };

  beforeAll(async () => {
    shop = await createTestShop(kind, { products: 300 });
    token = await shop.token();
    await warmSearchSnapshot(shop.database.db);
  });
  afterAll(() => shop?.close());

  it('an answered search is written shortly after its answer, with the id its click id names', async () => {
    const answer = await search('dekbed events-1', '192.0.2.10');
    const id = readSearchClickId(answer.understanding.click!, SECRET)!;
    expect(id).toBeGreaterThan(0);
    await flushSearchEvents(shop.database.db);
    const [row] = await rowsOf<{ term: string; clicked: boolean }>(
      shop.database.db,
      sql`select term, clicked from search_events where id = ${id}`,
    );
    expect(row).toEqual({ term: 'dekbed events-1', clicked: false });
    // Also without the explicit write: within the flush interval.
    const later = await search('dekbed events-2', '192.0.2.10');
    const laterId = readSearchClickId(later.understanding.click!, SECRET)!;
    await new Promise((r) => setTimeout(r, 600));
    expect(await rowsOf(shop.database.db, sql`select 1 from search_events where id = ${laterId}`)).toHaveLength(1);
  });

  it("attacker: a click at once after the search counts; another visitor's id under one's own signature does not", async () => {
    const mine = await search('hoeslaken events-a', '192.0.2.21');
    const theirs = await search('hoeslaken events-b', '192.0.2.22');
    // Clicked before the timer wrote the row: the click writes the pending events first.
    expect(await click(mine.understanding.click!)).toBe(true);
    const theirId = readSearchClickId(theirs.understanding.click!, SECRET)!;
    const mySignature = mine.understanding.click!.split('.')[1]!;
    // Ids are consecutive (one block): the neighbour's id is easy to guess, its signature is not.
    for (const forged of [`${theirId.toString(36)}.${mySignature}`, `${(theirId + 1).toString(36)}.${mySignature}`]) {
      expect(readSearchClickId(forged, SECRET)).toBeNull();
      expect(await click(forged)).toBe(false);
    }
    const [row] = await rowsOf<{ clicked: boolean }>(shop.database.db, sql`select clicked from search_events where id = ${theirId}`);
    expect(row?.clicked).toBe(false);
  });

  it('attacker: a burst of 500 distinct searches from many addresses keeps the queue and caches bounded and loses no event', async () => {
    const before = (await rowsOf<{ n: number }>(shop.database.db, sql`select count(*)::int as n from search_events`))[0]!.n;
    let maxPending = 0;
    const ids = new Set<number>();
    for (let batch = 0; batch < 50; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => search(`dekbed burst ${batch * 10 + i}`, `198.51.100.${batch + 1}`)),
      );
      for (const a of answers) ids.add(readSearchClickId(a.understanding.click!, SECRET)!);
      maxPending = Math.max(maxPending, pendingSearchEvents(shop.database.db));
    }
    expect(ids.size).toBe(500);
    expect(maxPending).toBeLessThanOrEqual(SEARCH_EVENTS_MAX_PENDING);
    expect(await understoodCacheSize(shop.database.db)).toBeLessThanOrEqual(UNDERSTOOD_CACHE_MAX);
    await flushSearchEvents(shop.database.db);
    expect(pendingSearchEvents(shop.database.db)).toBe(0);
    const after = (await rowsOf<{ n: number }>(shop.database.db, sql`select count(*)::int as n from search_events`))[0]!.n;
    expect(after - before).toBe(500);
  });

  it('the queue never holds more than its bound, however many searches answer at once', async () => {
    const db = shop.database.db;
    let maxPending = 0;
    await Promise.all(
      Array.from({ length: SEARCH_EVENTS_MAX_PENDING + 300 }, async (_, i) => {
        await queueSearchEvent(db, { term: `bound ${i}`, results: 1, relaxed: false });
        maxPending = Math.max(maxPending, pendingSearchEvents(db));
      }),
    );
    expect(maxPending).toBeLessThanOrEqual(SEARCH_EVENTS_MAX_PENDING);
    await flushSearchEvents(db);
    const [written] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from search_events where term like 'bound %'`);
    expect(written!.n).toBe(SEARCH_EVENTS_MAX_PENDING + 300);
  });

  it('attacker: a row the database refuses (a NUL byte) does not hold up the events written with it', async () => {
    const db = shop.database.db;
    const poison = await queueSearchEvent(db, { term: 'nul\u0000byte', results: 0, relaxed: true });
    const fine = await queueSearchEvent(db, { term: 'written despite the nul', results: 1, relaxed: false });
    await flushSearchEvents(db);
    expect(pendingSearchEvents(db)).toBe(0);
    expect(await rowsOf(db, sql`select 1 from search_events where id = ${fine}`)).toHaveLength(1);
    expect(await rowsOf(db, sql`select 1 from search_events where id = ${poison}`)).toHaveLength(0);
    // Through the route the NUL is left out of the kept term, so the search counts.
    const answer = await search('\u0000dekbed nul', '192.0.2.30');
    await flushSearchEvents(db);
    const [row] = await rowsOf<{ term: string }>(
      db,
      sql`select term from search_events where id = ${readSearchClickId(answer.understanding.click!, SECRET)}`,
    );
    expect(row?.term).toBe('dekbed nul');
  });

  it('the nearest categories from the snapshot are those the database answers', async () => {
    const categories = await rowsOf<{ title: string }>(shop.database.db, sql`select title from categories`);
    const terms = [
      'dekbed',
      'hoeslakn',
      'matras',
      'kussen',
      'vloerkleed',
      'boxsprng',
      'plaid',
      'xyz',
      'dekbedovertrek',
      'topper 160x200',
      'gordijnen',
      'slaapzak',
    ];
    for (const term of terms) {
      const found = await rowsOf<{ title: string; similar: boolean }>(
        shop.database.db,
        sql`select title, ${term} <% lower(title) as similar from categories`,
      );
      for (const c of found) expect(wordSimilar(term, c.title.toLowerCase()), `${term} <% ${c.title}`).toBe(c.similar);
    }
    expect(categories.length).toBeGreaterThan(10);
  });
});

describe.each(dbKinds)('search events across a restart on %s', (kind) => {
  it('a clean shutdown writes the pending events; the next process reserves new ids', async () => {
    const pg = kind === 'postgres' ? await createPostgresDatabase() : null;
    const dir = pg ? null : mkdtempSync(path.join(tmpdir(), 'slaapzaak-events-'));
    const open = () => openDatabase(pg ? { databaseUrl: pg.url } : { dataDir: dir! });
    try {
      const first = await open();
      await migrateDatabase(first);
      const ids: number[] = [];
      for (let i = 0; i < 7; i++) ids.push(await queueSearchEvent(first.db, { term: `restart ${i}`, results: 2, relaxed: false }));
      expect(pendingSearchEvents(first.db)).toBe(7);
      await first.close();

      const second = await open();
      const kept = await rowsOf<{ id: string | number }>(
        second.db,
        sql`select id from search_events where term like 'restart %' order by id`,
      );
      expect(kept.map((r) => Number(r.id))).toEqual(ids);
      // The first process's unused reserved ids are gaps, never handed out again.
      const next = await queueSearchEvent(second.db, { term: 'after restart', results: 0, relaxed: true });
      expect(next).toBeGreaterThan(Math.max(...ids) + SEARCH_EVENT_ID_BLOCK / 2);
      await second.close();
    } finally {
      if (dir) rmSync(dir, { recursive: true, force: true });
      await pg?.drop();
    }
  });
});
