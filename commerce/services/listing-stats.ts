// Precomputed counts for unfiltered category listings: facet values and price bounds per
// category. The catalogue only changes when it is (re)loaded, and that is when these are rebuilt.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export async function refreshListingStats(db: Db): Promise<void> {
  await db.execute(sql`delete from category_facet_counts`);
  await db.execute(sql`delete from category_stats`);
  await db.execute(sql`insert into category_facet_counts (category_id, key, value, title, count)
    select pc.category_id, f.key, f.value, f.title, count(*)::int
    from product_categories pc join product_facets f on f.product_id = pc.product_id
    group by pc.category_id, f.key, f.value, f.title`);
  await db.execute(sql`insert into category_stats (category_id, products, min_price, max_price)
    select pc.category_id, count(*)::int, min(p.price), max(p.price)
    from product_categories pc join products p on p.id = pc.product_id
    group by pc.category_id`);
}
