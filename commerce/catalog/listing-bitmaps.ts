// Facet counts, total and price bounds of a filtered category listing from the precomputed bitmaps
// (listing-stats.ts): a handful of bitmap ANDs and bit counts in the database, whatever the size of
// the category. Same meaning as the SQL path in overview.ts: each group counts under the other
// groups' selections and the price range; the price bounds follow the facet selections only.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ListingState } from './listing-query';

export interface ListingCounts {
  facetRows: { key: string; value: string; title: string; count: number }[];
  bounds: { min: number | null; max: number | null };
  total: number;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Answers null when the category has no bitmaps (not rebuilt since the migration): use the SQL path. */
export async function bitmapListingCounts(
  db: Db,
  categoryId: number,
  state: ListingState,
  facetKeys: string[],
): Promise<ListingCounts | null> {
  const selections = [...state.selections].filter(([key, values]) => facetKeys.includes(key) && values.length > 0);
  const pairs = selections.flatMap(([key, values]) => values.map((value) => sql`(${key}, ${value})`));
  const selected = selections.length
    ? sql`select k.key, coalesce(bit_or(c.bits), (select all_bits # all_bits from stats)) as bits
        from (values ${sql.join(
          selections.map(([key]) => sql`(${key})`),
          sql`, `,
        )}) as k(key)
        left join category_facet_counts c on c.category_id = ${categoryId} and c.key = k.key and (c.key, c.value) in (${sql.join(pairs, sql`, `)})
        group by k.key`
    : sql`select null::text as key, null::varbit as bits where false`;
  // A price range is one run of positions, the category being numbered by price.
  const priceMask = state.price
    ? sql`select case when q.a is null or q.b is null or q.b < q.a then s.all_bits # s.all_bits
          else (repeat('0', q.a) || repeat('1', q.b - q.a + 1) || repeat('0', s.n - q.b - 1))::varbit end as bits
        from stats s, lateral (select
          (select position from category_positions where category_id = ${categoryId} and price >= ${state.price.min * 100} order by price, position limit 1) as a,
          (select position from category_positions where category_id = ${categoryId} and price <= ${state.price.max * 100 + 99} order by price desc, position desc limit 1) as b) q`
    : sql`select all_bits as bits from stats`;
  const ctes = sql`with stats as materialized (select products as n, all_bits from category_stats where category_id = ${categoryId} and all_bits is not null),
    sel as materialized (${selected}),
    pm as materialized (${priceMask})`;

  const [summary] = await rows<{ total: number; first: number | null; last: number | null }>(
    db,
    sql`${ctes},
      f as (select coalesce((select bit_and(bits) from sel), s.all_bits) as bits, s.n from stats s)
      select bit_count(f.bits & pm.bits)::int as total,
        nullif(strpos(f.bits::text, '1'), 0) - 1 as first,
        f.n - nullif(strpos(reverse(f.bits::text), '1'), 0) as last
      from f, pm`,
  );
  if (!summary) return null;
  const [facetRows, bounds] = await Promise.all([
    rows<ListingCounts['facetRows'][number]>(
      db,
      sql`${ctes}
        select key, value, title, count from (
          select r.key, r.value, r.title,
            bit_count(r.bits & coalesce((select bit_and(s.bits) from sel s where s.key <> r.key), st.all_bits) & pm.bits)::int as count
          from category_facet_counts r, stats st, pm
          where r.category_id = ${categoryId} and r.key in (${sql.join(
            facetKeys.map((k) => sql`${k}`),
            sql`, `,
          )})
        ) counted where count > 0`,
    ),
    summary.first === null
      ? Promise.resolve([{ min: null, max: null }])
      : rows<{ min: number | null; max: number | null }>(
          db,
          sql`select (select price from category_positions where category_id = ${categoryId} and position = ${summary.first}) as min,
            (select price from category_positions where category_id = ${categoryId} and position = ${summary.last}) as max`,
        ),
  ]);
  return { facetRows, bounds: bounds[0] ?? { min: null, max: null }, total: summary.total };
}
