// /v1/catalog/product/* and /v1/catalog/suggested-products — the product detail, the products shown
// beside it, and its reviews (SPEC §7 Catalog). New reviews are stored as pending; a moderator
// approves them with `npm run moderate-reviews`.
import { createRoute, z } from '@hono/zod-openapi';
import { ReviewSubmissionSchema } from '../../contract/forms/review';
import { createRouter, errorBody, errorResponses, ErrorSchema, notFoundResponse } from '../http';
import { ProductTileSchema } from '../../contract/schemas/catalog';
import { productDetail, suggestedProducts } from '../services/product-detail';
import { LIMITS } from '../services/rate-limits';
import { listReviews, productExists, REVIEW_THANKS, submitReview } from '../services/reviews';
import { clientIp, createLimiterFactory } from './customer-context';

const ImageSchema = z.object({ url: z.string(), src: z.string(), alt: z.string() });
const CrumbSchema = z.object({ title: z.string(), url: z.string() });

export const ProductSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    url: z.string(),
    title: z.string(),
    sku: z.string(),
    brand: z.object({ title: z.string(), slug: z.string() }),
    main_category: CrumbSchema.nullable(),
    categories: z.array(CrumbSchema),
    description: z.string().openapi({ description: 'Opgeschoonde HTML (alleen p, ul, li, strong, … zonder attributen)' }),
    delivery: z.string().nullable(),
    price: z.object({ price: z.number().int(), price_old: z.number().int().nullable() }),
    available: z.boolean(),
    stock_score: z.number().int().openapi({ description: '0 uitverkocht, 1 bijna uitverkocht (< 5 stuks), 2 op voorraad' }),
    overlay: z.string().nullable(),
    variant_id: z.number().int().nullable().openapi({ description: 'De standaardvariant: de eerste die op voorraad is' }),
    images: z.array(ImageSchema),
    options: z.array(z.object({ title: z.string(), values: z.array(z.object({ title: z.string() })) })),
    variants: z.array(
      z.object({
        id: z.number().int(),
        sku: z.string(),
        option_values: z.array(z.string()),
        price: z.number().int(),
        price_old: z.number().int().nullable(),
        stock: z.number().int(),
      }),
    ),
    review: z.object({ average_score: z.number().nullable(), count: z.number().int() }),
    usps: z.array(z.string()),
    specifications: z.record(z.string()),
    custom_fields: z.array(z.object({ id: z.string(), title: z.string() })),
  })
  .openapi('Product');

const ReviewPageSchema = z
  .object({
    product_id: z.number().int(),
    average_score: z.number().nullable(),
    count: z.number().int(),
    distribution: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
    reviews: z.array(
      z.object({
        id: z.number().int(),
        display_name: z.string(),
        title: z.string(),
        content: z.string().openapi({ description: 'Platte tekst zoals ingevuld: toon als tekst, nooit als HTML' }),
        score: z.number().int(),
        created_at: z.string(),
        reply: z.string().nullable().openapi({ description: 'Het openbare antwoord van de winkel (platte tekst), of null' }),
      }),
    ),
    pagination: z.object({ page: z.number().int(), pages: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
  })
  .openapi('ReviewPage');

const ProductId = z.object({ id: z.string().regex(/^\d{1,9}$/, 'Onbekend product') });
const SuggestedQuery = z.object({ limit: z.coerce.number().int().min(1).max(24).optional().default(12) });
const Suggested = { 200: { description: 'Tegels', content: { 'application/json': { schema: z.object({ products: z.array(ProductTileSchema) }) } } } };

export function createProductRoutes() {
  const app = createRouter();
  const limiterOf = createLimiterFactory();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/product/{slugOrId}',
      tags: ['catalog'],
      summary: 'Een product op slug of id',
      security: [{ Bearer: [] }],
      request: {
        params: z.object({ slugOrId: z.string().min(1).max(200) }),
        query: z.object({ debug: z.string().optional() }),
      },
      responses: { 200: { description: 'Het product', content: { 'application/json': { schema: ProductSchema } } }, ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const product = await productDetail(c.get('deps').database.db, c.req.valid('param').slugOrId);
      if (!product) return c.json(errorBody('Dit product bestaat niet.'), 404);
      return c.json(product, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/suggested-products',
      tags: ['catalog'],
      summary: 'Populaire producten (zonder product)',
      security: [{ Bearer: [] }],
      request: { query: SuggestedQuery },
      responses: { ...Suggested, ...errorResponses },
    }),
    async (c) => c.json({ products: (await suggestedProducts(c.get('deps').database.db, null, c.req.valid('query').limit)) ?? [] }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/suggested-products/{id}',
      tags: ['catalog'],
      summary: 'Gerelateerde producten: de populairste uit de hoofdcategorie van het product',
      security: [{ Bearer: [] }],
      request: { params: ProductId, query: SuggestedQuery },
      responses: { ...Suggested, ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const products = await suggestedProducts(c.get('deps').database.db, Number(c.req.valid('param').id), c.req.valid('query').limit);
      if (!products) return c.json(errorBody('Dit product bestaat niet.'), 404);
      return c.json({ products }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/product/{id}/reviews',
      tags: ['catalog'],
      summary: 'Goedgekeurde beoordelingen van een product, nieuwste eerst, met de verdeling over de scores',
      security: [{ Bearer: [] }],
      request: {
        params: ProductId,
        query: z.object({ page: z.coerce.number().int().min(1).max(1000).optional().default(1), per_page: z.coerce.number().int().min(1).max(50).optional().default(10) }),
      },
      responses: { 200: { description: 'Beoordelingen', content: { 'application/json': { schema: ReviewPageSchema } } }, ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const { page, per_page } = c.req.valid('query');
      const result = await listReviews(c.get('deps').database.db, Number(c.req.valid('param').id), page, per_page);
      if (!result) return c.json(errorBody('Dit product bestaat niet.'), 404);
      return c.json(result, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/catalog/product/{id}/review',
      tags: ['catalog'],
      summary: 'Een beoordeling insturen (SPEC §3 Review submission); wordt getoond na goedkeuring',
      description: `Hoogstens ${LIMITS.reviewIp.max} beoordelingen per IP-adres per uur (X-Forwarded-For van de storefront).`,
      security: [{ Bearer: [] }],
      request: {
        params: ProductId,
        headers: z.object({ 'x-forwarded-for': z.string().max(512).optional() }),
        body: { required: true, content: { 'application/json': { schema: ReviewSubmissionSchema } } },
      },
      responses: {
        202: { description: 'Ontvangen, wacht op goedkeuring', content: { 'application/json': { schema: z.object({ data: z.object({ message: z.string() }) }) } } },
        ...errorResponses,
        ...notFoundResponse,
        429: { description: 'Te veel beoordelingen', content: { 'application/json': { schema: ErrorSchema } } },
      },
    }),
    async (c) => {
      const db = c.get('deps').database.db;
      const productId = Number(c.req.valid('param').id);
      if (!(await productExists(db, productId))) return c.json(errorBody('Dit product bestaat niet.'), 404);
      if (!(await limiterOf(c).take(LIMITS.reviewIp, clientIp(c)))) return c.json(errorBody(LIMITS.reviewIp.message), 429);
      await submitReview(db, productId, c.req.valid('json'));
      return c.json({ data: { message: REVIEW_THANKS } }, 202);
    },
  );

  return app;
}
