// The product feed's items and the product sitemaps (docs/decisions/0051), with the
// handlers of contract/operations/feeds.ts. Only available products are listed (a withdrawn product
// is not for sale); prices are the variants' stored ones, whose "was" price is the lawful reference
// (commerce/pricing/reference.ts), so the feed says what the product page says.
import { sql } from 'drizzle-orm';
import * as ops from '#contract/operations/feeds';
import { SITEMAP_MAX_URLS } from '#contract/operations/feeds';
import type { Db } from '../db/client';
import { createRouter } from '../http';
import { FREE_SHIPPING_THRESHOLD } from '../pricing/pricing';
import { SHIPPING_METHODS } from '../checkout/checkout-options';

type FeedItem = (typeof ops.FeedItemSchema)['_output'];
type SitemapProduct = (typeof ops.SitemapProductSchema)['_output'];

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const isoSeconds = (value: string | Date) => new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A stamp that changes with every price change (the history only grows), every availability change
 * or added product (the newest change time and the count), and every variant selling out or coming
 * back (the count of sold-out variants, from its index). Cheap enough to ask on every feed request.
 */
export async function catalogueVersion(db: Db): Promise<string> {
  const [row] = await rows<{ prices: string; changed: string; products: string; sold_out: string }>(
    db,
    sql`select (select coalesce(max(id), 0) from price_history)::text as prices,
      (select coalesce(floor(extract(epoch from max(updated_at)) * 1000), 0) from products)::text as changed,
      (select count(*) from products where available)::text as products,
      (select count(*) from variants where stock <= 0)::text as sold_out`,
  );
  return `${row!.prices}.${row!.changed}.${row!.products}.${row!.sold_out}`;
}

/** Plain text of a product description: tags out, entities of the seed's HTML decoded, spaces folded, at most 5,000 characters. */
export function plainText(html: string, max = 5000): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Shipping to the Netherlands for one item on its own: free from the threshold, else the standard rate. */
export const shippingFor = (price: number) => (price >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_METHODS[0]!.price);

interface FeedRow {
  variant_id: number;
  sku: string;
  option_values: string[];
  price: number;
  price_old: number | null;
  stock: number;
  first_variant: number;
  product_id: number;
  slug: string;
  title: string;
  description_html: string;
  product_type: string;
  colour: string | null;
  brand: string;
  material: string | null;
  category: string | null;
  images: string[] | null;
}

/** One item per variant of every available product, products by id, variants in their order. */
export async function productFeed(db: Db): Promise<{ version: string; items: FeedItem[] }> {
  const version = await catalogueVersion(db);
  const found = await rows<FeedRow>(
    db,
    sql`select v.id as variant_id, v.sku, v.option_values, v.price, v.price_old, v.stock,
        first_value(v.id) over (partition by v.product_id order by v.position, v.id) as first_variant,
        p.id as product_id, p.slug, p.title, p.description_html, p.product_type, p.specifications->>'Kleur' as colour,
        b.title as brand, m.title as material, c.title as category,
        (select array_agg(i.url order by i.position, i.id) from product_images i where i.product_id = p.id) as images
      from variants v
      join products p on p.id = v.product_id
      join brands b on b.id = p.brand_id
      left join categories c on c.id = p.main_category_id
      left join lateral (select f.title from product_facets f where f.product_id = p.id and f.key = 'materiaal' order by f.value limit 1) m on true
      where p.available
      order by p.id, v.position, v.id`,
  );
  const items = found.map((r): FeedItem => {
    const size = r.option_values.find((o) => o !== '0x0') ?? null;
    const images = r.images ?? [];
    return {
      id: r.sku,
      item_group_id: `SZP${r.product_id}`,
      title: size ? `${r.title} ${size}` : r.title,
      description: plainText(r.description_html) || r.title,
      path: r.variant_id === r.first_variant ? `/${r.slug}.html` : `/${r.slug}.html?variant=${r.variant_id}`,
      image_path: images[0] ?? null,
      additional_image_paths: images.slice(1, 11),
      in_stock: r.stock > 0,
      price: r.price,
      price_old: r.price_old !== null && r.price_old > r.price ? r.price_old : null,
      brand: r.brand,
      mpn: r.sku,
      size,
      color: r.colour,
      material: r.material,
      product_type: r.category,
      shipping_price: shippingFor(r.price),
    };
  });
  return { version, items };
}

const availableInOrder = sql`select id, slug, updated_at, row_number() over (order by id) as n from products where available`;

/** The product sitemaps: part 1 holds the first 50,000 available products by id, and so on. */
export async function productSitemapIndex(db: Db, perPart = SITEMAP_MAX_URLS) {
  const version = await catalogueVersion(db);
  const parts = await rows<{ part: number; lastmod: string }>(
    db,
    sql`select ((n - 1) / ${perPart}::int + 1)::int as part, max(updated_at) as lastmod from (${availableInOrder}) a group by 1 order by 1`,
  );
  return { version, parts: parts.map((p) => ({ part: p.part, lastmod: isoSeconds(p.lastmod) })) };
}

/** One product sitemap: its products' pages, last changes and images. */
export async function productSitemap(db: Db, part: number, perPart = SITEMAP_MAX_URLS): Promise<{ part: number; urls: SitemapProduct[] }> {
  const found = await rows<{ slug: string; updated_at: string; images: string[] | null }>(
    db,
    sql`select a.slug, a.updated_at,
        (select array_agg(i.url order by i.position, i.id) from product_images i where i.product_id = a.id) as images
      from (${availableInOrder}) a
      where a.n > ${(part - 1) * perPart}::int and a.n <= ${part * perPart}::int
      order by a.n`,
  );
  return { part, urls: found.map((r) => ({ path: `/${r.slug}.html`, lastmod: isoSeconds(r.updated_at), images: r.images ?? [] })) };
}

export function createFeedRoutes() {
  const app = createRouter();
  const dbOf = (c: { get(key: 'deps'): { database: { db: Db } } }) => c.get('deps').database.db;
  // The version must be fresh: it is the key everything else is kept by.
  app.openapi(ops.getFeedVersion, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ version: await catalogueVersion(dbOf(c)) }, 200);
  });
  app.openapi(ops.getProductFeed, async (c) => c.json(await productFeed(dbOf(c)), 200));
  app.openapi(ops.getProductSitemapIndex, async (c) => c.json(await productSitemapIndex(dbOf(c)), 200));
  app.openapi(ops.getProductSitemap, async (c) => c.json(await productSitemap(dbOf(c), c.req.valid('param').part), 200));
  return app;
}
