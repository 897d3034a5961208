// Server side of the catalogue splat route: the generated catalogue routes (text pages, cop, pop
// with their filter children), resolved through the commerce API.
import type { AppLoadContext } from 'react-router';
import { data, type LoaderFunctionArgs } from 'react-router';
import { reportCategory } from '~/lib/abandonment.server';
import { absoluteUrl, loadMorePage, readListingRequest } from '~/lib/listing.server';
import { breadcrumbJsonLd } from '~/lib/seo.server';
import { getCategoryOverview, resolveCategoryPath, type ListingTile } from '~/models/catalog.server';
import { guidedSelling, type WizardResponse } from '~/models/wizard.server';
import { log } from '../lib/log.server';
import { shopContext } from '~/lib/context';

const NOT_FOUND = 'This page could not be found';
/** docs/requirements/catalogue-and-search.md#screens-and-routes: a cop page shows a strip of at most 8 products from its own overview. */
const FEATURED_ON_COP = 8;

export async function loadCatalogue({ request, params, context }: LoaderFunctionArgs) {
  const shop = context.get(shopContext);
  const { commerce } = shop;
  const splat = params['*'] ?? '';
  const origin = new URL(request.url).origin;

  // /{slug}.html is the product route (product.tsx); a deeper path ending in .html is no page.
  if (splat.endsWith('.html')) throw data(NOT_FOUND, { status: 404 });

  const path = `/${splat}`;
  const category = await resolveCategoryPath(commerce, path);
  if (!category) throw data(NOT_FOUND, { status: 404 });

  if (category.kind === 'pop') {
    const listing = readListingRequest(request);
    if (listing.fetchOnly) return loadMorePage(() => getCategoryOverview(commerce, path, listing));
    const [overview, wizard] = await Promise.all([getCategoryOverview(commerce, path, listing), categoryWizard(shop, category.id)]);
    if (!overview) throw data(NOT_FOUND, { status: 404 });
    // docs/requirements/catalogue-and-search.md#api Abandonment: an overview seen (not its further 'Laad meer' pages); never awaited.
    void reportCategory({ request, context: shop }, category);
    return {
      type: 'category' as const,
      routeName: category.routeName,
      category,
      overview,
      wizard,
      featured: null,
      jsonLd: breadcrumbJsonLd(category.breadcrumbs, origin),
      canonical: absoluteUrl(request, overview.canonical),
    };
  }

  if (category.kind === 'cop') void reportCategory({ request, context: shop }, category);
  return {
    type: 'category' as const,
    routeName: category.routeName,
    category,
    overview: null,
    wizard: null,
    // Awaited, not streamed: a streamed strip would only show with JavaScript. A failing strip only
    // means no strip (featuredProducts never throws).
    featured: category.kind === 'cop' ? await featuredProducts(shop, category.url) : null,
    jsonLd: breadcrumbJsonLd(category.breadcrumbs, origin),
    canonical: absoluteUrl(request, category.url),
  };
}

/**
 * The category's guided-selling wizard at its first question; a failure only means no wizard (docs/requirements/catalogue-and-search.md#errors:
 * logged). It is the same for every shopper, so it (or 'none') is kept as long as the shared cache
 * keeps catalogue answers (docs/decisions/0023), instead of a POST to the API per page view.
 */
async function categoryWizard(context: AppLoadContext, categoryId: number): Promise<WizardResponse | null> {
  const { commerce } = context;
  try {
    return await commerce.remember(`guided-selling:category:${categoryId}`, () => guidedSelling(commerce, { category_id: categoryId }));
  } catch (error) {
    log.warn('Keuzehulp niet geladen', categoryId, error instanceof Error ? error.message : error);
    return null;
  }
}

async function featuredProducts(context: AppLoadContext, path: string): Promise<ListingTile[]> {
  try {
    const overview = await getCategoryOverview(context.commerce, path, { querystring: '', cumulative: false });
    return overview?.products.slice(0, FEATURED_ON_COP) ?? [];
  } catch (error) {
    log.warn('Uitgelichte producten niet geladen', path, error instanceof Error ? error.message : error);
    return [];
  }
}
