// Catalogue care: stock per variant (set or add, under the variant's row lock as orders take it),
// the low-stock list, a product's availability, and a variant's price and old price. Listings read
// prices and availability from precomputed data (listing-stats.ts), which is rebuilt after such a
// change, in the background and one rebuild at a time; the /v1 catalogue answers may be kept by
// shared caches for their s-maxage (5 minutes), so a change shows on the storefront within that.
import { asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, variants } from '../db/schema';
import { refreshListingStats } from '../catalog/listing-stats';
import { recordPriceChanges } from '../pricing/price-history';
import { AdminError, audit, type Actor, type AdminServices } from './context';
import { queueOrderableAgain } from '../alerts/stock-alerts';
import { lowestPricesFromHistory, queuePriceDropAlerts } from '../alerts/price-alerts';
import { deliverNow } from '../platform/outbox';

const MAX_STOCK = 1_000_000;
const refreshes = new WeakMap<object, { running: Promise<void> | null; again: boolean }>();

/** Rebuilds the listing data; a change during a rebuild causes exactly one more. */
export function scheduleListingRefresh(svc: AdminServices): void {
  const state = refreshes.get(svc.db) ?? { running: null, again: false };
  refreshes.set(svc.db, state);
  if (state.running) {
    state.again = true;
    return;
  }
  const run = async (): Promise<void> => {
    do {
      state.again = false;
      await svc.db.transaction((tx) => refreshListingStats(tx as unknown as Db));
    } while (state.again);
  };
  state.running = run().finally(() => {
    state.running = null;
  });
  svc.runAfter('listing-refresh', () => state.running ?? Promise.resolve());
}

const variantJson = (v: typeof variants.$inferSelect) => ({
  id: v.id,
  product_id: v.productId,
  sku: v.sku,
  options: v.optionValues,
  price: v.price,
  price_old: v.priceOld,
  compare_at: v.compareAt,
  stock: v.stock,
});

export async function changeStock(svc: AdminServices, actor: Actor, variantId: number, change: { set?: number; add?: number }) {
  const { result, alertKeys } = await svc.db.transaction(async (tx) => {
    const [variant] = await tx.select().from(variants).where(eq(variants.id, variantId)).for('update');
    if (!variant) throw new AdminError('Deze variant bestaat niet.', 404);
    const stock = change.set ?? variant.stock + (change.add ?? 0);
    if (stock < 0) throw new AdminError(`De voorraad kan niet onder 0 komen (nu ${variant.stock}).`, 400, 'add');
    if (stock > MAX_STOCK) throw new AdminError('Zoveel voorraad kan niet kloppen.', 400, 'set');
    const [after] = await tx.update(variants).set({ stock }).where(eq(variants.id, variantId)).returning();
    await audit(tx, actor, 'variant.stock', `variant:${variantId}`, { stock: variant.stock }, { stock: after.stock });
    // Back in stock: the confirmed "mail me als hij er weer is" alerts are claimed and queued in this
    // transaction, under the variant's row lock (docs/decisions/0052).
    const alertKeys = await queueOrderableAgain(tx, [variantId], { publicUrl: svc.publicUrl, tokenSecret: svc.tokenSecret });
    return { result: { variant: variantJson(after) }, alertKeys };
  });
  if (alertKeys.length) await deliverNow(svc.db, { mailer: svc.mailer, logger: svc.logger }, alertKeys);
  return result;
}

export async function lowStock(db: Db, threshold: number) {
  const found = await db
    .select({ variant: variants, title: products.title, available: products.available })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(lte(variants.stock, threshold))
    .orderBy(asc(variants.stock), asc(variants.id))
    .limit(500);
  return { threshold, variants: found.map((r) => ({ ...variantJson(r.variant), title: r.title, available: r.available })) };
}

export async function setAvailability(svc: AdminServices, actor: Actor, productId: number, available: boolean) {
  const result = await svc.db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!product) throw new AdminError('Dit product bestaat niet.', 404);
    await tx.update(products).set({ available, updatedAt: svc.now() }).where(eq(products.id, productId));
    await audit(tx, actor, 'product.available', `product:${productId}`, { available: product.available }, { available });
    // Back on sale: its variants with stock are orderable again, so their confirmed alerts go (H8).
    // Their row locks order this against a stock change that read the product as still off.
    let alertKeys: string[] = [];
    if (available && !product.available) {
      const stocked = await tx
        .select({ id: variants.id, stock: variants.stock })
        .from(variants)
        .where(eq(variants.productId, productId))
        .orderBy(asc(variants.id))
        .for('update');
      const links = { publicUrl: svc.publicUrl, tokenSecret: svc.tokenSecret };
      alertKeys = await queueOrderableAgain(
        tx,
        stocked.filter((v) => v.stock > 0).map((v) => v.id),
        links,
      );
    }
    return {
      answer: { product: { id: product.id, title: product.title, available }, changed: product.available !== available },
      alertKeys,
    };
  });
  if (result.answer.changed) scheduleListingRefresh(svc);
  if (result.alertKeys.length) await deliverNow(svc.db, { mailer: svc.mailer, logger: svc.logger }, result.alertKeys);
  return result.answer;
}

/**
 * A variant's price and the old price staff announce with a reduction. The "was" price shoppers see
 * is not what staff type but the lowest price of the 30 days before the reduction started, from the
 * price history this change is appended to (commerce/pricing, docs/decisions/0051).
 */
export async function setPrice(svc: AdminServices, actor: Actor, variantId: number, input: { price: number; price_old: number | null }) {
  if (input.price_old !== null && input.price_old <= input.price)
    throw new AdminError('De oude prijs moet hoger zijn dan de prijs (of leeg).', 400, 'price_old');
  const result = await svc.db.transaction(async (tx) => {
    const [variant] = await tx.select().from(variants).where(eq(variants.id, variantId)).for('update');
    if (!variant) throw new AdminError('Deze variant bestaat niet.', 404);
    await recordPriceChanges(tx, [{ variantId, price: input.price, compareAt: input.price_old, at: svc.now(), source: 'beheer' }]);
    const [after] = await tx.select().from(variants).where(eq(variants.id, variantId));
    await audit(
      tx,
      actor,
      'variant.price',
      `variant:${variantId}`,
      { price: variant.price, compare_at: variant.compareAt, price_old: variant.priceOld },
      { price: after!.price, compare_at: after!.compareAt, price_old: after!.priceOld },
    );
    return { variant: variantJson(after!), dropped: after!.price < variant.price };
  });
  scheduleListingRefresh(svc);
  if (result.dropped) schedulePriceAlerts(svc, result.variant.product_id);
  return { variant: result.variant };
}

/** A lower price may be a favourite's price drop (docs/decisions/0052): looked at after the answer. */
function schedulePriceAlerts(svc: AdminServices, productId: number): void {
  svc.runAfter('price-alerts', async () => {
    const now = svc.now();
    const links = { publicUrl: svc.publicUrl, tokenSecret: svc.tokenSecret };
    const keys = await queuePriceDropAlerts(svc.db, lowestPricesFromHistory(svc.db), links, now, [productId]);
    await deliverNow(svc.db, { mailer: svc.mailer, logger: svc.logger }, keys);
  });
}

export async function productWithVariants(db: Db, productId: number) {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) throw new AdminError('Dit product bestaat niet.', 404);
  const list = await db.select().from(variants).where(eq(variants.productId, productId)).orderBy(asc(variants.position), asc(variants.id));
  return {
    product: {
      id: product.id,
      title: product.title,
      sku: product.sku,
      available: product.available,
      price: product.price,
      price_old: product.priceOld,
    },
    variants: list.map(variantJson),
  };
}
