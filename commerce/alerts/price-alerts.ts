// Price-drop alerts for an account's favourites (docs/decisions/0052): opt-in in the
// account; a favourite whose price falls below the lowest price of the 30 days before the drop is
// mailed, through the outbox, at most once a week per customer, and the same drop never twice.
//
// The 30-day lowest price is asked of a `LowestPrices` function, answered by the price history
// (commerce/pricing, docs/decisions/0051: one place for the Omnibus rule) in `lowestPricesFromHistory`.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customerFavorites, customers, priceAlertSettings, priceAlertsSent, products, variants } from '../db/schema';
import { enqueueMail } from '../platform/outbox';
import { priceHistoriesOf } from '../pricing/price-history';
import { lowestPriceOf30DaysBefore } from '../pricing/reference';
import { alertMails } from './alert-mails';
import type { AlertLinks } from './stock-alerts';

/** The lowest price (cents) of each variant in the 30 days before its current price took effect; absent: no reduction known. */
export type LowestPrices = (variantIds: number[], now: Date) => Promise<Map<number, number>>;

const DAY = 24 * 60 * 60_000;
export const PRICE_ALERT_INTERVAL_MS = 7 * DAY;

/**
 * From the price history: for a variant whose current price took effect at t (its latest recorded
 * change), the lowest price in effect in the 30 days before t (commerce/pricing/reference.ts).
 */
export function lowestPricesFromHistory(db: Db): LowestPrices {
  return async (variantIds) => {
    const found = new Map<number, number>();
    const histories = await priceHistoriesOf(db, variantIds);
    for (const [id, history] of histories) {
      const latest = history.at(-1);
      if (!latest) continue;
      const lowest = lowestPriceOf30DaysBefore(history, latest.at);
      if (lowest !== null) found.set(id, lowest);
    }
    return found;
  };
}

export async function priceAlertsEnabled(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db.select().from(priceAlertSettings).where(eq(priceAlertSettings.customerId, customerId));
  return Boolean(row && !row.optedOutAt);
}

/**
 * Switching off marks the row (opted_out_at) instead of deleting it: its last_sent_at, the "at most
 * once a week", survives an off-and-on (attack review H2). Only the privacy erasure deletes it.
 */
export async function setPriceAlerts(db: Db, customerId: number, on: boolean, now = new Date()): Promise<void> {
  if (on)
    await db
      .insert(priceAlertSettings)
      .values({ customerId })
      .onConflictDoUpdate({
        target: priceAlertSettings.customerId,
        set: {
          optedOutAt: null,
          optedInAt: sql`case when ${priceAlertSettings.optedOutAt} is null then ${priceAlertSettings.optedInAt} else now() end`,
        },
      });
  else await db.update(priceAlertSettings).set({ optedOutAt: now }).where(eq(priceAlertSettings.customerId, customerId));
}

/**
 * Looks at the favourites of opted-in customers (of `productIds` only, when given) and queues one
 * mail per customer whose favourites dropped below their 30-day lowest price, unless that customer
 * had one in the last 7 days. Each customer is claimed with a conditional update of last_sent_at,
 * so two runs at once mail nobody twice. Answers the outbox keys.
 */
export async function queuePriceDropAlerts(
  db: Db,
  lowestPrices: LowestPrices,
  links: AlertLinks,
  now: Date,
  productIds?: number[],
): Promise<string[]> {
  const weekAgo = new Date(now.getTime() - PRICE_ALERT_INTERVAL_MS);
  const candidates = await db
    .select({
      customerId: customerFavorites.customerId,
      productId: customerFavorites.productId,
      email: customers.email,
      firstName: customers.firstName,
      title: products.title,
      slug: products.slug,
    })
    .from(customerFavorites)
    .innerJoin(priceAlertSettings, eq(priceAlertSettings.customerId, customerFavorites.customerId))
    .innerJoin(customers, eq(customers.id, customerFavorites.customerId))
    .innerJoin(products, eq(products.id, customerFavorites.productId))
    .where(
      and(
        eq(products.available, true),
        isNull(priceAlertSettings.optedOutAt),
        sql`(${priceAlertSettings.lastSentAt} is null or ${priceAlertSettings.lastSentAt} <= ${weekAgo.toISOString()}::timestamptz)`,
        productIds ? inArray(customerFavorites.productId, productIds.length ? productIds : [-1]) : undefined,
      ),
    );
  if (candidates.length === 0) return [];
  const productList = [...new Set(candidates.map((c) => c.productId))];
  const variantRows = await db
    .select({ id: variants.id, productId: variants.productId, price: variants.price, stock: variants.stock })
    .from(variants)
    .where(inArray(variants.productId, productList));
  const lowest = await lowestPrices(
    variantRows.map((v) => v.id),
    now,
  );
  // Per product: its cheapest variant that is below its own 30-day lowest price.
  const drops = new Map<number, { price: number; lowest: number }>();
  for (const v of variantRows) {
    const reference = lowest.get(v.id);
    if (reference === undefined || v.price >= reference) continue;
    const known = drops.get(v.productId);
    if (!known || v.price < known.price) drops.set(v.productId, { price: v.price, lowest: reference });
  }
  const byCustomer = new Map<number, typeof candidates>();
  for (const c of candidates) if (drops.has(c.productId)) byCustomer.set(c.customerId, [...(byCustomer.get(c.customerId) ?? []), c]);

  const keys: string[] = [];
  for (const [customerId, favourites] of byCustomer) {
    const key = await db.transaction(async (tx) => {
      const told = await tx.select().from(priceAlertsSent).where(eq(priceAlertsSent.customerId, customerId));
      const fresh = favourites.filter((f) => !told.some((t) => t.productId === f.productId && t.price === drops.get(f.productId)!.price));
      if (fresh.length === 0) return null;
      // The week's claim: only one run (and one mail) per customer per 7 days.
      const [claimed] = await tx
        .update(priceAlertSettings)
        .set({ lastSentAt: now })
        .where(
          and(
            eq(priceAlertSettings.customerId, customerId),
            isNull(priceAlertSettings.optedOutAt),
            sql`(${priceAlertSettings.lastSentAt} is null or ${priceAlertSettings.lastSentAt} <= ${weekAgo.toISOString()}::timestamptz)`,
          ),
        )
        .returning();
      if (!claimed) return null;
      await tx
        .insert(priceAlertsSent)
        .values(fresh.map((f) => ({ customerId, productId: f.productId, price: drops.get(f.productId)!.price, sentAt: now })))
        .onConflictDoNothing();
      const first = fresh[0]!;
      const mailKey = `price-alert:${customerId}:${now.getTime()}`;
      await enqueueMail(
        tx,
        mailKey,
        alertMails.priceDrop(
          first.email,
          first.firstName,
          fresh.map((f) => ({ title: f.title, url: `/${f.slug}.html`, ...drops.get(f.productId)! })),
          links.publicUrl,
          new URL('/account/subscription/', links.publicUrl).toString(),
        ),
      );
      return mailKey;
    });
    if (key) keys.push(key);
  }
  return keys;
}
