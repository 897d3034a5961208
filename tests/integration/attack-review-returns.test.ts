// Attack review 2026-11-27, H1/H2 (docs/decisions/0045): a return refunded for less than the rug was
// paid (a damaged rug) is done with that rug too: no second return, no line refund of the same units.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminShop, OWNER, type AdminShop } from '../helpers/admin';
import { dbKinds } from '../helpers/shop';

let counter = 0;

async function placeOrder(a: AdminShop, lines: { variantId: number; quantity: number }[]) {
  return (await a.placeOrder(lines, { email: `retour${counter++}@example.nl` })).number;
}

describe.each(dbKinds)('attack review: a rug return refunded in part on %s', (kind) => {
  let a: AdminShop;
  let owner: string;
  beforeAll(async () => {
    a = await createAdminShop(kind);
    owner = await a.login(OWNER);
  }, 180_000);
  afterAll(() => a?.close());

  it('a rug refunded in part through a return cannot be returned or refunded by line again; the mattress keeps its money', async () => {
    const [mattress] = await a.rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock >= 10 and p.product_type = 'matras' order by v.id limit 1`,
    );
    const [rug] = await a.rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock >= 10 and p.product_type = 'vloerkleed' and v.price between 3000 and 30000 order by v.id limit 1`,
    );
    const number = await placeOrder(a, [
      { variantId: mattress!.id, quantity: 1 },
      { variantId: rug!.id, quantity: 2 },
    ]);
    const id = await a.returnRequest(number);
    for (const step of ['approve', 'receive'])
      expect((await a.call('POST', `/v1/admin/returns/${id}/${step}`, { token: owner })).status).toBe(200);
    const partial = await a.call('POST', `/v1/admin/returns/${id}/refund`, { token: owner, body: { amount: 1000 } });
    expect(partial.status, partial.text).toBe(200);

    const again = await a.call('POST', '/v1/customer/service-fee-request', {
      token: a.serviceToken,
      headers: { 'x-forwarded-for': '203.0.113.240' },
      body: { orderNumber: number, zipcode: '1234 AB', reason: 'Nog een keer.' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/al terugbetaald/);

    const detail = (await a.call('GET', `/v1/admin/orders/${number}`, { token: owner })).body;
    const rugLine = detail.lines.find((l: { quantity: number }) => l.quantity === 2);
    const byLine = await a.call('POST', `/v1/admin/orders/${number}/refund`, {
      token: owner,
      body: { request_id: `rug-again-${kind}`, reason: 'nog eens', lines: [{ line_id: rugLine.id, quantity: 1 }] },
    });
    expect(byLine.status).toBe(400);
    const refunded = (detail.refunds as { amount: number; status: string }[]).filter((r) => r.status !== 'failed');
    expect(refunded.map((r) => r.amount)).toEqual([1000]);
  });
});
