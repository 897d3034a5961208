// Deterministic demo data: the same seed gives the same shop, byte for byte (password hashes aside,
// which carry a random salt). Everything runs in one transaction, so a failed seed leaves no half shop.
import { type SQL, and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  addresses,
  brands,
  cartItems,
  carts,
  categories,
  configurators,
  contentEntries,
  customerFavorites,
  customerLastViewed,
  customerTokens,
  customers,
  discountCodes,
  guidedSellingTrees,
  orderEvents,
  orderLines,
  orders,
  pages,
  payments,
  productCategories,
  productFacets,
  productImages,
  productOptions,
  products,
  refunds,
  returnRequests,
  reviews,
  searchEvents,
  searchSynonyms,
  staff,
  staffRecoveryCodes,
  staffTokens,
  systemState,
  variants,
  priceHistory,
  stockAlerts,
  priceAlertSettings,
  priceAlertsSent,
  deliveryBookings,
  deliveryCapacity,
} from '../schema';
import { type SeedDb, insertRows } from './bulk';
import { brandRows, categoryRows, pageRows } from './catalog';
import { CATEGORY_DEFS, categoryId, isActionPath } from './categories';
import { FIRST_GENERATED_ID } from './categories-generated';
import { contentEntries as buildContent } from './content';
import { seedCustomers, seedDiscountCodes } from './customers';
import { seedStaff } from './staff';
import { seedGuidedSelling } from './guided-selling-seed';
import { ProductGenerator } from './products';
import { searchSynonymRows } from './search-synonyms';
import { REFERENCE_DATE } from './time';
import { refreshSearchWords } from '../../catalog/search-index';
import { refreshListingStats } from '../../catalog/listing-stats';
import { recordPriceChanges } from '../../pricing/price-history';

export const DEFAULT_SEED = 20261122;
export const DEFAULT_PRODUCTS = 1600;
export const SEED_STATE_KEY = 'seed';
/** Products generated and inserted per round; keeps memory flat for 100k products. */
const PRODUCT_CHUNK = 1000;

export interface SeedOptions {
  seed?: number;
  products?: number;
  onProgress?: (message: string) => void;
  /**
   * The demo people: the owner and medewerker of the README and the demo customers with their orders
   * (true by default: tests and `npm start` are demos). false seeds a real shop: catalogue, content
   * and discount codes only (docs/decisions/0044).
   */
  demo?: boolean;
  /**
   * The seed day: the demo customer's recently delivered order (inside its 30-day return period) is
   * dated relative to it (docs/decisions/0057). Default: now.
   */
  today?: Date;
}

/** Tables the seed owns. Carts and tokens are cleared too: they point at ids the seed replaces. */
const OWNED_TABLES = [
  searchSynonyms,
  searchEvents,
  categories,
  brands,
  products,
  productCategories,
  productFacets,
  productOptions,
  variants,
  priceHistory,
  productImages,
  reviews,
  contentEntries,
  pages,
  customers,
  customerTokens,
  customerFavorites,
  customerLastViewed,
  addresses,
  carts,
  cartItems,
  discountCodes,
  orders,
  orderLines,
  orderEvents,
  payments,
  guidedSellingTrees,
  configurators,
  staff,
  staffTokens,
  staffRecoveryCodes,
  refunds,
  returnRequests,
  // Alerts name seeded variants, products and customers (docs/decisions/0052).
  stockAlerts,
  priceAlertSettings,
  priceAlertsSent,
  // Crew delivery bookings name orders; the capacity staff set goes with them (docs/decisions/0059).
  deliveryBookings,
  deliveryCapacity,
];

/** Wipes all demo data and fills the shop again. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  const seed = options.seed ?? DEFAULT_SEED;
  const total = options.products ?? DEFAULT_PRODUCTS;
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  if (!Number.isInteger(total) || total < 1 || total > 1_000_000) throw new Error(`products must be 1 … 1000000, got ${total}`);
  const progress = options.onProgress ?? (() => {});

  await (db as unknown as SeedDb).transaction(async (tx) => {
    progress('Oude gegevens verwijderen');
    await tx.execute(sql`truncate table ${sql.join(OWNED_TABLES, sql`, `)} restart identity`);
    await tx.delete(systemState).where(eq(systemState.key, SEED_STATE_KEY));

    progress("Categorieën, merken, pagina's en content");
    await insertRows(tx, categories, categoryRows());
    await insertRows(tx, brands, brandRows());
    await insertRows(tx, pages, pageRows());
    const content = buildContent();
    await insertRows(
      tx,
      contentEntries,
      Object.entries(content).map(([key, data]) => ({ key, data, updatedAt: REFERENCE_DATE })),
    );

    const generator = new ProductGenerator(seed);
    for (let from = 0; from < total; from += PRODUCT_CHUNK) {
      const chunk = generator.generate(from, Math.min(PRODUCT_CHUNK, total - from));
      await insertRows(tx, products, chunk.products);
      await insertRows(tx, productOptions, chunk.options);
      await insertRows(tx, variants, chunk.variants);
      await recordPriceChanges(tx as unknown as Db, chunk.priceChanges);
      await insertRows(tx, productImages, chunk.images);
      await insertRows(tx, productFacets, chunk.facets);
      await insertRows(tx, productCategories, chunk.categories);
      await insertRows(tx, reviews, chunk.reviews);
      progress(`Producten ${Math.min(from + PRODUCT_CHUNK, total)}/${total}`);
    }

    progress('Keuzehulpen en configureerbare boxsprings');
    await seedGuidedSelling(tx, total + 1);

    // Every other variant (the configurable box springs) gets its price recorded from its product's first day.
    const unrecorded = await tx.execute(sql`select v.id, v.price, p.created_at from ${variants} v join ${products} p on p.id = v.product_id
      where not exists (select 1 from ${priceHistory} h where h.variant_id = v.id) order by v.id`);
    await recordPriceChanges(
      tx as unknown as Db,
      (unrecorded as unknown as { rows: Array<{ id: number; price: number; created_at: string | Date }> }).rows.map((r) => ({
        variantId: r.id,
        price: r.price,
        compareAt: null,
        at: new Date(r.created_at),
        source: 'seed' as const,
      })),
    );

    progress('Bestsellers en nieuw binnen');
    const listSize = Math.max(12, Math.min(120, Math.round(total * 0.04)));
    await fillCategory(tx, categoryId('bestsellers'), sql`available`, sql`popularity desc, id`, listSize);
    await fillCategory(tx, categoryId('nieuw-binnen'), sql`available`, sql`created_at desc, id`, listSize);

    // Safety net for very small catalogues: no product overview may stay empty.
    const empty = await tx
      .select({ id: categories.id, path: categories.path, parentId: categories.parentId })
      .from(categories)
      .leftJoin(productCategories, eq(productCategories.categoryId, categories.id))
      .where(and(eq(categories.kind, 'pop'), isNull(productCategories.productId)));
    for (const c of empty) {
      // A generated page (size, material, brand) borrows from its parent overview, so a tiny shop's
      // "Dekbedovertrek 260x200/220" still shows duvet covers.
      const parent =
        c.id < FIRST_GENERATED_ID || c.parentId === null ? null : CATEGORY_DEFS.find((d) => d.id === c.parentId && d.kind === 'pop');
      const filter =
        isActionPath(c.path) || c.path.includes('outlet') || c.path.includes('laatste')
          ? isNotNull(products.priceOld)
          : parent
            ? sql`${products.id} in (select product_id from ${productCategories} where category_id = ${parent.id}::int)`
            : sql`true`;
      await fillCategory(tx, c.id, filter, sql`popularity desc, id`, 12);
      // The parent of a generated page may itself have been empty: then any popular product.
      if (parent)
        await fillCategory(
          tx,
          c.id,
          sql`not exists (select 1 from ${productCategories} where category_id = ${c.id}::int)`,
          sql`popularity desc, id`,
          12,
        );
      progress(`Lege categorie ${c.path} aangevuld met populaire producten`);
    }

    progress('Kortingscodes');
    await seedDiscountCodes(tx);
    if (options.demo ?? true) {
      progress('Demoklanten en hun bestellingen');
      await seedCustomers(tx, options.today ?? new Date());
      progress('Demo-eigenaar en -medewerker van het beheer');
      await seedStaff(tx);
    }

    progress('Zoekwoordenlijst en filtertellingen');
    await insertRows(tx, searchSynonyms, searchSynonymRows());
    await refreshSearchWords(tx as unknown as Db);
    await refreshListingStats(tx as unknown as Db);

    const state = { seed, products: total, demo: options.demo ?? true, at: new Date().toISOString() };
    await tx
      .insert(systemState)
      .values({ key: SEED_STATE_KEY, value: state })
      .onConflictDoUpdate({ target: systemState.key, set: { value: state } });
  });
  // Fresh statistics, so the planner knows the new data (PGlite has no autovacuum).
  await db.execute(sql`analyze`);
  progress('Klaar');
}

async function fillCategory(tx: SeedDb, category: number, where: SQL, order: SQL, limit: number): Promise<void> {
  await tx.execute(sql`
    insert into ${productCategories} (product_id, category_id, position)
    select id, ${category}::int, (row_number() over (order by ${order}))::int - 1
    from ${products} where ${where} order by ${order} limit ${limit}
    on conflict do nothing`);
}

/** Seeds only when the database has never been seeded; cheap (one indexed lookup) otherwise. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const rows = await (db as unknown as SeedDb)
    .select({ key: systemState.key })
    .from(systemState)
    .where(eq(systemState.key, SEED_STATE_KEY))
    .limit(1);
  if (rows.length > 0) return false;
  await seedDatabase(db, options);
  return true;
}
