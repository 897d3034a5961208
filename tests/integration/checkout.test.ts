// The money path through the API: checkout steps, order placement, the sandbox PSP and webhooks.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../commerce/db/seed/customers';

const customerStep = {
  customer: { type: 'private', first_name: 'Sanne', last_name: 'de Vries', email: 'sanne@example.nl', phone: '06 12345678' },
  billing: { zipcode: '1234 ab', house_number: '1', extension: '', street: '', city: '', country_code: 'NL' },
  sameDeliveryAddress: true,
};
const paymentStep = { selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A', shipping_method: 'postnl' };

describe.each(dbKinds)('checkout on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  let variant: { id: number; price: number; stock: number };

  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop, () => token)(...args);
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const stockOf = async (id: number) => (await rows<{ stock: number }>(sql`select stock from variants where id = ${id}`))[0].stock;

  /** A cart with the variant, ready to pay: both checkout steps done. */
  async function readyCart(quantity = 1, id = variant.id) {
    const added = await call('POST', '/v1/cart/item', { item_id: id, quantity });
    const q = { 'x-quote-id': added.body.quote_id as string };
    expect((await call('POST', '/v1/checkout/customer', customerStep, q)).status).toBe(200);
    expect((await call('POST', '/v1/checkout/paymentmethod', paymentStep, q)).status).toBe(200);
    return q;
  }

  /** The shopper's choice on the sandbox page, which calls the webhook. */
  async function pay(paymentUrl: string, status: string) {
    const res = await shop.sandbox.request(paymentUrl, { method: 'POST', body: new URLSearchParams({ status }) });
    expect(res.status).toBe(303);
    return res.headers.get('location');
  }

  beforeAll(async () => {
    shop = await createTestShop(kind);
    token = await shop.token();
    [variant] = await rows<{ id: number; price: number; stock: number }>(
      sql`select v.id, v.price, v.stock from variants v join products p on p.id = v.product_id where p.available and v.stock >= 20 order by v.id limit 1`,
    );
  });
  afterAll(() => shop?.close());

  it('fills street and city from postcode and house number, and flags an unknown postcode', async () => {
    const found = await call('GET', '/v1/checkout/postcode/autocomplete?zipcode=1234AB&house_number=1');
    expect(found.body).toEqual({ street: 'Voorbeeldstraat', city: 'Amsterdam' });
    const added = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 });
    const q = { 'x-quote-id': added.body.quote_id };
    const ok = await call('POST', '/v1/checkout/customer', customerStep, q);
    expect(ok.body.details.billing).toMatchObject({ street: 'Voorbeeldstraat', city: 'Amsterdam', zipcode: '1234 AB' });
    const unknown = await call(
      'POST',
      '/v1/checkout/customer',
      { ...customerStep, billing: { ...customerStep.billing, zipcode: '9999 ZZ', street: 'Nep', city: 'Nep' } },
      q,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.issues).toContainEqual({ path: 'billing.zipcode', message: 'Postcode onjuist' });
    expect(unknown.body.values.billing).toMatchObject({ street: '', city: '' });
  });

  it('gives every SPEC message for a wrong customer step', async () => {
    const added = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 });
    const res = await call(
      'POST',
      '/v1/checkout/customer',
      {
        customer: {
          type: 'company',
          first_name: '',
          last_name: 'x',
          email: 'geen-mail',
          phone: '123',
          company: '',
          vat_number: 'NL1',
          coc_number: '12',
        },
        billing: { zipcode: '1234 SA', house_number: 'a', extension: 'x'.repeat(20), country_code: 'NL' },
      },
      { 'x-quote-id': added.body.quote_id },
    );
    expect(res.status).toBe(400);
    const messages = Object.fromEntries((res.body.error.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]));
    expect(messages).toMatchObject({
      'customer.first_name': 'Vul je voornaam in',
      'customer.last_name': 'Vul je achternaam in',
      'customer.email': 'Vul een geldig e-mailadres in',
      'customer.phone': 'Vul een (geldig) telefoonnummer in',
      'customer.company': 'Vul een bedrijfsnaam in',
      'customer.vat_number': 'Vul een geldig BTW-nummer in',
      'customer.coc_number': 'Vul een geldig KVK-nummer in',
      'billing.zipcode': 'Postcode onjuist',
    });
  });

  it('asks for the fields of each payment method', async () => {
    const q = { 'x-quote-id': (await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 })).body.quote_id };
    const none = await call('POST', '/v1/checkout/paymentmethod', {}, q);
    expect(none.body.error.message).toBe('Selecteer een betaalmethode');
    const afterpay = await call('POST', '/v1/checkout/paymentmethod', { selectedPaymentMethod: 'afterpay', customer: {} }, q);
    const paths = (afterpay.body.error.issues as { path: string }[]).map((i) => i.path).sort();
    expect(paths).toEqual(['customer.dob', 'customer.gender', 'customer.phone', 'customer.terms']);
    const alma = await call(
      'POST',
      '/v1/checkout/paymentmethod',
      { selectedPaymentMethod: 'alma', customer: { dob: '01-01-1980', phone: '0612345678', installment: '5' } },
      q,
    );
    expect(alma.body.error.issues).toEqual([{ path: 'customer.installment', message: 'Kies in hoeveel termijnen je wilt betalen' }]);
    const paypal = await call('POST', '/v1/checkout/paymentmethod', { selectedPaymentMethod: 'paypal' }, q);
    expect(paypal.body.cart.totals.payment_costs).toBe(99);
  });

  it('places an order, takes stock, and a paid payment confirms it once by e-mail', async () => {
    const before = await stockOf(variant.id);
    const q = await readyCart(2);
    const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': `test-${q['x-quote-id']}-1` });
    expect(placed.status).toBe(200);
    expect(placed.body.order_number).toMatch(/^DKBD\d{7}$/);
    expect(placed.body.payment_url).toMatch(/^\/sandbox\/pay\/tr_/);
    expect(await stockOf(variant.id)).toBe(before - 2);

    const back = await pay(placed.body.payment_url, 'paid');
    expect(back).toBe(`/checkout/status/${placed.body.order_number}/`);
    const status = await call('GET', `/v1/order/${placed.body.order_number}/status`);
    expect(status.body.status).toBe('paid');
    const order = await call('GET', `/v1/order/${placed.body.order_number}`);
    expect(order.body.events.map((e: { to: string }) => e.to)).toEqual(['pending', 'paid']);
    expect(order.body.totals.grand_total).toBe(variant.price * 2 + (variant.price * 2 >= 10_000 ? 0 : 495));
    const cart = await call('GET', '/v1/cart', undefined, q);
    expect(cart.body.items).toEqual([]);
    const mails = (await shop.mailer.list()).filter((m) => m.subject.includes(placed.body.order_number));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('sanne@example.nl');
    // A webhook replay changes nothing and sends nothing.
    const paymentId = placed.body.payment_url.split('/').pop();
    const replay = await shop.app.request('/v1/payments/webhook', { method: 'POST', body: new URLSearchParams({ id: paymentId }) });
    expect(await replay.json()).toEqual({ result: 'unchanged' });
    expect((await shop.mailer.list()).filter((m) => m.subject.includes(placed.body.order_number))).toHaveLength(1);
  });

  it('a failed payment releases the stock, keeps the cart, and the order can be paid again', async () => {
    const before = await stockOf(variant.id);
    const q = await readyCart(1);
    const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': `test-${q['x-quote-id']}-1` });
    await pay(placed.body.payment_url, 'failed');
    expect((await call('GET', `/v1/order/${placed.body.order_number}/status`)).body.status).toBe('failed');
    expect(await stockOf(variant.id)).toBe(before);
    expect((await call('GET', '/v1/cart', undefined, q)).body.items).toHaveLength(1);
    const retry = await call('POST', '/v1/order/payment-url', { order_number: placed.body.order_number });
    expect(retry.status).toBe(200);
    expect(retry.body.payment_url).not.toBe(placed.body.payment_url);
    expect(await stockOf(variant.id)).toBe(before - 1);
    // The old payment's webhook can no longer move the order.
    const oldId = placed.body.payment_url.split('/').pop();
    await shop.app.request('/v1/payments/webhook', { method: 'POST', body: new URLSearchParams({ id: oldId }) });
    expect((await call('GET', `/v1/order/${placed.body.order_number}/status`)).body.status).toBe('pending');
    await pay(retry.body.payment_url, 'paid');
    expect((await call('GET', `/v1/order/${placed.body.order_number}/status`)).body.status).toBe('paid');
  });

  it('answers a replayed placement with the same order and payment', async () => {
    const q = await readyCart(1);
    const headers = { ...q, 'idempotency-key': `test-${q['x-quote-id']}-replay` };
    const first = await call('POST', '/v1/checkout/payment-url', {}, headers);
    const second = await call('POST', '/v1/checkout/payment-url', {}, headers);
    expect(second.body).toEqual(first.body);
  });

  it('charges shipping insurance only when chosen, and the order, its detail and the payment carry it', async () => {
    const added = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 });
    const q = { 'x-quote-id': added.body.quote_id as string };
    expect((await call('POST', '/v1/checkout/customer', customerStep, q)).status).toBe(200);
    const offered = await call('GET', '/v1/checkout/shippingmethod', undefined, q);
    expect(offered.body.shippingInsurance).toMatchObject({ title: 'Verzendverzekering', price_incl: 1000, selected: false });
    const chosen = await call('POST', '/v1/checkout/paymentmethod', { ...paymentStep, shipping_insurance: true }, q);
    expect(chosen.status).toBe(200);
    const shipping = variant.price >= 10_000 ? 0 : 495;
    expect(chosen.body.cart.totals).toMatchObject({ additional_costs: 1000, grand_total: variant.price + shipping + 1000 });
    expect((await call('GET', '/v1/checkout/shippingmethod', undefined, q)).body.shippingInsurance.selected).toBe(true);
    // Choosing again without it takes it off.
    const without = await call('POST', '/v1/checkout/paymentmethod', paymentStep, q);
    expect(without.body.cart.totals).toMatchObject({ additional_costs: 0, grand_total: variant.price + shipping });
    await call('POST', '/v1/checkout/paymentmethod', { ...paymentStep, shipping_insurance: 'on' }, q);
    const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': `test-${q['x-quote-id']}-ins` });
    expect(placed.status).toBe(200);
    expect(placed.body.grand_total).toBe(variant.price + shipping + 1000);
    const order = await call('GET', `/v1/order/${placed.body.order_number}`);
    expect(order.body.totals).toMatchObject({ additional_costs: 1000, grand_total: variant.price + shipping + 1000 });
  });

  it('refuses to oversell with a Dutch 409', async () => {
    const [scarce] = await rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock >= 2 and v.id <> ${variant.id} order by v.id limit 1`,
    );
    await shop.database.db.execute(sql`update variants set stock = 1 where id = ${scarce.id}`);
    const a = await readyCart(1, scarce.id);
    const b = await readyCart(1, scarce.id);
    const first = await call('POST', '/v1/checkout/payment-url', {}, { ...a, 'idempotency-key': 'scarce-a-1' });
    const second = await call('POST', '/v1/checkout/payment-url', {}, { ...b, 'idempotency-key': 'scarce-b-1' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.error.message).toMatch(/niet meer op voorraad/);
  });

  it("puts a logged-in customer's order in their account", async () => {
    const login = await call('POST', '/v1/customer/login', { username: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const customerToken = login.body.token as string;
    const q = await readyCart(1);
    const placed = await call(
      'POST',
      '/v1/checkout/payment-url',
      {},
      { ...q, 'idempotency-key': `account-${q['x-quote-id']}`, 'x-customer-token': customerToken },
    );
    const orders = await call('GET', '/v1/customer/orders', undefined, { 'x-customer-token': customerToken });
    expect(JSON.stringify(orders.body)).toContain(placed.body.order_number);
  });

  it('refuses a webhook without a known payment id', async () => {
    expect(
      (await shop.app.request('/v1/payments/webhook', { method: 'POST', body: new URLSearchParams({ id: 'tr_doesnotexist' }) })).status,
    ).toBe(404);
    expect((await shop.app.request('/v1/payments/webhook', { method: 'POST', body: new URLSearchParams({ id: '<x>' }) })).status).toBe(400);
  });
});
