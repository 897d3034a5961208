// /v1/catalog/* — the handlers of the catalogue look-ups (contract/operations/catalog.ts defines
// them; docs/requirements/catalogue-and-search.md#api Catalog). The product and its reviews are in product.ts.
import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import * as ops from '#contract/operations/catalog';
import type { Db } from '../db/client';
import { createRouter, errorBody, type CommerceEnv } from '../http';
import { resolveCatalogueRoute } from './catalog';
import { featuredTiles } from '../content/content';
import { ListingQueryError, parseListingQuery, type ListingState } from './listing-query';
import { FACETS, getOverview } from './overview';
import { findBrand, getSitemap, getSuggestions, listBrands, normaliseSearchTerm, recordSearch, searchAndUnderstand } from './search';
import { categoryRedirect, recordSearchClick, searchClickId } from './search-clicks';
import { searchTokens } from './search-index';
import { clientIp, createLimiterFactory } from '../customer/context';
import { LIMITS } from '../platform/rate-limits';

type App = ReturnType<typeof createRouter>;

const isCumulative = (v: string | undefined) => v === '1' || v === 'true';
const dbOf = (c: Context<CommerceEnv>) => c.get('deps').database.db;

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

/** The catalogue route of a path, and the category overview on it. */
function registerCategoryRoutes(app: App) {
  app.openapi(ops.resolveCategoryPath, async (c) => {
    const found = await resolveCatalogueRoute(dbOf(c), c.req.valid('query').path);
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
  });

  app.openapi(ops.getCategoryOverview, async (c) => {
    const { path, querystring, cumulative } = c.req.valid('query');
    const db = dbOf(c);
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
  });
}

/** Search and its suggestions. */
function registerSearchRoutes(app: App) {
  const limiterOf = createLimiterFactory();
  app.openapi(ops.searchCatalog, async (c) => {
    const { search_term, querystring, cumulative } = c.req.valid('query');
    const term = normaliseSearchTerm(search_term);
    if (term.length === 0) return c.json(errorBody('Vul een zoekterm in.'), 400);
    const state = listingState(querystring);
    if (typeof state === 'string') return c.json(errorBody(state), 400);
    const db = dbOf(c);
    if (searchTokens(term).length === 0) return c.json(errorBody('Vul een zoekterm in.'), 400);
    const { overview, understanding, snapshot } = await searchAndUnderstand(db, { term, state, cumulative: isCumulative(cumulative) });
    // A search as a shopper starts it (page 1, no filters of their own) is one event for the staff's report;
    // its result links carry the event's signed id for the click-through, and a bare type term names the
    // category overview the storefront goes to instead (docs/decisions/0050).
    if (state.page === 1 && state.selections.size === 0 && state.price === null) {
      // One address's searches beyond its share a minute still get their answer, but no event (and so no
      // click id): a script cannot fill the staff's report or the events table.
      const counted = await limiterOf(c).takeAddress(LIMITS.searchEventsIp, clientIp(c));
      const eventId = counted ? await recordSearch(db, term, overview) : null;
      const redirect = await categoryRedirect(db, understanding, snapshot);
      const click = eventId === null ? null : searchClickId(eventId, c.get('deps').config.tokenSecret);
      // This answer is one shopper's search (its own event and click id): no shared cache may keep it, or
      // repeated searches would go uncounted and shoppers would share one click id. Later pages and
      // filtered pages stay cacheable; the overview itself may still be cached inside the API.
      c.header('Cache-Control', 'private, no-store');
      return c.json({ ...overview, understanding: { ...overview.understanding, redirect, click } }, 200);
    }
    return c.json(overview, 200);
  });

  app.openapi(ops.recordSearchClick, async (c) =>
    c.json({ counted: await recordSearchClick(dbOf(c), c.req.valid('json').z, c.get('deps').config.tokenSecret) }, 200),
  );

  app.openapi(ops.getSearchSuggestions, async (c) => c.json(await getSuggestions(dbOf(c), c.req.valid('query').search_term), 200));
}

/** Brands: a brand's overview and the list of all. */
function registerBrandRoutes(app: App) {
  app.openapi(ops.getBrandOverview, async (c) => {
    const { brand: slug, querystring, cumulative } = c.req.valid('query');
    const db = dbOf(c);
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
  });

  app.openapi(ops.listBrands, async (c) => c.json({ brands: await listBrands(dbOf(c)) }, 200));
}

export function createCatalogRoutes() {
  const app = createRouter();
  registerCategoryRoutes(app);
  registerSearchRoutes(app);
  registerBrandRoutes(app);

  app.openapi(ops.getSitemap, async (c) => {
    const components = new Set(
      c.req
        .valid('query')
        .components.split(',')
        .map((s) => s.trim()),
    );
    return c.json(await getSitemap(dbOf(c), components), 200);
  });

  app.openapi(ops.listFeaturedProducts, async (c) =>
    c.json({ products: await featuredTiles(dbOf(c), c.req.valid('query').category) }, 200),
  );

  return app;
}
