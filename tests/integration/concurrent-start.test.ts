// Three instances of the shop starting at the same moment on one new PostgreSQL database (a deploy that
// starts every instance at once, or a crash loop): each migrates and seeds through prepareDatabase, as
// server.ts does. They must take turns: all three start, the schema is there once, and the catalogue is
// seeded once — not three times, and no start fails on a table another instance is creating.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../../commerce/db/client';
import { prepareDatabase } from '../../commerce/db/prepare';
import { createPostgresDatabase } from '../helpers/shop';

describe.skipIf(!process.env.TEST_DATABASE_URL)('instances starting together on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let target: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const opened: Database[] = [];

  beforeAll(async () => {
    target = await createPostgresDatabase();
  });
  afterAll(async () => {
    for (const database of opened) await database.close().catch(() => {});
    await target?.drop();
  });

  it('migrate and seed once between them, and every one of them starts', async () => {
    for (let i = 0; i < 3; i++) opened.push(await openDatabase({ databaseUrl: target.url, poolSize: 1 }));
    const results = await Promise.allSettled(opened.map((database) => prepareDatabase(database, { seed: 7, products: 12 })));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual(['started', 'started', 'started']);
    // Exactly one of them seeded.
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === true)).toHaveLength(1);

    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const { rows: migrations } = await client.query<{ n: number; distinct_hashes: number }>(
        'select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
      );
      expect(migrations[0]!.n).toBe(migrations[0]!.distinct_hashes);
      const { rows: products } = await client.query<{ n: number; slugs: number }>(
        'select count(*)::int as n, count(distinct slug)::int as slugs from products',
      );
      expect(products[0]!.n).toBeGreaterThan(0);
      expect(products[0]!.n).toBe(products[0]!.slugs);
      // The lock is released: a fourth start goes through at once and finds nothing to do.
      const late = await openDatabase({ databaseUrl: target.url, poolSize: 1 });
      opened.push(late);
      await expect(prepareDatabase(late, { seed: 7, products: 12 })).resolves.toBe(false);
      const { rows: again } = await client.query<{ n: number }>('select count(*)::int as n from products');
      expect(again[0]!.n).toBe(products[0]!.n);
    } finally {
      await client.end();
    }
  }, 120_000);
});
