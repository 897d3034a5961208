// Precomputed listing data per category, rebuilt whenever the catalogue is (re)loaded:
// - category_facet_counts: every facet value's count (the unfiltered listing reads these), and its
//   products as a bitmap over the category's positions;
// - category_positions: the category's products numbered 0…n-1 by price, so a price range is one
//   contiguous run of positions (and a price-sorted page a range), and numbered again in the default
//   order (popularity_rank), so any unfiltered page is an index range however deep;
// - category_stats: product count, price bounds and the all-products bitmap.
// (docs/decisions/0011)
// With these a filtered listing's facet counts, total and price bounds are a few bitmap ANDs and
// bit counts inside the database (see overview.ts), instead of joins over every product of a
// big category. Prices and facets only change when the catalogue is loaded, never by orders.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export async function refreshListingStats(db: Db): Promise<void> {
  await db.execute(sql`delete from category_facet_counts`);
  await db.execute(sql`delete from category_stats`);
  await db.execute(sql`delete from category_positions`);
  // The orders are those of overview.ts orderBy: prijs-oplopend, and populariteit.
  await db.execute(sql`insert into category_positions (category_id, position, product_id, price, popularity_rank)
    select pc.category_id, (row_number() over (partition by pc.category_id order by p.price, p.id) - 1)::int, p.id, p.price,
      (row_number() over (partition by pc.category_id order by p.available desc, p.popularity desc, p.id) - 1)::int
    from product_categories pc join products p on p.id = pc.product_id`);
  await db.execute(sql`insert into category_stats (category_id, products, min_price, max_price, all_bits)
    select category_id, count(*)::int, min(price), max(price), repeat('1', count(*)::int)::varbit
    from category_positions group by category_id`);
  // A value's bitmap is written as runs: for each of its positions the zeros since the previous
  // one and a '1', then zeros up to the category's length.
  await db.execute(sql`insert into category_facet_counts (category_id, key, value, title, count, bits)
    select g.category_id, g.key, g.value, g.title, count(*)::int,
      (string_agg(repeat('0', g.position - g.prev - 1) || '1', '' order by g.position) || repeat('0', max(s.products) - max(g.position) - 1))::varbit
    from (
      select cp.category_id, cp.position, f.key, f.value, f.title,
        coalesce(lag(cp.position) over (partition by cp.category_id, f.key, f.value order by cp.position), -1) as prev
      from category_positions cp join product_facets f on f.product_id = cp.product_id
    ) g
    join category_stats s on s.category_id = g.category_id
    group by g.category_id, g.key, g.value, g.title`);
}
