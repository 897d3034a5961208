// Favourites and last viewed in the customer's account (docs/decisions/0019). The browser
// keeps both lists for guests (0016); at login the storefront merges them in here, and while the
// customer is logged in every change lands here too, so the lists follow them across devices.
// Rules: favourites newest first, at most 50; last viewed newest first, one entry per product and
// variant, at most 8 (docs/requirements/accounts.md#limits). Ids of products that do not exist are left out, never an error.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customerFavorites, customerLastViewed, products, variants } from '../db/schema';
import { FAVOURITES_MAX, LAST_VIEWED_MAX, type CustomerLists, type LastViewedEntry } from '#contract/schemas/customer';

// The limits and the answer's shape are the operations' (contract/schemas/customer.ts).
export { FAVOURITES_MAX, LAST_VIEWED_MAX, type CustomerLists, type LastViewedEntry };

/** Advisory lock space of the lists ('list'). */
const LOCK_SPACE = 0x6c697374;

export interface ListsMerge {
  /** Favourites of the browser to add (first = newest). */
  favourites: number[];
  /** Favourites the browser removed since it last had the account's list: removed before adding. */
  removed?: number[];
  /** The browser's last viewed, newest first: they count as viewed just now, in this order. */
  last_viewed: LastViewedEntry[];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

export async function getCustomerLists(db: Queryable, customerId: number): Promise<CustomerLists> {
  // One after the other: inside a transaction both run on one connection anyway.
  const favourites = await db
    .select({ id: customerFavorites.productId })
    .from(customerFavorites)
    .where(eq(customerFavorites.customerId, customerId))
    .orderBy(desc(customerFavorites.addedAt), desc(customerFavorites.productId))
    .limit(FAVOURITES_MAX);
  const lastViewed = await db
    .select({ id: customerLastViewed.productId, vid: customerLastViewed.variantId })
    .from(customerLastViewed)
    .where(eq(customerLastViewed.customerId, customerId))
    .orderBy(desc(customerLastViewed.viewedAt), desc(customerLastViewed.productId), desc(customerLastViewed.variantId))
    .limit(LAST_VIEWED_MAX);
  return { favourites: favourites.map((f) => f.id), last_viewed: lastViewed };
}

/** The ids among `ids` that are products of the shop. */
async function existingProducts(db: Queryable, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * Entries with a known product, deduplicated (first wins). A variant that is not one of the
 * product's own counts as no variant chosen (0), as a product page shows it.
 */
async function knownEntries(db: Queryable, entries: LastViewedEntry[]): Promise<LastViewedEntry[]> {
  const known = await existingProducts(db, [...new Set(entries.map((e) => e.id))]);
  const vids = [...new Set(entries.map((e) => e.vid).filter((v) => v > 0))];
  const owned = new Set<string>();
  if (vids.length > 0) {
    const rows = await db.select({ id: variants.id, productId: variants.productId }).from(variants).where(inArray(variants.id, vids));
    for (const r of rows) owned.add(`${r.productId}-${r.id}`);
  }
  const seen = new Set<string>();
  const out: LastViewedEntry[] = [];
  for (const e of entries) {
    if (!known.has(e.id)) continue;
    const entry = { id: e.id, vid: e.vid > 0 && owned.has(`${e.id}-${e.vid}`) ? e.vid : 0 };
    const key = `${entry.id}-${entry.vid}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(entry);
  }
  return out;
}

/** Keeps the newest FAVOURITES_MAX favourites and LAST_VIEWED_MAX views. */
async function trim(db: Queryable, customerId: number) {
  await db.execute(sql`
    delete from customer_favorites f
    where f.customer_id = ${customerId}
      and (f.product_id) not in (
        select k.product_id from customer_favorites k where k.customer_id = ${customerId}
        order by k.added_at desc, k.product_id desc limit ${FAVOURITES_MAX})`);
  await db.execute(sql`
    delete from customer_last_viewed v
    where v.customer_id = ${customerId}
      and (v.product_id, v.variant_id) not in (
        select k.product_id, k.variant_id from customer_last_viewed k where k.customer_id = ${customerId}
        order by k.viewed_at desc, k.product_id desc, k.variant_id desc limit ${LAST_VIEWED_MAX})`);
}

/** One change of a customer's lists at a time: a merge and a toggle must not trim each other's rows. */
async function lockLists(tx: Tx, customerId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}::int, ${customerId}::int)`);
}

/**
 * Times for entries that go first, in their order: the first gets now, each next one a millisecond
 * earlier — and all of them later than the newest row the customer has (a change in the same
 * millisecond, or a clock that went back, must not put them behind older ones).
 */
async function stamps(
  db: Queryable,
  table: 'customer_favorites' | 'customer_last_viewed',
  customerId: number,
  count: number,
): Promise<Date[]> {
  const column = table === 'customer_favorites' ? sql`added_at` : sql`viewed_at`;
  const result = (await db.execute(
    sql`select max(${column}) as latest from ${sql.identifier(table)} where customer_id = ${customerId}`,
  )) as unknown as {
    rows: { latest: Date | string | null }[];
  };
  const raw = result.rows[0]?.latest;
  const latest = raw === null || raw === undefined ? 0 : new Date(raw).getTime();
  const first = Math.max(Date.now(), latest + count);
  return Array.from({ length: count }, (_, i) => new Date(first - i));
}

async function addFavourites(db: Queryable, customerId: number, ids: number[]) {
  const known = await existingProducts(db, ids);
  const wanted = [...new Set(ids)].filter((id) => known.has(id));
  if (wanted.length === 0) return;
  const at = await stamps(db, 'customer_favorites', customerId, wanted.length);
  // A favourite the account already has keeps its place: favouriting twice is not news.
  await db
    .insert(customerFavorites)
    .values(wanted.map((productId, i) => ({ customerId, productId, addedAt: at[i]! })))
    .onConflictDoNothing();
}

async function addViews(db: Queryable, customerId: number, entries: LastViewedEntry[]) {
  const known = await knownEntries(db, entries);
  if (known.length === 0) return;
  const at = await stamps(db, 'customer_last_viewed', customerId, known.length);
  await db
    .insert(customerLastViewed)
    .values(known.map((e, i) => ({ customerId, productId: e.id, variantId: e.vid, viewedAt: at[i]! })))
    .onConflictDoUpdate({
      target: [customerLastViewed.customerId, customerLastViewed.productId, customerLastViewed.variantId],
      set: { viewedAt: sql`greatest(${customerLastViewed.viewedAt}, excluded.viewed_at)` },
    });
}

/**
 * Login: the browser's lists join the account's. Favourites: the account's minus what the browser
 * removed, plus the browser's (union; new ones first). Last viewed: the browser's count as the
 * newest views (they are what this device looked at until the login), then the account's; the
 * same product and variant once, at most 8.
 */
export async function mergeCustomerLists(db: Db, customerId: number, input: ListsMerge): Promise<CustomerLists> {
  return db.transaction(async (tx) => {
    await lockLists(tx, customerId);
    const removed = (input.removed ?? []).filter((id) => !input.favourites.includes(id));
    if (removed.length > 0) {
      await tx
        .delete(customerFavorites)
        .where(and(eq(customerFavorites.customerId, customerId), inArray(customerFavorites.productId, removed)));
    }
    await addFavourites(tx, customerId, input.favourites);
    await addViews(tx, customerId, input.last_viewed);
    await trim(tx, customerId);
    return getCustomerLists(tx, customerId);
  });
}

export async function addFavourite(db: Db, customerId: number, productId: number): Promise<CustomerLists> {
  return db.transaction(async (tx) => {
    await lockLists(tx, customerId);
    await addFavourites(tx, customerId, [productId]);
    await trim(tx, customerId);
    return getCustomerLists(tx, customerId);
  });
}

export async function removeFavourite(db: Db, customerId: number, productId: number): Promise<CustomerLists> {
  await db.delete(customerFavorites).where(and(eq(customerFavorites.customerId, customerId), eq(customerFavorites.productId, productId)));
  return getCustomerLists(db, customerId);
}

export async function recordView(db: Db, customerId: number, entry: LastViewedEntry): Promise<CustomerLists> {
  return db.transaction(async (tx) => {
    await lockLists(tx, customerId);
    await addViews(tx, customerId, [entry]);
    await trim(tx, customerId);
    return getCustomerLists(tx, customerId);
  });
}
