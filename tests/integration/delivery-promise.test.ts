// The delivery promise as an API client sees it (docs/decisions/0053): the product, its variants, the cart line and
// the checkout's cart say the same sentence, from the one module, at the shop's clock.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { commerceConfigFromEnv } from '../../commerce/config';

interface Promise_ {
  kind: string;
  method: string;
  date: string;
  text: string;
}
interface ProductBody {
  delivery_promise: Promise_ | null;
  delivery_method: string;
  usps: string[];
  variants: { id: number; stock: number; delivery_promise: Promise_ | null }[];
}
interface CartBody {
  quote_id: string;
  items: { variant_id: number; quantity: number; delivery_method: string; delivery_promise: Promise_ | null }[];
}

// Friday 27 November 2026, 12:00 in Amsterdam.
const FRIDAY_NOON = new Date('2026-11-27T11:00:00Z');

describe.each(dbKinds)('delivery promise through the API on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  let boxspring: { id: number; variant: number };
  let pillow: { id: number; variant: number; stock: number };
  const call = async <T>(method: string, path: string, body?: unknown, quoteId?: string) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    if (quoteId) headers['x-quote-id'] = quoteId;
    const res = await shop.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as T };
  };

  beforeAll(async () => {
    shop = await createTestShop(kind, { now: () => new Date(FRIDAY_NOON) });
    token = await shop.token();
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await shop.database.db.execute(query)) as unknown as { rows: Record<string, number>[] }).rows;
    const [b] = await rows(
      sql`select p.id, min(v.id) as variant from products p join variants v on v.product_id = p.id
          where p.product_type = 'boxspring' and p.available group by p.id order by p.id limit 1`,
    );
    const [p] = await rows(
      sql`select p.id, v.id as variant, v.stock from products p join variants v on v.product_id = p.id
          where p.product_type = 'hoofdkussen' and p.available and p.lead_time_days is null and v.stock >= 3 order by p.id, v.id limit 1`,
    );
    boxspring = { id: Number(b!.id), variant: Number(b!.variant) };
    pillow = { id: Number(p!.id), variant: Number(p!.variant), stock: Number(p!.stock) };
  });
  afterAll(() => shop?.close());

  it('a made-to-order boxspring: the crew, from the day after the lead time, the customer picks the day', async () => {
    const { status, body } = await call<ProductBody>('GET', `/v1/catalog/product/${boxspring.id}`);
    expect(status).toBe(200);
    expect(body.delivery_method).toBe('crew');
    expect(body.delivery_promise).toEqual({
      kind: 'from',
      method: 'crew',
      date: '2026-12-14',
      text: 'Levering vanaf 14 december, jij kiest de dag',
    });
    // The header's "morgen in huis" is no highlight of a product that cannot keep it.
    expect(body.usps).not.toContain('Voor 23:59 besteld, morgen in huis');
    // Made to order: every size has the same promise, whatever the shelf holds.
    for (const v of body.variants) expect(v.delivery_promise?.text).toBe('Levering vanaf 14 december, jij kiest de dag');
  });

  it('an in-stock pillow: tomorrow, with the cut-off highlight; a sold-out size promises nothing', async () => {
    const { body } = await call<ProductBody>('GET', `/v1/catalog/product/${pillow.id}`);
    expect(body.delivery_method).toBe('parcel');
    const variant = body.variants.find((v) => v.id === pillow.variant)!;
    expect(variant.delivery_promise?.text).toBe('Morgen in huis');
    for (const v of body.variants) if (v.stock === 0) expect(v.delivery_promise).toBeNull();
  });

  it('the cart and the checkout say what the product page says, per line', async () => {
    const added = await call<CartBody>('POST', '/v1/cart/item', { item_id: pillow.variant, quantity: 1 });
    expect(added.status).toBe(200);
    const quote = added.body.quote_id;
    const withBox = await call<CartBody>('POST', '/v1/cart/item', { item_id: boxspring.variant, quantity: 1 }, quote);
    if (withBox.status !== 200) throw new Error(`boxspring not added: ${JSON.stringify(withBox.body)}`);
    const cart = await call<CartBody>('GET', '/v1/cart', undefined, quote);
    const texts = Object.fromEntries(cart.body.items.map((l) => [l.variant_id, l.delivery_promise?.text]));
    expect(texts).toEqual({ [pillow.variant]: 'Morgen in huis', [boxspring.variant]: 'Levering vanaf 14 december, jij kiest de dag' });
    const checkout = await call<{ cart: CartBody }>('GET', '/v1/checkout', undefined, quote);
    expect(checkout.body.cart.items.map((l) => l.delivery_promise?.text)).toEqual(cart.body.items.map((l) => l.delivery_promise?.text));
  });

  it('a promise posted with the line is ignored: the API computes it (attacker: tampered body)', async () => {
    const forged = { kind: 'tomorrow', method: 'parcel', date: '2026-11-28', text: 'Morgen in huis' };
    const added = await call<CartBody>('POST', '/v1/cart/item', {
      item_id: boxspring.variant,
      quantity: 1,
      delivery_promise: forged,
      delivery_method: 'parcel',
      lead_time_days: 0,
    });
    expect(added.status).toBe(200);
    const line = added.body.items[0]!;
    expect(line.delivery_method).toBe('crew');
    expect(line.delivery_promise?.text).toBe('Levering vanaf 14 december, jij kiest de dag');
  });

  it('a line wanting more than the shelf holds is not promised for tomorrow (stock taken by someone else)', async () => {
    const added = await call<CartBody>('POST', '/v1/cart/item', { item_id: pillow.variant, quantity: 2 });
    await shop.database.db.execute(sql`update variants set stock = 1 where id = ${pillow.variant}`);
    const cart = await call<CartBody>('GET', '/v1/cart', undefined, added.body.quote_id);
    expect(cart.body.items[0]!.delivery_promise).toBeNull();
    await shop.database.db.execute(sql`update variants set stock = ${pillow.stock} where id = ${pillow.variant}`);
  });
});

describe('DELIVERY_CLOCK', () => {
  it('fixes the promise clock of a demo shop only; a real shop (public URL) ignores it', () => {
    const env = { DATA_DIR: `/tmp/slaapzaak-clock-${process.pid}`, DELIVERY_CLOCK: '2026-12-02T12:00:00+01:00' };
    expect(commerceConfigFromEnv(env).deliveryClock?.().toISOString()).toBe('2026-12-02T11:00:00.000Z');
    expect(commerceConfigFromEnv({ ...env, PUBLIC_URL: 'https://www.slaapzaak.nl' }).deliveryClock).toBeUndefined();
    expect(() => commerceConfigFromEnv({ ...env, DELIVERY_CLOCK: 'morgen' })).toThrow(/DELIVERY_CLOCK/);
  });
});
