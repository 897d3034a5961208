// The checkout and order answers are what contract/operations/checkout.ts says they are: each success
// answer of a whole checkout parses with its operation's schema (docs/decisions/0042), and the step bodies'
// schemas leave a field of another type to the service's own Dutch message.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as ops from '#contract/operations/checkout';
import { apiCaller, createTestShop, dbKinds, type TestShop } from '../helpers/shop';

const schemaOf = (op: { responses: Record<number, unknown> }) =>
  (op.responses[200] as { content: { 'application/json': { schema: z.ZodTypeAny } } }).content['application/json'].schema;

describe.each(dbKinds)('checkout answers match the contract on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop, () => token)(...args);
  const expectShape = (op: { responses: Record<number, unknown> }, res: { status: number; body: unknown }) => {
    expect(res.status).toBe(200);
    const parsed = schemaOf(op).safeParse(res.body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  };

  beforeAll(async () => {
    shop = await createTestShop(kind);
    token = await shop.token();
  });
  afterAll(() => shop?.close());

  it('answers every checkout and order operation in its declared shape', async () => {
    const [v] = (
      (await shop.database.db.execute(sql`select id from variants where stock > 5 order by id limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const q = { 'x-quote-id': (await call('POST', '/v1/cart/item', { item_id: v.id, quantity: 1 })).body.quote_id as string };
    expectShape(ops.getCheckout, await call('GET', '/v1/checkout', undefined, q));
    const customer = {
      customer: { type: 'private', first_name: 'Sanne', last_name: 'de Vries', email: 'sanne@example.nl', phone: '0612345678' },
      billing: { zipcode: '1234AB', house_number: '1' },
    };
    expectShape(ops.saveCustomerStep, await call('POST', '/v1/checkout/customer', customer, q));
    expectShape(ops.getShippingMethods, await call('GET', '/v1/checkout/shippingmethod', undefined, q));
    expectShape(ops.getPaymentMethods, await call('GET', '/v1/checkout/paymentmethod', undefined, q));
    expectShape(
      ops.savePaymentStep,
      await call('POST', '/v1/checkout/paymentmethod', { selectedPaymentMethod: 'paypal', shipping_insurance: 'on' }, q),
    );
    expectShape(ops.getPaymentMethods, await call('GET', '/v1/checkout/paymentmethod', undefined, q));
    expectShape(ops.getCheckout, await call('GET', '/v1/checkout', undefined, q));
    const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': `contract-${q['x-quote-id']}` });
    expectShape(ops.placeOrder, placed);
    const number = placed.body.order_number as string;
    expectShape(ops.retryOrderPayment, await call('POST', '/v1/order/payment-url', { order_number: number }));
    expectShape(ops.getOrderStatus, await call('GET', `/v1/order/${number}/status`));
    expectShape(ops.getOrderEvents, await call('GET', `/v1/order/${number}/event`));
    expectShape(ops.getOrder, await call('GET', `/v1/order/${number}`));
  });

  it('leaves a step field of another type to the service: its Dutch message, not a generic 400', async () => {
    const [v] = (
      (await shop.database.db.execute(sql`select id from variants where stock > 5 order by id limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const q = { 'x-quote-id': (await call('POST', '/v1/cart/item', { item_id: v.id, quantity: 1 })).body.quote_id as string };
    const odd = await call(
      'POST',
      '/v1/checkout/customer',
      {
        customer: { first_name: 7, last_name: 'de Vries', email: 'sanne@example.nl', phone: '0612345678' },
        billing: 'x',
        sameDeliveryAddress: null,
      },
      q,
    );
    expect(odd.status).toBe(400);
    expect(odd.body.error.message).toBe('Controleer de gemarkeerde velden.');
    expect(odd.body.error.issues.map((i: { path: string }) => i.path)).toContain('customer.first_name');
    expect(odd.body.values.sameDeliveryAddress).toBe(false);
    const none = await call('POST', '/v1/checkout/paymentmethod', { selectedPaymentMethod: 12, customer: 'x' }, q);
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Selecteer een betaalmethode');
    expect((await call('POST', '/v1/checkout/customer', [], q)).status).toBe(400);
  });
});
