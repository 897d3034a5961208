// Price-drop alerts for an account's favourites (issue 34, docs/decisions/0052): opt-in in the
// account; a favourite whose price falls below the lowest price of the 30 days before the drop is
// mailed, through the outbox, at most once a week per customer, and the same drop never twice.
//
// The 30-day lowest price is asked of a `LowestPrices` function. The price history of issue 34's
// "lawful prices" part (commerce/pricing, helper "prices") is to answer it at merge; until then
// `lowestPricesFromAuditLog` reads the staff price changes the audit log already holds.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, customerFavorites, customers, priceAlertSettings, priceAlertsSent, products, variants } from '../db/schema';
import { enqueueMail } from '../platform/outbox';
import { alertMails } from './alert-mails';
import type { AlertLinks } from './stock-alerts';

/** The lowest price (cents) of each variant in the 30 days before its current price took effect; absent: no reduction known. */
export type LowestPrices = (variantIds: number[], now: Date) => Promise<Map<number, number>>;

const DAY = 24 * 60 * 60_000;
export const PRICE_ALERT_INTERVAL_MS = 7 * DAY;

type Change = { subject: string; before: { price?: unknown } | null; after: { price?: unknown } | null; created_at: Date };

/**
 * Over the audit log's `variant.price` rows: for a variant whose latest change took effect at t, the
 * prices it had in [t − 30 days, t): the price just before t and every price set in that window.
 * TO BE WIRED at merge to commerce/pricing's 30-day lowest price (one place for the Omnibus rule).
 */
export function lowestPricesFromAuditLog(db: Db): LowestPrices {
  return async (variantIds) => {
    const found = new Map<number, number>();
    if (variantIds.length === 0) return found;
    const rows = (await db
      .select({ subject: auditLog.subject, before: auditLog.before, after: auditLog.after, created_at: auditLog.createdAt })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'variant.price'),
          inArray(
            auditLog.subject,
            variantIds.map((id) => `variant:${id}`),
          ),
        ),
      )
      .orderBy(auditLog.createdAt, auditLog.id)) as Change[];
    for (const id of variantIds) {
      const changes = rows.filter((r) => r.subject === `variant:${id}`);
      const latest = changes.at(-1);
      if (!latest) continue;
      const from = latest.created_at.getTime() - 30 * DAY;
      const prices = [Number(latest.before?.price)];
      for (const change of changes.slice(0, -1)) {
        if (change.created_at.getTime() < from) continue;
        prices.push(Number(change.before?.price), Number(change.after?.price));
      }
      const valid = prices.filter((p) => Number.isInteger(p) && p > 0);
      if (valid.length) found.set(id, Math.min(...valid));
    }
    return found;
  };
}

export async function priceAlertsEnabled(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db.select().from(priceAlertSettings).where(eq(priceAlertSettings.customerId, customerId));
  return Boolean(row);
}

export async function setPriceAlerts(db: Db, customerId: number, on: boolean): Promise<void> {
  if (on) await db.insert(priceAlertSettings).values({ customerId }).onConflictDoNothing();
  else await db.delete(priceAlertSettings).where(eq(priceAlertSettings.customerId, customerId));
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
