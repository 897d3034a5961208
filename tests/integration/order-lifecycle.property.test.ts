// The order life cycle as a property (docs/decisions/0029): fast-check plays random
// sequences of add, discount, place, replay, webhook (shuffled, late, duplicated, forged), retry,
// expiry and cancel against the real API over a few variants with small stock, and after every
// step checks what a shop owner counts on:
//   - stock never negative, and stock + what orders hold = what there was (nothing sold twice or lost);
//   - a single-use code is held by at most one order that still counts, and its use count agrees;
//   - one cart has at most one open order;
//   - a paid order has exactly one kept payment; any other paid payment is refunded in full;
//   - every order's totals equal a recomputation from its own lines;
//   - each paid order's confirmation is queued once and sent once.
// 200 sequences on PostgreSQL (60 on PGlite) in `npm test`, 500 on both in `npm run test:deep`
// (tests/helpers/depth.ts; ORDER_MODEL_RUNS overrides); a failure prints the seed and
// the shortest sequence fast-check found (FC_SEED=<seed> replays it).
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../commerce/providers/mail';
import { computeTotals } from '../../commerce/cart/cart';
import { cancelOrder, expireOrders, OrderError, type OrderDeps } from '../../commerce/order/orders';
import { deliverOutbox } from '../../commerce/platform/outbox';
import { apiCaller, createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { depthRuns } from '../helpers/depth';

const customerStep = {
  customer: { type: 'private', first_name: 'Fenna', last_name: 'Model', email: 'fenna@example.nl', phone: '06 12345678' },
  billing: { zipcode: '1234 AB', house_number: '1', extension: '', street: '', city: '', country_code: 'NL' },
  sameDeliveryAddress: true,
};
const paymentStep = { selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A', shipping_method: 'postnl' };
const OUTCOMES = ['paid', 'failed', 'canceled', 'expired', 'open'] as const;

type Step =
  | { t: 'add'; cart: number; v: number; qty: number }
  | { t: 'discount'; cart: number }
  | { t: 'place'; cart: number; attempt: number }
  | { t: 'psp'; pick: number; outcome: (typeof OUTCOMES)[number]; deliver: boolean }
  | { t: 'webhook'; pick: number }
  | { t: 'forged'; id: string }
  | { t: 'retry'; pick: number }
  | { t: 'expire' }
  | { t: 'cancel'; pick: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ t: fc.constant('add' as const), cart: fc.nat(1), v: fc.nat(2), qty: fc.integer({ min: 1, max: 2 }) }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('discount' as const), cart: fc.nat(1) }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('place' as const), cart: fc.nat(1), attempt: fc.nat(2) }) },
  // Paid is what most shoppers do; a webhook that is late (not delivered now) is the unlucky case.
  {
    weight: 5,
    arbitrary: fc.record({
      t: fc.constant('psp' as const),
      pick: fc.nat(9),
      outcome: fc.oneof({ weight: 4, arbitrary: fc.constant('paid' as const) }, { weight: 3, arbitrary: fc.constantFrom(...OUTCOMES) }),
      deliver: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('webhook' as const), pick: fc.nat(9) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('forged' as const), id: fc.stringMatching(/^tr_[a-z0-9]{4,20}$/) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('retry' as const), pick: fc.nat(9) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('expire' as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('cancel' as const), pick: fc.nat(9) }) },
);

interface PaymentRow {
  number: string;
  order_status: string;
  kept: boolean;
  amount: number;
  refunded_amount: number;
  psp_status: string;
  known_status: string;
}

interface OrderRow {
  number: string;
  status: string;
  discount_code: string | null;
  shipping_method: string;
  payment_method: string;
  sub_total: number;
  discount_total: number;
  shipping_costs: number;
  payment_costs: number;
  additional_costs: number;
  grand_total: number;
  created_at: Date;
  id: number;
}

describe.each(dbKinds)('the order life cycle as a property on %s', (kind) => {
  const runs = depthRuns(kind === 'postgres' ? { ci: 200, deep: 500 } : { ci: 60, deep: 500 }, process.env.ORDER_MODEL_RUNS);
  let shop: TestShop;
  let token: string;
  let now = new Date('2026-11-25T09:00:00Z');
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
      return { id: String(sent.length) };
    },
  };
  let variantIds: number[] = [];
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop, () => token)(...args);
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const deps = (): OrderDeps => ({ payments: shop.payments, mailer, publicUrl: '', now: () => now });

  beforeAll(async () => {
    shop = await createTestShop(kind, { mailer, now: () => now, products: 40 });
    token = await shop.token();
    variantIds = (
      await rows<{ id: number }>(
        sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.price > 0 order by v.id limit 3`,
      )
    ).map((v) => v.id);
    expect(variantIds).toHaveLength(3);
  }, 180_000);
  afterAll(() => shop?.close());

  it(`keeps stock, codes, payments, totals and mail right over ${runs} random sequences`, async () => {
    let sequence = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 4 })),
        fc.array(stepArb, { minLength: 3, maxLength: 14 }),
        async (stocks, steps) => {
          sequence++;
          const code = `MODEL${kind === 'postgres' ? 'P' : 'L'}${sequence}X${Math.floor(Math.random() * 1e9)}`;
          const base = await resetVariants(stocks);
          await rows(sql`insert into discount_codes (code, kind, value, usage_limit) values (${code}, 'percentage', 15, 1)`);
          const carts: (string | null)[] = [null, null];
          const orderNumbers: string[] = [];
          for (const step of steps) {
            await play(step, { carts, orderNumbers, code, sequence });
            await checkInvariants({ base, code, carts, orderNumbers }, 'known');
          }
          // In the end the PSP delivers every webhook it still owes (a real PSP retries for days):
          // then every payment the PSP took is settled, not only those the shop had heard of.
          for (const payment of await paymentsOf(orderNumbers)) await webhook(payment.provider_payment_id);
          await checkInvariants({ base, code, carts, orderNumbers }, 'psp');
        },
      ),
      {
        numRuns: runs,
        seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined,
        endOnFailure: true,
        // Played first, so every run reaches the rare states too: a paid order cancelled (refund), a
        // cart changed while its payment page stays open and is then paid (refund of the extra
        // payment), and a discounted order that expires (code released).
        examples: [
          [
            [3, 2, 2],
            [
              { t: 'add', cart: 0, v: 0, qty: 1 },
              { t: 'place', cart: 0, attempt: 0 },
              { t: 'psp', pick: 0, outcome: 'paid', deliver: true },
              { t: 'cancel', pick: 0 },
            ],
          ],
          [
            [3, 2, 2],
            [
              { t: 'add', cart: 0, v: 0, qty: 1 },
              { t: 'place', cart: 0, attempt: 0 },
              { t: 'add', cart: 0, v: 1, qty: 1 },
              { t: 'place', cart: 0, attempt: 1 },
              { t: 'psp', pick: 0, outcome: 'paid', deliver: false },
              { t: 'psp', pick: 1, outcome: 'paid', deliver: true },
              { t: 'webhook', pick: 0 },
            ],
          ],
          [
            [3, 2, 2],
            [
              { t: 'add', cart: 1, v: 2, qty: 2 },
              { t: 'discount', cart: 1 },
              { t: 'place', cart: 1, attempt: 0 },
              { t: 'expire' },
              { t: 'retry', pick: 0 },
              { t: 'psp', pick: 1, outcome: 'failed', deliver: true },
            ],
          ],
          // A discounted order left unpaid expires and stays expired: the state check below must not
          // depend on random sequences getting there (the example above is retried and ends failed;
          // a CI run's 55 random sequences once reached no expired order at all).
          [
            [2, 2, 2],
            [{ t: 'add', cart: 0, v: 1, qty: 1 }, { t: 'discount', cart: 0 }, { t: 'place', cart: 0, attempt: 0 }, { t: 'expire' }],
          ],
          // Found by this test (seed 566167157): paying again for an order the cart had replaced revived
          // it next to the newer one, two open orders for one cart.
          [
            [0, 1, 4],
            [
              { t: 'add', cart: 1, v: 2, qty: 2 },
              { t: 'place', cart: 1, attempt: 2 },
              { t: 'add', cart: 1, v: 0, qty: 1 },
              { t: 'place', cart: 1, attempt: 1 },
              { t: 'retry', pick: 0 },
              { t: 'psp', pick: 1, outcome: 'paid', deliver: true },
            ],
          ],
          // A paid order cancelled (and refunded) is closed: paying it again is refused, so it never
          // has a second paid transition (the confirmation key would swallow that second mail).
          [
            [1, 2, 3],
            [
              { t: 'add', cart: 1, v: 2, qty: 2 },
              { t: 'place', cart: 1, attempt: 0 },
              { t: 'psp', pick: 0, outcome: 'paid', deliver: true },
              { t: 'cancel', pick: 0 },
              { t: 'retry', pick: 0 },
              { t: 'psp', pick: 1, outcome: 'paid', deliver: true },
            ],
          ],
        ],
      },
    );
    // The sequences reached the states that matter (a generator that never gets there proves nothing).
    const [seen] = await rows<Record<string, number>>(sql`
      select count(*) filter (where o.status = 'paid')::int as paid,
             count(*) filter (where o.status = 'expired')::int as expired,
             count(*) filter (where o.status = 'cancelled')::int as cancelled,
             count(*) filter (where o.status = 'failed')::int as failed,
             count(*) filter (where o.discount_code like 'MODEL%' and o.status not in ('pending', 'paid'))::int as code_released,
             (select count(*)::int from payments p where p.refunded_amount > 0) as refunded,
             (select count(*)::int from payments p join orders o2 on o2.id = p.order_id where o2.number like 'DKBD%' group by p.order_id order by 1 desc limit 1) as most_payments
        from orders o where o.idempotency_key like 'model-%'`);
    console.log(`order model on ${kind}: ${runs} sequences reached ${JSON.stringify(seen)}`);
    for (const state of ['paid', 'expired', 'cancelled', 'refunded', 'code_released'] as const)
      expect(seen[state], `sequences that reached ${state}`).toBeGreaterThan(0);
  }, 1_800_000);

  /** Sets the three variants' stock; returns stock + what orders hold now, per variant (the base). */
  async function resetVariants(stocks: readonly number[]): Promise<Map<number, number>> {
    const base = new Map<number, number>();
    for (const [i, id] of variantIds.entries()) {
      await rows(sql`update variants set stock = ${stocks[i]} where id = ${id}`);
      base.set(id, stocks[i] + (await heldBy(id)));
    }
    return base;
  }

  async function heldBy(variantId: number): Promise<number> {
    const [{ n }] = await rows<{ n: number }>(
      sql`select coalesce(sum(l.quantity), 0)::int as n from order_lines l join orders o on o.id = l.order_id
          where l.variant_id = ${variantId} and o.status in ('pending', 'paid', 'shipped', 'delivered')`,
    );
    return n;
  }

  async function paymentsOf(orderNumbers: string[]) {
    if (orderNumbers.length === 0) return [];
    return rows<{ provider_payment_id: string; number: string }>(
      sql`select p.provider_payment_id, o.number from payments p join orders o on o.id = p.order_id
          where o.number in (${sql.join(
            orderNumbers.map((n) => sql`${n}`),
            sql`, `,
          )}) order by p.id`,
    );
  }

  const noServerError = (status: number, what: string) => expect(status, `${what} answered ${status}`).toBeLessThan(500);

  async function play(step: Step, state: { carts: (string | null)[]; orderNumbers: string[]; code: string; sequence: number }) {
    const quote = (cart: number) => (state.carts[cart] ? { 'x-quote-id': state.carts[cart]! } : undefined);
    switch (step.t) {
      case 'add': {
        const res = await call('POST', '/v1/cart/item', { item_id: variantIds[step.v], quantity: step.qty }, quote(step.cart));
        noServerError(res.status, 'add');
        if (res.status === 200) state.carts[step.cart] = res.body.quote_id;
        return;
      }
      case 'discount': {
        const q = quote(step.cart);
        if (!q) return;
        noServerError((await call('POST', '/v1/cart/discount', { discount_code: state.code }, q)).status, 'discount');
        return;
      }
      case 'place': {
        const q = quote(step.cart);
        if (!q) return;
        const checkout = await call('GET', '/v1/checkout', undefined, q);
        if (checkout.body.cart.items.length === 0) return;
        if (!checkout.body.details.customer)
          expect((await call('POST', '/v1/checkout/customer', customerStep, q)).status, 'customer step').toBe(200);
        if (!checkout.body.details.payment)
          expect((await call('POST', '/v1/checkout/paymentmethod', paymentStep, q)).status, 'payment step').toBe(200);
        const key = `model-${kind}-${state.sequence}-${step.cart}-${step.attempt}-${q['x-quote-id']}`;
        const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': key });
        noServerError(placed.status, 'place');
        if (placed.status === 200 && !state.orderNumbers.includes(placed.body.order_number))
          state.orderNumbers.push(placed.body.order_number);
        return;
      }
      case 'psp': {
        // The shopper on the PSP's page: an open payment moves; the webhook may come now or late.
        const all = await paymentsOf(state.orderNumbers);
        const payment = all[step.pick % Math.max(all.length, 1)];
        if (!payment) return;
        const [moved] = await rows<{ id: string }>(
          sql`update sandbox_payments set status = ${step.outcome} where id = ${payment.provider_payment_id} and status = 'open' returning id`,
        );
        if (moved && step.deliver) await webhook(payment.provider_payment_id);
        return;
      }
      case 'webhook': {
        const all = await paymentsOf(state.orderNumbers);
        const payment = all[step.pick % Math.max(all.length, 1)];
        if (payment) await webhook(payment.provider_payment_id);
        return;
      }
      case 'forged': {
        const res = await shop.app.request('/v1/payments/webhook', { method: 'POST', body: new URLSearchParams({ id: step.id }) });
        expect([400, 404]).toContain(res.status);
        return;
      }
      case 'retry': {
        const number = state.orderNumbers[step.pick % Math.max(state.orderNumbers.length, 1)];
        if (!number) return;
        const res = await call('POST', '/v1/order/payment-url', { order_number: number });
        expect([200, 409], `retry answered ${res.status}`).toContain(res.status);
        return;
      }
      case 'expire': {
        now = new Date(now.getTime() + 31 * 60_000);
        await expireOrders(shop.database.db, deps());
        return;
      }
      case 'cancel': {
        const number = state.orderNumbers[step.pick % Math.max(state.orderNumbers.length, 1)];
        if (!number) return;
        try {
          await cancelOrder(shop.database.db, number, deps());
        } catch (error) {
          if (!(error instanceof OrderError) || error.status !== 409) throw error;
        }
        return;
      }
    }
  }

  async function webhook(id: string) {
    const res = await shop.app.request('/v1/payments/webhook', { method: 'POST', body: new URLSearchParams({ id }) });
    expect(res.status, `webhook answered ${res.status}`).toBe(200);
  }

  /**
   * `known`: payments judged by what the shop has heard (a webhook may still be on its way);
   * `psp`: by what the PSP holds, once every webhook has been delivered.
   */
  async function checkInvariants(
    state: { base: Map<number, number>; code: string; carts: (string | null)[]; orderNumbers: string[] },
    view: 'known' | 'psp',
  ) {
    // The outbox worker's job, done here: whatever a step queued is delivered.
    await deliverOutbox(shop.database.db, { mailer, payments: shop.payments }, { now: new Date(Date.now() + 24 * 3600_000), limit: 500 });
    await checkStock(state.base);
    await checkSingleUseCode(state.code);
    await checkOneOpenOrderPerCart(state.carts);
    if (state.orderNumbers.length === 0) return;
    const inSequence = sql.join(
      state.orderNumbers.map((n) => sql`${n}`),
      sql`, `,
    );
    const payments = await checkRefunds(inSequence, view);
    const orders = await rows<OrderRow>(sql`select * from orders where number in (${inSequence})`);
    for (const order of orders) {
      checkKeptPayments(order, payments);
      await checkTotals(order);
      await checkConfirmations(order);
    }
  }

  /** Stock never negative, and stock + what orders hold = what there was. */
  async function checkStock(base: Map<number, number>) {
    for (const id of variantIds) {
      const [{ stock }] = await rows<{ stock: number }>(sql`select stock from variants where id = ${id}`);
      expect(stock, `stock of variant ${id}`).toBeGreaterThanOrEqual(0);
      expect(stock + (await heldBy(id)), `stock + held of variant ${id}`).toBe(base.get(id));
    }
  }

  /** The single-use code is held by at most one order that still counts, and its use count agrees. */
  async function checkSingleUseCode(discountCode: string) {
    const [code] = await rows<{ times_used: number; holding: number }>(
      sql`select d.times_used, (select count(*)::int from orders o where o.discount_code = d.code and o.status in ('pending', 'paid', 'shipped', 'delivered')) as holding
          from discount_codes d where d.code = ${discountCode}`,
    );
    expect(code.holding, 'orders holding the single-use code').toBeLessThanOrEqual(1);
    expect(code.times_used, 'uses of the code').toBe(code.holding);
  }

  async function checkOneOpenOrderPerCart(carts: (string | null)[]) {
    for (const cart of carts) {
      if (!cart) continue;
      const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from orders where cart_id = ${cart} and status = 'pending'`);
      expect(n, 'open orders of one cart').toBeLessThanOrEqual(1);
    }
  }

  /** A paid payment that an order keeps is not refunded; any other paid payment is refunded in full, an unpaid one not at all. */
  async function checkRefunds(inSequence: ReturnType<typeof sql.join>, view: 'known' | 'psp'): Promise<PaymentRow[]> {
    const payments = await rows<PaymentRow>(
      sql`select o.number, o.status as order_status, p.kept, p.amount, p.refunded_amount, s.status as psp_status, p.status as known_status
          from payments p join orders o on o.id = p.order_id join sandbox_payments s on s.id = p.provider_payment_id
          where o.number in (${inSequence})`,
    );
    for (const p of payments) {
      if ((view === 'psp' ? p.psp_status : p.known_status) !== 'paid') {
        expect(p.refunded_amount, `refund of an unpaid payment of ${p.number}`).toBe(0);
        continue;
      }
      const keeps = p.kept && ['paid', 'shipped', 'delivered'].includes(p.order_status);
      expect(p.refunded_amount, `payment of ${p.number} (${p.order_status}, kept ${p.kept})`).toBe(keeps ? 0 : p.amount);
    }
    return payments;
  }

  /** A paid order has exactly one kept payment, any other order at most one. */
  function checkKeptPayments(order: OrderRow, payments: PaymentRow[]) {
    const kept = payments.filter((p) => p.number === order.number && p.kept).length;
    if (['paid', 'shipped', 'delivered'].includes(order.status)) expect(kept, `kept payments of paid ${order.number}`).toBe(1);
    else expect(kept, `kept payments of ${order.status} ${order.number}`).toBeLessThanOrEqual(1);
  }

  /** The order's totals equal a recomputation from its own lines and code. */
  async function checkTotals(order: OrderRow) {
    const lines = await rows<{ unit_price: number; quantity: number; row_total: number }>(
      sql`select unit_price, quantity, row_total from order_lines where order_id = ${order.id}`,
    );
    const [codeRow] = order.discount_code
      ? await rows<{ code: string; kind: 'percentage'; value: number; min_order_value: number }>(
          sql`select * from discount_codes where code = ${order.discount_code}`,
        )
      : [];
    const totals = computeTotals(
      lines.map((l) => ({ price: l.unit_price, price_old: null, quantity: l.quantity })),
      codeRow
        ? {
            code: codeRow.code,
            kind: codeRow.kind,
            value: codeRow.value,
            minOrderValue: codeRow.min_order_value,
            validFrom: null,
            validTo: null,
            usageLimit: null,
            perCustomerLimit: null,
            timesUsed: 0,
            description: '',
          }
        : null,
      {
        shippingMethod: order.shipping_method,
        paymentMethod: order.payment_method,
        shippingInsurance: order.additional_costs > 0,
        now: new Date(order.created_at),
      },
    );
    for (const l of lines) expect(l.row_total).toBe(l.unit_price * l.quantity);
    expect(
      {
        sub: order.sub_total,
        discount: order.discount_total,
        shipping: order.shipping_costs,
        payment: order.payment_costs,
        grand: order.grand_total,
      },
      `totals of ${order.number}`,
    ).toEqual({
      sub: totals.sub_total,
      discount: totals.discounts,
      shipping: totals.shipping_costs,
      payment: totals.payment_costs,
      grand: totals.grand_total,
    });
  }

  /** Each transition into paid queues the confirmation once and sends it once; there is at most one. */
  async function checkConfirmations(order: OrderRow) {
    // Transitions into paid; a refund note on a paid order is an event from paid to paid.
    const [{ paid_events }] = await rows<{ paid_events: number }>(
      sql`select count(*)::int as paid_events from order_events where order_id = ${order.id} and to_status = 'paid' and from_status is distinct from 'paid'`,
    );
    const [{ queued }] = await rows<{ queued: number }>(
      sql`select count(*)::int as queued from outbox_messages where key = ${`order-confirmation:${order.number}`}`,
    );
    expect(paid_events, `paid transitions of ${order.number}`).toBeLessThanOrEqual(1);
    expect(queued, `confirmations queued for ${order.number}`).toBe(paid_events);
    expect(
      sent.filter((m) => m.tag === 'order-confirmation' && m.subject.includes(order.number)).length,
      `confirmations sent for ${order.number}`,
    ).toBe(paid_events);
  }
});
