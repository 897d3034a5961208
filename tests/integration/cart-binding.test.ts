// Carts follow the person, not the browser (docs/decisions/0033): logout ends
// the cart binding, login merges a guest cart but never adopts another customer's, and a restore
// link works once, for 7 days, copying the lines into the visitor's own cart. Storefront loaders
// and actions with real Requests and a cookie jar, on the real API.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as loginAction } from '../../app/routes/account.login';
import { action as logoutAction } from '../../app/routes/account.logout';
import { action as cartAction } from '../../app/routes/cart';
import { action as restoreAction, loader as restoreLoader } from '../../app/routes/cart.restore';
import { action as addressAction, loader as addressLoader } from '../../app/routes/checkout.address-details';
import { action as paymentAction } from '../../app/routes/checkout.payment-methods';
import { action as payAction, loader as payLoader } from '../../app/routes/checkout.pay';
import { readCartCookie } from '../../app/lib/cart-cookie.server';
import { remindAbandonedCarts, restoreFromLink } from '../../commerce/cart/abandonment';
import { COMPANY_EMAIL, DEMO_EMAIL, DEMO_PASSWORD } from '../../commerce/db/seed/customers';
import { createTestShop, dbKinds, testConfig, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';
import { Browser, dataOf, location, run, statusOf } from '../helpers/cookie-browser';

describe('carts follow the person in the storefront', () => {
  let shop: TestShop;
  let variants: { id: number }[];
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const args = (request: Request, params: Record<string, string> = {}) => routeArgs(request, shop.context, params);
  const customerId = async (email: string) =>
    (await rows<{ id: number }>(sql`select id from customers where lower(email) = ${email}`))[0]!.id;
  const cartOf = async (browser: Browser) => (await readCartCookie(browser.get('/'), shop.context))?.quoteId ?? null;
  const linesOf = async (quoteId: string) =>
    Object.fromEntries(
      (
        await rows<{ variant_id: number; quantity: number }>(sql`select variant_id, quantity from cart_items where cart_id = ${quoteId}`)
      ).map((r) => [r.variant_id, r.quantity]),
    );

  const login = async (browser: Browser, email: string) => {
    const answer = await run(browser, () =>
      loginAction(args(browser.post('/account/login/', { username: email, password: DEMO_PASSWORD, redirectTo: '/account/' }))),
    );
    expect(location(answer)).toBe('/account/');
  };
  const add = async (browser: Browser, variantId: number, quantity = 1) => {
    const answer = await run(browser, () =>
      cartAction(args(browser.post('/cart/', { intent: 'add', item_id: String(variantId), quantity: String(quantity) }))),
    );
    expect(statusOf(answer), JSON.stringify(dataOf(answer) ?? null)).toBe(303);
  };
  const address = {
    type: 'private',
    first_name: 'Sanne',
    last_name: 'de Vries',
    email: 'sanne.privé@example.nl'.replace('é', 'e'),
    phone: '06 12345678',
    zipcode: '1234 AB',
    house_number: '1',
    country_code: 'NL',
    sameDeliveryAddress: 'on',
  };

  beforeAll(async () => {
    shop = await createTestShop('pglite');
    variants = await rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock >= 30 order by v.id limit 4`,
    );
  });
  afterAll(() => shop?.close());

  it("after logout the next visitor sees none of the customer's checkout details, and a guest order does not land in the account", async () => {
    const browser = new Browser();
    await login(browser, DEMO_EMAIL);
    await add(browser, variants[0]!.id);
    const customersCart = (await cartOf(browser))!;
    expect(customersCart).toBeTruthy();
    // The customer fills in the checkout details and places an order (as on any shared computer).
    const saved = await run(browser, () =>
      addressAction(args(browser.post('/checkout/address-details/', { ...address, first_name: 'Klantnaam' }))),
    );
    expect(location(saved)).toBe('/checkout/payment-methods/');
    const out = await run(browser, () => logoutAction(args(browser.post('/account/logout/', {}))));
    expect(location(out)).toBe('/');
    // The cart cookie and the placed-orders list are gone; the cart stays with the account.
    expect(browser.cookies.has('slaapzaak_cart')).toBe(false);
    expect(browser.cookies.has('slaapzaak_orders')).toBe(false);
    expect((await rows<{ customer_id: number }>(sql`select customer_id from carts where id = ${customersCart}`))[0]?.customer_id).toBe(
      await customerId(DEMO_EMAIL),
    );

    // The next person on this browser: no cart, so the checkout sends them to the (empty) cart.
    expect(location(await run(browser, () => addressLoader(args(browser.get('/checkout/address-details/')))))).toBe('/cart/');
    await add(browser, variants[1]!.id);
    expect(await cartOf(browser)).not.toBe(customersCart);
    const page = await run(browser, () => addressLoader(args(browser.get('/checkout/address-details/'))));
    const details = (page as { details: { customer?: { first_name: string } } }).details;
    expect(details.customer).toBeUndefined();
    expect(JSON.stringify(page)).not.toContain('Klantnaam');

    // A guest order from here is nobody's account's.
    expect(
      location(
        await run(browser, () => addressAction(args(browser.post('/checkout/address-details/', { ...address, first_name: 'Gast' })))),
      ),
    ).toBe('/checkout/payment-methods/');
    const payment = await run(browser, () =>
      paymentAction(
        args(
          browser.post('/checkout/payment-methods/', {
            selectedPaymentMethod: 'ideal',
            issuer: 'ideal_INGBNL2A',
            shipping_method: 'postnl',
          }),
        ),
      ),
    );
    expect(location(payment)).toBe('/checkout/pay/');
    const { attempt } = (await run(browser, () => payLoader(args(browser.get('/checkout/pay/'))))) as { attempt: string };
    const placed = await run(browser, () => payAction(args(browser.post('/checkout/pay/', { attempt }))));
    expect(statusOf(placed)).toBe(303);
    const [order] = await rows<{ customer_id: number | null; first_name: string }>(
      sql`select customer_id, customer->>'first_name' as first_name from orders order by id desc limit 1`,
    );
    expect(order).toEqual({ customer_id: null, first_name: 'Gast' });
  });

  it('the customer finds the cart again at the next login, merged with what they added as a guest meanwhile', async () => {
    const browser = new Browser();
    await login(browser, COMPANY_EMAIL);
    await add(browser, variants[0]!.id, 1);
    const own = (await cartOf(browser))!;
    await run(browser, () => logoutAction(args(browser.post('/account/logout/', {}))));
    await add(browser, variants[0]!.id, 2);
    await add(browser, variants[2]!.id, 1);
    // As a guest, in a cart of their own: the account's cart was not touched meanwhile.
    expect(await cartOf(browser)).not.toBe(own);
    expect(await linesOf(own)).toEqual({ [variants[0]!.id]: 1 });
    await login(browser, COMPANY_EMAIL);
    expect(await cartOf(browser)).toBe(own);
    expect(await linesOf(own)).toEqual({ [variants[0]!.id]: 3, [variants[2]!.id]: 1 });
  });

  it("a session that expires (24 h) also ends the binding: the account's cart cookie alone names no cart", async () => {
    const browser = new Browser();
    await login(browser, DEMO_EMAIL);
    await add(browser, variants[1]!.id);
    const customersCart = (await cartOf(browser))!;
    expect(customersCart).toBeTruthy();
    // The session cookie lives a day, the cart cookie 30: the browser drops the session first.
    for (const name of [...browser.cookies.keys()]) if (name.includes('session')) browser.cookies.delete(name);
    expect(browser.cookies.has('slaapzaak_cart')).toBe(true);
    expect(location(await run(browser, () => addressLoader(args(browser.get('/checkout/address-details/')))))).toBe('/cart/');
    await add(browser, variants[2]!.id);
    expect(await linesOf((await cartOf(browser))!)).toEqual({ [variants[2]!.id]: 1 });
    expect(await linesOf(customersCart)).not.toHaveProperty(String(variants[2]!.id));
  });

  it("logging in never adopts another customer's cart presented in the cookie", async () => {
    const browser = new Browser();
    await login(browser, DEMO_EMAIL);
    await add(browser, variants[3]!.id, 2);
    const demosCart = (await cartOf(browser))!;
    const demo = await customerId(DEMO_EMAIL);
    const demosLines = await linesOf(demosCart);
    expect(demosLines).toMatchObject({ [variants[3]!.id]: 2 });
    // The worst case: the customer logging in has no cart of their own to fall back on.
    await shop.database.db.execute(sql`delete from carts where customer_id = ${await customerId(COMPANY_EMAIL)}`);
    // The company customer logs in on this browser while it still holds the demo customer's cart
    // (and even their session): none of it becomes theirs.
    const stranger = new Browser();
    stranger.cookies.set('slaapzaak_cart', browser.cookies.get('slaapzaak_cart')!);
    for (const who of [browser, stranger]) {
      await run(who, () =>
        loginAction(args(who.post('/account/login/', { username: COMPANY_EMAIL, password: DEMO_PASSWORD, redirectTo: '/account/' }))),
      );
      const named = await cartOf(who);
      expect(named).not.toBe(demosCart);
      if (named) expect(await linesOf(named)).not.toHaveProperty(String(variants[3]!.id));
    }
    expect((await rows<{ customer_id: number }>(sql`select customer_id from carts where id = ${demosCart}`))[0]?.customer_id).toBe(demo);
    expect(await linesOf(demosCart)).toEqual(demosLines);
  });

  describe('restore links', () => {
    /** A cart left alone with an e-mail address, and the token of the restore link mailed for it. */
    async function mailedCart(email: string, variantId: number, quantity: number): Promise<{ quoteId: string; token: string }> {
      const guest = new Browser();
      await add(guest, variantId, quantity);
      await run(guest, () => addressAction(args(guest.post('/checkout/address-details/', { ...address, email }))));
      const quoteId = (await cartOf(guest))!;
      await shop.database.db.execute(sql`update carts set updated_at = now() - interval '2 hours' where id = ${quoteId}`);
      await remindAbandonedCarts(
        shop.database.db,
        { mailer: shop.mailer, publicUrl: testConfig.publicUrl, secret: testConfig.tokenSecret },
        60,
      );
      const mail = (await shop.mailer.list()).find((m) => m.to === email && m.tag === 'abandoned-cart')!;
      const token = /\/cart\/restore\/(\S+)/.exec(mail.text)![1]!;
      expect(token).not.toContain(quoteId);
      return { quoteId, token };
    }

    it('copies the lines into the visitor’s own cart, once; the mailed cart id is never handed out', async () => {
      const { quoteId, token } = await mailedCart('restore-een@example.nl', variants[0]!.id, 2);
      const visitor = new Browser();
      await add(visitor, variants[1]!.id, 1);
      const visitorsCart = (await cartOf(visitor))!;
      // Looking at the link (a mail scanner does) does not use it.
      const page = await run(visitor, () => restoreLoader(args(visitor.get(`/cart/restore/${token}`), { id: token })));
      expect(dataOf<{ ok: boolean; lines: number }>(page)).toEqual({ ok: true, lines: 1 });
      expect(await cartOf(visitor)).toBe(visitorsCart);
      const used = await run(visitor, () => restoreAction(args(visitor.post(`/cart/restore/${token}`, {}), { id: token })));
      expect(location(used)).toBe('/cart/');
      expect(await cartOf(visitor)).toBe(visitorsCart);
      expect(await linesOf(visitorsCart)).toEqual({ [variants[0]!.id]: 2, [variants[1]!.id]: 1 });
      // The mailed cart is as it was, and nobody's cookie names it.
      expect(await linesOf(quoteId)).toEqual({ [variants[0]!.id]: 2 });

      // A second use, by anyone, is refused with a Dutch 410 page.
      const again = new Browser();
      for (const answer of [
        await run(again, () => restoreLoader(args(again.get(`/cart/restore/${token}`), { id: token }))),
        await run(again, () => restoreAction(args(again.post(`/cart/restore/${token}`, {}), { id: token }))),
      ]) {
        expect(statusOf(answer)).toBe(410);
        expect(dataOf<{ message: string }>(answer).message).toMatch(/al gebruikt/);
      }
      expect(again.cookies.has('slaapzaak_cart')).toBe(false);
    });

    it('gives a visitor without a cart a fresh one, never the mailed cart', async () => {
      const { quoteId, token } = await mailedCart('restore-twee@example.nl', variants[2]!.id, 1);
      const visitor = new Browser();
      const used = await run(visitor, () => restoreAction(args(visitor.post(`/cart/restore/${token}`, {}), { id: token })));
      expect(location(used)).toBe('/cart/');
      const fresh = (await cartOf(visitor))!;
      expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
      expect(fresh).not.toBe(quoteId);
      expect(await linesOf(fresh)).toEqual({ [variants[2]!.id]: 1 });
      // The fresh cart carries none of the mailed cart's checkout details.
      expect(
        (await rows<{ checkout: unknown; email: string | null }>(sql`select checkout, email from carts where id = ${fresh}`))[0],
      ).toEqual({ checkout: null, email: null });
    });

    it('refuses a link older than 7 days with a Dutch 410', async () => {
      const { token } = await mailedCart('restore-oud@example.nl', variants[1]!.id, 1);
      await shop.database.db.execute(
        sql`update cart_restore_links set created_at = now() - interval '7 days 1 minute' where id = ${token.split('.')[0]}`,
      );
      const visitor = new Browser();
      for (const answer of [
        await run(visitor, () => restoreLoader(args(visitor.get(`/cart/restore/${token}`), { id: token }))),
        await run(visitor, () => restoreAction(args(visitor.post(`/cart/restore/${token}`, {}), { id: token }))),
      ]) {
        expect(statusOf(answer)).toBe(410);
        expect(dataOf<{ message: string }>(answer).message).toBe(
          'Deze link om je winkelwagen terug te halen is verlopen: hij werkt 7 dagen.',
        );
      }
      expect(visitor.cookies.has('slaapzaak_cart')).toBe(false);
    });

    it('refuses a tampered, forged or malformed link with a Dutch 404, never a 500', async () => {
      const { quoteId, token } = await mailedCart('restore-nep@example.nl', variants[3]!.id, 1);
      const [id, sig] = token.split('.') as [string, string];
      const flipped = `${id}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
      const otherId = `${id[0] === 'A' ? 'B' : 'A'}${id.slice(1)}.${sig}`;
      const oldStyle = `${quoteId}.${'x'.repeat(32)}`;
      for (const bad of [flipped, otherId, oldStyle, quoteId, 'kort', `${token}.extra`, '%00'.repeat(5), 'a'.repeat(300)]) {
        const visitor = new Browser();
        for (const answer of [
          await run(visitor, () => restoreLoader(args(visitor.get(`/cart/restore/x`), { id: bad }))),
          await run(visitor, () => restoreAction(args(visitor.post(`/cart/restore/x`, {}), { id: bad }))),
        ]) {
          expect(statusOf(answer), bad).toBe(404);
          expect(dataOf<{ message: string }>(answer).message).toBe(
            'Deze link om je winkelwagen terug te halen klopt niet. Gebruik de hele link uit de e-mail.',
          );
        }
        expect(visitor.cookies.has('slaapzaak_cart')).toBe(false);
      }
      // The real link still works after all that.
      const visitor = new Browser();
      expect(location(await run(visitor, () => restoreAction(args(visitor.post(`/cart/restore/${token}`, {}), { id: token }))))).toBe(
        '/cart/',
      );
    });
  });
});

describe.each(dbKinds)('cart binding in the API on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  let variant: { id: number; stock: number };
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await shop.app.request(path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const loginAs = async (username: string) =>
    (await call('POST', '/v1/customer/login', { username, password: DEMO_PASSWORD })).body.token as string;

  beforeAll(async () => {
    shop = await createTestShop(kind);
    token = await shop.token();
    [variant] = await rows<{ id: number; stock: number }>(
      sql`select v.id, v.stock from variants v join products p on p.id = v.product_id where p.available and v.stock between 10 and 40 order by v.id limit 1`,
    );
  });
  afterAll(() => shop?.close());

  it("POST /v1/cart/merge ignores another customer's cart: nothing from it, and it stays theirs", async () => {
    const demo = await loginAs(DEMO_EMAIL);
    const company = await loginAs(COMPANY_EMAIL);
    const demosCart = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 2 }, { 'x-customer-token': demo });
    const merged = await call('POST', '/v1/cart/merge', undefined, { 'x-customer-token': company, 'x-quote-id': demosCart.body.quote_id });
    expect(merged.status).toBe(200);
    expect(merged.body.quote_id).not.toBe(demosCart.body.quote_id);
    expect(merged.body.items).toEqual([]);
    const still = await rows<{ customer_id: number; n: number }>(
      sql`select c.customer_id, (select sum(quantity)::int from cart_items where cart_id = c.id) as n from carts c where c.id = ${demosCart.body.quote_id}`,
    );
    expect(still[0]).toMatchObject({ n: 2 });
    expect(still[0]!.customer_id).not.toBeNull();
  });

  it('keeps the discount code that is usable on the merged cart, the customer’s own first', async () => {
    const customer = await loginAs(DEMO_EMAIL);
    await shop.database.db.execute(
      sql`insert into discount_codes (code, kind, value, description) values ('OUDJE', 'percentage', 5, 'Oud') on conflict do nothing`,
    );
    const own = await call('POST', '/v1/cart/merge', undefined, { 'x-customer-token': customer });
    const ownId =
      own.body.quote_id ||
      (await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 }, { 'x-customer-token': customer })).body.quote_id;
    expect((await call('POST', '/v1/cart/discount', { discount_code: 'OUDJE' }, { 'x-quote-id': ownId })).status).toBe(200);
    await shop.database.db.execute(sql`update discount_codes set valid_to = now() - interval '1 day' where code = 'OUDJE'`);
    const guest = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 });
    expect((await call('POST', '/v1/cart/discount', { discount_code: 'GRATISTHUIS' }, { 'x-quote-id': guest.body.quote_id })).status).toBe(
      200,
    );
    const merged = await call('POST', '/v1/cart/merge', undefined, { 'x-customer-token': customer, 'x-quote-id': guest.body.quote_id });
    expect(merged.body.quote_id).toBe(ownId);
    expect(merged.body.applied_code).toBe('GRATISTHUIS');
    expect(merged.body.totals.shipping_costs).toBe(0);
  });

  it('sums quantities at login within the stock and 99, and loses no line', async () => {
    const customer = await loginAs(COMPANY_EMAIL);
    const own = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: variant.stock - 1 }, { 'x-customer-token': customer });
    const ownId = (await call('POST', '/v1/cart/merge', undefined, { 'x-customer-token': customer })).body.quote_id;
    expect(ownId).toBe(own.body.quote_id);
    const guest = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 5 });
    // Another line whose stock fell since the guest added it comes along with what is left.
    const [other] = await rows<{ id: number; stock: number }>(
      sql`select v.id, v.stock from variants v join products p on p.id = v.product_id where p.available and v.stock between 10 and 40 and v.id <> ${variant.id} order by v.id limit 1`,
    );
    expect((await call('POST', '/v1/cart/item', { item_id: other!.id, quantity: 6 }, { 'x-quote-id': guest.body.quote_id })).status).toBe(
      200,
    );
    await shop.database.db.execute(sql`update variants set stock = 2 where id = ${other!.id}`);
    const merged = await call('POST', '/v1/cart/merge', undefined, { 'x-customer-token': customer, 'x-quote-id': guest.body.quote_id });
    await shop.database.db.execute(sql`update variants set stock = ${other!.stock} where id = ${other!.id}`);
    expect(merged.body.items.map((i: { variant_id: number; quantity: number }) => [i.variant_id, i.quantity])).toEqual([
      [variant.id, variant.stock],
      [other!.id, 2],
    ]);
  });

  it('takes a link once even when two uses race, and honours the 7 days on an injected clock', async () => {
    const cart = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 });
    await shop.database.db.execute(
      sql`update carts set email = 'race@example.nl', updated_at = now() - interval '2 hours' where id = ${cart.body.quote_id}`,
    );
    const { createRestoreLink } = await import('../../commerce/cart/abandonment');
    const link = await createRestoreLink(shop.database.db, cart.body.quote_id, testConfig.tokenSecret);
    const later = new Date(Date.now() + 7 * 86_400_000 + 60_000);
    await expect(
      restoreFromLink(shop.database.db, link, testConfig.tokenSecret, { quoteId: null, customerId: null }, later),
    ).rejects.toMatchObject({ reason: 'expired', status: 410 });
    const answers = await Promise.all([1, 2].map(() => call('POST', '/v1/cart/restore', { token: link })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    expect(answers.find((a) => a.status === 410)!.body.error.message).toMatch(/al gebruikt/);
    expect(answers.find((a) => a.status === 200)!.body.quote_id).not.toBe(cart.body.quote_id);
  });
});
