// The Mollie adapter in the real flow: the shop creates the payment at a local fake of Mollie's
// Payments API, Mollie calls the shop's webhook over HTTP with only the id, and the shop fetches
// the status back from Mollie before it marks the order paid.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMollie, type FakeMollie } from '../../commerce/providers/payment/fake-mollie';
import { createMollieProvider } from '../../commerce/providers/payment/mollie';
import { apiCaller, createTestShop, type TestShop } from '../helpers/shop';

describe('checkout paid through Mollie', () => {
  let mollie: FakeMollie;
  let shop: TestShop;
  let server: ServerType;
  let token: string;

  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop, () => token)(...args);

  beforeAll(async () => {
    mollie = await startFakeMollie();
    shop = await createTestShop('pglite', { payments: createMollieProvider({ apiKey: mollie.apiKey, baseUrl: mollie.url }) });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    shop.config.publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    token = await shop.token();
  });
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await shop?.close();
    await mollie?.close();
  });

  it('creates the payment at Mollie and applies the paid webhook once', async () => {
    const { body: products } = await call('GET', '/v1/catalog/overview/category?path=/hoeslaken/');
    const product = await call('GET', `/v1/catalog/product/${products.products.find((p: { available: boolean }) => p.available).slug}`);
    const variant = product.body.variants.find((v: { stock: number }) => v.stock > 0);
    const added = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 });
    const q = { 'x-quote-id': added.body.quote_id };
    await call(
      'POST',
      '/v1/checkout/customer',
      {
        customer: { first_name: 'Sanne', last_name: 'de Vries', email: 'sanne@example.nl', phone: '0612345678' },
        billing: { zipcode: '1234AB', house_number: '1', country_code: 'NL' },
      },
      q,
    );
    await call('POST', '/v1/checkout/paymentmethod', { selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A' }, q);
    const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': 'mollie-test-1' });
    expect(placed.status).toBe(200);
    const [payment] = [...mollie.payments.values()];
    expect(placed.body.payment_url).toMatch(new RegExp(`^${mollie.url.split('/v2')[0]}/`));
    expect(payment.amount).toEqual({ currency: 'EUR', value: (placed.body.grand_total / 100).toFixed(2) });
    expect(payment.webhookUrl).toBe(`${shop.config.publicUrl}/v1/payments/webhook`);
    expect(payment.redirectUrl).toBe(`${shop.config.publicUrl}/checkout/status/${placed.body.order_number}/`);

    await mollie.setStatus(payment.id, 'paid', { notify: true });
    await mollie.setStatus(payment.id, 'paid', { notify: true });
    expect((await call('GET', `/v1/order/${placed.body.order_number}/status`)).body.status).toBe('paid');
    const mails = (await shop.mailer.list()).filter((m) => m.subject.includes(placed.body.order_number));
    expect(mails).toHaveLength(1);
  });
});
