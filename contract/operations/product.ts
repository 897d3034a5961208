// /v1/catalog/product/* and /v1/catalog/suggested-products — docs/requirements/catalogue-and-search.md#api Catalog: the product detail,
// the products shown beside it, and its reviews. New reviews are stored as pending; a moderator
// approves them with `npm run moderate-reviews`.
import { ReviewSubmissionSchema } from '../forms/review';
import { answer, defineOperation, errorResponses, ErrorSchema, jsonBody, notFoundResponse, z } from '../operation';
import { ProductSchema, ReviewPageSchema, TileListSchema } from '../schemas/catalog';

/** Reviews one IP address may post per hour (commerce/platform/rate-limits.ts LIMITS.reviewIp). */
export const REVIEWS_PER_IP_PER_HOUR = 5;

const base = { tags: ['catalog'], security: [{ Bearer: [] }] };
const ProductId = z.object({ id: z.string().regex(/^\d{1,9}$/, 'Onbekend product') });
const SuggestedQuery = z.object({ limit: z.coerce.number().int().min(1).max(24).optional().default(12) });
const suggested = { 200: answer('Tegels', TileListSchema) };

export const getProduct = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/product/{slugOrId}',
  summary: 'Een product op slug of id',
  request: { params: z.object({ slugOrId: z.string().min(1).max(200) }), query: z.object({ debug: z.string().optional() }) },
  responses: { 200: answer('Het product', ProductSchema), ...errorResponses, ...notFoundResponse },
});

export const listPopularProducts = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/suggested-products',
  summary: 'Populaire producten (zonder product)',
  request: { query: SuggestedQuery },
  responses: { ...suggested, ...errorResponses },
});

export const listSuggestedProducts = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/suggested-products/{id}',
  summary: 'Gerelateerde producten: de populairste uit de hoofdcategorie van het product',
  request: { params: ProductId, query: SuggestedQuery },
  responses: { ...suggested, ...errorResponses, ...notFoundResponse },
});

export const listReviews = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/product/{id}/reviews',
  summary: 'Goedgekeurde beoordelingen van een product, nieuwste eerst, met de verdeling over de scores',
  request: {
    params: ProductId,
    query: z.object({
      page: z.coerce.number().int().min(1).max(1000).optional().default(1),
      per_page: z.coerce.number().int().min(1).max(50).optional().default(10),
    }),
  },
  responses: { 200: answer('Beoordelingen', ReviewPageSchema), ...errorResponses, ...notFoundResponse },
});

export const submitReview = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/catalog/product/{id}/review',
  summary: 'Een beoordeling insturen; wordt getoond na goedkeuring',
  description: `Hoogstens ${REVIEWS_PER_IP_PER_HOUR} beoordelingen per IP-adres per uur (X-Forwarded-For van de storefront).`,
  request: {
    params: ProductId,
    headers: z.object({ 'x-forwarded-for': z.string().max(512).optional() }),
    body: jsonBody(ReviewSubmissionSchema),
  },
  responses: {
    202: answer('Ontvangen, wacht op goedkeuring', z.object({ data: z.object({ message: z.string() }) })),
    ...errorResponses,
    ...notFoundResponse,
    429: answer('Te veel beoordelingen', ErrorSchema),
  },
});
