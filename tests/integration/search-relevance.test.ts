// The relevance gate of docs/decisions/0050: the judged queries of bench/search/queries.ts through the real
// /v1/catalog/search on the default seeded catalogue. Fails when more than 2 % of the queries show no
// products or precision@10 drops below 0.9 (npm run bench:search prints the same figures in full).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchOverviewSchema } from '#contract/schemas/catalog';
import { DEFAULT_PRODUCTS } from '../../commerce/db/seed';
import { runJudgedSet } from '../../bench/search/judge';
import { JUDGED_QUERIES } from '../../bench/search/queries';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';

describe.each(dbKinds)('search relevance gate on %s', (kind) => {
  let shop: TestShop;
  let token: string;

  beforeAll(async () => {
    shop = await createTestShop(kind, { products: DEFAULT_PRODUCTS });
    token = await shop.token();
  }, 120_000);
  afterAll(() => shop?.close());

  it('has at least 150 judged queries', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(JUDGED_QUERIES.map((q) => q.q)).size).toBe(JUDGED_QUERIES.length);
  });

  it('zero-result rate ≤ 2 % and precision@10 ≥ 0.9', async () => {
    const report = await runJudgedSet(shop.database.db, async (term) => {
      const res = await shop.app.request(`/v1/catalog/search?search_term=${encodeURIComponent(term)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status, term).toBe(200);
      return SearchOverviewSchema.parse(await res.json());
    });
    const failures = report.results.filter((r) => r.failure).map((r) => `${r.q}: ${r.failure}`);
    expect(report.zeroResultRate, failures.join('\n')).toBeLessThanOrEqual(0.02);
    expect(report.precisionAt10, failures.join('\n')).toBeGreaterThanOrEqual(0.9);
  }, 240_000);
});
