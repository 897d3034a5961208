// docs/decisions/0048 (docs/decisions/0048): abandonment reports carry a visitor key, the cart and the
// customer, so they can be joined; the ?email= address is reported once per address, not at every run
// of the root loader while it stays in the URL.
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceClient } from '../../app/lib/context';
import { loader as rootLoader } from '../../app/root';
import { loader as productLoader } from '../../app/routes/product';
import { apiCaller, createTestShop, testConfig, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';

const VISITOR = '0b5c5d0e-1c2f-4a4b-9d6e-7f8091a2b3c4';

describe('joinable abandonment reports', () => {
  let shop: TestShop;
  let slug: string;
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    shop = await createTestShop('pglite');
    slug = (await rows<{ slug: string }>(sql`select slug from products where available order by id limit 1`))[0]!.slug;
  });
  afterAll(() => shop?.close());

  /** A storefront context whose abandonment calls are recorded (and then passed to the API). */
  function recording() {
    const calls: { path: string; body: Record<string, unknown>; customer: string | null }[] = [];
    const handed: Promise<unknown>[] = [];
    const commerce = createCommerceClient({
      transport: async (request) => {
        const path = new URL(request.url).pathname;
        if (path.startsWith('/v1/abandon/'))
          calls.push({ path, body: JSON.parse(await request.clone().text()), customer: request.headers.get('x-customer-token') });
        return shop.app.fetch(request);
      },
      baseUrl: 'http://commerce.test',
      serviceAccount: testConfig.serviceAccount,
    });
    const context = { ...shop.context, commerce, waitUntil: (p: Promise<unknown>) => void handed.push(p) } as AppLoadContext;
    return { context, calls, settled: () => Promise.all(handed) };
  }
  const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { cookie } });
  const setCookies = (answer: unknown) =>
    ((answer as { init?: { headers?: HeadersInit } }).init?.headers
      ? new Headers((answer as { init: { headers: HeadersInit } }).init.headers)
      : new Headers()
    ).getSetCookie();

  it('a product seen carries the visitor key; the API stores it', async () => {
    const shopper = recording();
    await productLoader(routeArgs(get(`/${slug}.html`, `cookie_consent=accepted; sz_visitor=${VISITOR}`), shopper.context, { slug }));
    await shopper.settled();
    expect(shopper.calls.find((c) => c.path === '/v1/abandon/browse')?.body.visitor).toEqual({ visitor_id: VISITOR });
    const stored = await rows<{ payload: { visitor?: { visitor_id: string } } }>(
      sql`select payload from abandon_events where kind = 'browse' order by id desc limit 1`,
    );
    expect(stored[0]!.payload.visitor?.visitor_id).toBe(VISITOR);
  });

  it("stores the customer's id for a call with a customer token, never the token", async () => {
    const token = await shop.token();
    const call = apiCaller(shop, () => token);
    const login = await call('POST', '/v1/customer/login', { username: 'demo@slaapzaak.nl', password: 'Slaapzaak2026!' });
    expect(login.status).toBe(200);
    const answer = await call(
      'POST',
      '/v1/abandon/browse',
      { products: [1], visitor: { visitor_id: VISITOR } },
      { 'x-customer-token': login.body.token },
    );
    expect(answer.status).toBe(200);
    const [row] = await rows<{ payload: Record<string, unknown> }>(
      sql`select payload from abandon_events where kind = 'browse' order by id desc limit 1`,
    );
    expect(row!.payload.customer_id).toEqual(expect.any(Number));
    expect(JSON.stringify(row!.payload)).not.toContain(login.body.token);
  });

  it('an unknown field or a malformed visitor key is refused with a 400', async () => {
    const token = await shop.token();
    const call = apiCaller(shop, () => token);
    expect((await call('POST', '/v1/abandon/browse', { products: [1], visitor: { visitor_id: 'x' } })).status).toBe(400);
    expect((await call('POST', '/v1/abandon/browse', { products: [1], visitor: { email: 'a@b.nl' } })).status).toBe(400);
  });

  it('sends a ?email= address once, however often the root loader runs while it stays in the URL', async () => {
    const shopper = recording();
    const path = '/?email=' + encodeURIComponent('terug@example.nl');
    const first = await rootLoader(routeArgs(get(path, 'cookie_consent=accepted'), shopper.context));
    const noted = setCookies(first).find((c) => c.startsWith('sz_email_reported='))!;
    expect(noted).toBeDefined();
    expect(setCookies(first).some((c) => c.startsWith('sz_visitor='))).toBe(true);
    const cookie = `cookie_consent=accepted; ${noted.split(';')[0]}`;
    for (let i = 0; i < 3; i++) await rootLoader(routeArgs(get(path, cookie), shopper.context));
    await shopper.settled();
    expect(shopper.calls.filter((c) => c.path === '/v1/abandon/email')).toHaveLength(1);
    // Another address is sent.
    await rootLoader(routeArgs(get('/?email=' + encodeURIComponent('ander@example.nl'), cookie), shopper.context));
    await shopper.settled();
    expect(shopper.calls.filter((c) => c.path === '/v1/abandon/email')).toHaveLength(2);
  });
});
