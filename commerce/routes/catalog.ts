// /v1/catalog/* — catalogue look-ups (SPEC §7 Catalog). The overview, search and facet calls
// come with the catalogue issue; the product and its reviews are in product.ts.
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createRouter, errorBody, errorResponses, notFoundResponse } from '../http';
import { BrandListSchema, OverviewSchema, SitemapSchema, SuggestionsSchema } from '../../contract/schemas/catalog';
import { FeaturedTileSchema } from '../../contract/schemas/content';
import { resolveCatalogueRoute } from '../services/catalog';
import { featuredTiles } from '../services/content';
import { ListingQueryError, parseListingQuery, type ListingState } from '../services/listing-query';
import { FACETS, getOverview } from '../services/overview';
import { findBrand, getSitemap, getSuggestions, listBrands, normaliseSearchTerm } from '../services/search';
import { expandSearchQuery } from '../services/search-index';

const ListingQuery = z.object({
  querystring: z.string().max(4000).optional().default(''),
  cumulative: z.enum(['0', '1', 'true', 'false']).optional(),
});

const isCumulative = (v: string | undefined) => v === '1' || v === 'true';

/** The listing state of a query string, or the Dutch message of why it is malformed. */
function listingState(querystring: string): ListingState | string {
  try {
    return parseListingQuery(querystring);
  } catch (error) {
    if (error instanceof ListingQueryError) return error.message;
    throw error;
  }
}

/** Path segments after a pop route are facet values (/dekbed/katoen/): turns them into selections. */
async function segmentsToSelections(db: Db, state: ListingState, segments: string[]): Promise<boolean> {
  for (const segment of segments) {
    const result = (await db.execute(
      sql`select key from product_facets where value = ${segment} and key in (${sql.join(
        Object.keys(FACETS).map((k) => sql`${k}`),
        sql`, `,
      )}) limit 1`,
    )) as unknown as { rows: { key: string }[] };
    const key = result.rows[0]?.key;
    if (!key) return false;
    const list = state.selections.get(key) ?? [];
    if (!list.includes(segment)) state.selections.set(key, [...list, segment].sort());
  }
  return true;
}

const BreadcrumbSchema = z.object({ title: z.string(), url: z.string() });

const CategoryRouteSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    path: z.string(),
    url: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    kind: z.enum(['textpage', 'cop', 'pop']),
    /** SPEC §2: catalogue routes are named after their kind; pop routes keep scroll on filter changes. */
    routeName: z.string(),
    numberOfFilters: z.number().int(),
    description: z.string(),
    image: z.string().nullable(),
    isAction: z.boolean(),
    metaDescription: z.string().nullable(),
    breadcrumbs: z.array(BreadcrumbSchema),
    children: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string(), kind: z.string(), image: z.string().nullable() })),
    /** Path segments after a pop route: its catch-all filter child. */
    filterSegments: z.array(z.string()),
  })
  .openapi('CategoryRoute');

export function createCatalogRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/category/path',
      tags: ['catalog'],
      summary: 'Welke catalogusroute hoort bij een pad',
      security: [{ Bearer: [] }],
      request: { query: z.object({ path: z.string().min(1).max(500) }) },
      responses: {
        200: { description: 'De route', content: { 'application/json': { schema: CategoryRouteSchema } } },
        ...errorResponses,
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const { path } = c.req.valid('query');
      const found = await resolveCatalogueRoute(c.get('deps').database.db, path);
      if (!found) return c.json(errorBody('Deze pagina bestaat niet.'), 404);
      const { category, breadcrumbs, children, filterSegments } = found;
      return c.json(
        {
          id: category.id,
          slug: category.slug,
          path: category.path,
          url: `/${category.path}/`,
          title: category.title,
          subtitle: category.subtitle,
          kind: category.kind,
          routeName: category.kind,
          numberOfFilters: category.numberOfFilters,
          description: category.descriptionHtml,
          image: category.image,
          isAction: category.isAction,
          metaDescription: category.metaDescription,
          breadcrumbs,
          children: children.map((ch) => ({ id: ch.id, title: ch.title, url: `/${ch.path}/`, kind: ch.kind, image: ch.image })),
          filterSegments,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/overview/category',
      tags: ['catalog'],
      summary: 'Productoverzicht van een categorie met filters, sortering en paginering',
      description:
        'querystring bevat de filters van de pagina: tn_fk_{url_key}=waarde (herhaald), tn_fk_ae-prijs=min-max (hele euro), tn_sort, tn_p. Met cumulative=1 komen alle producten van pagina 1 tot en met tn_p terug.',
      security: [{ Bearer: [] }],
      request: { query: ListingQuery.extend({ path: z.string().min(1).max(500) }) },
      responses: {
        200: { description: 'Het overzicht', content: { 'application/json': { schema: OverviewSchema } } },
        ...errorResponses,
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const { path, querystring, cumulative } = c.req.valid('query');
      const db = c.get('deps').database.db;
      const found = await resolveCatalogueRoute(db, path);
      if (!found) return c.json(errorBody('Deze pagina bestaat niet.'), 404);
      const state = listingState(querystring);
      if (typeof state === 'string') return c.json(errorBody(state), 400);
      if (!(await segmentsToSelections(db, state, found.filterSegments))) return c.json(errorBody('Deze pagina bestaat niet.'), 404);
      const overview = await getOverview(db, {
        scope: { kind: 'category', categoryId: found.category.id },
        base: { path: `/${found.category.path}/` },
        state,
        numberOfFilters: found.category.numberOfFilters,
        cumulative: isCumulative(cumulative),
      });
      return c.json(overview, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/search',
      tags: ['catalog'],
      summary: 'Zoeken in de catalogus (Nederlandse full-text plus tolerantie voor typefouten)',
      security: [{ Bearer: [] }],
      request: { query: ListingQuery.extend({ search_term: z.string().min(1).max(100) }) },
      responses: {
        200: { description: 'De zoekresultaten', content: { 'application/json': { schema: OverviewSchema } } },
        ...errorResponses,
      },
    }),
    async (c) => {
      const { search_term, querystring, cumulative } = c.req.valid('query');
      const term = normaliseSearchTerm(search_term);
      if (term.length === 0) return c.json(errorBody('Vul een zoekterm in.'), 400);
      const state = listingState(querystring);
      if (typeof state === 'string') return c.json(errorBody(state), 400);
      const db = c.get('deps').database.db;
      const query = await expandSearchQuery(db, term);
      if (!query) return c.json(errorBody('Vul een zoekterm in.'), 400);
      const overview = await getOverview(db, {
        scope: { kind: 'search', term, query },
        base: { path: '/zoeken/', searchTerm: term },
        state,
        numberOfFilters: 3,
        cumulative: isCumulative(cumulative),
      });
      return c.json(overview, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/search/suggestions',
      tags: ['catalog'],
      summary: 'Zoeksuggesties: producten, categorieën en merken (zoekterm van 3 tot 100 tekens)',
      security: [{ Bearer: [] }],
      request: { query: z.object({ search_term: z.string().min(3, 'Vul minstens 3 tekens in.').max(100, 'Gebruik hoogstens 100 tekens.') }) },
      responses: {
        200: { description: 'Suggesties', content: { 'application/json': { schema: SuggestionsSchema } } },
        ...errorResponses,
      },
    }),
    async (c) => c.json(await getSuggestions(c.get('deps').database.db, c.req.valid('query').search_term), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/overview/brand/products',
      tags: ['catalog'],
      summary: 'Productoverzicht van een merk',
      security: [{ Bearer: [] }],
      request: {
        query: ListingQuery.extend({
          brand: z.string().min(1).max(100),
          path: z.string().max(500).optional(),
          fullPath: z.string().max(500).optional(),
          func: z.string().max(50).optional(),
        }),
      },
      responses: {
        200: { description: 'Het overzicht', content: { 'application/json': { schema: OverviewSchema } } },
        ...errorResponses,
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const { brand: slug, querystring, cumulative } = c.req.valid('query');
      const db = c.get('deps').database.db;
      const brand = await findBrand(db, slug);
      if (!brand) return c.json(errorBody('Dit merk bestaat niet.'), 404);
      const state = listingState(querystring);
      if (typeof state === 'string') return c.json(errorBody(state), 400);
      state.selections.delete('merk');
      const overview = await getOverview(db, {
        scope: { kind: 'brand', brandId: brand.id },
        base: { path: `/brands/${brand.slug}/` },
        state,
        numberOfFilters: 3,
        cumulative: isCumulative(cumulative),
      });
      // A brand page never offers the brand filter.
      overview.filters = overview.filters.filter((f) => f.url_key !== 'merk');
      return c.json(overview, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/brands',
      tags: ['catalog'],
      summary: 'Alle merken met hun aantal producten',
      security: [{ Bearer: [] }],
      responses: {
        200: { description: 'Merken', content: { 'application/json': { schema: BrandListSchema } } },
        ...errorResponses,
      },
    }),
    async (c) => c.json({ brands: await listBrands(c.get('deps').database.db) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/sitemap',
      tags: ['catalog'],
      summary: 'Sitemap: categorieën, merken en servicepagina’s',
      security: [{ Bearer: [] }],
      request: {
        query: z.object({
          url: z.string().max(500).optional(),
          components: z.string().max(100).optional().default('categories,brands,services'),
        }),
      },
      responses: {
        200: { description: 'Sitemap', content: { 'application/json': { schema: SitemapSchema } } },
        ...errorResponses,
      },
    }),
    async (c) => {
      const components = new Set(c.req.valid('query').components.split(',').map((s) => s.trim()));
      return c.json(await getSitemap(c.get('deps').database.db, components), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/featured-products',
      tags: ['catalog'],
      summary: 'Uitgelichte producten (bestsellers)',
      security: [{ Bearer: [] }],
      request: { query: z.object({ category: z.string().max(300).optional().default('bestsellers') }) },
      responses: {
        200: { description: 'Tegels', content: { 'application/json': { schema: z.object({ products: z.array(FeaturedTileSchema) }) } } },
        ...errorResponses,
      },
    }),
    async (c) => c.json({ products: await featuredTiles(c.get('deps').database.db, c.req.valid('query').category) }, 200),
  );

  return app;
}
