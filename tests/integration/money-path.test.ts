// The money path under hostile and unlucky conditions (docs/decisions/0029): each test here failed on the code
// before docs/decisions/0029 and guards one hole — a late paid payment, one cart becoming several
// open orders, orders that hold stock for ever, methods the provider cannot take, mail that is
// down, and a provider that is down.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../commerce/providers/mail';
import { startFakeMollie, type FakeMollie } from '../../commerce/providers/payment/fake-mollie';
import { createMollieProvider } from '../../commerce/providers/payment/mollie';
import { sandboxPaymentsAllowed } from '../../commerce/providers/payment/sandbox';
import { remindAbandonedCarts } from '../../commerce/cart/abandonment';
import { cancelOrder, expireOrders, type OrderDeps } from '../../commerce/order/orders';
import { deliverOutbox, pendingOutbox } from '../../commerce/platform/outbox';
import { apiCaller, createTestShop, dbKinds, type TestShop } from '../helpers/shop';

const customerStep = {
  customer: { type: 'private', first_name: 'Sanne', last_name: 'de Vries', email: 'sanne@example.nl', phone: '06 12345678' },
  billing: { zipcode: '1234 ab', house_number: '1', extension: '', street: '', city: '', country_code: 'NL' },
  sameDeliveryAddress: true,
};
const paymentStep = { selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A', shipping_method: 'postnl' };

type Rows = <T>(q: ReturnType<typeof sql>) => Promise<T[]>;

function helpers(getShop: () => TestShop, getToken: () => string) {
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(getShop(), getToken)(...args);
  const rows: Rows = async <T>(q: ReturnType<typeof sql>) => ((await getShop().database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const stockOf = async (id: number) => (await rows<{ stock: number }>(sql`select stock from variants where id = ${id}`))[0].stock;
  const orderOf = async (number: string) =>
    (
      await rows<{ id: number; status: string; expires_at: Date | null }>(
        sql`select id, status, expires_at from orders where number = ${number}`,
      )
    )[0];
  async function readyCart(variantId: number, quantity = 1, payment: Record<string, string> = paymentStep) {
    const added = await call('POST', '/v1/cart/item', { item_id: variantId, quantity });
    expect(added.status).toBe(200);
    const q = { 'x-quote-id': added.body.quote_id as string };
    expect((await call('POST', '/v1/checkout/customer', customerStep, q)).status).toBe(200);
    expect((await call('POST', '/v1/checkout/paymentmethod', payment, q)).status).toBe(200);
    return q;
  }
  const place = (q: { 'x-quote-id': string }, key: string) =>
    call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': key });
  return { call, rows, stockOf, orderOf, readyCart, place };
}

/** An available variant with stock; `nth` gives a test a variant of its own. */
async function someVariant(rows: Rows, nth = 0) {
  const [variant] = await rows<{ id: number; price: number; stock: number }>(
    sql`select v.id, v.price, v.stock from variants v join products p on p.id = v.product_id where p.available and v.stock >= 20 order by v.id limit 1 offset ${nth}`,
  );
  return variant;
}

describe.each(dbKinds)('money path with the sandbox PSP on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  let now = new Date('2026-11-25T12:00:00Z');
  let mailDown = false;
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      if (mailDown) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(message);
      return { id: String(sent.length) };
    },
  };
  const h = helpers(
    () => shop,
    () => token,
  );
  let variant: { id: number; price: number; stock: number };
  const deps = (): OrderDeps => ({ payments: shop.payments, mailer, publicUrl: '', now: () => now });
  const pay = (url: string, status: string) => shop.sandbox.request(url, { method: 'POST', body: new URLSearchParams({ status }) });

  beforeAll(async () => {
    shop = await createTestShop(kind, { mailer, now: () => now });
    token = await shop.token();
    variant = await someVariant(h.rows);
  });
  afterAll(() => shop?.close());

  it('places one cart once: a second placement (another page rendering) returns the same open order and payment', async () => {
    const before = await h.stockOf(variant.id);
    const q = await h.readyCart(variant.id, 2);
    const first = await h.place(q, 'cart-once-attempt-1');
    const second = await h.place(q, 'cart-once-attempt-2');
    expect(second.status).toBe(200);
    expect(second.body.order_number).toBe(first.body.order_number);
    expect(second.body.payment_url).toBe(first.body.payment_url);
    expect(await h.stockOf(variant.id)).toBe(before - 2);
    const open = await h.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where cart_id = ${q['x-quote-id']} and status = 'pending'`,
    );
    expect(open[0].n).toBe(1);
  });

  it('a changed cart cancels its open order at once and gives back the stock and the code; placing again makes a new order', async () => {
    await h.rows(
      sql`insert into discount_codes (code, kind, value, usage_limit) values ('EENMAAL20', 'percentage', 20, 1) on conflict do nothing`,
    );
    const before = await h.stockOf(variant.id);
    const q = await h.readyCart(variant.id, 1);
    expect((await h.call('POST', '/v1/cart/discount', { discount_code: 'EENMAAL20' }, q)).status).toBe(200);
    const first = await h.place(q, 'changed-cart-1');
    expect(await h.stockOf(variant.id)).toBe(before - 1);
    expect((await h.rows<{ times_used: number }>(sql`select times_used from discount_codes where code = 'EENMAAL20'`))[0].times_used).toBe(
      1,
    );

    const changed = await h.call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 }, q);
    expect(changed.status).toBe(200);
    expect((await h.orderOf(first.body.order_number)).status).toBe('cancelled');
    expect(await h.stockOf(variant.id)).toBe(before);
    expect((await h.rows<{ times_used: number }>(sql`select times_used from discount_codes where code = 'EENMAAL20'`))[0].times_used).toBe(
      0,
    );

    const second = await h.place(q, 'changed-cart-2');
    expect(second.body.order_number).not.toBe(first.body.order_number);
    expect(await h.stockOf(variant.id)).toBe(before - 2);
    // The shopper still pays the first order's page in another tab: the money goes back.
    expect((await pay(first.body.payment_url, 'paid')).status).toBe(303);
    expect((await h.orderOf(first.body.order_number)).status).toBe('cancelled');
    const [refunded] = await h.rows<{ refunded_amount: number; amount: number; refund_id: string | null; kept: boolean }>(
      sql`select p.refunded_amount, p.amount, p.refund_id, p.kept from payments p join orders o on o.id = p.order_id where o.number = ${first.body.order_number}`,
    );
    expect(refunded).toMatchObject({ refunded_amount: refunded.amount, kept: false });
    expect(refunded.refund_id).toBeTruthy();
    expect(
      (
        await h.rows<{ refunded_amount: number }>(
          sql`select refunded_amount from sandbox_payments where order_number = ${first.body.order_number}`,
        )
      )[0].refunded_amount,
    ).toBe(refunded.amount);
    // The second order is paid normally and keeps its payment.
    await pay(second.body.payment_url, 'paid');
    expect((await h.orderOf(second.body.order_number)).status).toBe('paid');
  });

  it('a payment paid while its webhook is late is found before any new payment: no second payment, order paid', async () => {
    const q = await h.readyCart(variant.id, 1);
    const placed = await h.place(q, 'late-webhook-1');
    // The shopper paid at the PSP; the webhook has not arrived.
    await h.rows(sql`update sandbox_payments set status = 'paid' where order_number = ${placed.body.order_number}`);
    const retry = await h.call('POST', '/v1/order/payment-url', { order_number: placed.body.order_number });
    expect(retry.status).toBe(409);
    expect(retry.body.error.message).toBe('Deze bestelling is al betaald.');
    expect((await h.orderOf(placed.body.order_number)).status).toBe('paid');
    const payments = await h.rows<{ n: number }>(
      sql`select count(*)::int as n from payments p join orders o on o.id = p.order_id where o.number = ${placed.body.order_number}`,
    );
    expect(payments[0].n).toBe(1);
    // The late webhook changes nothing, and the confirmation went out once.
    const id = (await h.rows<{ id: string }>(sql`select id from sandbox_payments where order_number = ${placed.body.order_number}`))[0].id;
    const late = await shop.app.request('/v1/payments/webhook', { method: 'POST', body: new URLSearchParams({ id }) });
    expect(await late.json()).toEqual({ result: 'unchanged' });
    expect(sent.filter((m) => m.subject.includes(placed.body.order_number))).toHaveLength(1);
  });

  it('an unpaid order expires after the payment lifetime, exactly once, and gives back stock and code', async () => {
    await h.rows(
      sql`insert into discount_codes (code, kind, value, usage_limit) values ('VERLOOP10', 'percentage', 10, 1) on conflict do nothing`,
    );
    // A variant of its own: the clock jump below expires other tests' open orders too.
    const own = await someVariant(h.rows, 1);
    const before = await h.stockOf(own.id);
    const q = await h.readyCart(own.id, 3);
    await h.call('POST', '/v1/cart/discount', { discount_code: 'VERLOOP10' }, q);
    const placed = await h.place(q, 'expiry-1');
    expect(await h.stockOf(own.id)).toBe(before - 3);
    expect((await expireOrders(shop.database.db, deps())).expired).toBe(0);

    now = new Date(now.getTime() + 31 * 60_000);
    const [a, b] = await Promise.all([expireOrders(shop.database.db, deps()), expireOrders(shop.database.db, deps())]);
    expect((await h.orderOf(placed.body.order_number)).status).toBe('expired');
    expect(a.expired + b.expired).toBeGreaterThanOrEqual(1);
    expect(await h.stockOf(own.id)).toBe(before);
    expect((await h.rows<{ times_used: number }>(sql`select times_used from discount_codes where code = 'VERLOOP10'`))[0].times_used).toBe(
      0,
    );
    // The sandbox page no longer takes the payment; the shopper is sent to the status page.
    const late = await pay(placed.body.payment_url, 'paid');
    expect(late.headers.get('location')).toBe(`/checkout/status/${placed.body.order_number}/`);
    expect((await h.orderOf(placed.body.order_number)).status).toBe('expired');
    const status = await h.call('GET', `/v1/order/${placed.body.order_number}/status`);
    expect(status.body).toMatchObject({ status: 'expired', label: 'Verlopen' });
    // The cart is still there and can be placed again.
    const again = await h.place(q, 'expiry-2');
    expect(again.status).toBe(200);
    expect(again.body.order_number).not.toBe(placed.body.order_number);
    expect(await h.stockOf(own.id)).toBe(before - 3);
  });

  it('an order left without a payment by a restart in the middle expires like any other and gives back its stock', async () => {
    const own = await someVariant(h.rows, 2);
    const before = await h.stockOf(own.id);
    const q = await h.readyCart(own.id, 2);
    const placed = await h.place(q, 'restart-1');
    // The process died after the order's transaction and before the payment was recorded.
    const order = await h.orderOf(placed.body.order_number);
    await h.rows(sql`delete from payments where order_id = ${order.id}`);
    expect(await h.stockOf(own.id)).toBe(before - 2);
    now = new Date(now.getTime() + 31 * 60_000);
    await expireOrders(shop.database.db, deps());
    expect((await h.orderOf(placed.body.order_number)).status).toBe('expired');
    expect(await h.stockOf(own.id)).toBe(before);
  });

  it('expiry asks the provider first: a payment made at the last moment makes the order paid, not expired', async () => {
    const q = await h.readyCart(variant.id, 1);
    const placed = await h.place(q, 'expiry-paid-1');
    await h.rows(sql`update sandbox_payments set status = 'paid' where order_number = ${placed.body.order_number}`);
    now = new Date(now.getTime() + 31 * 60_000);
    await expireOrders(shop.database.db, deps());
    expect((await h.orderOf(placed.body.order_number)).status).toBe('paid');
  });

  it('mail that is down does not fail the webhook; the confirmation goes out once when mail is back', async () => {
    const q = await h.readyCart(variant.id, 1);
    const placed = await h.place(q, 'mail-down-1');
    mailDown = true;
    try {
      const res = await pay(placed.body.payment_url, 'paid');
      expect(res.status).toBe(303);
      expect((await h.orderOf(placed.body.order_number)).status).toBe('paid');
      const id = (await h.rows<{ id: string }>(sql`select id from sandbox_payments where order_number = ${placed.body.order_number}`))[0]
        .id;
      // The PSP's retry is answered 200 too and queues nothing twice.
      const retried = await shop.app.request('/v1/payments/webhook', { method: 'POST', body: new URLSearchParams({ id }) });
      expect(retried.status).toBe(200);
      const waiting = await pendingOutbox(shop.database.db, [`order-confirmation:${placed.body.order_number}`]);
      expect(waiting).toHaveLength(1);
      expect(waiting[0].lastError).toMatch(/ECONNREFUSED/);
    } finally {
      mailDown = false;
    }
    expect(sent.filter((m) => m.subject.includes(placed.body.order_number))).toHaveLength(0);
    // Back-off: not yet due right away; due after the delay.
    await deliverOutbox(shop.database.db, { mailer, payments: shop.payments }, { now: new Date() });
    await deliverOutbox(shop.database.db, { mailer, payments: shop.payments }, { now: new Date(Date.now() + 10 * 60_000) });
    await deliverOutbox(shop.database.db, { mailer, payments: shop.payments }, { now: new Date(Date.now() + 20 * 60_000) });
    expect(sent.filter((m) => m.subject.includes(placed.body.order_number))).toHaveLength(1);
  });

  it('an abandoned-cart reminder waits in the outbox while mail is down, and goes out once after', async () => {
    const added = await h.call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 });
    const q = { 'x-quote-id': added.body.quote_id as string };
    await h.call(
      'POST',
      '/v1/checkout/customer',
      { ...customerStep, customer: { ...customerStep.customer, email: 'herinnering@example.nl' } },
      q,
    );
    await h.rows(sql`update carts set updated_at = now() - interval '2 hours' where id = ${q['x-quote-id']}`);
    const reminderDeps = { mailer, publicUrl: 'https://www.slaapzaak.nl', secret: 'test-token-secret' };
    const mine = () => sent.filter((m) => m.tag === 'abandoned-cart' && m.to === 'herinnering@example.nl');
    mailDown = true;
    try {
      expect(await remindAbandonedCarts(shop.database.db, reminderDeps, 60)).toBe(1);
    } finally {
      mailDown = false;
    }
    expect(mine()).toHaveLength(0);
    expect(await remindAbandonedCarts(shop.database.db, reminderDeps, 60)).toBe(0);
    await deliverOutbox(shop.database.db, { mailer }, { now: new Date(Date.now() + 60 * 60_000) });
    await deliverOutbox(shop.database.db, { mailer }, { now: new Date(Date.now() + 120 * 60_000) });
    expect(mine()).toHaveLength(1);
  });

  it('cancelling a paid order gives back the stock and refunds its payment, once', async () => {
    const before = await h.stockOf(variant.id);
    const q = await h.readyCart(variant.id, 1);
    const placed = await h.place(q, 'cancel-paid-1');
    await pay(placed.body.payment_url, 'paid');
    const d = deps();
    await cancelOrder(shop.database.db, placed.body.order_number, d);
    await expect(cancelOrder(shop.database.db, placed.body.order_number, d)).rejects.toThrow(/niet meer geannuleerd/);
    expect(await h.stockOf(variant.id)).toBe(before);
    const [p] = await h.rows<{ refunded_amount: number; amount: number }>(
      sql`select p.refunded_amount, p.amount from payments p join orders o on o.id = p.order_id where o.number = ${placed.body.order_number}`,
    );
    expect(p.refunded_amount).toBe(p.amount);
  });

  it('refuses a forged webhook for an unknown payment, and one that names a real payment changes only what the PSP says', async () => {
    const forged = await shop.app.request('/v1/payments/webhook', {
      method: 'POST',
      body: new URLSearchParams({ id: 'tr_doesnotexist0000' }),
    });
    expect(forged.status).toBe(404);
    const q = await h.readyCart(variant.id, 1);
    const placed = await h.place(q, 'forged-1');
    const id = (await h.rows<{ id: string }>(sql`select id from sandbox_payments where order_number = ${placed.body.order_number}`))[0].id;
    const replayed = await shop.app.request('/v1/payments/webhook', { method: 'POST', body: new URLSearchParams({ id }) });
    expect(await replayed.json()).toEqual({ result: 'unchanged' });
    expect((await h.orderOf(placed.body.order_number)).status).toBe('pending');
    const huge = await shop.app.request('/v1/payments/webhook', { method: 'POST', body: new URLSearchParams({ id: 'x'.repeat(5000) }) });
    expect(huge.status).toBe(400);
    const empty = await shop.app.request('/v1/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"id":["tr_1"]}',
    });
    expect(empty.status).toBe(400);
  });

  it('the sandbox is a demo: refused on an https deployment unless SANDBOX_PAYMENTS=1', () => {
    expect(sandboxPaymentsAllowed({})).toBe(true);
    expect(sandboxPaymentsAllowed({ PUBLIC_URL: 'http://localhost:3000' })).toBe(true);
    expect(sandboxPaymentsAllowed({ PUBLIC_URL: 'https://www.slaapzaak.nl' })).toBe(false);
    expect(sandboxPaymentsAllowed({ PUBLIC_URL: 'https://www.slaapzaak.nl', SANDBOX_PAYMENTS: '1' })).toBe(true);
    expect(sandboxPaymentsAllowed({ PUBLIC_URL: 'https://www.slaapzaak.nl', SANDBOX_PAYMENTS: 'true' })).toBe(false);
  });
});

describe('money path with Mollie (a local fake of its API)', () => {
  let mollie: FakeMollie;
  let shop: TestShop;
  let server: ServerType;
  let token: string;
  const h = helpers(
    () => shop,
    () => token,
  );
  let variant: { id: number; price: number; stock: number };

  beforeAll(async () => {
    mollie = await startFakeMollie();
    shop = await createTestShop('pglite', { payments: createMollieProvider({ apiKey: mollie.apiKey, baseUrl: mollie.url }) });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    shop.config.publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    token = await shop.token();
    variant = await someVariant(h.rows);
  });
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await shop?.close();
    await mollie?.close();
  });

  it('offers only methods Mollie can take, and refuses the others with a Dutch 400 before any order exists', async () => {
    const added = await h.call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 });
    const q = { 'x-quote-id': added.body.quote_id as string };
    const methods = await h.call('GET', '/v1/checkout/paymentmethod', undefined, q);
    const codes = (methods.body.paymentMethods as { code: string }[]).map((m) => m.code);
    expect(codes).toContain('ideal');
    expect(codes).not.toContain('billink');
    expect(codes).not.toContain('spraypay');
    await h.call('POST', '/v1/checkout/customer', customerStep, q);
    const refused = await h.call(
      'POST',
      '/v1/checkout/paymentmethod',
      { selectedPaymentMethod: 'billink', shipping_method: 'postnl', dob: '01-01-1990', terms: 'on' },
      q,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Deze betaalmethode is op dit moment niet beschikbaar. Kies een andere betaalmethode.');
    // A method saved earlier (another provider, or a tampered cart) is refused at placement: no order, stock untouched.
    const before = await h.stockOf(variant.id);
    const orders = async () => (await h.rows<{ n: number }>(sql`select count(*)::int as n from orders`))[0].n;
    const count = await orders();
    await h.rows(sql`update carts set checkout = jsonb_set(checkout, '{payment}', '{"method":"spraypay"}') where id = ${q['x-quote-id']}`);
    const placed = await h.place(q, 'mollie-spraypay-1');
    expect(placed.status).toBe(400);
    expect(await orders()).toBe(count);
    expect(await h.stockOf(variant.id)).toBe(before);
  });

  it('a provider that is down fails the order at once (503 in Dutch) and gives back its stock', async () => {
    const q = await h.readyCart(variant.id, 1);
    const before = await h.stockOf(variant.id);
    const downShop = apiCaller(shop, () => token);
    const realUrl = mollie.url;
    await mollie.close();
    try {
      const placed = await downShop('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': 'mollie-down-1' });
      expect(placed.status).toBe(503);
      expect(placed.body.error.message).toMatch(/betaalprovider is niet bereikbaar/);
      expect(await h.stockOf(variant.id)).toBe(before);
      const [order] = await h.rows<{ status: string }>(
        sql`select status from orders where cart_id = ${q['x-quote-id']} order by id desc limit 1`,
      );
      expect(order.status).toBe('failed');
    } finally {
      mollie = await startFakeMollie(mollie.apiKey, { port: Number(new URL(realUrl).port) });
    }
  });

  it('a second paid payment for a paid order is refunded through Mollie and recorded; the first is kept', async () => {
    const q = await h.readyCart(variant.id, 1);
    const placed = await h.place(q, 'mollie-double-1');
    const first = [...mollie.payments.values()].find(
      (p) => (p.metadata as { order_number: string }).order_number === placed.body.order_number,
    )!;
    // The first payment was cancelled (its webhook arrives), the shopper pays again.
    await mollie.setStatus(first.id, 'canceled', { notify: true });
    expect((await h.orderOf(placed.body.order_number)).status).toBe('cancelled');
    const retry = await h.call('POST', '/v1/order/payment-url', { order_number: placed.body.order_number });
    expect(retry.status).toBe(200);
    const second = [...mollie.payments.values()].find(
      (p) => p.id !== first.id && (p.metadata as { order_number: string }).order_number === placed.body.order_number,
    )!;
    await mollie.setStatus(second.id, 'paid', { notify: true });
    expect((await h.orderOf(placed.body.order_number)).status).toBe('paid');
    // An unlucky world: the first payment is paid after all, and its webhook comes late, twice.
    await mollie.setStatus(first.id, 'paid', { notify: true });
    await mollie.setStatus(first.id, 'paid', { notify: true });
    expect(first.refunds).toHaveLength(1);
    expect(first.refunds[0].amount).toEqual(first.amount);
    expect(second.refunds).toHaveLength(0);
    const events = await h.rows<{ note: string }>(
      sql`select e.note from order_events e join orders o on o.id = e.order_id where o.number = ${placed.body.order_number} order by e.id`,
    );
    expect(events.map((e) => e.note).join('\n')).toMatch(/terugbetaald/);
    const kept = await h.rows<{ n: number }>(
      sql`select count(*)::int as n from payments p join orders o on o.id = p.order_id where o.number = ${placed.body.order_number} and p.kept`,
    );
    expect(kept[0].n).toBe(1);
  });
});
