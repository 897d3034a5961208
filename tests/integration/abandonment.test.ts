// Abandonment events, the restore link and the reminder job.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindAbandonedCarts } from '../../commerce/cart/abandonment';
import { apiCaller, createTestShop, dbKinds, testConfig, type TestShop } from '../helpers/shop';

describe.each(dbKinds)('abandonment on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop, () => token)(...args);

  beforeAll(async () => {
    shop = await createTestShop(kind);
    token = await shop.token();
  });
  afterAll(() => shop?.close());

  it('stores abandonment events and refuses malformed ones', async () => {
    expect((await call('POST', '/v1/abandon/browse', { products: [1, 2, 3] })).status).toBe(200);
    expect((await call('POST', '/v1/abandon/email', { email: 'sanne@example.nl' })).status).toBe(200);
    expect((await call('POST', '/v1/abandon/email', { email: 'geen mail' })).status).toBe(400);
    const [{ n }] = (
      (await shop.database.db.execute(sql`select count(*)::int as n from abandon_events`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(n).toBe(2);
  });

  it('mails one restore link per idle cart, and the link restores only with a valid signature', async () => {
    const [v] = (
      (await shop.database.db.execute(
        sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock > 5 limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const added = await call('POST', '/v1/cart/item', { item_id: v.id, quantity: 1 });
    const q = { 'x-quote-id': added.body.quote_id };
    await call(
      'POST',
      '/v1/checkout/customer',
      {
        customer: { first_name: 'Sanne', last_name: 'de Vries', email: 'idle@example.nl', phone: '0612345678' },
        billing: { zipcode: '1234AB', house_number: '1' },
      },
      q,
    );
    await shop.database.db.execute(sql`update carts set updated_at = now() - interval '2 hours' where id = ${added.body.quote_id}`);
    const deps = { mailer: shop.mailer, publicUrl: 'https://www.slaapzaak.nl', secret: testConfig.tokenSecret };
    expect(await remindAbandonedCarts(shop.database.db, deps, 60)).toBe(1);
    expect(await remindAbandonedCarts(shop.database.db, deps, 60)).toBe(0);
    const [mail] = (await shop.mailer.list()).filter((m) => m.tag === 'abandoned-cart');
    // The link names a signed link id, never the cart's quote_id (docs/decisions/0033).
    const link = /https:\/\/www\.slaapzaak\.nl\/cart\/restore\/([A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})\n/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    expect(mail.text).not.toContain(added.body.quote_id);
    const restored = await call('POST', '/v1/cart/restore', { token: link });
    expect(restored.body.items).toHaveLength(1);
    expect(restored.body.quote_id).not.toBe(added.body.quote_id);
    expect((await call('POST', '/v1/cart/restore', { token: `${link!.split('.')[0]}.vervalstehandtekening00` })).status).toBe(404);
  });
});
