// docs/decisions/0040 on the storefront's server side, against the real API: abandonment
// calls (with consent only, never in the page's way), no cart fetch on the status and thank-you
// pages, the home page's four-in-a-row, cart lines' categories for analytics, the wizard's JSON, and
// iDEAL | Wero with the bank chosen on the provider's page (docs/decisions/0040).
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCommerceClient } from '../../app/lib/context';
import { setQuoteId } from '../../app/lib/cart-cookie.server';
import { ABANDON_TIMEOUT_MS } from '../../app/lib/abandonment.server';
import { FOUR_IN_A_ROW_CATEGORY_IDS } from '../../app/lib/four-in-a-row.server';
import { loader as rootLoader } from '../../app/root';
import { loader as homeLoader } from '../../app/routes/home';
import { loader as productLoader } from '../../app/routes/product';
import { loader as catalogueLoader } from '../../app/routes/catalogue';
import { loader as wizardDataLoader } from '../../app/routes/api.keuzehulp';
import { action as cartAction } from '../../app/routes/cart';
import { action as newsletterAction } from '../../app/routes/nieuwsbrief';
import { apiCaller, createTestShop, dbKinds, testConfig, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';

const ORIGIN = 'http://localhost';
type Behaviour = 'up' | 'down' | 'hanging';

/**
 * A storefront context on the shop's API whose transport records every call; the abandonment calls
 * can be made to fail (the API down) or to hang. Work the loaders hand to waitUntil is collected.
 */
function recordingContext(shop: TestShop, behaviour: Behaviour = 'up') {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const handedOver: Promise<unknown>[] = [];
  const commerce = createCommerceClient({
    transport: async (request) => {
      const path = new URL(request.url).pathname;
      const text = request.method === 'GET' ? '' : await request.clone().text();
      calls.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
      if (path.startsWith('/v1/abandon/') && behaviour === 'down') throw new TypeError('fetch failed');
      if (path.startsWith('/v1/abandon/') && behaviour === 'hanging') return new Promise<Response>(() => undefined);
      return shop.app.fetch(request);
    },
    baseUrl: 'http://commerce.test',
    serviceAccount: testConfig.serviceAccount,
  });
  const context = { ...shop.context, commerce, waitUntil: (p: Promise<unknown>) => void handedOver.push(p) } as AppLoadContext;
  return {
    context,
    calls,
    abandonCalls: () => calls.filter((c) => c.path.startsWith('/v1/abandon/')),
    settled: () => Promise.all(handedOver),
  };
}

const get = (path: string, cookie = '') => new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
const post = (path: string, fields: Record<string, string>, cookie = '') =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });
const splat = (path: string) => ({ '*': path.split('?')[0]!.replace(/^\//, '') });

describe.each(dbKinds)('storefront gaps on %s', (kind) => {
  let shop: TestShop;
  let slug: string;
  let productId: number;
  let variantId: number;
  let token: string;
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    shop = await createTestShop(kind);
    const [p] = await rows<{ slug: string; id: number; variant: number }>(
      sql`select p.slug, p.id, v.id as variant from products p join variants v on v.product_id = p.id where p.available and v.stock > 20 order by p.id limit 1`,
    );
    ({ slug, id: productId, variant: variantId } = p!);
    token = await shop.token();
  });
  afterAll(() => shop?.close());

  /** Every page and form that reports abandonment, visited by one visitor with these cookies. */
  async function visitEverything(context: AppLoadContext, cookie: string) {
    await productLoader(routeArgs(get(`/${slug}.html`, cookie), context, { slug }));
    await catalogueLoader(routeArgs(get('/dekbed/', cookie), context, splat('/dekbed/')));
    await catalogueLoader(routeArgs(get('/hoofdkussen/', cookie), context, splat('/hoofdkussen/')));
    await rootLoader(routeArgs(get('/?email=sanne%40example.nl', cookie), context));
    const added = (await cartAction(
      routeArgs(post('/cart/', { intent: 'add', item_id: String(variantId), quantity: '1', via: 'fetcher' }, cookie), context),
    )) as unknown;
    await newsletterAction(routeArgs(post('/nieuwsbrief/', { email: 'nieuwsbrief@example.nl', via: 'fetcher' }, cookie), context));
    return added;
  }

  // docs/requirements/cart.md#api
  describe('abandonment calls', () => {
    it('reports product, category, cart and e-mail when the visitor accepted cookies, and the API stores them', async () => {
      const before = (await rows<{ n: number }>(sql`select count(*)::int as n from abandon_events`))[0]!.n;
      const shopper = recordingContext(shop);
      await visitEverything(shopper.context, 'cookie_consent=accepted');
      await shopper.settled();
      const byKind = Object.fromEntries(shopper.abandonCalls().map((c) => [c.path.split('/').pop(), c.body]));
      expect(byKind.browse).toEqual({ products: [productId] });
      const categories = shopper
        .abandonCalls()
        .filter((c) => c.path === '/v1/abandon/category')
        .map((c) => c.body);
      expect(categories).toEqual([
        { data: { id: expect.any(Number), title: 'Dekbedden', kind: 'pop', path: '/dekbed/' } },
        { data: { id: expect.any(Number), title: 'Hoofdkussens & kussenslopen', kind: 'cop', path: '/hoofdkussen/' } },
      ]);
      expect(byKind.cart).toMatchObject({ products: [productId] });
      expect((byKind.cart as { quote_id: string }).quote_id).toMatch(/\S{8,}/);
      expect(Number.isNaN(Date.parse((byKind.cart as { updated_at: string }).updated_at))).toBe(false);
      const emails = shopper
        .abandonCalls()
        .filter((c) => c.path === '/v1/abandon/email')
        .map((c) => c.body);
      expect(emails).toEqual(expect.arrayContaining([{ email: 'sanne@example.nl' }, { email: 'nieuwsbrief@example.nl' }]));
      const after = (await rows<{ n: number }>(sql`select count(*)::int as n from abandon_events`))[0]!.n;
      expect(after - before).toBe(shopper.abandonCalls().length);
    });

    it.each([
      ['no choice yet', ''],
      ['refused cookies', 'cookie_consent=refused'],
      ['a forged consent value', 'cookie_consent=ACCEPTED'],
    ])('sends nothing with %s', async (_, cookie) => {
      const shopper = recordingContext(shop);
      await visitEverything(shopper.context, cookie);
      await shopper.settled();
      expect(shopper.abandonCalls()).toEqual([]);
    });

    it('the quick view and further Laad meer pages are no views', async () => {
      const shopper = recordingContext(shop);
      await productLoader(routeArgs(get(`/${slug}.html?quickview=1`, 'cookie_consent=accepted'), shopper.context, { slug }));
      const more = new Request(`${ORIGIN}/dekbed/?tn_p=2&tn_fetch=1`, { headers: { cookie: 'cookie_consent=accepted' } });
      await catalogueLoader(routeArgs(more, shopper.context, splat('/dekbed/')));
      await shopper.settled();
      expect(shopper.abandonCalls()).toEqual([]);
    });

    it('an API that is down for them breaks no page: the pages answer, the failure is logged', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const shopper = recordingContext(shop, 'down');
        const added = await visitEverything(shopper.context, 'cookie_consent=accepted');
        expect((added as { data: { ok: boolean } }).data.ok).toBe(true);
        await shopper.settled();
        expect(shopper.abandonCalls().length).toBeGreaterThanOrEqual(5);
        expect(warn.mock.calls.some((args) => /Verlaten (browse|cart|category|email) niet doorgegeven/.test(String(args[0])))).toBe(true);
      } finally {
        warn.mockRestore();
      }
    });

    it('an abandonment call that never answers does not hold up the page, and is given up after the timeout', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const shopper = recordingContext(shop, 'hanging');
        const started = Date.now();
        const page = await productLoader(routeArgs(get(`/${slug}.html`, 'cookie_consent=accepted'), shopper.context, { slug }));
        expect(page.product.id).toBe(productId);
        expect(Date.now() - started).toBeLessThan(ABANDON_TIMEOUT_MS);
        // The call goes out once the page has its answer, and the page did not wait for it.
        await vi.waitFor(() => expect(shopper.abandonCalls()).toHaveLength(1));
        await shopper.settled();
        expect(Date.now() - started).toBeGreaterThanOrEqual(ABANDON_TIMEOUT_MS - 50);
        expect(warn.mock.calls.some((args) => String(args[0]).includes('Verlaten browse niet doorgegeven'))).toBe(true);
      } finally {
        warn.mockRestore();
      }
    });
  });

  // docs/requirements/cart.md#states
  describe('start-up cart fetch', () => {
    it('fetches the cart for the header on other pages, never on the status and thank-you pages', async () => {
      const quote = (await apiCaller(shop, () => token)('POST', '/v1/cart/item', { item_id: variantId, quantity: 1 })).body as {
        quote_id: string;
      };
      const cartCookie = (await setQuoteId(shop.context, quote.quote_id)).split(';')[0]!;
      const cartReads = async (path: string) => {
        const visitor = recordingContext(shop);
        const root = await rootLoader(routeArgs(get(path, cartCookie), visitor.context));
        return { reads: visitor.calls.filter((c) => c.method === 'GET' && c.path === '/v1/cart').length, count: root.data.cartCount };
      };
      expect(await cartReads('/')).toEqual({ reads: 1, count: 1 });
      expect(await cartReads('/checkout/address-details/')).toMatchObject({ reads: 1 });
      for (const path of [
        '/checkout/thankyou/',
        '/checkout/thankyou/?order=DKBD1234567',
        '/checkout/status/DKBD1234567/',
        '/checkout/status/',
      ]) {
        expect(await cartReads(path), path).toEqual({ reads: 0, count: 0 });
      }
    });
  });

  it('the home page has the four-in-a-row: five categories of four products each', async () => {
    expect(FOUR_IN_A_ROW_CATEGORY_IDS).toHaveLength(5);
    const home = await homeLoader(routeArgs(get('/'), shop.context));
    expect(home.fourInARow.map((r) => r.title)).toEqual(['Dekbedovertrekken', 'Dekbedden', 'Hoeslakens', 'Hoofdkussens', 'Matrassen']);
    for (const row of home.fourInARow) {
      expect(row.products, row.title).toHaveLength(4);
      expect(row.url).toMatch(/^\/[a-z/-]+\/$/);
      for (const tile of row.products) expect(tile.link).toMatch(/\.html$/);
    }
  });

  it('cart lines carry their categories for analytics', async () => {
    const cart = (await apiCaller(shop, () => token)('POST', '/v1/cart/item', { item_id: variantId, quantity: 2 })).body as {
      items: { categories: { name: string }[] }[];
    };
    const [main] = await rows<{ title: string }>(
      sql`select c.title from products p join categories c on c.id = p.main_category_id where p.id = ${productId}`,
    );
    expect(cart.items[0]!.categories).toEqual([{ name: main!.title }]);
  });

  describe('the wizard as JSON: a failure stays quiet', () => {
    it('answers the wizard for the answers in the address', async () => {
      const res = (await wizardDataLoader(
        routeArgs(get('/api/keuzehulp/dekbed/?qs101=1013'), shop.context, { category: 'dekbed' }),
      )) as Response;
      expect(res.status).toBe(200);
      const body = (await res.json()) as { wizard: { code: string; next_question_id: number | null; result_url: string } };
      expect(body.wizard.code).toBe('dekbed');
      expect(body.wizard.result_url).toContain('tn_fk_warmteklasse=winter');
    });

    it('answers 404 / 400 / 502 as JSON, never by throwing to an error page', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const status = async (path: string, category: string, context = shop.context) =>
          ((await wizardDataLoader(routeArgs(get(path), context, { category }))) as Response).status;
        expect(await status('/api/keuzehulp/bestaat-niet/', 'bestaat-niet')).toBe(404);
        expect(await status('/api/keuzehulp/<script>/', '<script>')).toBe(404);
        expect(await status('/api/keuzehulp/dekbed/?qs101=999999', 'dekbed')).toBe(400);
        const down = {
          ...shop.context,
          commerce: createCommerceClient({
            transport: () => Promise.reject(new TypeError('fetch failed')),
            baseUrl: 'http://commerce.test',
            serviceAccount: testConfig.serviceAccount,
          }),
        } as AppLoadContext;
        expect(await status('/api/keuzehulp/dekbed/', 'dekbed', down)).toBe(502);
      } finally {
        warn.mockRestore();
      }
    });
  });
});

describe.each(dbKinds)('iDEAL | Wero and iDEAL 2.0 on %s (docs/decisions/0040)', (kind) => {
  // The sandbox hosts the bank choice; a provider without hostsIssuerChoice still gets our list.
  let hosted: TestShop;
  let ours: TestShop;
  let variantId: number;

  beforeAll(async () => {
    hosted = await createTestShop(kind, { products: 40 });
    ours = await createTestShop(kind, { products: 40 });
    // The same sandbox without the hosted bank choice: what an adapter that does not declare it offers.
    delete (ours.payments as { hostsIssuerChoice?: unknown }).hostsIssuerChoice;
    const [v] = (
      (await hosted.database.db.execute(
        sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock > 5 order by v.id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    variantId = v!.id;
  });
  afterAll(async () => {
    await hosted?.close();
    await ours?.close();
  });

  async function cartWithCustomer(shop: TestShop) {
    const call = apiCaller(shop, () => token);
    const token = await shop.token();
    const added = await call('POST', '/v1/cart/item', { item_id: variantId, quantity: 1 });
    const q = { 'x-quote-id': added.body.quote_id as string };
    await call(
      'POST',
      '/v1/checkout/customer',
      {
        customer: { first_name: 'Sanne', last_name: 'de Vries', email: 'sanne@example.nl', phone: '0612345678' },
        billing: { zipcode: '1234AB', house_number: '1' },
      },
      q,
    );
    return { call, q };
  }

  it('lists iDEAL as "iDEAL | Wero" without a bank list when the provider asks for the bank, and needs no issuer', async () => {
    const { call, q } = await cartWithCustomer(hosted);
    const methods = await call('GET', '/v1/checkout/paymentmethod', undefined, q);
    const ideal = methods.body.paymentMethods.find((m: { code: string }) => m.code === 'ideal');
    expect(ideal).toMatchObject({ title: 'iDEAL | Wero', issuers: [] });
    expect(ideal.description).toContain('je kiest je bank op de volgende pagina');
    const saved = await call('POST', '/v1/checkout/paymentmethod', { selectedPaymentMethod: 'ideal', shipping_method: 'postnl' }, q);
    expect(saved.status).toBe(200);
    expect(saved.body.details.payment).toMatchObject({ method: 'ideal', issuer: null });
    // An issuer sent anyway (an old form, a tampered one) is ignored, not passed on.
    const tampered = await call(
      'POST',
      '/v1/checkout/paymentmethod',
      { selectedPaymentMethod: 'ideal', issuer: 'ideal_FAKEBANK', shipping_method: 'postnl' },
      q,
    );
    expect(tampered.status).toBe(200);
    expect(tampered.body.details.payment.issuer).toBeNull();
  });

  it('the sandbox payment page, iDEAL’s own page here, asks for the bank', async () => {
    const { call, q } = await cartWithCustomer(hosted);
    await call('POST', '/v1/checkout/paymentmethod', { selectedPaymentMethod: 'ideal', shipping_method: 'postnl' }, q);
    const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': `wero-${Date.now()}` });
    expect(placed.status).toBe(200);
    const page = await hosted.sandbox.request(new URL(placed.body.payment_url as string, 'http://localhost').pathname);
    const html = await page.text();
    expect(html).toContain('iDEAL | Wero');
    expect(html).toMatch(/<label for="bank"[^>]*>Kies je bank<\/label>/);
    expect(html).toContain('<option value="ideal_INGBNL2A">ING</option>');
  });

  it('keeps our bank list, and requires a bank, with a provider that does not host the choice', async () => {
    const { call, q } = await cartWithCustomer(ours);
    const methods = await call('GET', '/v1/checkout/paymentmethod', undefined, q);
    const ideal = methods.body.paymentMethods.find((m: { code: string }) => m.code === 'ideal');
    expect(ideal.title).toBe('iDEAL | Wero');
    expect(ideal.issuers.length).toBeGreaterThan(5);
    const missing = await call('POST', '/v1/checkout/paymentmethod', { selectedPaymentMethod: 'ideal', shipping_method: 'postnl' }, q);
    expect(missing.status).toBe(400);
    expect(missing.body.error.issues).toEqual([{ path: 'issuer', message: 'Kies je bank' }]);
    const chosen = await call(
      'POST',
      '/v1/checkout/paymentmethod',
      { selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A', shipping_method: 'postnl' },
      q,
    );
    expect(chosen.body.details.payment.issuer).toBe('ideal_INGBNL2A');
  });
});
