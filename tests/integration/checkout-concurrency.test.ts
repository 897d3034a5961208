// Correctness under load (docs/decisions/0029): these races need real connections, so they run on PostgreSQL
// only (PGlite has one connection and cannot race). Figures are printed for the issue note.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestShop, type TestShop } from '../helpers/shop';

const customerStep = {
  customer: { type: 'private', first_name: 'Sanne', last_name: 'de Vries', email: 'race@example.nl', phone: '0612345678' },
  billing: { zipcode: '1234AB', house_number: '1', country_code: 'NL' },
};
const paymentStep = { selectedPaymentMethod: 'creditcard', shipping_method: 'postnl' };

describe.skipIf(!process.env.TEST_DATABASE_URL)('checkout under concurrency on postgres', () => {
  let shop: TestShop;
  let token: string;
  let variantId: number;

  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop, () => token)(...args);
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;

  async function readyCarts(n: number, code?: string): Promise<string[]> {
    const ids: string[] = [];
    // Prepared a few at a time: the race is the placement, not the preparation.
    for (let i = 0; i < n; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, n - i) }, async () => {
          const added = await call('POST', '/v1/cart/item', { item_id: variantId, quantity: 1 });
          const q = { 'x-quote-id': added.body.quote_id as string };
          await call('POST', '/v1/checkout/customer', customerStep, q);
          await call('POST', '/v1/checkout/paymentmethod', paymentStep, q);
          if (code) expect((await call('POST', '/v1/cart/discount', { discount_code: code }, q)).status).toBe(200);
          return added.body.quote_id as string;
        }),
      );
      ids.push(...batch);
    }
    return ids;
  }

  beforeAll(async () => {
    shop = await createTestShop('postgres');
    token = await shop.token();
    [{ id: variantId }] = await rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.available order by v.id limit 1`,
    );
  });
  afterAll(() => shop?.close());

  it('200 concurrent checkouts of a variant with stock 10 sell exactly 10', async () => {
    await shop.database.db.execute(sql`update variants set stock = 200 where id = ${variantId}`);
    const carts = await readyCarts(200);
    await shop.database.db.execute(sql`update variants set stock = 10 where id = ${variantId}`);
    const started = performance.now();
    const results = await Promise.all(
      carts.map((q, i) => call('POST', '/v1/checkout/payment-url', {}, { 'x-quote-id': q, 'idempotency-key': `race-stock-${i}` })),
    );
    const ms = Math.round(performance.now() - started);
    const statuses = results.map((r) => r.status);
    const sold = statuses.filter((s) => s === 200).length;
    const refused = results.filter((r) => r.status === 409 && /niet meer op voorraad/.test(r.body.error?.message));
    console.log(`stock race: ${sold} sold, ${refused.length} refused, ${statuses.filter((s) => s >= 500).length} 5xx, ${ms} ms`);
    expect(sold).toBe(10);
    expect(refused).toHaveLength(190);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const [{ stock }] = await rows<{ stock: number }>(sql`select stock from variants where id = ${variantId}`);
    expect(stock).toBe(0);
  }, 120_000);

  it('50 concurrent checkouts with one single-use code give exactly 1 discounted order', async () => {
    await shop.database.db.execute(sql`update variants set stock = 1000 where id = ${variantId}`);
    await shop.database.db.execute(sql`update discount_codes set times_used = 0, usage_limit = 1 where code = 'EENMALIG'`);
    const carts = await readyCarts(50, 'EENMALIG');
    const results = await Promise.all(
      carts.map((q, i) => call('POST', '/v1/checkout/payment-url', {}, { 'x-quote-id': q, 'idempotency-key': `race-code-${i}` })),
    );
    const ok = results.filter((r) => r.status === 200);
    console.log(`code race: ${ok.length} placed, ${results.filter((r) => r.status === 409).length} refused`);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from orders where discount_code = 'EENMALIG'`);
    expect(n).toBe(1);
    const [{ times_used }] = await rows<{ times_used: number }>(sql`select times_used from discount_codes where code = 'EENMALIG'`);
    expect(times_used).toBe(1);
  }, 120_000);

  it('the same placement replayed 100 times at once makes 1 order and 1 payment, with one answer', async () => {
    const [q] = await readyCarts(1);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        call('POST', '/v1/checkout/payment-url', {}, { 'x-quote-id': q, 'idempotency-key': `replay-${q}` }),
      ),
    );
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const [{ orders, payments }] = await rows<{ orders: number; payments: number }>(sql`
      select (select count(*)::int from orders where idempotency_key = ${`replay-${q}`}) as orders,
             (select count(*)::int from payments p join orders o on o.id = p.order_id where o.idempotency_key = ${`replay-${q}`}) as payments`);
    expect({ orders, payments }).toEqual({ orders: 1, payments: 1 });
  }, 120_000);

  it('100 shuffled webhook calls give 1 paid transition and 1 e-mail', async () => {
    const [q] = await readyCarts(1);
    const placed = await call('POST', '/v1/checkout/payment-url', {}, { 'x-quote-id': q, 'idempotency-key': `hooks-${q}` });
    const paymentId = placed.body.payment_url.split('/').pop();
    // The shopper pays on the sandbox page without its own webhook call reaching us first.
    await shop.database.db.execute(sql`update sandbox_payments set status = 'paid' where id = ${paymentId}`);
    const calls = Array.from({ length: 100 }, () =>
      shop.app.request('/v1/payments/webhook', { method: 'POST', body: new URLSearchParams({ id: paymentId }) }),
    );
    const answers = await Promise.all(calls.sort(() => Math.random() - 0.5));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const results = await Promise.all(answers.map((a) => a.json() as Promise<{ result: string }>));
    expect(results.filter((r) => r.result === 'applied')).toHaveLength(1);
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_events e join orders o on o.id = e.order_id where o.number = ${placed.body.order_number} and e.to_status = 'paid'`,
    );
    expect(n).toBe(1);
    const mails = (await shop.mailer.list()).filter((m) => m.subject.includes(placed.body.order_number));
    expect(mails).toHaveLength(1);
  }, 120_000);
});
