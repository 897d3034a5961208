// A checkout whose process dies between the provider's answer and our insert of the payment (found by
// the scale-out test, docs/decisions/0062): the shopper's retry with the same key gets a payment link for
// the same order, not `payment_url: null`; when the stalled first request comes back, it stores nothing
// more, so the order has one open payment and is paid once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { createSandboxProvider } from '../../commerce/providers/payment/sandbox';
import type { CreatePaymentInput, PaymentProvider, ProviderPayment } from '../../commerce/providers/payment/types';

const customerStep = {
  customer: { type: 'private', first_name: 'Sanne', last_name: 'de Vries', email: 'herstel@example.nl', phone: '0612345678' },
  billing: { zipcode: '1234 ab', house_number: '1', extension: '', street: '', city: '', country_code: 'NL' },
  sameDeliveryAddress: true,
};
const paymentStep = { selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A', shipping_method: 'postnl' };

/** The sandbox PSP, with a switch that stalls the next caller after the provider made the payment. */
function stallingSandbox() {
  let inner: PaymentProvider | undefined;
  let stallNext: Promise<void> | null = null;
  const created: ProviderPayment[] = [];
  const provider = new Proxy({} as PaymentProvider, {
    get(_target, key: keyof PaymentProvider) {
      if (key === 'name') return 'sandbox';
      if (!inner) return undefined;
      if (key === 'createPayment')
        return async (input: CreatePaymentInput) => {
          const stall = stallNext;
          stallNext = null;
          const payment = await inner!.createPayment(input);
          created.push(payment);
          // The process "dies" here: the provider has the payment, the shop has not stored it.
          if (stall) await stall;
          return payment;
        };
      const value = inner[key];
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(inner) : value;
    },
  });
  return {
    provider,
    created,
    attach: (p: PaymentProvider) => (inner = p),
    /** The next createPayment stalls after the provider answered, until the returned function is called. */
    stall(): () => void {
      let release = () => {};
      stallNext = new Promise((resolve) => (release = resolve));
      return release;
    },
  };
}

describe.each(dbKinds)('a payment lost with its process, on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  const psp = stallingSandbox();
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop, () => token)(...args);
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    shop = await createTestShop(kind, { payments: psp.provider });
    psp.attach(createSandboxProvider(shop.database.db));
    token = await shop.token();
  });
  afterAll(() => shop?.close());

  it('the retry with the same key gets a working link for the same order; the stalled request stores no second payment', async () => {
    const [variant] = await rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.available and p.delivery_method = 'parcel' and p.lead_time_days is null and v.stock >= 5 order by v.id limit 1`,
    );
    const added = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 });
    const q = { 'x-quote-id': added.body.quote_id as string };
    expect((await call('POST', '/v1/checkout/customer', customerStep, q)).status).toBe(200);
    expect((await call('POST', '/v1/checkout/paymentmethod', paymentStep, q)).status).toBe(200);
    const headers = { ...q, 'idempotency-key': 'herstel-1' };

    const resume = psp.stall();
    const first = call('POST', '/v1/checkout/payment-url', {}, headers);
    // The order is committed and the provider made its payment; our insert never comes.
    await expect.poll(() => psp.created.length, { timeout: 10_000 }).toBe(1);

    // The shopper's browser gave up and sends the same placement again (to another instance).
    const retry = await call('POST', '/v1/checkout/payment-url', {}, headers);
    expect(retry.status).toBe(200);
    expect(retry.body.status).toBe('pending');
    expect(retry.body.payment_url).toMatch(/\/sandbox\/pay\/tr_/);

    // The stalled request comes back: it answers with the stored link and stores nothing of its own.
    resume();
    const late = await first;
    expect(late.status).toBe(200);
    expect(late.body.order_number).toBe(retry.body.order_number);
    expect(late.body.payment_url).toBe(retry.body.payment_url);
    const stored = await rows<{ status: string }>(
      sql`select p.status from payments p join orders o on o.id = p.order_id where o.number = ${retry.body.order_number}`,
    );
    expect(stored).toEqual([{ status: 'open' }]);
    expect(await rows(sql`select id from orders where idempotency_key = 'herstel-1'`)).toHaveLength(1);

    // Paid through the link the shopper got: paid once.
    const paid = await shop.sandbox.request(retry.body.payment_url, { method: 'POST', body: new URLSearchParams({ status: 'paid' }) });
    expect(paid.status).toBeLessThan(400);
    await expect
      .poll(
        async () => (await rows<{ status: string }>(sql`select status from orders where number = ${retry.body.order_number}`))[0].status,
      )
      .toBe('paid');
    const events = await rows<{ n: string }>(
      sql`select count(*)::text as n from order_events e join orders o on o.id = e.order_id where o.number = ${retry.body.order_number} and e.to_status = 'paid' and e.from_status <> 'paid'`,
    );
    expect(events[0].n).toBe('1');
  });

  it('two "pay again" requests for a pending order without a payment store one payment and give both the same link', async () => {
    const [variant] = await rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.available and p.delivery_method = 'parcel' and p.lead_time_days is null and v.stock >= 5 order by v.id limit 1 offset 1`,
    );
    const added = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 });
    const q = { 'x-quote-id': added.body.quote_id as string };
    await call('POST', '/v1/checkout/customer', customerStep, q);
    await call('POST', '/v1/checkout/paymentmethod', paymentStep, q);
    const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': 'herstel-2' });
    // As if the payment had been lost: the order pending, no payment stored.
    await shop.database.db.execute(
      sql`delete from payments where order_id = (select id from orders where number = ${placed.body.order_number})`,
    );
    const [a, b] = await Promise.all([
      call('POST', '/v1/order/payment-url', { order_number: placed.body.order_number }),
      call('POST', '/v1/order/payment-url', { order_number: placed.body.order_number }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.payment_url).toBe(b.body.payment_url);
    const stored = await rows(
      sql`select p.id from payments p join orders o on o.id = p.order_id where o.number = ${placed.body.order_number}`,
    );
    expect(stored).toHaveLength(1);
  });
});
