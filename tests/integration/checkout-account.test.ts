// docs/decisions/0034, API parts: an account after a guest order (POST /v1/checkout/customer/account) with its
// attacker's twins, the cart promo and promo_progress, GET /v1/content/category, GET
// /v1/order/{id}/event, and the register password maximum of 255. PGlite, and PostgreSQL with
// TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../commerce/db/seed/customers';
import { CHECKOUT_ACCOUNT_MESSAGES, orderToken } from '../../commerce/checkout/checkout-account';
import { createTestShop, dbKinds, testConfig, type TestShop } from '../helpers/shop';

const PASSWORD = 'Nachtrust2026!';
const paymentStep = { selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A', shipping_method: 'postnl' };
const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.nl`;
const linkIn = (text: string, path: string) => {
  const match = new RegExp(`(\\S*${path.replace(/\//g, '\\/')}\\?\\S+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`);
  return new URL(match[1]!);
};

describe.each(dbKinds)('storefront gaps in the API on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  let variant: { id: number; price: number };
  let ipCounter = 0;

  /** A raw call: JSON in, JSON out; `raw` sends the body as is (bad JSON). */
  const call = async (
    method: string,
    path: string,
    init: { body?: unknown; raw?: string; headers?: Record<string, string>; ip?: string } = {},
  ) => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': init.ip ?? '203.0.113.23',
      ...init.headers,
    };
    if (init.body !== undefined || init.raw !== undefined) headers['content-type'] = 'application/json';
    const res = await shop.app.request(path, {
      method,
      headers,
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
  };
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const mails = async (to: string, tag?: string) => {
    await shop.settled();
    return (await shop.mailer.list()).filter((m) => m.to === to && (!tag || m.tag === tag));
  };

  /** A guest order for `email`, placed like the storefront does; answers the payment-url body. */
  async function guestOrder(email: string, quantity = 1) {
    const added = await call('POST', '/v1/cart/item', { body: { item_id: variant.id, quantity } });
    const q = { 'x-quote-id': added.body.quote_id as string };
    const customer = {
      customer: { type: 'private', first_name: 'Floor', last_name: 'Jansen', email, phone: '0612345678' },
      billing: { zipcode: '1234 AB', house_number: '1', country_code: 'NL' },
      sameDeliveryAddress: true,
    };
    expect((await call('POST', '/v1/checkout/customer', { body: customer, headers: q })).status).toBe(200);
    expect((await call('POST', '/v1/checkout/paymentmethod', { body: paymentStep, headers: q })).status).toBe(200);
    const placed = await call('POST', '/v1/checkout/payment-url', {
      body: {},
      headers: { ...q, 'idempotency-key': `acc-${q['x-quote-id']}` },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body as { order_number: string; order_token: string; payment_url: string };
  }

  const claim = (body: Record<string, unknown>, ip = `198.51.100.${++ipCounter}`) =>
    call('POST', '/v1/checkout/customer/account', { body, ip });
  const claimBody = (order: { order_number: string; order_token: string }, password = PASSWORD) => ({
    order_number: order.order_number,
    order_token: order.order_token,
    password,
    password_confirmation: password,
  });

  beforeAll(async () => {
    shop = await createTestShop(kind);
    token = await shop.token();
    [variant] = await rows<{ id: number; price: number }>(
      sql`select v.id, v.price from variants v join products p on p.id = v.product_id where p.available and v.stock >= 30 and v.price between 2000 and 4000 order by v.id limit 1`,
    );
  }, 120_000);
  afterAll(() => shop?.close());

  describe('POST /v1/checkout/customer/account', () => {
    it('gives the placer an order token, the same on a replay of the placement', async () => {
      const email = uniqueEmail('token');
      const placed = await guestOrder(email);
      expect(placed.order_token).toBe(orderToken(testConfig.tokenSecret, placed.order_number));
      expect(placed.order_token.length).toBeGreaterThanOrEqual(40);
    });

    it('creates an account for the order address that holds its guest orders once the address is confirmed', async () => {
      const email = uniqueEmail('gast');
      const earlier = await guestOrder(email);
      const placed = await guestOrder(email.toUpperCase());
      const res = await claim(claimBody(placed));
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      expect(res.body.message).toBe(CHECKOUT_ACCOUNT_MESSAGES.registered);
      // Not usable before the mailbox is proven: the same 403 as after registering.
      expect((await call('POST', '/v1/customer/login', { body: { username: email, password: PASSWORD } })).status).toBe(403);
      const [mail] = await mails(email.toUpperCase(), 'email-confirm').then((m) => (m.length ? m : mails(email, 'email-confirm')));
      expect(mail, 'confirmation mail').toBeDefined();
      const confirmed = await call('POST', '/v1/customer/email/confirm', {
        body: { token: linkIn(mail!.text, '/account/confirm-email/').searchParams.get('token'), password: PASSWORD },
      });
      expect(confirmed.status).toBe(200);
      const me = await call('GET', '/v1/customer', { headers: { 'x-customer-token': confirmed.body.token } });
      expect(me.body.customer).toMatchObject({
        first_name: 'Floor',
        last_name: 'Jansen',
        email_confirmed: true,
        phone_number: '0612345678',
      });
      const orders = await call('GET', '/v1/customer/orders', { headers: { 'x-customer-token': confirmed.body.token } });
      const numbers = (orders.body.orders as { order_number?: string; number?: string }[]).map((o) => o.order_number ?? o.number);
      expect(numbers).toEqual(expect.arrayContaining([earlier.order_number, placed.order_number]));
      expect((await call('POST', '/v1/customer/login', { body: { username: email, password: PASSWORD } })).status).toBe(200);
    });

    it('works once: a replay, also in parallel, is refused and changes nothing', async () => {
      const email = uniqueEmail('replay');
      const placed = await guestOrder(email);
      const answers = await Promise.all([claim(claimBody(placed)), claim(claimBody(placed)), claim(claimBody(placed))]);
      expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409]);
      for (const a of answers.filter((x) => x.status === 409)) {
        expect([CHECKOUT_ACCOUNT_MESSAGES.alreadyRequested, CHECKOUT_ACCOUNT_MESSAGES.orderHasAccount]).toContain(a.body.error.message);
      }
      const again = await claim(claimBody(placed, 'AnderWachtwoord9?'));
      expect(again.status).toBe(409);
      expect(await rows(sql`select id from customers where lower(email) = ${email}`)).toHaveLength(1);
      expect(await mails(email, 'email-confirm')).toHaveLength(1);
    });

    it('refuses a wrong, foreign or missing order token exactly like an unknown order', async () => {
      const mine = await guestOrder(uniqueEmail('mijn'));
      const theirs = await guestOrder(uniqueEmail('ander'));
      const cases = [
        { ...claimBody(mine), order_token: theirs.order_token },
        { ...claimBody(mine), order_token: orderToken('another-secret', mine.order_number) },
        {
          ...claimBody(mine),
          order_token:
            `${mine.order_token.slice(0, -1)}A` === mine.order_token
              ? `${mine.order_token.slice(0, -1)}B`
              : `${mine.order_token.slice(0, -1)}A`,
        },
        { ...claimBody(mine), order_number: 'DKBD9999999', order_token: orderToken('x', 'DKBD9999999') },
      ];
      for (const body of cases) {
        const res = await claim(body);
        expect(res.status, JSON.stringify(body)).toBe(404);
        expect(res.body.error.message).toBe(CHECKOUT_ACCOUNT_MESSAGES.unknownOrder);
      }
      // An order that exists and one that does not answer the same without the right token.
      const missing = await claim({ ...claimBody(mine), order_token: 'x'.repeat(43) });
      const unknown = await claim({ ...claimBody(mine), order_number: 'DKBD0000001', order_token: 'x'.repeat(43) });
      expect([missing.status, missing.body]).toEqual([unknown.status, unknown.body]);
      // Nothing was spent: the real token still works.
      expect((await claim(claimBody(mine))).status).toBe(202);
    });

    it('never touches an existing account: the same answer as register, and the owner gets a mail', async () => {
      const placed = await guestOrder(DEMO_EMAIL);
      const [before] = await rows<{ password_hash: string }>(sql`select password_hash from customers where email = ${DEMO_EMAIL}`);
      const res = await claim(claimBody(placed, 'Overnemen2026!'));
      expect(res.status).toBe(202);
      expect(res.body.message).toBe(CHECKOUT_ACCOUNT_MESSAGES.registered);
      const [after] = await rows<{ password_hash: string }>(sql`select password_hash from customers where email = ${DEMO_EMAIL}`);
      expect(after!.password_hash).toBe(before!.password_hash);
      const [order] = await rows<{ customer_id: number | null }>(sql`select customer_id from orders where number = ${placed.order_number}`);
      expect(order!.customer_id).toBeNull();
      expect(await mails(DEMO_EMAIL, 'account-exists')).toHaveLength(1);
      expect((await call('POST', '/v1/customer/login', { body: { username: DEMO_EMAIL, password: 'Overnemen2026!' } })).status).toBe(401);
      // And once only, so it cannot be used to flood the owner's mailbox.
      expect((await claim(claimBody(placed, 'Overnemen2026!'))).status).toBe(409);
      expect(await mails(DEMO_EMAIL, 'account-exists')).toHaveLength(1);
    });

    it('refuses an order placed while logged in (it already has an account)', async () => {
      const login = await call('POST', '/v1/customer/login', { body: { username: DEMO_EMAIL, password: 'Slaapzaak2026!' } });
      const added = await call('POST', '/v1/cart/item', { body: { item_id: variant.id, quantity: 1 } });
      const q = { 'x-quote-id': added.body.quote_id as string };
      const customer = {
        customer: { type: 'private', first_name: 'Sanne', last_name: 'de Vries', email: DEMO_EMAIL, phone: '0612345678' },
        billing: { zipcode: '1234 AB', house_number: '1', country_code: 'NL' },
        sameDeliveryAddress: true,
      };
      await call('POST', '/v1/checkout/customer', { body: customer, headers: q });
      await call('POST', '/v1/checkout/paymentmethod', { body: paymentStep, headers: q });
      const placed = await call('POST', '/v1/checkout/payment-url', {
        body: {},
        headers: { ...q, 'idempotency-key': `own-${q['x-quote-id']}`, 'x-customer-token': login.body.token },
      });
      const res = await claim(claimBody(placed.body as { order_number: string; order_token: string }));
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(CHECKOUT_ACCOUNT_MESSAGES.orderHasAccount);
    });

    it('answers bad input with a Dutch 400 and spends nothing: password rule, confirmation, bad JSON, huge body', async () => {
      const email = uniqueEmail('invoer');
      const placed = await guestOrder(email);
      const weak = await claim(claimBody(placed, 'zwak'));
      expect(weak.status).toBe(400);
      expect(weak.body.error.issues).toContainEqual({ path: 'password', message: 'Je wachtwoord moet minimaal 8 tekens lang zijn' });
      const rule = await claim(claimBody(placed, 'alleenkleineletters1'));
      expect(rule.body.error.issues[0].message).toContain('$ @ ! % ? &');
      const unequal = await claim({ ...claimBody(placed), password_confirmation: 'Anders2026!' });
      expect(unequal.status).toBe(400);
      expect(unequal.body.error.issues).toContainEqual({
        path: 'password_confirmation',
        message: 'De wachtwoorden zijn niet gelijk aan elkaar.',
      });
      const tooLong = await claim(claimBody(placed, `Aa1$${'x'.repeat(252)}`));
      expect(tooLong.body.error.issues).toContainEqual({ path: 'password', message: 'Je wachtwoord mag maximaal 255 tekens lang zijn' });
      const badNumber = await claim({ ...claimBody(placed), order_number: "DKBD1' or '1'='1" });
      expect(badNumber.status).toBe(400);
      expect(badNumber.body.error.issues[0].message).toBe(CHECKOUT_ACCOUNT_MESSAGES.unknownOrder);
      const wrongTypes = await claim({ order_number: 42, order_token: ['a'], password: { $gt: '' } });
      expect(wrongTypes.status).toBe(400);
      const badJson = await call('POST', '/v1/checkout/customer/account', { raw: '{"order_number": "DKBD', ip: '198.51.100.200' });
      expect(badJson.status).toBe(400);
      expect(badJson.body.error.message).toBe('De aanvraag is ongeldig.');
      const huge = await claim({ ...claimBody(placed), order_token: 'A'.repeat(2_000_000) });
      expect(huge.status).toBe(400);
      expect(huge.body.error.issues[0].message).toBe(CHECKOUT_ACCOUNT_MESSAGES.unknownOrder);
      // None of that spent the order's proof.
      expect((await claim(claimBody(placed))).status).toBe(202);
    });

    it('asks the service token, like every /v1 call', async () => {
      const res = await shop.app.request('/v1/checkout/customer/account', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(401);
    });
  });

  describe('register password maximum (SPEC/ADR 0001: 255)', () => {
    it('accepts 255 characters and refuses 256 with the Dutch message', async () => {
      const form = (password: string) => ({
        type: 'private',
        first_name: 'Lang',
        last_name: 'Wachtwoord',
        email: uniqueEmail('lang'),
        password,
        password_confirmation: password,
      });
      const ok = await call('POST', '/v1/customer', { body: form(`Aa1$${'x'.repeat(251)}`), ip: '198.51.100.250' });
      expect(ok.status, JSON.stringify(ok.body)).toBe(202);
      const long = await call('POST', '/v1/customer', { body: form(`Aa1$${'x'.repeat(252)}`), ip: '198.51.100.251' });
      expect(long.status).toBe(400);
      expect(JSON.stringify(long.body)).toContain('Je wachtwoord mag maximaal 255 tekens lang zijn');
    });
  });

  describe('GET /v1/content/cart-promo and the cart promo_progress', () => {
    it('answers a cart promo with its code, and the cart measures against that code', async () => {
      const promo = await call('GET', '/v1/content/cart-promo');
      expect(promo.status).toBe(200);
      expect(Object.keys(promo.body).sort()).toEqual(
        [
          'active',
          'button_text',
          'buttontext',
          'code',
          'ends_at',
          'image',
          'image_mobile',
          'is_light_background',
          'link',
          'show_title',
          'sub_title',
          'title',
        ].sort(),
      );
      expect(promo.body).toMatchObject({ active: true, code: 'KORTING20' });
      expect(promo.headers.get('cache-control')).toMatch(/public/);
      const [code] = await rows<{ min_order_value: number; description: string }>(
        sql`select min_order_value, description from discount_codes where code = 'KORTING20'`,
      );

      const added = await call('POST', '/v1/cart/item', { body: { item_id: variant.id, quantity: 1 } });
      const q = { 'x-quote-id': added.body.quote_id as string };
      expect(added.body.totals.promo_progress).toEqual({
        code: 'KORTING20',
        description: code!.description,
        threshold: code!.min_order_value,
        remaining: code!.min_order_value - variant.price,
        percentage: Math.floor((variant.price / code!.min_order_value) * 100),
        reached: false,
        applied: false,
      });
      const enough = Math.ceil(code!.min_order_value / variant.price);
      await call('PUT', '/v1/cart/item', { body: { item_id: added.body.items[0].id, quantity: enough }, headers: q });
      const applied = await call('POST', '/v1/cart/discount', { body: { discount_code: 'KORTING20' }, headers: q });
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      const cart = await call('GET', '/v1/cart', { headers: q });
      expect(cart.body.totals.promo_progress).toMatchObject({ remaining: 0, percentage: 100, reached: true, applied: true });
      expect(cart.body.totals.discounts).toBe(2000);

      // Switched off: no progress, and the promo says so.
      await shop.database.db.execute(sql`update content_entries set data = jsonb_set(data, '{active}', 'false') where key = 'cart-promo'`);
      expect((await call('GET', '/v1/cart', { headers: q })).body.totals.promo_progress).toBeNull();
      expect((await call('GET', '/v1/content/cart-promo')).body.active).toBe(false);
      await shop.database.db.execute(sql`update content_entries set data = jsonb_set(data, '{active}', 'true') where key = 'cart-promo'`);
    });
  });

  describe('the seeded catalogue', () => {
    it('has at least 300 catalogue routes, promotion pages with filters and text pages for /textpage/', async () => {
      const sitemap = await call('GET', '/v1/catalog/sitemap');
      expect(sitemap.body.categories.length).toBeGreaterThanOrEqual(300);
      const winter = await call('GET', '/v1/catalog/category/path?path=/acties/winterdeals/');
      expect(winter.body.numberOfFilters).toBe(3);
      const overview = await call('GET', '/v1/catalog/overview/category?path=/acties/winterdeals/');
      expect(overview.body.filters.length).toBeGreaterThan(0);
      expect((await call('GET', '/v1/catalog/category/path?path=/acties/')).body.numberOfFilters).toBe(0);
      const size = await call('GET', '/v1/catalog/overview/category?path=/dekbedovertrek/dekbedovertrek-200x200-220/');
      expect(size.body.products.length).toBeGreaterThan(0);
      const texts = await call('GET', '/v1/content/pages?kind=text');
      expect(texts.body.pages.length).toBeGreaterThanOrEqual(5);
      const chart = await call('GET', '/v1/content/pages/text/maattabel');
      expect(chart.body).toMatchObject({ kind: 'text', url: '/textpage/?page=maattabel', title: 'Maattabel' });
      expect(chart.body.body_html).toContain('href="/dekbedovertrek/dekbedovertrek-200x200-220/"');
    });
  });

  describe('GET /v1/content/category', () => {
    it('answers the content of a category by path or id, without products', async () => {
      const byPath = await call('GET', '/v1/content/category?path=/dekbedovertrek/');
      expect(byPath.status).toBe(200);
      expect(byPath.body).toMatchObject({
        path: 'dekbedovertrek',
        url: '/dekbedovertrek/',
        kind: 'pop',
        title: 'Dekbedovertrekken',
        is_action: false,
      });
      expect(byPath.body.breadcrumbs).toEqual([
        { title: 'Home', url: '/' },
        { title: 'Dekbedovertrekken', url: '/dekbedovertrek/' },
      ]);
      expect(byPath.body.description).toMatch(/^<p>/);
      expect(byPath.body.children.map((c: { url: string }) => c.url)).toContain('/dekbedovertrek/dekbedovertrek-200x200-220/');
      expect(byPath.body).not.toHaveProperty('products');
      const byId = await call('GET', `/v1/content/category?id=${byPath.body.id}`);
      expect(byId.body).toEqual(byPath.body);
      const acties = await call('GET', '/v1/content/category?path=acties/winterdeals');
      expect(acties.body).toMatchObject({
        is_action: true,
        breadcrumbs: [{ title: 'Home' }, { title: 'Acties' }, { title: 'Winterdeals' }],
      });
    });

    it('answers 404 for an unknown or filter path, and 400 for bad parameters', async () => {
      for (const q of ['path=/bestaat-niet/', 'path=/dekbed/wit/', 'id=999999', 'path=/../etc/passwd']) {
        const res = await call('GET', `/v1/content/category?${q}`);
        expect(res.status, q).toBe(404);
        expect(res.body.error.message).toBe('Deze categorie bestaat niet.');
      }
      for (const q of ['', 'id=abc', 'path=/dekbed/&id=3', `path=${'a'.repeat(600)}`]) {
        const res = await call('GET', `/v1/content/category?${q}`);
        expect(res.status, q).toBe(400);
      }
    });
  });

  describe('GET /v1/order/{id}/event', () => {
    it('lists the status history, oldest first, with Dutch labels', async () => {
      const placed = await guestOrder(uniqueEmail('event'));
      const pending = await call('GET', `/v1/order/${placed.order_number}/event`);
      expect(pending.status).toBe(200);
      expect(pending.body).toMatchObject({ order_number: placed.order_number, status: 'pending' });
      expect(pending.body.events).toEqual([
        { from: null, to: 'pending', label: 'Wacht op betaling', note: 'Bestelling geplaatst', at: expect.any(String) },
      ]);
      const paid = await shop.sandbox.request(placed.payment_url, { method: 'POST', body: new URLSearchParams({ status: 'paid' }) });
      expect(paid.status).toBe(303);
      const after = await call('GET', `/v1/order/${placed.order_number}/event`);
      expect(after.body.events.map((e: { from: string | null; to: string; label: string }) => [e.from, e.to, e.label])).toEqual([
        [null, 'pending', 'Wacht op betaling'],
        ['pending', 'paid', 'Betaald'],
      ]);
      // The same events as the order itself shows.
      const order = await call('GET', `/v1/order/${placed.order_number}`);
      expect(order.body.events.map((e: { to: string }) => e.to)).toEqual(['pending', 'paid']);
    });

    it('is authorised like the other order reads, and answers 404/400 in Dutch', async () => {
      const anonymous = await shop.app.request('/v1/order/DKBD0000001/event');
      expect(anonymous.status).toBe(401);
      const unknown = await call('GET', '/v1/order/DKBD0000001/event');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe('Deze bestelling bestaat niet.');
      const bad = await call('GET', '/v1/order/1%20or%201=1/event');
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('Onbekend bestelnummer.');
    });
  });
});
