// Lawful "was" prices (docs/decisions/0051): the seed's demo reductions come with a price
// history, staff price changes through the admin API append to it, and every answer that shows a
// reduction (product, tiles, cart) carries the lowest price of the 30 days before the reduction
// started — never a price staff raised just before a "sale".
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceHistoryOf } from '../../commerce/pricing/price-history';
import { referencePriceOf } from '../../commerce/pricing/reference';
import { createAdminShop, MEDEWERKER, type AdminShop } from '../helpers/admin';
import { dbKinds } from '../helpers/shop';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dbKinds)('lawful "was" prices on %s', (kind) => {
  let a: AdminShop;
  let staff: string;
  beforeAll(async () => {
    a = await createAdminShop(kind);
    staff = await a.login(MEDEWERKER);
  }, 180_000);
  afterAll(() => a?.close());

  /** A plain available variant (not a configurable box spring) that is not on sale, and its product's slug. */
  async function plainVariant(skip = 0) {
    const [row] = await a.rows<{ id: number; product_id: number; slug: string; price: number }>(
      sql`select v.id, v.product_id, p.slug, v.price from variants v join products p on p.id = v.product_id
        where p.available and v.compare_at is null and not exists (select 1 from configurators c where c.product_id = p.id)
          and v.position = 0 order by v.id offset ${skip} limit 1`,
    );
    return row!;
  }
  /** Moves the shop's clock on; staff log in again (a login does not last weeks). */
  const advance = async (ms: number) => {
    a.clock.advance(ms);
    staff = await a.login(MEDEWERKER);
  };
  const setPrice = (variantId: number, price: number, price_old: number | null) =>
    a.call('POST', `/v1/admin/variants/${variantId}/price`, { token: staff, body: { price, price_old } });
  const productAnswer = async (slug: string) => {
    const res = await a.call('GET', `/v1/catalog/product/${slug}`, { token: a.serviceToken });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  it('the seed gives every variant a history; its reductions show the lowest price of the 30 days before, some none', async () => {
    const [counts] = await a.rows<{ without: number; announced: number; shown: number; hidden: number }>(
      sql`select count(*) filter (where not exists (select 1 from price_history h where h.variant_id = v.id))::int as without,
        count(*) filter (where compare_at is not null)::int as announced,
        count(*) filter (where compare_at is not null and price_old is not null)::int as shown,
        count(*) filter (where compare_at is not null and price_old is null)::int as hidden
        from variants v`,
    );
    expect(counts.without).toBe(0);
    expect(counts.shown).toBeGreaterThan(0);
    expect(counts.hidden).toBeGreaterThan(0);
    const variants = await a.rows<{ id: number; price: number; price_old: number | null; compare_at: number | null }>(
      sql`select id, price, price_old, compare_at from variants order by id`,
    );
    for (const v of variants) {
      const history = await priceHistoryOf(a.shop.database.db, v.id);
      expect(v.price_old, `variant ${v.id}`).toBe(referencePriceOf(history));
      if (v.price_old !== null) expect(v.price_old).toBeGreaterThan(v.price);
      if (v.compare_at === null) expect(v.price_old).toBeNull();
    }
    // Products show their cheapest variant's lawful price.
    const [wrong] = await a.rows<{ n: number }>(sql`select count(*)::int as n from products p
      join lateral (select price, price_old from variants where product_id = p.id order by price, id limit 1) c on true
      where p.price <> c.price or p.price_old is distinct from c.price_old`);
    expect(wrong.n).toBe(0);
  });

  it('a staff raise just before a "sale" gives no "was" price; a real reduction shows the lowest price of the 30 days before it', async () => {
    const v = await plainVariant();
    await advance(40 * DAY);
    expect((await setPrice(v.id, 5000, null)).status).toBe(200);
    await advance(31 * DAY);
    // Raised two days before the "sale", then lowered to the old price with the raised one as "was".
    expect((await setPrice(v.id, 7000, null)).body.variant.price_old).toBeNull();
    await advance(2 * DAY);
    const sale = await setPrice(v.id, 5000, 7000);
    expect(sale.status, sale.text).toBe(200);
    expect(sale.body.variant).toMatchObject({ price: 5000, price_old: null, compare_at: 7000 });
    let product = await productAnswer(v.slug);
    const shown = product.variants.find((x: { id: number }) => x.id === v.id);
    expect(shown).toMatchObject({ price: 5000, price_old: null });

    // A deeper cut within the same sale: the "was" price is the lowest of the 30 days before the sale began.
    await advance(DAY);
    const deeper = await setPrice(v.id, 4500, 7000);
    expect(deeper.body.variant).toMatchObject({ price: 4500, price_old: 5000 });
    product = await productAnswer(v.slug);
    expect(product.variants.find((x: { id: number }) => x.id === v.id)).toMatchObject({ price: 4500, price_old: 5000 });

    // The cart shows the same "was" price.
    const cart = await a.call('POST', '/v1/cart/item', { token: a.serviceToken, body: { item_id: v.id, quantity: 2 } });
    expect(cart.status, cart.text).toBe(200);
    const line = cart.body.items.find((l: { variant_id: number }) => l.variant_id === v.id);
    expect(line).toMatchObject({ price: 4500, price_old: 5000 });
    expect(cart.body.totals.sub_total_old - cart.body.totals.sub_total).toBe(1000);

    // Ending the sale ends the "was" price; the history keeps every step with its time.
    expect((await setPrice(v.id, 5000, null)).body.variant.price_old).toBeNull();
    const history = await priceHistoryOf(a.shop.database.db, v.id);
    expect(history.slice(-5).map((h) => [h.price, h.compareAt])).toEqual([
      [5000, null],
      [7000, null],
      [5000, 7000],
      [4500, 7000],
      [5000, null],
    ]);
  });

  it('attacker: raising inside a running sale, or replaying the same change, never lifts the "was" price', async () => {
    const v = await plainVariant(1);
    await advance(DAY);
    await setPrice(v.id, 3000, null);
    await advance(35 * DAY);
    expect((await setPrice(v.id, 2500, 9900)).body.variant.price_old).toBe(3000);
    // Raised during the sale to 9000 and lowered again: the raise ended the sale (art. 6a(5) keeps its
    // start only for ever deeper cuts), so the next cut is measured against the 30 days before the
    // raise — €25 among them: back at €25 shows no "was" price, €24 shows "was €25", never €30.
    await advance(DAY);
    expect((await setPrice(v.id, 9000, 9900)).body.variant.price_old).toBeNull();
    await advance(DAY);
    expect((await setPrice(v.id, 2500, 9900)).body.variant.price_old).toBeNull();
    // The same request twice (a double submit): the same answer.
    const [first, second] = await Promise.all([setPrice(v.id, 2400, 9900), setPrice(v.id, 2400, 9900)]);
    expect(first.body.variant.price_old).toBe(2500);
    expect(second.body.variant.price_old).toBe(2500);
    // A "was" price typed below the price is refused, with the shop's Dutch message.
    const bad = await setPrice(v.id, 2400, 2000);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('De oude prijs moet hoger zijn dan de prijs');
    // Only staff write prices: the storefront's service token cannot.
    expect(
      (await a.call('POST', `/v1/admin/variants/${v.id}/price`, { token: a.serviceToken, body: { price: 1, price_old: 99999 } })).status,
    ).toBeGreaterThanOrEqual(401);
  });

  it('a product with its price changed is the last changed in its lastmod', async () => {
    const v = await plainVariant(2);
    await advance(DAY);
    await setPrice(v.id, 1999, null);
    const [p] = await a.rows<{ updated_at: string }>(sql`select updated_at from products where id = ${v.product_id}`);
    expect(new Date(p!.updated_at).getTime()).toBe(a.clock.now.getTime());
    const [older] = await a.rows<{ n: number }>(
      sql`select count(*)::int as n from products where updated_at >= ${a.clock.now.toISOString()}::timestamptz`,
    );
    expect(older!.n).toBe(1);
  });
});
