// OWASP ASVS 5.0 level-2 requirements that the shop met without a test of their own
// (docs/security/asvs.md). Each test names the requirement it proves; none changes shop code.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { rememberPlacedOrder, setQuoteId } from '../../app/lib/cart-cookie.server';
import { initialChatState } from '../../app/lib/chat-machine';
import { writeChatState } from '../../app/lib/chat-transcript.server';
import { popupCookie } from '../../app/lib/newsletter';
import { favouritesCookie } from '../../app/lib/product-lists.server';
import { LAST_VIEWED_COOKIE, listCookie } from '../../app/lib/product-lists';
import { applySecurityHeaders } from '../../app/lib/security-headers';
import { serializeConsent, sessionStorage } from '../../app/lib/session.server';
import { action as confirmAction, loader as confirmLoader } from '../../app/routes/account.confirm-email';
import { action as cartAction } from '../../app/routes/cart';
import { action as addressAction } from '../../app/routes/checkout.address-details';
import { action as payAction, loader as payLoader } from '../../app/routes/checkout.pay';
import { action as paymentAction, loader as paymentLoader } from '../../app/routes/checkout.payment-methods';
import { loader as statusLoader } from '../../app/routes/checkout.status';
import { loader as thankyouLoader } from '../../app/routes/checkout.thankyou';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../commerce/db/seed/customers';
import { apiCaller, createTestShop, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';
import { browser, location, statusOf } from '../helpers/browser';

describe('security headers of an HTML answer (ASVS 3.4.1, 3.4.3, 3.4.6)', () => {
  const headersFor = (hsts: boolean) => {
    const headers = new Headers();
    applySecurityHeaders(headers, { nonce: 'bm9uY2U=', hsts, formOrigins: ['https://www.mollie.com'] });
    return headers;
  };

  it('3.4.1: HTTPS answers carry HSTS for at least a year, subdomains included; plain HTTP (development) none', () => {
    const hsts = headersFor(true).get('Strict-Transport-Security')!;
    expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/;\s*includeSubDomains/);
    expect(headersFor(false).has('Strict-Transport-Security')).toBe(false);
  });

  it("3.4.3 / 3.4.6: the CSP has object-src 'none', base-uri 'none', nonce scripts, frame-ancestors 'none' and form-action only to us and the PSP", () => {
    const directives = Object.fromEntries(
      headersFor(true)
        .get('Content-Security-Policy')!
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(directives['object-src']).toBe("'none'");
    expect(directives['base-uri']).toBe("'none'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['script-src']).toBe("'nonce-bm9uY2U=' 'strict-dynamic'");
    expect(directives['default-src']).toBe("'self'");
    expect(directives['form-action']).toBe("'self' https://www.mollie.com");
    expect(JSON.stringify(directives)).not.toContain('unsafe-inline');
  });
});

describe('cookie attributes over HTTPS (ASVS 3.3.1 Secure half, 3.3.2, 3.3.4)', () => {
  const https = { sessionSecret: 'asvs-secret', secureCookies: true } as AppLoadContext;

  it('3.3.2 / 3.3.4: session, cart, placed-orders and chat cookies are Secure, HttpOnly and SameSite=Lax', async () => {
    const storage = sessionStorage(https);
    const session = await storage.getSession(null);
    session.set('customerToken', 'x'.repeat(43));
    const written = [
      await storage.commitSession(session),
      await setQuoteId(https, '00000000-0000-4000-8000-000000000000'),
      await rememberPlacedOrder(new Request('https://shop.test/'), https, 'DKBD1000001'),
      await writeChatState(initialChatState(), 'asvs-secret', true),
    ];
    for (const cookie of written) {
      const attributes = cookie
        .split(';')
        .slice(1)
        .map((a) => a.trim().toLowerCase());
      expect(attributes, cookie).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
      expect(
        attributes.some((a) => a.startsWith('domain=')),
        cookie,
      ).toBe(false);
    }
  });

  it('3.3.2: the cookies the browser reads (favourites, last viewed, consent, pop-up) are Secure and SameSite=Lax', () => {
    for (const cookie of [
      favouritesCookie([1, 2], true),
      listCookie(LAST_VIEWED_COOKIE, '1', true),
      serializeConsent('accepted', true),
      popupCookie(true),
    ]) {
      const attributes = cookie
        .split(';')
        .slice(1)
        .map((a) => a.trim().toLowerCase());
      expect(attributes, cookie).toEqual(expect.arrayContaining(['secure', 'samesite=lax']));
    }
  });
});

describe('the shop against a guest and an attacker', () => {
  let shop: TestShop;
  let token: string;
  let variantId: number;
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop, () => token)(...args);
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const args = (request: Request, params: Record<string, string> = {}) => routeArgs(request, shop.context, params);

  beforeAll(async () => {
    shop = await createTestShop('pglite');
    token = await shop.token();
    [{ id: variantId }] = await rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock >= 20 order by v.id limit 1`,
    );
  });
  afterAll(() => shop?.close());

  it('2.3.1: the API places no order for a cart whose address or payment step was skipped', async () => {
    const added = await call('POST', '/v1/cart/item', { item_id: variantId, quantity: 1 });
    const q = { 'x-quote-id': added.body.quote_id as string };
    const place = (n: number) => call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': `asvs-${q['x-quote-id']}-${n}` });
    const noAddress = await place(1);
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.error.message).toBe('Vul eerst je adresgegevens in.');
    const customer = {
      customer: { type: 'private', first_name: 'Stap', last_name: 'Overslaan', email: 'stap@example.nl', phone: '06 12345678' },
      billing: { zipcode: '1234 AB', house_number: '1', extension: '', street: '', city: '', country_code: 'NL' },
      sameDeliveryAddress: true,
    };
    expect((await call('POST', '/v1/checkout/customer', customer, q)).status).toBe(200);
    const noPayment = await place(2);
    expect(noPayment.status).toBe(400);
    expect(noPayment.body.error.message).toBe('Kies eerst een betaalmethode.');
    expect(await rows(sql`select id from orders where cart_id = ${q['x-quote-id']}`)).toEqual([]);
  });

  const address = {
    type: 'private',
    first_name: 'Gast',
    last_name: 'Een',
    email: 'gast.een@example.nl',
    phone: '06 12345678',
    zipcode: '1234 AB',
    house_number: '1',
    country_code: 'NL',
    sameDeliveryAddress: 'on',
  };

  it('2.3.1: the storefront sends a shopper who skips a checkout step back to that step', async () => {
    const b = browser();
    expect(
      statusOf(await b.run(() => cartAction(args(b.post('/cart/', { intent: 'add', item_id: String(variantId), quantity: '1' }))))),
    ).toBe(303);
    expect(location(await b.run(() => paymentLoader(args(b.get('/checkout/payment-methods/')))))).toBe('/checkout/address-details/');
    expect(location(await b.run(() => payLoader(args(b.get('/checkout/pay/')))))).toBe('/checkout/address-details/');
    expect(location(await b.run(() => addressAction(args(b.post('/checkout/address-details/', address)))))).toBe(
      '/checkout/payment-methods/',
    );
    expect(location(await b.run(() => payLoader(args(b.get('/checkout/pay/')))))).toBe('/checkout/payment-methods/');
  });

  it("3.7.2: the pay form follows only our own paths or the provider's origin, whatever the API answers", async () => {
    const a = browser();
    expect(
      statusOf(await a.run(() => cartAction(args(a.post('/cart/', { intent: 'add', item_id: String(variantId), quantity: '1' }))))),
    ).toBe(303);
    expect(
      location(await a.run(() => addressAction(args(a.post('/checkout/address-details/', { ...address, email: 'elders@example.nl' }))))),
    ).toBe('/checkout/payment-methods/');
    await a.run(() =>
      paymentAction(
        args(a.post('/checkout/payment-methods/', { selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A', shipping_method: 'postnl' })),
      ),
    );
    const { attempt } = (await a.run(() => payLoader(args(a.get('/checkout/pay/'))))) as { attempt: string };
    // A PSP answer (or an API) that names a page elsewhere: the shopper is not sent there.
    const createPayment = shop.payments.createPayment;
    shop.payments.createPayment = async (input) => ({ ...(await createPayment(input)), checkoutUrl: 'https://evil.example/betalen' });
    try {
      const context = { ...shop.context, paymentOrigins: ['https://www.mollie.com'] };
      const answer = await a.run(() => payAction(routeArgs(a.post('/checkout/pay/', { attempt }), context)));
      expect(statusOf(answer)).toBe(502);
      expect(location(answer)).toBeNull();
      expect(JSON.stringify((answer as { data?: unknown }).data)).toContain('de betaalpagina is onbekend');
    } finally {
      shop.payments.createPayment = createPayment;
    }
  });

  it("8.2.2: a guest's order pages open only in the browser that placed the order; another browser gets 404", async () => {
    const a = browser();
    expect(
      statusOf(await a.run(() => cartAction(args(a.post('/cart/', { intent: 'add', item_id: String(variantId), quantity: '1' }))))),
    ).toBe(303);
    expect(location(await a.run(() => addressAction(args(a.post('/checkout/address-details/', address)))))).toBe(
      '/checkout/payment-methods/',
    );
    const chosen = await a.run(() =>
      paymentAction(
        args(a.post('/checkout/payment-methods/', { selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A', shipping_method: 'postnl' })),
      ),
    );
    expect(location(chosen)).toBe('/checkout/pay/');
    const { attempt } = (await a.run(() => payLoader(args(a.get('/checkout/pay/'))))) as { attempt: string };
    expect(statusOf(await a.run(() => payAction(args(a.post('/checkout/pay/', { attempt })))))).toBe(303);
    const [{ number }] = await rows<{ number: string }>(sql`select number from orders order by id desc limit 1`);

    const own = (await a.run(() => statusLoader(args(a.get(`/checkout/status/${number}/`), { order: number })))) as {
      order: { order_number: string };
    };
    expect(own.order.order_number).toBe(number);
    // Order numbers count up, so guessing one is easy: the signed placed-orders cookie is what counts.
    const b = browser();
    expect(statusOf(await b.run(() => statusLoader(args(b.get(`/checkout/status/${number}/`), { order: number }))))).toBe(404);
    expect(statusOf(await b.run(() => thankyouLoader(args(b.get(`/checkout/thankyou?order=${number}`)))))).toBe(404);
    // A forged cookie of that name is not signed by us and counts for nothing.
    const forged = new Request(`http://localhost/checkout/status/${number}/`, {
      headers: { cookie: `slaapzaak_orders=${btoa(JSON.stringify([number]))}` },
    });
    expect(statusOf(await browser().run(() => statusLoader(args(forged, { order: number }))))).toBe(404);
  });

  it('3.4.2: the API sends no CORS headers, also not to a foreign Origin or a preflight', async () => {
    const get = await shop.app.request('/v1/openapi.json', { headers: { Origin: 'https://evil.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
    expect(get.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await shop.app.request('/v1/customer', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization, x-customer-token',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('7.3.2: a customer token past its 24 hours is refused by the API, whatever the browser still holds', async () => {
    const res = await call(
      'POST',
      '/v1/customer/login',
      { username: DEMO_EMAIL, password: DEMO_PASSWORD },
      { 'x-forwarded-for': '192.0.2.40' },
    );
    expect(res.status).toBe(200);
    const customer = { 'x-customer-token': res.body.token as string };
    expect((await call('GET', '/v1/customer', undefined, customer)).status).toBe(200);
    const hash = createHash('sha256')
      .update(res.body.token as string)
      .digest('hex');
    await shop.database.db.execute(sql`update customer_tokens set expires_at = now() - interval '1 second' where token_hash = ${hash}`);
    expect((await call('GET', '/v1/customer', undefined, customer)).status).toBe(401);
  });

  it('7.6.2: opening a mailed confirmation link starts no session; only the button on its page does', async () => {
    const email = `asvs-${Date.now()}@example.nl`;
    const registered = await call(
      'POST',
      '/v1/customer',
      { type: 'private', first_name: 'Link', last_name: 'Scanner', email, password: 'Welkom2026!' },
      { 'x-forwarded-for': '192.0.2.50' },
    );
    expect(registered.status).toBe(202);
    await shop.settled();
    const mail = (await shop.mailer.list()).find((m) => m.to === email && m.tag === 'email-confirm')!;
    const link = new URL(/(\S*\/account\/confirm-email\/\?\S+)/.exec(mail.text)![1]!);
    const token = link.searchParams.get('token')!;
    // A mail scanner's GET: the page with a button, no cookie, and the link still unused.
    const page = await confirmLoader(args(new Request(`http://localhost${link.pathname}${link.search}`)));
    expect(page).toEqual({ kind: 'account', token });
    const used = await rows<{ used_at: Date | null }>(
      sql`select used_at from customer_tokens where purpose = 'email_confirm' and token_hash = ${createHash('sha256').update(token).digest('hex')}`,
    );
    expect(used).toEqual([{ used_at: null }]);
    // The shopper's press on the button.
    const pressed = (await confirmAction(
      args(
        new Request(`http://localhost/account/confirm-email/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token, kind: 'account', password: 'Welkom2026!' }),
        }),
      ),
    )) as Response;
    expect(pressed.status).toBe(303);
    expect(pressed.headers.getSetCookie().some((c) => c.startsWith('slaapzaak_session='))).toBe(true);
  });

  describe('passwords', () => {
    const login = (username: string, password: string, ip = '192.0.2.10') =>
      shop.app.request('/v1/customer/login', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ username, password }),
      });
    const change = async (current: string, next: string) => {
      const res = await login(DEMO_EMAIL, current);
      expect(res.status).toBe(200);
      const customer = ((await res.json()) as { token: string }).token;
      return shop.app.request('/v1/customer/password', {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-customer-token': customer,
          'x-forwarded-for': '192.0.2.10',
        },
        body: JSON.stringify({ current_password: current, password: next, password_confirmation: next }),
      });
    };

    it('6.2.9: a password of 64 and of 128 characters can be set and used', async () => {
      const long64 = `Lang!1${'slaapzaak'.repeat(7)}`.slice(0, 64);
      const long128 = `Langer?2${'dekbed'.repeat(30)}`.slice(0, 128);
      expect([long64.length, long128.length]).toEqual([64, 128]);
      expect((await change(DEMO_PASSWORD, long64)).status).toBe(200);
      expect((await login(DEMO_EMAIL, long64)).status).toBe(200);
      expect((await change(long64, long128)).status).toBe(200);
      expect((await login(DEMO_EMAIL, long128)).status).toBe(200);
      expect((await change(long128, DEMO_PASSWORD)).status).toBe(200);
    });

    it('6.2.8: the password is checked exactly as typed: no trimming, no case folding, no truncation', async () => {
      const typed = '  Spatie en Hoofdletter 1!  ';
      const long = `Afgekapt?9${'x'.repeat(118)}`;
      expect((await change(DEMO_PASSWORD, typed)).status).toBe(200);
      for (const [i, almost] of [typed.trim(), typed.toLowerCase(), typed.toUpperCase(), `${typed} `].entries()) {
        expect((await login(DEMO_EMAIL, almost, `192.0.2.${20 + i}`)).status, JSON.stringify(almost)).toBe(401);
      }
      expect((await login(DEMO_EMAIL, typed)).status).toBe(200);
      expect((await change(typed, long)).status).toBe(200);
      expect((await login(DEMO_EMAIL, long.slice(0, 72), '192.0.2.30')).status).toBe(401);
      expect((await login(DEMO_EMAIL, long)).status).toBe(200);
      expect((await change(long, DEMO_PASSWORD)).status).toBe(200);
    });
  });
});
