// The search API called twice, through the SQL path and through the in-memory snapshot (docs/decisions/0067,
// 0085): the tests of the snapshot and their attack reviews compare the two answers.
import { expect } from 'vitest';
import { setSearchSnapshotEnabled, warmSearchSnapshot } from '../../commerce/catalog/search-snapshot';
import { warmPopularTiles } from '../../commerce/catalog/overview';
import type { AdminShop } from './admin';

/**
 * `search` answers GET /v1/catalog/search (200 expected) without its click id, which names each search
 * event and so differs per request; `both` asks the SQL path, then the current snapshot with its popular
 * tiles read (docs/decisions/0080). `shop` is read at call time (a `beforeAll` makes it).
 */
export function searchPaths<Overview extends { understanding: object }>(shop: () => AdminShop) {
  const search = async (term: string, querystring = ''): Promise<Overview> => {
    const admin = shop();
    const res = await admin.call(
      'GET',
      `/v1/catalog/search?search_term=${encodeURIComponent(term)}&querystring=${encodeURIComponent(querystring)}`,
      { token: admin.serviceToken },
    );
    expect(res.status, `${term} ${querystring}`).toBe(200);
    const body = res.body as Overview;
    delete (body.understanding as { click?: string }).click;
    return body;
  };
  const both = async (term: string, querystring = '') => {
    setSearchSnapshotEnabled(false);
    const viaSql = await search(term, querystring);
    setSearchSnapshotEnabled(true);
    const db = shop().shop.database.db;
    expect(await warmSearchSnapshot(db)).not.toBeNull();
    await warmPopularTiles(db);
    const viaSnapshot = await search(term, querystring);
    return { viaSql, viaSnapshot };
  };
  return { search, both };
}
