// /v1/catalog/feed and /v1/catalog/sitemap/products — what search engines and shopping sites read
// (docs/decisions/0051): the product feed's items (one per variant of every available
// product) and the product sitemaps' URLs. The storefront renders them as XML (/feeds/products.xml,
// /sitemap.xml and its parts) and keeps the result by the catalogue's version.
import { answer, defineOperation, errorResponses, z } from '../operation';

const base = { tags: ['catalog'], security: [{ Bearer: [] }] };

/** A sitemap file holds at most this many URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const cents = z.number().int();

export const FeedVersionSchema = z
  .object({
    /** Changes with every price change, availability change and product added: the key of kept feeds. */
    version: z.string(),
  })
  .openapi('FeedVersion');

export const FeedItemSchema = z
  .object({
    id: z.string(),
    item_group_id: z.string(),
    title: z.string(),
    description: z.string(),
    /** Path of the product page, with ?variant= for every variant but the first. */
    path: z.string(),
    image_path: z.string().nullable(),
    additional_image_paths: z.array(z.string()),
    in_stock: z.boolean(),
    price: cents,
    /** The lawful "was" price (lowest of the 30 days before the reduction), null: no reduction shown. */
    price_old: cents.nullable(),
    brand: z.string(),
    mpn: z.string(),
    size: z.string().nullable(),
    color: z.string().nullable(),
    material: z.string().nullable(),
    product_type: z.string().nullable(),
    shipping_price: cents,
  })
  .openapi('FeedItem');

export const FeedSchema = FeedVersionSchema.extend({ items: z.array(FeedItemSchema) }).openapi('Feed');

export const SitemapProductSchema = z.object({
  path: z.string(),
  lastmod: z.string(),
  /** Paths of the product's images, in order. */
  images: z.array(z.string()),
});

export const ProductSitemapIndexSchema = FeedVersionSchema.extend({
  /** One entry per product sitemap of at most 50,000 URLs: its number and its newest lastmod. */
  parts: z.array(z.object({ part: z.number().int(), lastmod: z.string() })),
}).openapi('ProductSitemapIndex');

export const ProductSitemapSchema = z.object({ part: z.number().int(), urls: z.array(SitemapProductSchema) }).openapi('ProductSitemap');

const versionQuery = z.object({ version: z.string().max(200).optional() });

export const getFeedVersion = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/feed/version',
  summary: 'Versie van de productfeed en de productsitemaps (verandert bij elke prijs- of beschikbaarheidswijziging)',
  responses: { 200: answer('Versie', FeedVersionSchema), ...errorResponses },
});

export const getProductFeed = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/feed',
  summary: 'Productfeed: één item per variant van elk leverbaar product (version: alleen als sleutel voor caches)',
  request: { query: versionQuery },
  responses: { 200: answer('Productfeed', FeedSchema), ...errorResponses },
});

export const getProductSitemapIndex = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/sitemap/products',
  summary: 'De productsitemaps: hoeveel er zijn en van wanneer',
  request: { query: versionQuery },
  responses: { 200: answer('Productsitemaps', ProductSitemapIndexSchema), ...errorResponses },
});

export const getProductSitemap = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/sitemap/products/{part}',
  summary: 'Eén productsitemap: productpagina’s met hun laatste wijziging en afbeeldingen',
  request: {
    params: z.object({ part: z.coerce.number().int().min(1).max(1000) }),
    query: versionQuery,
  },
  responses: { 200: answer('Productsitemap', ProductSitemapSchema), ...errorResponses },
});
