// /v1/catalog — docs/requirements/catalogue-and-search.md#api Catalog: the catalogue route of a path, the overviews (category, search,
// brand) with filters, sorting and paging, suggestions, brands, the sitemap and product tiles. The
// product itself and its reviews are in product.ts; guided selling in guided-selling.ts.
import { answer, defineOperation, errorResponses, jsonBody, notFoundResponse, z } from '../operation';
import {
  BrandListSchema,
  CategoryRouteSchema,
  OverviewSchema,
  SearchOverviewSchema,
  SitemapSchema,
  SuggestionsSchema,
  TileListSchema,
} from '../schemas/catalog';
import { FeaturedTileSchema } from '../schemas/content';

/** Most product ids one GET /v1/catalog/products answers. */
export const MAX_TILE_IDS = 50;

const base = { tags: ['catalog'], security: [{ Bearer: [] }] };
const overviewAnswer = { 200: answer('Het overzicht', OverviewSchema) };

/** The listing part of an overview query: the page's filters as one query string. */
export const ListingQuery = z.object({
  querystring: z.string().max(4000).optional().default(''),
  cumulative: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const resolveCategoryPath = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/category/path',
  summary: 'Welke catalogusroute hoort bij een pad',
  request: { query: z.object({ path: z.string().min(1).max(500) }) },
  responses: { 200: answer('De route', CategoryRouteSchema), ...errorResponses, ...notFoundResponse },
});

export const getCategoryOverview = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/overview/category',
  summary: 'Productoverzicht van een categorie met filters, sortering en paginering',
  description:
    'querystring bevat de filters van de pagina: tn_fk_{url_key}=waarde (herhaald), tn_fk_ae-prijs=min-max (hele euro), tn_sort, tn_p. Met cumulative=1 komen alle producten van pagina 1 tot en met tn_p terug.',
  request: { query: ListingQuery.extend({ path: z.string().min(1).max(500) }) },
  responses: { ...overviewAnswer, ...errorResponses, ...notFoundResponse },
});

export const searchCatalog = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/search',
  summary: 'Zoeken in de catalogus (Nederlandse full-text plus tolerantie voor typefouten)',
  request: { query: ListingQuery.extend({ search_term: z.string().min(1).max(100) }) },
  responses: { 200: answer('De zoekresultaten', SearchOverviewSchema), ...errorResponses },
});

/** Most characters a search click id (`?z=`) has: a base-36 event id, a dot and 16 signature characters. */
export const SEARCH_CLICK_MAX_LENGTH = 40;
export const SEARCH_CLICK_PATTERN = /^[0-9a-z]{1,11}\.[A-Za-z0-9_-]{16}$/;

export const recordSearchClick = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/catalog/search/clicks',
  summary:
    'Een product geopend vanuit zoekresultaten: telt één klik voor de zoekopdracht van de ondertekende id (?z=). Een vervalste, onbekende of al getelde id telt niet (counted: false); zonder persoonsgegevens.',
  request: {
    body: jsonBody(
      z.object({
        z: z.string().min(1).max(SEARCH_CLICK_MAX_LENGTH, 'Deze klik-id is te lang.'),
      }),
    ),
  },
  responses: { 200: answer('Geteld of niet', z.object({ counted: z.boolean() })), ...errorResponses },
});

export const getSearchSuggestions = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/search/suggestions',
  summary: 'Zoeksuggesties: producten, categorieën en merken (zoekterm van 3 tot 100 tekens)',
  request: { query: z.object({ search_term: z.string().min(3, 'Vul minstens 3 tekens in.').max(100, 'Gebruik hoogstens 100 tekens.') }) },
  responses: { 200: answer('Suggesties', SuggestionsSchema), ...errorResponses },
});

export const getBrandOverview = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/overview/brand/products',
  summary: 'Productoverzicht van een merk',
  request: {
    query: ListingQuery.extend({
      brand: z.string().min(1).max(100),
      path: z.string().max(500).optional(),
      fullPath: z.string().max(500).optional(),
      func: z.string().max(50).optional(),
    }),
  },
  responses: { ...overviewAnswer, ...errorResponses, ...notFoundResponse },
});

export const listBrands = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/brands',
  summary: 'Alle merken met hun aantal producten',
  responses: { 200: answer('Merken', BrandListSchema), ...errorResponses },
});

export const getSitemap = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/sitemap',
  summary: 'Sitemap: categorieën, merken en servicepagina’s',
  request: {
    query: z.object({
      url: z.string().max(500).optional(),
      components: z.string().max(100).optional().default('categories,brands,services'),
    }),
  },
  responses: { 200: answer('Sitemap', SitemapSchema), ...errorResponses },
});

export const listFeaturedProducts = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/featured-products',
  summary: 'Uitgelichte producten (bestsellers)',
  request: { query: z.object({ category: z.string().max(300).optional().default('bestsellers') }) },
  responses: { 200: answer('Tegels', z.object({ products: z.array(FeaturedTileSchema) })), ...errorResponses },
});

const IdsQuery = z.object({
  ids: z
    .string()
    .max(600)
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'Geef product-id’s gescheiden door komma’s.')
    .transform((s) => s.split(',').map(Number))
    .refine((ids) => ids.length <= MAX_TILE_IDS, `Maximaal ${MAX_TILE_IDS} producten per keer.`)
    .openapi({ example: '12,48,301', description: `Product-id’s, gescheiden door komma’s (maximaal ${MAX_TILE_IDS})` }),
});

export const listProductTiles = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/products',
  summary: 'Producttegels voor een lijst id’s, in de gevraagde volgorde (favorieten, laatst bekeken)',
  request: { query: IdsQuery },
  responses: { 200: answer('Tegels; onbekende id’s ontbreken', TileListSchema), ...errorResponses },
});
