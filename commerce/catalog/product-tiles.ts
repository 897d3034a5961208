// Product tiles for a list of ids: favourites and last-viewed products. Answers in the order asked,
// skipping ids that do not exist (a product removed from the shop simply drops out of the list).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ProductTile } from '#contract/schemas/catalog';
import { MAX_TILE_IDS } from '#contract/operations/catalog';
import { toTile, type ProductRow } from './overview';

/** The limit lives with the operation's definition (contract/operations/catalog.ts). */
export { MAX_TILE_IDS };

export async function productTilesByIds(db: Db, ids: number[]): Promise<ProductTile[]> {
  const wanted = [...new Set(ids)].slice(0, MAX_TILE_IDS);
  if (wanted.length === 0) return [];
  const list = sql.join(
    wanted.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select p.id, p.slug, p.title, b.title as brand_title, b.slug as brand_slug,
      (select v.id from variants v where v.product_id = p.id order by v.position limit 1) as variant_id,
      i.url as image_url, i.alt as image_alt, p.price, p.price_old, p.available, p.delivery,
      p.review_average, p.review_count, c.title as category_title
    from products p
    join brands b on b.id = p.brand_id
    left join categories c on c.id = p.main_category_id
    left join product_images i on i.product_id = p.id and i.position = 0
    where p.id in (${list})`)) as unknown as { rows: ProductRow[] };
  const byId = new Map(result.rows.map((r) => [Number(r.id), toTile({ ...r, id: Number(r.id) })]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
