// docs/decisions/0045, the money holes tried as an attacker or a careless staff member would: line refunds that
// ignored the discount (5), refunds paid twice at the provider after a lost answer (6), refund limits
// that did not limit and a discount PATCH that skipped the checks (9), and bogus rug returns (10).
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMollie, type FakeMollie } from '../../commerce/providers/payment/fake-mollie';
import { createMollieProvider } from '../../commerce/providers/payment/mollie';
import { deliverOutbox } from '../../commerce/platform/outbox';
import type { PaymentProvider } from '../../commerce/providers/payment/types';
import { DEMO_STAFF_REFUND_LIMIT } from '../../commerce/db/seed/staff';
import { createAdminShop, MEDEWERKER, OWNER, type AdminShop } from '../helpers/admin';
import { dbKinds } from '../helpers/shop';

let counter = 0;

/** An order of these variants (× quantity) with an optional code, placed and paid the way a shopper does. */
async function placeOrder(
  a: AdminShop,
  lines: { variantId: number; quantity: number }[],
  options: { code?: string; method?: string; pay?: 'sandbox' | 'none' } = {},
) {
  return a.placeOrder(lines, { ...options, email: `aanval${counter++}@example.nl` });
}

async function variantsOf(a: AdminShop, where: ReturnType<typeof sql>, n: number) {
  return a.rows<{ id: number; price: number }>(
    sql`select v.id, v.price from variants v join products p on p.id = v.product_id where p.available and p.delivery_method = 'parcel' and v.stock >= 10 and ${where} order by v.id limit ${n}`,
  );
}

describe.each(dbKinds)('the money holes (sandbox provider) on %s', (kind) => {
  let a: AdminShop;
  let owner: string;
  let medewerker: string;
  beforeAll(async () => {
    a = await createAdminShop(kind);
    owner = await a.login(OWNER);
    medewerker = await a.login(MEDEWERKER);
  }, 180_000);
  afterAll(() => a?.close());

  const refund = (token: string, number: string, body: Record<string, unknown>) =>
    a.call('POST', `/v1/admin/orders/${number}/refund`, {
      token,
      body: { reason: 'aanval', request_id: `req-${counter++}-${Math.random().toString(36).slice(2)}`, ...body },
    });
  const order = async (number: string) => (await a.call('GET', `/v1/admin/orders/${number}`, { token: owner })).body;
  const code = async (body: Record<string, unknown>) => {
    const made = await a.call('POST', '/v1/admin/discounts', { token: owner, body });
    expect(made.status, made.text).toBe(201);
  };

  it('hole 5: refunding 1 of 2 units of a 50%-off order refunds what that unit was paid, and both units the whole payment', async () => {
    await code({ code: 'HALF-OFF-5', kind: 'percentage', value: 50 });
    const [variant] = await variantsOf(a, sql`v.price between 4000 and 9000`, 1);
    const { number, total } = await placeOrder(a, [{ variantId: variant.id, quantity: 2 }], { code: 'HALF-OFF-5' });
    const before = await order(number);
    const line = before.lines[0];
    const shipping = before.order.totals.shipping_costs;
    expect(total).toBe(variant.price + shipping);

    const first = await refund(owner, number, { lines: [{ line_id: line.id, quantity: 1 }] });
    expect(first.status, first.text).toBe(200);
    // One unit was paid half its price (the old code refunded the full unit price: the whole payment, less shipping).
    expect(first.body.refund.amount).toBe(Math.floor(variant.price / 2));
    const second = await refund(owner, number, { lines: [{ line_id: line.id, quantity: 1 }] });
    expect(second.status, second.text).toBe(200);
    expect(first.body.refund.amount + second.body.refund.amount).toBe(total);
    expect((await order(number)).order.refundable).toBe(0);
  });

  it('hole 5: a fixed code is shared over the lines; a line never refunds more than its share, the shipping goes with the last unit', async () => {
    await code({ code: 'TIEN-EURO-5', kind: 'fixed', value: 1000 });
    const [cheap, dear] = await variantsOf(a, sql`v.price between 2000 and 12000`, 2);
    const { number, total } = await placeOrder(
      a,
      [
        { variantId: cheap.id, quantity: 1 },
        { variantId: dear.id, quantity: 3 },
      ],
      { code: 'TIEN-EURO-5' },
    );
    const { lines, order: o } = await order(number);
    const goods = cheap.price + 3 * dear.price;
    expect(o.totals.discount_total).toBe(1000);
    const cheapShare = cheap.price - Math.round((cheap.price * 1000) / goods);
    const one = await refund(owner, number, { lines: [{ line_id: lines[0].id, quantity: 1 }] });
    expect(Math.abs(one.body.refund.amount - cheapShare)).toBeLessThanOrEqual(1);
    expect(one.body.refund.amount).toBeLessThan(cheap.price);
    const rest = await refund(owner, number, { lines: [{ line_id: lines[1].id, quantity: 3 }] });
    expect(one.body.refund.amount + rest.body.refund.amount).toBe(total);
    // Nothing of the line is left to refund.
    const again = await refund(owner, number, { lines: [{ line_id: lines[1].id, quantity: 1 }] });
    expect(again.status).toBe(409);
  });

  it('hole 9: a medewerker refused one large refund cannot split it into small ones on the same order', async () => {
    const [variant] = await variantsOf(a, sql`v.price between ${DEMO_STAFF_REFUND_LIMIT * 3} and 400000`, 1);
    const { number } = await placeOrder(a, [{ variantId: variant.id, quantity: 1 }]);
    const whole = await refund(medewerker, number, { amount: DEMO_STAFF_REFUND_LIMIT * 3 });
    expect(whole.status).toBe(403);
    const part = Math.floor(DEMO_STAFF_REFUND_LIMIT / 2) + 1;
    expect((await refund(medewerker, number, { amount: part })).status).toBe(200);
    const second = await refund(medewerker, number, { amount: part });
    expect(second.status).toBe(403);
    expect(second.body.error.message).toMatch(/limiet/);
    expect(second.body.error.message).toMatch(/eerder/);
    expect((await order(number)).refunds.map((r: { amount: number }) => r.amount)).toEqual([part]);
    // The owner may.
    expect((await refund(owner, number, { amount: part })).status).toBe(200);
    // A cancel by the medewerker would refund the rest: past the limit, refused; the order stays paid.
    const cancel = await a.call('POST', `/v1/admin/orders/${number}/cancel`, {
      token: medewerker,
      body: { reason: 'klant wil niet meer' },
    });
    expect(cancel.status).toBe(403);
    expect((await order(number)).order.status).toBe('paid');
  });

  it('hole 9: cancelling a "pending" order that was in fact paid (late webhook) is held to the limit, after the provider is asked', async () => {
    const [variant] = await variantsOf(a, sql`v.price between ${DEMO_STAFF_REFUND_LIMIT * 2} and 400000`, 1);
    const { number } = await placeOrder(a, [{ variantId: variant.id, quantity: 1 }], { pay: 'none' });
    // The shopper paid at the provider; its webhook has not come yet.
    await a.rows(sql`update sandbox_payments set status = 'paid' where order_number = ${number}`);
    expect((await order(number)).order.status).toBe('pending');
    const cancel = await a.call('POST', `/v1/admin/orders/${number}/cancel`, { token: medewerker, body: { reason: 'dubbel besteld' } });
    expect(cancel.status, cancel.text).toBe(403);
    expect(cancel.body.error.message).toMatch(/limiet/);
    const after = await order(number);
    expect(after.order.status).toBe('paid');
    expect(after.payments[0].refunded_amount).toBe(0);
    const [atProvider] = await a.rows<{ refunded_amount: number }>(
      sql`select refunded_amount from sandbox_payments where order_number = ${number}`,
    );
    expect(atProvider.refunded_amount).toBe(0);
    // No audit row of a cancel that did not happen; the owner's cancel is audited in its transaction.
    expect(after.staff_actions.filter((x: { action: string }) => x.action === 'order.cancelled')).toEqual([]);
    const byOwner = await a.call('POST', `/v1/admin/orders/${number}/cancel`, { token: owner, body: { reason: 'dubbel besteld' } });
    expect(byOwner.status, byOwner.text).toBe(200);
    expect((await order(number)).staff_actions.filter((x: { action: string }) => x.action === 'order.cancelled')).toHaveLength(1);
  });

  it('hole 9: PATCHing a fixed €50 code to a percentage is checked as the code it becomes', async () => {
    await code({ code: 'VIJFTIG-9', kind: 'fixed', value: 5000 });
    const patched = await a.call('PATCH', '/v1/admin/discounts/VIJFTIG-9', { token: owner, body: { kind: 'percentage' } });
    expect(patched.status).toBe(400);
    expect(patched.body.error.message).toBe('Een percentage ligt tussen 1 en 100.');
    const [row] = await a.rows<{ kind: string; value: number }>(sql`select kind, value from discount_codes where code = 'VIJFTIG-9'`);
    expect(row).toEqual({ kind: 'fixed', value: 5000 });
    // The same change with a value that fits is fine.
    expect((await a.call('PATCH', '/v1/admin/discounts/VIJFTIG-9', { token: owner, body: { kind: 'percentage', value: 20 } })).status).toBe(
      200,
    );
    // Dates are checked merged too: a "valid to" before the stored "valid from".
    await a.call('PATCH', '/v1/admin/discounts/VIJFTIG-9', { token: owner, body: { valid_from: '2030-01-01T00:00:00.000Z' } });
    const dates = await a.call('PATCH', '/v1/admin/discounts/VIJFTIG-9', { token: owner, body: { valid_to: '2029-01-01T00:00:00.000Z' } });
    expect(dates.status).toBe(400);
  });

  const returnRequest = (number: string, ip: string) =>
    a.call('POST', '/v1/customer/service-fee-request', {
      token: a.serviceToken,
      headers: { 'x-forwarded-for': ip },
      body: { orderNumber: number, zipcode: '1234 AB', reason: 'Het kleed past niet.' },
    });
  /** Return mails about this order (to the customer and to customer service). */
  const mailCount = async (number: string) =>
    (await a.shop.mailer.list()).filter((m) => m.tag.startsWith('return') && (m.subject + m.text).includes(number)).length;

  it('hole 10: no rug return on an order without a rug; one open return per order, however many are asked at once', async () => {
    const [mattress] = await variantsOf(a, sql`p.product_type = 'matras'`, 1);
    const plain = await placeOrder(a, [{ variantId: mattress.id, quantity: 1 }]);
    const refused = await returnRequest(plain.number, '198.51.100.1');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/geen vloerkleed/);
    expect(await mailCount(plain.number)).toBe(0);

    const [rug] = await variantsOf(a, sql`p.product_type = 'vloerkleed'`, 1);
    const withRug = await placeOrder(a, [
      { variantId: rug.id, quantity: 1 },
      { variantId: mattress.id, quantity: 1 },
    ]);
    const answers = await Promise.all([1, 2, 3, 4].map((i) => returnRequest(withRug.number, `198.51.100.${10 + i}`)));
    expect(answers.map((r) => r.status).sort()).toEqual([202, 409, 409, 409]);
    expect(answers.find((r) => r.status === 409)!.body.error.message).toMatch(/loopt al een retourverzoek/);
    const stored = await a.rows<{ id: number }>(
      sql`select r.id from return_requests r join orders o on o.id = r.order_id where o.number = ${withRug.number}`,
    );
    expect(stored).toHaveLength(1);
    expect(await mailCount(withRug.number)).toBe(2);
  });

  it('hole 10: a return refund left empty refunds the rug lines (what was paid for them), not the whole order', async () => {
    await code({ code: 'KWART-10', kind: 'percentage', value: 25 });
    const [mattress] = await variantsOf(a, sql`p.product_type = 'matras'`, 1);
    const [rug] = await variantsOf(a, sql`p.product_type = 'vloerkleed' and v.price <= 30000`, 1);
    const { number, total } = await placeOrder(
      a,
      [
        { variantId: mattress.id, quantity: 1 },
        { variantId: rug.id, quantity: 1 },
      ],
      { code: 'KWART-10' },
    );
    const id = await a.returnRequest(number);
    for (const step of ['approve', 'receive'])
      expect((await a.call('POST', `/v1/admin/returns/${id}/${step}`, { token: owner })).status).toBe(200);
    const tooMuch = await a.call('POST', `/v1/admin/returns/${id}/refund`, { token: owner, body: { amount: rug.price } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toMatch(/hoogstens/);
    const refunded = await a.call('POST', `/v1/admin/returns/${id}/refund`, { token: owner, body: {} });
    expect(refunded.status, refunded.text).toBe(200);
    const detail = await order(number);
    const rugPaid = rug.price - Math.round(rug.price * 0.25);
    expect(Math.abs(detail.refunds[0].amount - rugPaid)).toBeLessThanOrEqual(1);
    expect(detail.order.refundable).toBe(total - detail.refunds[0].amount);
    expect(detail.order.refundable).toBeGreaterThan(mattress.price / 2);
  });
});

describe('hole 6: a refund is paid once at Mollie, whatever happens to its answer', () => {
  let mollie: FakeMollie;
  let a: AdminShop;
  let server: ServerType;
  let owner: string;
  let provider: PaymentProvider;
  /** Set by a test: the next refund call reaches Mollie, then "the process dies" before our commit. */
  let crashAfterNextRefund = false;

  beforeAll(async () => {
    mollie = await startFakeMollie();
    const real = createMollieProvider({ apiKey: mollie.apiKey, baseUrl: mollie.url, timeoutMs: 1500 });
    provider = {
      ...real,
      async refund(id, amount, options) {
        const done = await real.refund(id, amount, options);
        if (crashAfterNextRefund) {
          crashAfterNextRefund = false;
          throw new Error('process killed before the commit');
        }
        return done;
      },
    };
    a = await createAdminShop('pglite', { payments: provider });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: a.shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    a.shop.config.publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    owner = await a.login(OWNER);
  }, 180_000);
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await a?.close();
    await mollie?.close();
  });

  async function paidAtMollie() {
    const [variant] = await variantsOf(a, sql`v.price between 12000 and 40000`, 1);
    const placed = await placeOrder(a, [{ variantId: variant.id, quantity: 1 }], { method: 'creditcard', pay: 'none' });
    const payment = [...mollie.payments.values()].find((p) => (p.metadata as { order_number: string }).order_number === placed.number)!;
    await mollie.setStatus(payment.id, 'paid', { notify: true });
    return { ...placed, payment };
  }
  const refundAt = (number: string, amount: number) =>
    a.call('POST', `/v1/admin/orders/${number}/refund`, {
      token: owner,
      body: { request_id: `mollie-${counter++}-${Math.random().toString(36).slice(2)}`, amount, reason: 'Beschadigd' },
    });
  /** The outbox worker's later runs (after the lease and back-off). */
  const retryLater = async () => {
    for (let i = 0; i < 3; i++)
      await deliverOutbox(
        a.shop.database.db,
        { mailer: a.shop.mailer, payments: provider },
        { now: new Date(Date.now() + (i + 1) * 3 * 3600_000) },
      );
  };
  const paidOut = (payment: { refunds: { amount: { value: string } }[] }) =>
    payment.refunds.reduce((s, r) => s + Math.round(Number(r.amount.value) * 100), 0);
  const booked = async (number: string) =>
    (
      await a.rows<{ refunded: number }>(
        sql`select p.refunded_amount as refunded from payments p join orders o on o.id = p.order_id where o.number = ${number} and p.kept`,
      )
    )[0].refunded;

  for (const how of ['reset', 'timeout'] as const) {
    it(`a lost answer (${how}) after Mollie booked the refund: the retry pays nothing more`, async () => {
      const { number, payment } = await paidAtMollie();
      mollie.loseNextRefundAnswer(how);
      const asked = await refundAt(number, 5000);
      expect(asked.status, asked.text).toBe(200);
      expect(asked.body.refund.status).toBe('queued');
      expect(paidOut(payment)).toBe(5000);
      await retryLater();
      expect(paidOut(payment)).toBe(5000);
      expect(payment.refunds).toHaveLength(1);
      expect(await booked(number)).toBe(5000);
      const detail = await a.call('GET', `/v1/admin/orders/${number}`, { token: owner });
      expect(detail.body.refunds[0]).toMatchObject({ amount: 5000, status: 'pending' });
      // Every POST of the refund carried the same key.
      const posts = mollie.requests.filter((r) => r.method === 'POST' && r.path === `/v2/payments/${payment.id}/refunds`);
      expect(new Set(posts.map((p) => p.idempotencyKey)).size).toBe(1);
      expect(posts[0].idempotencyKey).toBeTruthy();
    });
  }

  it('a crash after Mollie answered but before our commit: the retry finds the refund and books it once', async () => {
    const { number, payment } = await paidAtMollie();
    crashAfterNextRefund = true;
    expect((await refundAt(number, 2500)).status).toBe(200);
    expect(paidOut(payment)).toBe(2500);
    expect(await booked(number)).toBe(0);
    await retryLater();
    expect(paidOut(payment)).toBe(2500);
    expect(payment.refunds).toHaveLength(1);
    expect(await booked(number)).toBe(2500);
  });

  it('the fake honours the key as Mollie does: the same key and body answer the same refund; another body is refused', async () => {
    const { payment } = await paidAtMollie();
    const body = JSON.stringify({ amount: { currency: 'EUR', value: '10.00' } });
    const post = (b: string) =>
      fetch(`${mollie.url}/payments/${payment.id}/refunds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${mollie.apiKey}`, 'content-type': 'application/json', 'idempotency-key': 'k-1' },
        body: b,
      });
    const one = await (await post(body)).json();
    const two = await (await post(body)).json();
    expect(two.id).toBe(one.id);
    expect(payment.refunds).toHaveLength(1);
    expect((await post(JSON.stringify({ amount: { currency: 'EUR', value: '11.00' } }))).status).toBe(422);
  });
});
