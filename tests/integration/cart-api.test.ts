// The cart as an API client sees it: server-side prices, quantity and stock rules, discount codes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../commerce/db/seed/customers';

interface CartBody {
  quote_id: string;
  items: { id: number; variant_id: number; quantity: number; price: number; row_total: number }[];
  totals: { sub_total: number; discounts: number; shipping_costs: number; grand_total: number };
  applied_code: string | null;
}

describe.each(dbKinds)('cart API on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  let variant: { id: number; price: number; stock: number };
  const call = async (method: string, path: string, body?: unknown, quoteId?: string, extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...extra };
    if (quoteId) headers['x-quote-id'] = quoteId;
    const res = await shop.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as CartBody & { error?: { message: string } } };
  };

  beforeAll(async () => {
    shop = await createTestShop(kind);
    token = await shop.token();
    const result = (await shop.database.db.execute(
      sql`select v.id, v.price, v.stock from variants v join products p on p.id = v.product_id where p.available and v.stock between 5 and 40 order by v.id limit 1`,
    )) as unknown as { rows: { id: number; price: number; stock: number }[] };
    variant = result.rows[0];
  });
  afterAll(() => shop?.close());

  it('starts a cart on the first add and prices it on the server, ignoring posted prices', async () => {
    const { status, body } = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 2, price: 1, grand_total: 1 });
    expect(status).toBe(200);
    expect(body.quote_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.items).toHaveLength(1);
    expect(body.items[0].price).toBe(variant.price);
    expect(body.totals.sub_total).toBe(variant.price * 2);
  });

  it('adds the same variant to its line, and updates and removes lines', async () => {
    const first = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 });
    const again = await call('POST', '/v1/cart/item', { item_id: String(variant.id), quantity: '2' }, first.body.quote_id);
    expect(again.body.items).toHaveLength(1);
    expect(again.body.items[0].quantity).toBe(3);
    const line = again.body.items[0].id;
    const updated = await call('PUT', '/v1/cart/item', { item_id: line, quantity: 1 }, first.body.quote_id);
    expect(updated.body.items[0].quantity).toBe(1);
    const removed = await call('DELETE', `/v1/cart/item?item_id=${line}`, undefined, first.body.quote_id);
    expect(removed.body.items).toHaveLength(0);
    expect(removed.body.totals.grand_total).toBe(0);
  });

  it.each([
    [-5, 'Kies een aantal van 1 tot en met 99.'],
    [0, 'Kies een aantal van 1 tot en met 99.'],
    [1.5, 'Kies een aantal van 1 tot en met 99.'],
    ['drie', 'Kies een aantal van 1 tot en met 99.'],
    [100, 'Kies een aantal van 1 tot en met 99.'],
  ])('refuses quantity %s with a Dutch message', async (quantity, message) => {
    const { status, body } = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(message);
  });

  it('refuses more than the stock with 409 and keeps the cart as it was', async () => {
    const first = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 });
    const tooMany = await call(
      'PUT',
      '/v1/cart/item',
      { item_id: first.body.items[0].id, quantity: Math.min(variant.stock + 1, 99) },
      first.body.quote_id,
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error?.message).toMatch(/op voorraad/);
    const after = await call('GET', '/v1/cart', undefined, first.body.quote_id);
    expect(after.body.items[0].quantity).toBe(1);
  });

  it('answers 404 for an unknown variant', async () => {
    expect((await call('POST', '/v1/cart/item', { item_id: 999_999_999, quantity: 1 })).status).toBe(404);
  });

  it('applies discount codes by their rules', async () => {
    const cart = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 });
    const q = cart.body.quote_id;
    const unknown = await call('POST', '/v1/cart/discount', { discount_code: 'BESTAATNIET' }, q);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toBe('Deze kortingscode bestaat niet.');
    const expired = await call('POST', '/v1/cart/discount', { discount_code: 'zomer15' }, q);
    expect(expired.body.error?.message).toBe('Deze kortingscode is verlopen.');
    const free = await call('POST', '/v1/cart/discount', { discount_code: 'gratisthuis' }, q);
    expect(free.status).toBe(200);
    expect(free.body.applied_code).toBe('GRATISTHUIS');
    expect(free.body.totals.shipping_costs).toBe(0);
    const removed = await call('DELETE', '/v1/cart/discount', undefined, q);
    expect(removed.body.applied_code).toBeNull();
  });

  it('merges the guest cart into the customer cart at login, and that cart follows the customer', async () => {
    const login = await call('POST', '/v1/customer/login', { username: DEMO_EMAIL, password: DEMO_PASSWORD });
    const customerToken = (login.body as unknown as { token: string }).token;
    const [other] = (
      (await shop.database.db.execute(
        sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock between 5 and 40 and v.id <> ${variant.id} order by v.id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    // On one device the customer, logged in, has a cart with 1 of the variant.
    const own = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 1 }, undefined, { 'x-customer-token': customerToken });
    // On this device, as a guest: 2 of the same variant and 1 of another.
    const guest = await call('POST', '/v1/cart/item', { item_id: variant.id, quantity: 2 });
    await call('POST', '/v1/cart/item', { item_id: other.id, quantity: 1 }, guest.body.quote_id);
    const merged = await call('POST', '/v1/cart/merge', undefined, guest.body.quote_id, { 'x-customer-token': customerToken });
    expect(merged.status).toBe(200);
    expect(merged.body.quote_id).toBe(own.body.quote_id);
    const byVariant = Object.fromEntries(merged.body.items.map((i) => [i.variant_id, i.quantity]));
    expect(byVariant).toEqual({ [variant.id]: 3, [other.id]: 1 });
    expect((await call('GET', '/v1/cart', undefined, guest.body.quote_id)).body.items).toEqual([]);
    // A third device without a cart gets the customer's cart.
    const elsewhere = await call('POST', '/v1/cart/merge', undefined, undefined, { 'x-customer-token': customerToken });
    expect(elsewhere.body.quote_id).toBe(own.body.quote_id);
    expect((await call('POST', '/v1/cart/merge', undefined, undefined, { 'x-customer-token': 'nep' })).status).toBe(401);
  });

  it('answers an empty, not-found cart for an unknown quote id', async () => {
    const { status, body } = await call('GET', '/v1/cart', undefined, '00000000-0000-4000-8000-000000000000');
    expect(status).toBe(200);
    expect(body.items).toEqual([]);
    expect((body as unknown as { found: boolean }).found).toBe(false);
  });
});
