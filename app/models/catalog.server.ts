// Catalogue look-ups (docs/requirements/catalogue-and-search.md#api Catalog).
import { data } from 'react-router';
import * as ops from '#contract/operations/catalog';
import { getProduct as getProductOp } from '#contract/operations/product';
import type {
  Brand,
  CategoryRoute,
  Filter,
  FilterAttribute,
  Overview,
  Product,
  ProductTile,
  SearchOverview,
  Sitemap,
  Suggestions,
  SortOption,
} from '#contract/schemas/catalog';
import { isCommerceError, type CommerceClient } from './client.server';
import { log } from '~/lib/log.server';

export type { CategoryRoute, Product } from '#contract/schemas/catalog';

/** The catalogue route for a storefront path, or null when there is none (a 404). */
export async function resolveCategoryPath(commerce: CommerceClient, path: string): Promise<CategoryRoute | null> {
  try {
    return await commerce.call(ops.resolveCategoryPath, { query: { path } });
  } catch (error) {
    if (isCommerceError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export async function getProduct(commerce: CommerceClient, slugOrId: string): Promise<Product | null> {
  try {
    return await commerce.call(getProductOp, { params: { slugOrId } });
  } catch (error) {
    if (isCommerceError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

// Overviews, search, brands and the sitemap (docs/requirements/catalogue-and-search.md#data Filter, Sort option, Pagination; #validation Search).
export type { Brand, Filter, FilterAttribute, Overview, ProductTile, SortOption, Sitemap, Suggestions } from '#contract/schemas/catalog';

export interface ListingRequest {
  /** The page's listing query string without '?': tn_fk_*, tn_sort, tn_p. */
  querystring: string;
  /** All products from page 1 up to tn_p (no-JS 'Laad meer'), or only that page (fetcher). */
  cumulative: boolean;
}

/** Brands and the sitemap change rarely: cached per process for a few minutes. */
const DIRECTORY_TTL_MS = 5 * 60_000;

/**
 * A 404 of the API becomes null (the caller answers its own 404); a 400 — a malformed filter query —
 * becomes a 400 page with the API's Dutch message, never a 500.
 */
function listingFailure(error: unknown): null {
  if (isCommerceError(error)) {
    if (error.status === 404) return null;
    if (error.status === 400) throw data(error.message || 'Deze selectie kunnen we niet tonen.', { status: 400 });
  }
  throw error;
}

function listingQuery({ querystring, cumulative }: ListingRequest) {
  return { querystring, cumulative: cumulative ? ('1' as const) : undefined };
}

/** What a listing page shows of a tile: the API's tile without its slug, brand slug and image alt (docs/decisions/0023). */
export type ListingTile = Omit<ProductTile, 'slug' | 'brand' | 'image'> & { brand: { title: string }; image: { url: string } | null };
export type ListingFilterAttribute = Omit<FilterAttribute, 'raw_url'>;
export type ListingFilter = Omit<Filter, 'attributes'> & { attributes: ListingFilterAttribute[] };
export type ListingSortOption = Pick<SortOption, 'display_title' | 'label' | 'value' | 'is_selected'>;
/**
 * What the listing components use of an overview answer, and so what a listing page's data carries
 * to the browser: no query-string-only links (raw_url), no per-page link list, no unused tile fields.
 * A full Overview is one too.
 */
export interface ListingOverview {
  products: ListingTile[];
  filters: ListingFilter[];
  sort: ListingSortOption[];
  pagination: Overview['pagination'];
  page_links: { next: string | null };
  canonical: string;
  noindex: boolean;
  reset_url: string;
}

/** The listing view of an overview answer. Pure: kept with the shared answer it came from. */
export function listingOverview(overview: Overview): ListingOverview {
  return {
    products: overview.products.map((p) => ({
      id: p.id,
      variant_id: p.variant_id,
      url: p.url,
      title: p.title,
      brand: { title: p.brand.title },
      image: p.image ? { url: p.image.url } : null,
      price: p.price,
      available: p.available,
      delivery: p.delivery,
      review: p.review,
      overlay: p.overlay,
      main_category: p.main_category,
    })),
    filters: overview.filters.map((f) => ({
      ...f,
      attributes: f.attributes.map((a) => ({
        title: a.title,
        value: a.value,
        url: a.url,
        is_selected: a.is_selected,
        count: a.count,
        hex: a.hex,
      })),
    })),
    sort: overview.sort.map((o) => ({ display_title: o.display_title, label: o.label, value: o.value, is_selected: o.is_selected })),
    pagination: overview.pagination,
    page_links: { next: overview.page_links.next },
    canonical: overview.canonical,
    noindex: overview.noindex,
    reset_url: overview.reset_url,
  };
}

/**
 * The product overview of a pop (or cop) path; the path may carry the pop route's filter segments.
 * Its listing view is made once per answer the shared cache keeps, not per request (frozen: shared).
 */
export async function getCategoryOverview(
  commerce: CommerceClient,
  path: string,
  request: ListingRequest,
): Promise<ListingOverview | null> {
  try {
    return await commerce.derivedCall(ops.getCategoryOverview, { query: { path, ...listingQuery(request) } }, listingOverview);
  } catch (error) {
    return listingFailure(error);
  }
}

/**
 * Search results; links in the answer are built on /zoeken/?tn_q=…. `ip` is the shopper's address: the API
 * counts a search for the staff's report under it (LIMITS.searchEventsIp). Without it every storefront
 * search counted under the storefront's own address, so one script used up the whole shop's share
 * (attack review 2026-11-29).
 */
export async function searchProducts(
  commerce: CommerceClient,
  searchTerm: string,
  request: ListingRequest,
  ip?: string | null,
): Promise<SearchOverview> {
  try {
    return await commerce.call(ops.searchCatalog, {
      query: { search_term: searchTerm, ...listingQuery(request) },
      headers: ip ? { 'x-forwarded-for': ip } : {},
    });
  } catch (error) {
    const result = listingFailure(error);
    if (result === null) throw data('Deze zoekopdracht kunnen we niet tonen.', { status: 404 });
    return result;
  }
}

/** The query parameter of a search result link that names the search it came from (docs/decisions/0050, ADR 0050). */
export const SEARCH_CLICK_PARAM = 'z';

/**
 * The result links of a search carry its signed click id (?z=…), so opening a product counts for the
 * staff's click-through with and without JavaScript. The product page's canonical address stays without it.
 */
export function withSearchClick(overview: SearchOverview): SearchOverview {
  const click = overview.understanding.click;
  if (!click) return overview;
  const products = overview.products.map((p) => {
    const [path, query = ''] = p.url.split('?', 2) as [string, string?];
    const params = new URLSearchParams(query);
    params.set(SEARCH_CLICK_PARAM, click);
    return { ...p, url: `${path}?${params.toString()}` };
  });
  return { ...overview, products };
}

/**
 * Counts a product opened from search results (?z=…). Never in the shopper's way: an id that is malformed,
 * forged or counted already, or an API that does not answer, just counts nothing.
 */
export async function recordSearchClick(commerce: CommerceClient, z: string | null): Promise<void> {
  if (!z || !ops.SEARCH_CLICK_PATTERN.test(z)) return;
  try {
    await commerce.call(ops.recordSearchClick, { body: { z } });
  } catch (error) {
    log.warn('Zoekklik niet geteld', error instanceof Error ? error.message : error);
  }
}

/** Header suggestions for a term of 3–100 characters (docs/requirements/catalogue-and-search.md#validation). */
export function getSuggestions(commerce: CommerceClient, searchTerm: string): Promise<Suggestions> {
  return commerce.call(ops.getSearchSuggestions, { query: { search_term: searchTerm } });
}

/** The products of one brand, or null for an unknown brand. */
export async function getBrandOverview(commerce: CommerceClient, brand: string, request: ListingRequest): Promise<Overview | null> {
  try {
    return await commerce.call(ops.getBrandOverview, { query: { brand, ...listingQuery(request) } });
  } catch (error) {
    return listingFailure(error);
  }
}

/** All brands with their product counts. */
export async function getBrands(commerce: CommerceClient): Promise<Brand[]> {
  const list = await commerce.cachedCall(ops.listBrands, DIRECTORY_TTL_MS);
  return list.brands;
}

export function getSitemap(commerce: CommerceClient): Promise<Sitemap> {
  return commerce.cachedCall(ops.getSitemap, DIRECTORY_TTL_MS, { query: { components: 'categories,brands,services' } });
}
