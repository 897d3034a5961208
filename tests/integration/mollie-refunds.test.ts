// Staff refunds through Mollie, whose refunds are paid out later: the refund stays `pending` until
// Mollie calls the payment's webhook and the shop fetches the refund's status back. A refund the
// bank refuses after all (failed) gives its amount back to what can still be refunded, once, however
// often the webhook comes; a forged webhook changes nothing.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMollie, type FakeMollie } from '../../commerce/providers/payment/fake-mollie';
import { createMollieProvider } from '../../commerce/providers/payment/mollie';
import { createAdminShop, OWNER, type AdminShop } from '../helpers/admin';

describe('staff refunds through Mollie and its webhook', () => {
  let mollie: FakeMollie;
  let a: AdminShop;
  let server: ServerType;
  let staff: string;

  beforeAll(async () => {
    mollie = await startFakeMollie();
    a = await createAdminShop('pglite', { payments: createMollieProvider({ apiKey: mollie.apiKey, baseUrl: mollie.url }) });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: a.shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    a.shop.config.publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    staff = await a.login(OWNER);
  });
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await a?.close();
    await mollie?.close();
  });

  /** An order paid at (fake) Mollie, the way a shopper pays it. */
  async function paidAtMollie(key: string) {
    const service = { token: a.serviceToken };
    const [variant] = await a.rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock >= 5 and v.price between 3000 and 30000 order by v.id limit 1`,
    );
    const added = await a.call('POST', '/v1/cart/item', { ...service, body: { item_id: variant.id, quantity: 1 } });
    const q = { 'x-quote-id': added.body.quote_id as string };
    await a.call('POST', '/v1/checkout/customer', {
      ...service,
      headers: q,
      body: {
        customer: { first_name: 'Sanne', last_name: 'de Vries', email: 'sanne@example.nl', phone: '0612345678' },
        billing: { zipcode: '1234AB', house_number: '1', country_code: 'NL' },
      },
    });
    await a.call('POST', '/v1/checkout/paymentmethod', {
      ...service,
      headers: q,
      body: { selectedPaymentMethod: 'creditcard', shipping_method: 'postnl' },
    });
    const placed = await a.call('POST', '/v1/checkout/payment-url', { ...service, body: {}, headers: { ...q, 'idempotency-key': key } });
    expect(placed.status, placed.text).toBe(200);
    const payment = [...mollie.payments.values()].find(
      (p) => (p.metadata as { order_number: string }).order_number === placed.body.order_number,
    )!;
    await mollie.setStatus(payment.id, 'paid', { notify: true });
    return { number: placed.body.order_number as string, total: placed.body.grand_total as number, payment };
  }
  const detail = async (number: string) => (await a.call('GET', `/v1/admin/orders/${number}`, { token: staff })).body;
  const refund = (number: string, requestId: string, amount: number) =>
    a.call('POST', `/v1/admin/orders/${number}/refund`, {
      token: staff,
      body: { request_id: requestId, amount, reason: 'Beschadigd geleverd' },
    });

  it('stays pending until Mollie pays it out, then says refunded once', async () => {
    const order = await paidAtMollie('mollie-refund-1');
    const asked = await refund(order.number, 'r-1-aaaaaaaaaaaa', 1000);
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.refund.status).toBe('pending');
    const [atMollie] = order.payment.refunds;
    expect(atMollie).toMatchObject({ status: 'pending', amount: { value: '10.00' } });

    // A webhook for the payment before the refund moved: nothing changes.
    await mollie.setStatus(order.payment.id, 'paid', { notify: true });
    expect((await detail(order.number)).refunds[0].status).toBe('pending');

    await mollie.setRefundStatus(order.payment.id, atMollie.id, 'refunded', { notify: true });
    await mollie.setRefundStatus(order.payment.id, atMollie.id, 'refunded', { notify: true });
    const after = await detail(order.number);
    expect(after.refunds[0].status).toBe('refunded');
    expect(JSON.stringify(after).match(/uitbetaald/g)).toHaveLength(1);
  });

  it('a refund Mollie fails gives its amount back once, and it can be refunded again', async () => {
    const order = await paidAtMollie('mollie-refund-2');
    expect((await refund(order.number, 'r-2-aaaaaaaaaaaa', order.total)).status).toBe(200);
    // All was refunded (or promised): nothing more can go.
    expect((await refund(order.number, 'r-2-bbbbbbbbbbbb', 100)).status).toBe(409);

    const [atMollie] = order.payment.refunds;
    await mollie.setRefundStatus(order.payment.id, atMollie.id, 'failed', { notify: true });
    await mollie.setRefundStatus(order.payment.id, atMollie.id, 'failed', { notify: true });
    const after = await detail(order.number);
    expect(after.refunds[0].status).toBe('failed');
    expect(JSON.stringify(after).match(/mislukt bij de betaalprovider/g)).toHaveLength(1);
    const [{ refunded }] = await a.rows<{ refunded: number }>(
      sql`select p.refunded_amount as refunded from payments p join orders o on o.id = p.order_id where o.number = ${order.number} and p.kept`,
    );
    expect(refunded).toBe(0);

    const again = await refund(order.number, 'r-2-cccccccccccc', order.total);
    expect(again.status, again.text).toBe(200);
    expect(again.body.refund.status).toBe('pending');
  });

  it('a forged webhook (an id we never made) changes nothing and answers as for any id', async () => {
    const before = await a.rows<{ n: number }>(sql`select count(*)::int as n from order_events`);
    const res = await a.shop.app.request('/v1/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=tr_forged12345',
    });
    expect(res.status).toBeLessThan(500);
    expect(await a.rows<{ n: number }>(sql`select count(*)::int as n from order_events`)).toEqual(before);
  });
});
