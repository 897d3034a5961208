// The price history in the database (docs/decisions/0051): the one path every price change takes —
// the seed, the back office and the admin API. It appends to price_history, then stores each changed
// variant's price, announced old price and lawful "was" price (reference.ts), and its product's
// cheapest price and last change. Run it inside the caller's transaction, with the variants locked
// when staff change them, so two changes of one variant cannot interleave.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { priceHistory } from '../db/schema';
import { inEffectOrder, lowestPriceOf30DaysBefore, referencePriceOf, type PricePoint } from './reference';

/** What can write prices: a database or a transaction of one. */
type Writer = Pick<Db, 'execute' | 'insert'>;

export interface PriceChange {
  variantId: number;
  price: number;
  /** The old price announced with a reduction; null: not a reduction. */
  compareAt: number | null;
  /** When it takes effect; default now. The seed writes past changes of its demo history. */
  at?: Date;
  source: 'seed' | 'beheer';
}

export interface VariantPrice {
  variantId: number;
  price: number;
  compareAt: number | null;
  /** The lawful "was" price, or null. */
  priceOld: number | null;
}

const CHUNK = 1000;

async function rows<T>(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The recorded prices of variants, in the order they took effect. */
export async function priceHistoriesOf(db: Pick<Db, 'execute'>, variantIds: readonly number[]): Promise<Map<number, PricePoint[]>> {
  const byVariant = new Map<number, PricePoint[]>();
  for (const id of variantIds) byVariant.set(id, []);
  if (variantIds.length === 0) return byVariant;
  const found = await rows<{
    variant_id: number;
    price: number;
    compare_at: number | null;
    changed_at: string | Date;
    id: string | number;
  }>(
    db,
    sql`select variant_id, price, compare_at, changed_at, id from ${priceHistory}
      where variant_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(variantIds)}::jsonb))
      order by variant_id, changed_at, id`,
  );
  for (const r of found)
    byVariant
      .get(r.variant_id)
      ?.push({ price: r.price, compareAt: r.compare_at, at: new Date(r.changed_at), id: Number(r.id) } as PricePoint);
  for (const [id, list] of byVariant) byVariant.set(id, inEffectOrder(list));
  return byVariant;
}

/** One variant's recorded prices. */
export async function priceHistoryOf(db: Pick<Db, 'execute'>, variantId: number): Promise<PricePoint[]> {
  return (await priceHistoriesOf(db, [variantId])).get(variantId) ?? [];
}

/** The lowest price of a variant in the 30 days up to `moment` (default now); null: no price known then. */
export async function lowestPriceOfLast30Days(db: Pick<Db, 'execute'>, variantId: number, moment = new Date()): Promise<number | null> {
  return lowestPriceOf30DaysBefore(await priceHistoryOf(db, variantId), moment);
}

/**
 * Records price changes and stores what follows from them. Returns each changed variant's new state.
 * Variants that do not exist get no history (the caller checks existence first where it matters).
 */
export async function recordPriceChanges(tx: Writer, changes: readonly PriceChange[]): Promise<VariantPrice[]> {
  if (changes.length === 0) return [];
  const now = new Date();
  for (let start = 0; start < changes.length; start += CHUNK) {
    const batch = changes.slice(start, start + CHUNK).map((c) => ({
      variant_id: c.variantId,
      price: c.price,
      compare_at: c.compareAt,
      changed_at: (c.at ?? now).toISOString(),
      source: c.source,
    }));
    await tx.execute(sql`insert into ${priceHistory} (variant_id, price, compare_at, changed_at, source)
      select variant_id, price, compare_at, changed_at, source
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as x(variant_id int, price int, compare_at int, changed_at timestamptz, source text)
      order by changed_at`);
  }
  const ids = [...new Set(changes.map((c) => c.variantId))];
  const results: VariantPrice[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const histories = await priceHistoriesOf(tx, chunk);
    const states: VariantPrice[] = [];
    for (const [variantId, history] of histories) {
      const last = history[history.length - 1];
      if (!last) continue;
      states.push({ variantId, price: last.price, compareAt: last.compareAt, priceOld: referencePriceOf(history) });
    }
    const lastChange = new Map<number, string>();
    for (const c of changes) {
      const at = (c.at ?? now).toISOString();
      if ((lastChange.get(c.variantId) ?? '') < at) lastChange.set(c.variantId, at);
    }
    const json = JSON.stringify(
      states.map((s) => ({
        id: s.variantId,
        price: s.price,
        compare_at: s.compareAt,
        price_old: s.priceOld,
        at: lastChange.get(s.variantId),
      })),
    );
    await tx.execute(sql`update variants v set price = x.price, compare_at = x.compare_at, price_old = x.price_old
      from jsonb_to_recordset(${json}::jsonb) as x(id int, price int, compare_at int, price_old int, at timestamptz)
      where v.id = x.id`);
    // A product's own price is its cheapest variant's (with that variant's "was" price).
    await tx.execute(sql`update products p set price = c.price, price_old = c.price_old,
        updated_at = greatest(p.updated_at, c.at)
      from (
        select distinct on (v.product_id) v.product_id, v.price, v.price_old, changed.at
        from variants v
        join (select v2.product_id, max(x.at) as at
              from jsonb_to_recordset(${json}::jsonb) as x(id int, at timestamptz)
              join variants v2 on v2.id = x.id group by v2.product_id) changed on changed.product_id = v.product_id
        order by v.product_id, v.price, v.id
      ) c
      where p.id = c.product_id`);
    results.push(...states);
  }
  return results;
}
