// Attack review of 2026-11-29 (docs/security/threat-model.md): the search's one-attribute-at-a-time relaxing
// (docs/decisions/0081), the shared freshness check and popular tiles (0080), and the limits per address.
// On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchOverviewSchema } from '#contract/schemas/catalog';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { setSearchSnapshotEnabled } from '../../commerce/catalog/search-snapshot';
import { LIMITS, SITE_LIMIT_FACTOR } from '../../commerce/platform/rate-limits';
import { loader as searchLoader } from '../../app/routes/zoeken';
import { routeArgs } from '../helpers/route-args';

describe.each(dbKinds)('attack review 2026-11-29 on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  let address = 0;
  const search = async (term: string) => {
    // Each search from its own address, so the counted search events' limit never matters.
    address++;
    const res = await shop.app.request(`/v1/catalog/search?search_term=${encodeURIComponent(term)}`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `10.46.${address >> 8}.${(address & 255) + 1}` },
    });
    expect(res.status, term).toBe(200);
    return SearchOverviewSchema.parse(await res.json());
  };
  /** The statements one search sends (the snapshot off: every listing is read in SQL, as while it is rebuilt). */
  const statementsOf = async (term: string) => {
    const db = shop.database.db as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
    const execute = db.execute;
    let n = 0;
    db.execute = (...args) => {
      n++;
      return execute.apply(db, args);
    };
    try {
      return { overview: await search(term), statements: n };
    } finally {
      db.execute = execute;
    }
  };

  beforeAll(async () => {
    shop = await createTestShop(kind, { products: 600 });
    token = await shop.token();
  });
  afterAll(() => shop?.close());

  it('attacker: a term of many attribute values does not run a listing per value while relaxing', async () => {
    // 'airco' has no colour, material or warmth: every attempt that keeps one of them finds nothing.
    const few = 'airco wol wit zomer';
    const many = 'airco wol wit hout roze zand navy jute dons geel terra zomer grijs latex beige groen bruin blauw';
    setSearchSnapshotEnabled(false);
    try {
      await statementsOf(few); // warm: the vocabulary and the understood terms are read once
      const a = await statementsOf(few);
      const b = await statementsOf(many);
      expect(a.overview.understanding.relaxed?.dropped).toEqual(['wol', 'wit', 'zomer']);
      expect(b.overview.understanding.relaxed?.dropped.length).toBe(17);
      expect(b.overview.pagination.total).toBe(a.overview.pagination.total);
      // The values of one filter are alternatives: leaving out one of several cannot find more. Without that,
      // the 17 values ran 14 more listings than the three (one per value instead of one per filter).
      expect(b.statements).toBeLessThanOrEqual(a.statements + 2);
    } finally {
      setSearchSnapshotEnabled(true);
    }
  });

  it("still leaves out one attribute alone when it is its filter's only value", async () => {
    const winter = await search('Hoeslaken Flanel Winter – Navy');
    expect(winter.understanding.relaxed?.dropped).toEqual(['winter']);
    // Two colours and a warmth: the warmth (alone in its filter) is left out, the colours stay.
    const two = await search('hoeslaken flanel winter navy wit');
    expect(two.understanding.relaxed?.dropped).toEqual(['winter']);
    expect(two.pagination.total).toBeGreaterThan(0);
  });

  it("attacker: one shopper's searches on the storefront do not use up every other shopper's counted searches", async () => {
    // The search page called the API without the shopper's address, so every storefront search counted under
    // the storefront's own (60 a minute for the whole shop): one script searching once a second left the staff's
    // search report and click-through without any real shopper's search.
    const page = async (term: string, clientIp: string) => {
      const result = await searchLoader(
        routeArgs(new Request(`http://localhost:3000/zoeken/?tn_q=${encodeURIComponent(term)}`), { ...shop.context, clientIp }),
      );
      const overview = (result as { data: { overview: { products: Array<{ url: string }> } | null } }).data.overview;
      expect(overview?.products.length, term).toBeGreaterThan(0);
      return overview!.products.every((p) => new URL(p.url, 'http://x').searchParams.has('z'));
    };
    for (let i = 0; i < LIMITS.searchEventsIp.max; i++) expect(await page('dekbed wit', '203.0.113.7'), `search ${i + 1}`).toBe(true);
    // The script's next search is answered but no longer counted; another shopper's is.
    expect(await page('dekbed wit', '203.0.113.7')).toBe(false);
    expect(await page('dekbed wit', '198.51.100.9')).toBe(true);
  }, 120_000);

  // A limit per address counts an IPv6 /64 as one address, but a site or a tunnel broker's customer gets a /48 (65,536
  // /64s) and many homes a /56 (256): one sender took a fresh count for every /64 of its prefix, 241 sign-ups for
  // other people's addresses without a 429. Every limit per address now also counts the /48, at SITE_LIMIT_FACTOR
  // (8) times the limit, as one site has many people (docs/decisions/0082).
  it('attacker: rotating /64s inside one /48 is stopped by the mail limit at 8 times the limit; another /48 is not', async () => {
    const from = (ip: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': ip });
    const signUp = async (ip: string, email: string) =>
      (await shop.app.request('/v1/customer/subscription', { method: 'POST', headers: from(ip), body: JSON.stringify({ email }) })).status;
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.mailIp.max * SITE_LIMIT_FACTOR + 1; i++)
      statuses.push(await signUp(`2001:db8:46:${i.toString(16)}::1`, `ander${i}@example.nl`));
    expect(SITE_LIMIT_FACTOR).toBe(8);
    expect(statuses.slice(0, -1).every((s) => s === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // A fresh /64 of that /48 is refused too; a /64 of the next /48 is another site.
    expect(await signUp('2001:db8:46:ffff::1', 'nog.een@example.nl')).toBe(429);
    expect(await signUp('2001:db8:47::1', 'iemand@example.nl')).toBe(202);
  }, 120_000);
});
