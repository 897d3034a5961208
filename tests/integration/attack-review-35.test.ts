// Outside review of docs/decisions/0061 (telemetry) and the last session's features (search click-through, the
// customer's delivery-day change, scale-out), done as an attacker and a dishonest customer against the
// shop in its production shape. Each hit has its test here; the fixed ones pass, and what held is
// listed in docs/security/threat-model.md ("Review of #35 and the last session's features (outside)").
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCacheControl, isSharedCacheable } from '../../app/lib/cache-control';
import { loader as searchLoader } from '../../app/routes/zoeken';
import { createMemoryRateLimitStore } from '../../commerce/providers/rate-limit';
import { readSettings, SettingsError } from '../../commerce/settings';
import { demoModeFromEnv, isLoopbackUrl } from '../../commerce/config';
import { e2eFixturesEnabled } from '../../server/e2e-fixtures';
import { deliveryLinkToken } from '../../commerce/delivery/changes';
import { API_PROCESS_HOOK_MS, startApiProcess, type ApiProcess } from '../helpers/api-process';
import { apiCaller, createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';
import { startShop, stopShops } from '../helpers/shop-server';

const ORIGIN = 'http://localhost:3000';
const root = path.resolve(import.meta.dirname, '../..');
// The parts that start processes on fixed ports or need no database run once, in the PGlite project: the
// PostgreSQL project runs this file beside it (vitest.config.ts) and would take the same ports.
const onceOnly = !dbKinds.includes('pglite');

// ---- 0. The browser tests' fixtures on a deployment -------------------------------------------------

describe.skipIf(onceOnly)('attacker: /__e2e on a deployment', () => {
  it('held: a PUBLIC_URL that only looks local, or a public test shop (SEED_DEMO=1), never opens /__e2e', () => {
    const token = 'x'.repeat(48);
    for (const publicUrl of [
      'https://www.slaapzaak.nl',
      'http://localhost.evil.example',
      'http://127.0.0.1.nip.io',
      'http://localhost@evil.example',
      'http://evil.example/#@localhost',
      'http://evil.example/?localhost',
      'https://[::2]/',
      'localhost:3000',
    ]) {
      expect(isLoopbackUrl(publicUrl), publicUrl).toBe(false);
      expect(e2eFixturesEnabled(token, isLoopbackUrl(publicUrl)), publicUrl).toBe(false);
      // A public test shop seeds the demo people, but the fixtures stay shut.
      expect(demoModeFromEnv({ PUBLIC_URL: publicUrl, SEED_DEMO: '1' })).toBe(true);
    }
    // A 15-character token (or an empty one) never opens it, even on this machine.
    expect(e2eFixturesEnabled('y'.repeat(15), true)).toBe(false);
    expect(e2eFixturesEnabled('', true)).toBe(false);
  });
});

// ---- 1. Metrics: a client must not be able to multiply the Prometheus series -------------------------

describe.skipIf(onceOnly)('attacker: the Prometheus series of an API in production shape', () => {
  const API_PORT = 3710;
  const METRICS_PORT = 3711;
  let api: ApiProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'slaapzaak-attack35-'));
    api = await startApiProcess(API_PORT, { METRICS_PORT: String(METRICS_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  }, API_PROCESS_HOOK_MS);
  afterAll(async () => {
    await api?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const scrape = () => fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`).then((r) => r.text());
  const methodsIn = (text: string) =>
    new Set(
      text
        .split('\n')
        .filter((line) => line.startsWith('http_server_request_duration_count{'))
        .map((line) => /http_request_method="([^"]*)"/.exec(line)?.[1] ?? ''),
    );

  it('HIT (fixed): every method Node parses (35) is its own label value; now an unknown method is counted as _OTHER', async () => {
    // WebDAV, UPnP and other methods Node's parser accepts, each sent to one route: before the fix each
    // added a series per route and status (35 × routes × statuses), with no client limit.
    const exotic = [
      'PROPFIND',
      'MKCOL',
      'M-SEARCH',
      'SOURCE',
      'PURGE',
      'LINK',
      'UNLINK',
      'QUERY',
      'ACL',
      'BIND',
      'REPORT',
      'SEARCH',
      'LOCK',
    ];
    for (const method of exotic) {
      const answer = await fetch(`${api.origin}/v1/openapi.json`, { method });
      expect(answer.status, method).toBeLessThan(500);
      await answer.arrayBuffer();
    }
    await fetch(`${api.origin}/v1/openapi.json`).then((r) => r.arrayBuffer());
    const methods = methodsIn(await scrape());
    expect(methods.has('GET')).toBe(true);
    expect(methods.has('_OTHER')).toBe(true);
    for (const method of exotic) expect(methods.has(method), method).toBe(false);
    for (const method of methods)
      expect(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'CONNECT', 'TRACE', '_OTHER']).toContain(method);
  });

  it('held: paths, ids and query strings never become label values (routes are patterns)', async () => {
    for (let i = 0; i < 20; i++)
      await fetch(`${api.origin}/v1/attack-${i}-${Math.random().toString(36).slice(2)}?q=${i}`).then((r) => r.arrayBuffer());
    await fetch(`${api.origin}/media/attack-${Date.now()}.jpg`).then((r) => r.arrayBuffer());
    const text = await scrape();
    expect(text).not.toContain('attack-');
    const routes = new Set([...text.matchAll(/http_route="([^"]*)"/g)].map((m) => m[1]));
    for (const route of routes) expect(route, route).toMatch(/^(\/[a-z0-9/:*{}_.-]*|storefront|unmatched)$/i);
  });

  it('held: a forged X-Request-Id with quotes, braces or a log line is not taken; a well-formed one is', async () => {
    const forged = 'abc"}\\n{"level":60,"msg":"pwned';
    const answer = await fetch(`${api.origin}/healthz`, { headers: { 'x-request-id': forged, traceparent: `00-${'f'.repeat(5000)}-01` } });
    expect(answer.headers.get('x-request-id')).not.toBe(forged);
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.output()).not.toContain('pwned');
    const good = await fetch(`${api.origin}/healthz`, { headers: { 'x-request-id': 'balancer-1234abcd' } });
    expect(good.headers.get('x-request-id')).toBe('balancer-1234abcd');
  });

  it('held: the commerce API refuses a JSON body over its limit with 413 before reading it', async () => {
    const answer = await fetch(`${api.origin}/v1/catalog/search/clicks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ z: 'a'.repeat(400 * 1024) }),
    }).catch(() => null);
    // Either a 413 or the connection cut after it: never a 2xx, never a 500.
    if (answer) expect(answer.status).toBe(413);
  });
});

// ---- 2. Search click-through: a shared cache must not hand one shopper's search page to the next ----

describe.each(dbKinds)('attacker: the search page and a shared cache on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind, { products: 200 });
  });
  afterAll(() => shop?.close());

  it('HIT (fixed): the first page of a search carries one event’s click ids, so no CDN or edge cache may keep it', async () => {
    const url = `${ORIGIN}/zoeken/?tn_q=${encodeURIComponent('wit dekbed')}`;
    const page = (await searchLoader(routeArgs(new Request(url), shop.context, {}))) as unknown as {
      data: { overview: { products: Array<{ url: string }> } };
    };
    // The page is one shopper's: its links carry the signed id of the event this search recorded.
    expect(page.data.overview.products[0]!.url).toMatch(/[?&]z=[0-9a-z]+\.[A-Za-z0-9_-]{16}/);
    // Before the fix: `public, max-age=0, s-maxage=300, stale-while-revalidate=3600` (no cookie), so a CDN
    // served the next shopper this search with the first one's ?z= — their search uncounted, their click
    // counted on (or refused for) someone else's event.
    for (const address of [url, `${ORIGIN}/zoeken/_.data?tn_q=dekbed`, `${ORIGIN}/zoeken/?tn_q=dekbed&tn_sort=prijs-oplopend`]) {
      const headers = new Headers();
      applyCacheControl(new Request(address), 200, headers);
      expect(isSharedCacheable(headers.get('Cache-Control')), address).toBe(false);
      expect(headers.get('Cache-Control'), address).toBe('private, no-store');
    }
    // A later page has no event and no click id: it may still be shared.
    const later = new Headers();
    applyCacheControl(new Request(`${ORIGIN}/zoeken/2/?tn_q=dekbed`), 200, later);
    expect(isSharedCacheable(later.get('Cache-Control'))).toBe(true);
  });

  it('held: the category redirect of a bare type term is a relative path of the catalogue, never a shared answer', async () => {
    for (const term of ['dekbedden', 'hoeslakens']) {
      let thrown: unknown;
      try {
        await searchLoader(routeArgs(new Request(`${ORIGIN}/zoeken/?tn_q=${term}`), shop.context, {}));
      } catch (error) {
        thrown = error;
      }
      if (!(thrown instanceof Response)) continue;
      expect(thrown.status).toBe(302);
      expect(thrown.headers.get('location')).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*\/$/);
      const headers = new Headers(thrown.headers);
      applyCacheControl(new Request(`${ORIGIN}/zoeken/?tn_q=${term}`), 302, headers);
      expect(isSharedCacheable(headers.get('Cache-Control'))).toBe(false);
    }
  });
});

// ---- 3. The delivery-day change link: two uses at once ------------------------------------------------

const FRIDAY_NOON = new Date('2026-11-27T11:00:00Z');

describe.each(dbKinds)('attacker: the delivery-day link used twice at once on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  let boxspring: number;
  let counter = 0;
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop, () => token)(...args);
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const booked = async (day: string, slot: string) =>
    (await rows<{ booked: number }>(sql`select booked from delivery_capacity where region = 'NL12' and day = ${day} and slot = ${slot}`))[0]
      ?.booked ?? 0;

  async function crewOrder(date: string, slot: string): Promise<string> {
    const added = await call('POST', '/v1/cart/item', { item_id: boxspring, quantity: 1 });
    expect(added.status).toBe(200);
    const q = { 'x-quote-id': added.body.quote_id as string };
    const customer = { type: 'private', first_name: 'Eva', last_name: 'Aanval', email: `race${++counter}@example.nl`, phone: '0612345678' };
    const details = { customer, billing: { zipcode: '1234AB', house_number: '1', country_code: 'NL' } };
    expect((await call('POST', '/v1/checkout/customer', details, q)).status).toBe(200);
    const pay = { selectedPaymentMethod: 'creditcard', shipping_method: 'postnl', delivery_date: date, delivery_slot: slot };
    expect((await call('POST', '/v1/checkout/paymentmethod', pay, q)).status).toBe(200);
    const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': `race-${Math.random()}` });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await shop.sandbox.request(placed.body.payment_url, { method: 'POST', body: new URLSearchParams({ status: 'paid' }) });
    return placed.body.order_number as string;
  }

  async function linkFor(number: string): Promise<string> {
    await shop.settled();
    const mails = (await shop.mailer.list()).filter((m) => m.text.includes(number) && /\/bezorgdag\/[^/\s]+\//.test(m.text));
    return /\/bezorgdag\/([^/\s]+)\//.exec(mails[mails.length - 1]!.text)![1]!;
  }

  beforeAll(async () => {
    shop = await createTestShop(kind, { now: () => new Date(FRIDAY_NOON), rateLimit: createMemoryRateLimitStore() });
    token = await shop.token();
    [{ id: boxspring }] = await rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.product_type = 'boxspring' and p.available order by v.id limit 1`,
    );
    await shop.database.db.execute(sql`update variants set stock = 1000 where id = ${boxspring}`);
  });
  afterAll(() => shop?.close());

  it('held: one link sent twice at once to two days moves once; the other answers 410 and holds no place', async () => {
    const number = await crewOrder('2026-12-21', 'ochtend');
    const link = await linkFor(number);
    const before = await booked('2026-12-21', 'ochtend');
    const answers = await Promise.all([
      call('POST', `/v1/delivery-links/${link}`, { action: 'reschedule', delivery_date: '2026-12-22', delivery_slot: 'middag' }),
      call('POST', `/v1/delivery-links/${link}`, { action: 'reschedule', delivery_date: '2026-12-23', delivery_slot: 'avond' }),
      call('POST', `/v1/delivery-links/${link}`, { action: 'cancel' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410]);
    expect(await booked('2026-12-21', 'ochtend')).toBe(before - 1);
    const held = (await booked('2026-12-22', 'middag')) + (await booked('2026-12-23', 'avond'));
    const [booking] = await rows<{ day: string; released: boolean }>(
      sql`select b.day::text as day, b.released_at is not null as released from delivery_bookings b join orders o on o.id = b.order_id where o.number = ${number}`,
    );
    // Moved: exactly one new place held; given back: none.
    expect(held).toBe(booking!.released ? 0 : 1);
  });
});

// ---- 4. Rate limits split across processes -----------------------------------------------------------

describe.skipIf(onceOnly)('attacker: login and mail limits on a shop of several processes', () => {
  const problems = (env: Record<string, string>) => {
    try {
      readSettings(env);
      return [];
    } catch (error) {
      return (error as SettingsError).problems;
    }
  };
  const shop = { DATABASE_URL: 'postgres://shop@db/shop', PUBLIC_URL: 'https://www.slaapzaak.nl', WEB_CONCURRENCY: '4' };

  it('HIT (fixed): a real shop with WEB_CONCURRENCY=4 on PostgreSQL and no REDIS_URL gave each process its own limits (4× the guesses); now it does not start', () => {
    // Each cluster worker counted the login and mail limits in its own memory and Node hands connections
    // round robin, so a password guesser got WEB_CONCURRENCY times the budget per account and address.
    expect(problems(shop).join()).toMatch(/WEB_CONCURRENCY needs REDIS_URL/);
    expect(problems({ ...shop, REDIS_URL: 'redis://cache:6379' })).toEqual([]);
    expect(problems({ ...shop, WEB_CONCURRENCY: '1' })).toEqual([]);
    // A demo or test shop on this machine (no public address) may still try the cluster without Redis.
    expect(problems({ ...shop, PUBLIC_URL: 'http://localhost:3000' })).toEqual([]);
  });
});

// ---- 5. The delivery-day link page in production shape: its headers must reach the browser and caches --

describe.skipIf(!existsSync(path.join(root, 'build/server/index.js')))(
  'attacker: the /bezorgdag/{token}/ page of a built shop (needs npm run build)',
  () => {
    const PORT = 3720;
    const PASSWORD = 'attack-35-service-password';
    let shop: { origin: string; dataDir: string };
    let token: string;

    const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
      const answer = await fetch(new URL(url, shop.origin), {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await answer.text();
      return { status: answer.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, any>, text };
    };

    /** A paid crew order (a boxspring on the first day with a place) and the change link from its confirmation mail. */
    async function crewOrderLink(): Promise<string> {
      const found = await call('GET', `/v1/catalog/search?search_term=boxspring&querystring=`);
      expect(found.status).toBe(200);
      let quote = '';
      for (const product of found.body.products as Array<{ variant_id: number | null }>) {
        if (!product.variant_id) continue;
        const added = await call('POST', '/v1/cart/item', { item_id: product.variant_id, quantity: 1 });
        if (added.status === 200) {
          quote = added.body.quote_id as string;
          break;
        }
      }
      expect(quote, 'a boxspring in the cart').not.toBe('');
      const q = { 'x-quote-id': quote };
      const customer = { type: 'private', first_name: 'Eva', last_name: 'Aanval', email: 'eva.aanval@example.nl', phone: '0612345678' };
      const details = await call(
        'POST',
        '/v1/checkout/customer',
        { customer, billing: { zipcode: '1234AB', house_number: '1', country_code: 'NL' } },
        q,
      );
      expect(details.status, details.text).toBe(200);
      const methods = await call('GET', '/v1/checkout/shippingmethod', undefined, q);
      const day = (methods.body.delivery.weeks as Array<{ days: Array<{ date: string; slots: Array<{ slot: string; left: number }> }> }>)
        .flatMap((w) => w.days)
        .flatMap((d) => d.slots.filter((s) => s.left > 0).map((s) => ({ date: d.date, slot: s.slot })))[0]!;
      const step = await call(
        'POST',
        '/v1/checkout/paymentmethod',
        { selectedPaymentMethod: 'creditcard', shipping_method: 'postnl', delivery_date: day.date, delivery_slot: day.slot },
        q,
      );
      expect(step.status, step.text).toBe(200);
      const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': `attack-35-${Date.now()}` });
      expect(placed.status, placed.text).toBe(200);
      // The sandbox page as the shopper opens it (payment_url names the shop's own address).
      const pay = new URL(placed.body.payment_url as string, shop.origin);
      const paid = await fetch(`${shop.origin}${pay.pathname}${pay.search}`, {
        method: 'POST',
        body: new URLSearchParams({ status: 'paid' }),
        redirect: 'manual',
      });
      expect(
        paid.status,
        `${placed.body.payment_url} ${await paid
          .clone()
          .text()
          .then((t) => t.slice(0, 200))}`,
      ).toBeLessThan(400);
      const number = placed.body.order_number as string;
      // The link as the order mails carry it, signed with this shop's own secret (DATA_DIR/secrets.json):
      // the order's id is found by asking the API which signed id names this order number.
      const { tokenSecret } = JSON.parse(readFileSync(path.join(shop.dataDir, 'secrets.json'), 'utf8')) as { tokenSecret: string };
      for (let id = 1; id < 500; id++) {
        const link = deliveryLinkToken(id, 1, tokenSecret);
        const view = await call('GET', `/v1/delivery-links/${link}`);
        if (view.status === 200 && view.body.delivery.order_number === number) return link;
        const first = deliveryLinkToken(id, 0, tokenSecret);
        const view0 = await call('GET', `/v1/delivery-links/${first}`);
        if (view0.status === 200 && view0.body.delivery.order_number === number) return first;
      }
      throw new Error(`no change link for ${number}`);
    }

    beforeAll(async () => {
      shop = await startShop(PORT, { SERVICE_ACCOUNT_PASSWORD: PASSWORD, SEED_PRODUCTS: '150', STOREFRONT_CACHE_SECONDS: '0' });
      const login = await fetch(`${shop.origin}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'storefront@slaapzaak.nl', password: PASSWORD }),
      });
      token = ((await login.json()) as { access_token: string }).access_token;
    }, API_PROCESS_HOOK_MS);
    afterAll(() => stopShops());

    it('HIT (fixed): the link page (order number, day, change form) was public for shared caches and sent its token on as a referrer', async () => {
      const link = await crewOrderLink();
      const page = await fetch(`${shop.origin}/bezorgdag/${link}/`);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain('Bezorgdag wijzigen');
      // Before the fix: `public, max-age=0, s-maxage=300, stale-while-revalidate=3600` and the default
      // strict-origin-when-cross-origin: the route's no-store and no-referrer never reached the document.
      expect(isSharedCacheable(page.headers.get('cache-control'))).toBe(false);
      expect(page.headers.get('cache-control')).toMatch(/no-store/);
      expect(page.headers.get('referrer-policy')).toBe('same-origin');
      // The spent and the tampered link: the same, never kept for the next visitor.
      const forged = await fetch(`${shop.origin}/bezorgdag/${link.slice(0, -3)}abc/`);
      expect(forged.status).toBe(404);
      expect(forged.headers.get('cache-control')).toMatch(/no-store/);
      expect(forged.headers.get('referrer-policy')).toBe('same-origin');
    });
  },
);
