// The product detail of SPEC §3 Product, as the product page and the quick view need it, and the
// suggested products shown beside it (SPEC §7 suggested-products).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedSql } from '../db/prepared';
import type { ProductTile } from '../schemas/catalog';
import { findProduct } from './catalog';
import { toTile, type ProductRow } from './overview';
import { sanitizeHtml } from './sanitize-html';

/** Below this many pieces in stock the page says so ('Nog maar 3 op voorraad'). */
export const LOW_STOCK = 5;

const USP_BASE = ['Gratis verzending vanaf € 100', '30 dagen bedenktijd', 'Achteraf betalen of in 3 termijnen'];

/** SPEC §3 stock_score: 0 sold out, 1 low stock, 2 in stock — over the orderable variants. */
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

export async function productDetail(db: Db, slugOrId: string) {
  const found = await findProduct(db, slugOrId);
  if (!found) return null;
  const { product, brand, variants, images, options, mainCategory } = found;
  // The default variant: the first one in stock, else the first one (SPEC §3 variant_id).
  const defaultVariant = variants.find((v) => v.stock > 0) ?? variants[0];
  const mainCrumb = mainCategory ? { title: mainCategory.title, url: `/${mainCategory.path}/` } : null;
  const usps = [product.delivery === 'Voor 23:59 besteld, morgen in huis' ? 'Voor 23:59 besteld, morgen in huis' : null, ...USP_BASE].filter(
    (u): u is string => u !== null,
  );
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
    price: { price: product.price, price_old: product.priceOld },
    available: product.available,
    stock_score: stockScore(product.available, variants.map((v) => v.stock)),
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
 * Products to show beside a product: the most popular available ones of its main category (other
 * than itself). Without a product: the shop's most popular products.
 */
export async function suggestedProducts(db: Db, productId: number | null, limit: number): Promise<ProductTile[] | null> {
  // The product's main category is looked up inside the query (one round trip). Both forms are
  // prepared: the product page asks for them on every uncached view.
  const result =
    productId === null
      ? await preparedSql<ProductRow>(db, 'suggested_popular', () => suggestedQuery(sql`p.available`)).execute({ limit })
      : await preparedSql<ProductRow>(db, 'suggested_for_product', () =>
          suggestedQuery(sql`p.main_category_id = (select main_category_id from products where id = ${sql.placeholder('id')}) and p.id <> ${sql.placeholder('id')} and p.available`),
        ).execute({ id: productId, limit });
  if (result.rows.length === 0 && productId !== null) {
    // Nothing to suggest, or no such product (null: the API answers 404).
    const found = (await db.execute(sql`select 1 from products where id = ${productId}`)) as unknown as { rows: unknown[] };
    if (found.rows.length === 0) return null;
  }
  return result.rows.map(toTile);
}

function suggestedQuery(where: SQL) {
  return sql`select ${TILE_COLUMNS}
    from (select id from products p where ${where} order by p.popularity desc, p.id limit ${sql.placeholder('limit')}) top
    join products p on p.id = top.id
    join brands b on b.id = p.brand_id
    left join categories c on c.id = p.main_category_id
    left join product_images i on i.product_id = p.id and i.position = 0
    order by p.popularity desc, p.id`;
}
