// The product detail of docs/requirements/catalogue-and-search.md#data Product, as the product page and the quick view need it, and the
// suggested products shown beside it (docs/requirements/catalogue-and-search.md#api suggested-products).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedSql } from '../db/prepared';
import { cacheKey, createCache, jsonBytes } from '../../lib/cache';
import type { ProductTile } from '#contract/schemas/catalog';
import { findProduct } from './catalog';
import { toTile, type ProductRow } from './overview';
import { sanitizeHtml } from '../content/sanitize-html';
import { productPaymentPromise } from '../content/payment-promises';
import { deliveryPromise } from '../delivery/promise';

/** Below this many pieces in stock the page says so ('Nog maar 3 op voorraad'). */
export const LOW_STOCK = 5;

const USP_BASE = ['Gratis verzending vanaf € 100', '30 dagen bedenktijd'];

/** docs/requirements/catalogue-and-search.md#data stock_score: 0 sold out, 1 low stock, 2 in stock — over the orderable variants. */
export function stockScore(available: boolean, stock: number[]): 0 | 1 | 2 {
  const total = stock.reduce((sum, s) => sum + Math.max(0, s), 0);
  if (!available || total === 0) return 0;
  return total < LOW_STOCK ? 1 : 2;
}

export function discountOverlay(available: boolean, price: number, priceOld: number | null): string | null {
  if (!available) return 'Niet leverbaar';
  const discount = priceOld && priceOld > price ? Math.round((1 - price / priceOld) * 100) : 0;
  return discount >= 5 ? `-${discount}%` : null;
}

/**
 * The product of docs/requirements/catalogue-and-search.md#data. `supports` is the configured payment provider's `supportsMethod`: the page's
 * highlight about paying later or in 3 instalments promises only what the checkout offers (docs/decisions/0048,
 * point 6 — as the footer's badges and the header's promise, content/payment-promises.ts).
 */
export async function productDetail(db: Db, slugOrId: string, supports: (method: string) => boolean, now: Date = new Date()) {
  const found = await findProduct(db, slugOrId);
  if (!found) return null;
  const { product, brand, variants, images, options, mainCategory } = found;
  // The default variant: the first one in stock, else the first one (docs/requirements/catalogue-and-search.md#data variant_id).
  const defaultVariant = variants.find((v) => v.stock > 0) ?? variants[0];
  const mainCrumb = mainCategory ? { title: mainCategory.title, url: `/${mainCategory.path}/` } : null;
  // The delivery promise per variant (docs/decisions/0053); the product's is its default variant's.
  const promiseOf = (stock: number) =>
    deliveryPromise(
      {
        stock: product.available ? stock : 0,
        leadTimeDays: product.available ? product.leadTimeDays : null,
        method: product.deliveryMethod,
      },
      now,
    );
  const defaultPromise = defaultVariant ? promiseOf(defaultVariant.stock) : null;
  const usps = [
    // The cut-off is a highlight only where it holds: this product, ordered now, is there tomorrow.
    defaultPromise?.kind === 'tomorrow' ? 'Voor 23:59 besteld, morgen in huis' : null,
    ...USP_BASE,
    productPaymentPromise(supports),
  ].filter((u): u is string => u !== null);
  return {
    id: product.id,
    slug: product.slug,
    url: `/${product.slug}.html`,
    title: product.title,
    sku: product.sku,
    brand: { title: brand.title, slug: brand.slug },
    main_category: mainCrumb,
    categories: mainCrumb ? [mainCrumb] : [],
    description: sanitizeHtml(product.descriptionHtml),
    delivery: product.delivery,
    delivery_promise: defaultPromise,
    delivery_method: product.deliveryMethod,
    trial: product.trialNights ? { nights: product.trialNights, min_nights: product.trialMinNights ?? 0 } : null,
    price: { price: product.price, price_old: product.priceOld },
    available: product.available,
    stock_score: stockScore(
      product.available,
      variants.map((v) => v.stock),
    ),
    overlay: discountOverlay(product.available, product.price, product.priceOld),
    variant_id: defaultVariant?.id ?? null,
    images: images.map((i) => ({ url: i.url, src: i.url, alt: i.alt })),
    options: options.map((o, index) => ({
      title: o.title,
      values: [...new Set(variants.map((v) => v.optionValues[index]).filter((t): t is string => Boolean(t)))].map((title) => ({ title })),
    })),
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      option_values: v.optionValues,
      price: v.price,
      price_old: v.priceOld,
      stock: v.stock,
      delivery_promise: promiseOf(v.stock),
    })),
    review: {
      average_score: product.reviewAverage === null ? null : Math.round(product.reviewAverage * 10) / 10,
      count: product.reviewCount,
    },
    usps,
    specifications: product.specifications,
    custom_fields: [] as { id: string; title: string }[],
  };
}

export type ProductDetail = NonNullable<Awaited<ReturnType<typeof productDetail>>>;

const TILE_COLUMNS = sql`p.id, p.slug, p.title, b.title as brand_title, b.slug as brand_slug,
  (select v.id from variants v where v.product_id = p.id order by v.position limit 1) as variant_id,
  i.url as image_url, i.alt as image_alt, p.price, p.price_old, p.available, p.delivery,
  p.review_average, p.review_count, c.title as category_title`;

/**
 * The most popular available products of a category (or of the whole shop), the same for every
 * product page of that category: kept for 30 s per database handle, like the storefront keeps the
 * API's public answers (docs/decisions/0020), so prices and stock shown beside a product are at most
 * that old. A shop has hundreds of categories and each product page used to ask for its own list.
 * Cache policy (lib/cache): key = the database handle (by identity), the category (or the whole
 * shop) and the length of the list; 30 s; at most 2,000 lists and 16 MiB.
 */
const popularCache = createCache<ProductTile[]>({
  name: 'popular products',
  ttlMs: 30_000,
  maxEntries: 2_000,
  maxBytes: 16 * 1024 * 1024,
  sizeOf: jsonBytes,
});

/**
 * Products to show beside a product: the most popular available ones of its main category (other
 * than itself). Without a product: the shop's most popular products. null: no such product.
 */
export async function suggestedProducts(db: Db, productId: number | null, limit: number): Promise<ProductTile[] | null> {
  if (productId === null) {
    return popularCache.load(cacheKey(db, 'shop', limit), async () => {
      const { rows } = await preparedSql<ProductRow>(db, 'popular_in_shop', () => popularQuery(sql`p.available`)).execute({ limit });
      return rows.map(toTile);
    });
  }
  const { rows } = await preparedSql<{ main_category_id: number | null }>(
    db,
    'product_main_category',
    () => sql`select main_category_id from products where id = ${sql.placeholder('id')}`,
  ).execute({ id: productId });
  if (rows.length === 0) return null;
  const categoryId = rows[0]!.main_category_id;
  if (categoryId === null) return [];
  // One more than asked, in case the product itself is among them.
  const popular = await popularCache.load(cacheKey(db, 'category', categoryId, limit + 1), async () => {
    const result = await preparedSql<ProductRow>(db, 'popular_in_category', () =>
      popularQuery(sql`p.main_category_id = ${sql.placeholder('category')} and p.available`),
    ).execute({ category: categoryId, limit: limit + 1 });
    return result.rows.map(toTile);
  });
  return popular.filter((tile) => tile.id !== productId).slice(0, limit);
}

function popularQuery(where: SQL) {
  return sql`select ${TILE_COLUMNS}
    from (select id from products p where ${where} order by p.popularity desc, p.id limit ${sql.placeholder('limit')}) top
    join products p on p.id = top.id
    join brands b on b.id = p.brand_id
    left join categories c on c.id = p.main_category_id
    left join product_images i on i.product_id = p.id and i.position = 0
    order by p.popularity desc, p.id`;
}
