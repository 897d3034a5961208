// Field data (docs/decisions/0068): POST /v1/vitals counts one page view into histograms,
// the back office reads p75 per route and device; the attacker's beacons (forged routes, huge and
// negative values, a flood from one address, no service token) get 4xx and change nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminShop, MEDEWERKER, type AdminShop } from '../helpers/admin';
import { dbKinds } from '../helpers/shop';
import { LIMITS } from '../../commerce/platform/rate-limits';
import { forgetOldVitals } from '../../commerce/rum/vitals';

describe.each(dbKinds)('field data on %s', (kind) => {
  let admin: AdminShop;
  let staff: string;
  let ipSeq = 1;
  /** Each beacon from its own address unless told: the limit is tested on its own. */
  const beacon = (body: unknown, ip = `10.37.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`) =>
    admin.call('POST', '/v1/vitals', { token: admin.serviceToken, body, headers: { 'x-forwarded-for': ip } });
  const report = async (days = 28) => (await admin.call('GET', `/v1/admin/vitals?dagen=${days}`, { token: staff })).body;
  const lineOf = async (route: string, device = 'mobile', days = 28) =>
    (await report(days)).lines.find((l: { route: string; device: string }) => l.route === route && l.device === device);

  beforeAll(async () => {
    admin = await createAdminShop(kind);
    staff = await admin.login(MEDEWERKER);
  });
  afterAll(() => admin?.close());

  it('counts page views and reports p75 per route and device, slowest LCP first, with the LCP elements', async () => {
    const lcps = [1000, 1100, 1200, 1300, 1400, 1500, 1600, 6000];
    for (const [i, LCP] of lcps.entries()) {
      const res = await beacon({
        route: 'product',
        device: 'mobile',
        connection: i % 2 ? '4g' : 'onbekend',
        metrics: { LCP, CLS: 0.05, FCP: 800, TTFB: 200, ...(i < 4 ? { INP: 120 } : {}) },
        lcp_element: i === 7 ? 'main>div.gallery>img' : 'main>h1',
      });
      expect(res.status).toBe(202);
    }
    expect((await beacon({ route: 'home', device: 'desktop', metrics: { LCP: 900, TTFB: 100 } })).status).toBe(202);
    const product = await lineOf('product');
    expect(product.views).toBe(8);
    // True p75 of the eight is the 6th value, 1500 ms: the bucket's upper edge is within 10 %.
    expect(product.p75.LCP).toBeGreaterThanOrEqual(1500);
    expect(product.p75.LCP).toBeLessThanOrEqual(1650);
    expect(product.samples.INP).toBe(4);
    expect(product.p75.CLS).toBeGreaterThanOrEqual(0.05);
    expect(product.p75.CLS).toBeLessThanOrEqual(0.056);
    expect(product.lcp_elements[0]).toEqual({ selector: 'main>div.gallery>img', views: 1, lcp_avg: 6000 });
    expect(product.lcp_elements[1]).toMatchObject({ selector: 'main>h1', views: 7 });
    const { lines } = await report(7);
    const routes = lines.map((l: { route: string }) => l.route);
    expect(routes.indexOf('product')).toBeLessThan(routes.indexOf('home'));
    // Nothing about the shopper is stored: no column holds an address.
    const columns = await admin.rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name like 'vitals_%'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('ip');
    const text = JSON.stringify(await admin.rows(sql`select * from vitals_views`));
    expect(text).not.toContain('10.37.');
  });

  it('refuses forged routes, negative, huge and non-finite values and unknown fields with 400', async () => {
    const before = await admin.rows<{ n: number }>(sql`select coalesce(sum(count), 0)::int as n from vitals_histogram`);
    for (const body of [
      { route: '../../beheer', device: 'mobile', metrics: { LCP: 1 } },
      { route: 'x'.repeat(200), device: 'mobile', metrics: { LCP: 1 } },
      { route: 'home', device: 'mobile', metrics: { LCP: -5 } },
      { route: 'home', device: 'mobile', metrics: { LCP: 1e308 } },
      { route: 'home', device: 'mobile', metrics: { INP: 60_001 } },
      { route: 'home', device: 'mobile', metrics: { CLS: 1e9 } },
      { route: 'home', device: 'mobile', metrics: { LCP: '1e999' } },
      { route: 'home', device: 'mobile', metrics: {} },
      { route: 'home', device: 'toaster', metrics: { LCP: 1 } },
      { route: 'home', device: 'mobile', metrics: { LCP: 1 }, ip: '1.2.3.4' },
      { route: 'home', device: 'mobile', metrics: { LCP: 1 }, lcp_element: 'x'.repeat(121) },
    ]) {
      const res = await beacon(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
    const after = await admin.rows<{ n: number }>(sql`select coalesce(sum(count), 0)::int as n from vitals_histogram`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('without the service token a beacon is refused (401) and the report needs a staff session', async () => {
    const res = await admin.call('POST', '/v1/vitals', { body: { route: 'home', device: 'mobile', metrics: { LCP: 1 } } });
    expect(res.status).toBe(401);
    expect((await admin.call('GET', '/v1/admin/vitals', { token: admin.serviceToken })).status).toBe(401);
  });

  it('a flood from one address is cut off at the per-minute limit; another address still counts', async () => {
    const flood = '10.99.0.1';
    const body = { route: 'cart', device: 'desktop', metrics: { TTFB: 300 } };
    const statuses: number[] = [];
    // In parallel, as a script would: the limiter's count is atomic.
    for (let batch = 0; batch < 4; batch++) {
      statuses.push(...(await Promise.all(Array.from({ length: 50 }, () => beacon(body, flood)))).map((r) => r.status));
    }
    const counted = statuses.filter((s) => s === 202).length;
    expect(counted).toBe(Math.min(LIMITS.vitalsIp.max, 200));
    expect(statuses.filter((s) => s === 429).length).toBe(200 - counted);
    const line = await lineOf('cart', 'desktop');
    expect(line.views).toBe(counted);
    // An address in the same IPv6 /64 shares the count; another address does not.
    expect((await beacon(body, '10.99.0.2')).status).toBe(202);
  });

  it('beacons at once all count (upserts), and days past retention are deleted', async () => {
    const body = { route: 'zoeken', device: 'mobile', metrics: { LCP: 2000, TTFB: 400 }, lcp_element: 'main>ul>li>img' };
    const results = await Promise.all(Array.from({ length: 30 }, () => beacon(body)));
    expect(results.every((r) => r.status === 202)).toBe(true);
    expect((await lineOf('zoeken')).views).toBe(30);
    expect((await lineOf('zoeken')).lcp_elements[0]).toEqual({ selector: 'main>ul>li>img', views: 30, lcp_avg: 2000 });
    await admin.rows(
      sql`insert into vitals_views (day, route, device, connection, views) values (current_date - 40, 'oud', 'mobile', '4g', 3)`,
    );
    await forgetOldVitals(admin.shop.database.db);
    expect(await admin.rows(sql`select * from vitals_views where route = 'oud'`)).toEqual([]);
  });

  it('keeps at most 20 LCP elements per route, device and day: made-up selectors cannot grow the table', async () => {
    for (let i = 0; i < 30; i++) {
      await beacon({ route: 'blog', device: 'desktop', metrics: { LCP: 1000 + i }, lcp_element: `div.fake${i}` });
    }
    const [kept] = await admin.rows<{ n: number }>(sql`select count(*)::int as n from vitals_lcp_elements where route = 'blog'`);
    expect(kept!.n).toBe(20);
    expect((await lineOf('blog', 'desktop')).views).toBe(30);
  });
});
