// Catalogue look-ups (SPEC §7 Catalog).
import { data } from '@remix-run/server-runtime';
import type { Brand, Overview, Sitemap, Suggestions } from '../../commerce/schemas/catalog';
import { isCommerceError, type CommerceClient } from './client.server';

type BrandList = { brands: Brand[] };

export interface CategoryRoute {
  id: number;
  slug: string;
  path: string;
  url: string;
  title: string;
  subtitle: string | null;
  kind: 'textpage' | 'cop' | 'pop';
  routeName: string;
  numberOfFilters: number;
  description: string;
  image: string | null;
  isAction: boolean;
  metaDescription: string | null;
  breadcrumbs: { title: string; url: string }[];
  children: { id: number; title: string; url: string; kind: string; image: string | null }[];
  filterSegments: string[];
}

/** SPEC §3 Product, as GET /v1/catalog/product/{slugOrId} answers it (commerce/routes/product.ts). */
export interface Product {
  id: number;
  slug: string;
  url: string;
  title: string;
  sku: string;
  brand: { title: string; slug: string };
  main_category: { title: string; url: string } | null;
  categories: { title: string; url: string }[];
  /** Sanitised HTML. */
  description: string;
  delivery: string | null;
  price: { price: number; price_old: number | null };
  available: boolean;
  /** 0 sold out, 1 low stock, 2 in stock. */
  stock_score: number;
  overlay: string | null;
  variant_id: number | null;
  images: { url: string; src: string; alt: string }[];
  options: { title: string; values: { title: string }[] }[];
  variants: { id: number; sku: string; option_values: string[]; price: number; price_old: number | null; stock: number }[];
  review: { average_score: number | null; count: number };
  usps: string[];
  specifications: Record<string, string>;
  custom_fields: { id: string; title: string }[];
}

/** The catalogue route for a storefront path, or null when there is none (a 404). */
export async function resolveCategoryPath(commerce: CommerceClient, path: string): Promise<CategoryRoute | null> {
  try {
    return await commerce.get<CategoryRoute>('/v1/catalog/category/path', { path });
  } catch (error) {
    if (isCommerceError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export async function getProduct(commerce: CommerceClient, slugOrId: string): Promise<Product | null> {
  try {
    return await commerce.get<Product>(`/v1/catalog/product/${encodeURIComponent(slugOrId)}`);
  } catch (error) {
    if (isCommerceError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

// Overviews, search, brands and the sitemap (SPEC §3 Filter, Sort option, Pagination; §5 Search).
export type {
  Brand,
  Filter,
  FilterAttribute,
  Overview,
  ProductTile,
  SortOption,
  Sitemap,
  Suggestions,
} from '../../commerce/schemas/catalog';

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
  return { querystring, cumulative: cumulative ? 1 : undefined };
}

/** The product overview of a pop (or cop) path; the path may carry the pop route's filter segments. */
export async function getCategoryOverview(commerce: CommerceClient, path: string, request: ListingRequest): Promise<Overview | null> {
  try {
    return await commerce.get<Overview>('/v1/catalog/overview/category', { path, ...listingQuery(request) });
  } catch (error) {
    return listingFailure(error);
  }
}

/** Search results; links in the answer are built on /zoeken/?tn_q=…. */
export async function searchProducts(commerce: CommerceClient, searchTerm: string, request: ListingRequest): Promise<Overview> {
  try {
    return await commerce.get<Overview>('/v1/catalog/search', { search_term: searchTerm, ...listingQuery(request) });
  } catch (error) {
    const result = listingFailure(error);
    if (result === null) throw data('Deze zoekopdracht kunnen we niet tonen.', { status: 404 });
    return result;
  }
}

/** Header suggestions for a term of 3–100 characters (SPEC §5). */
export function getSuggestions(commerce: CommerceClient, searchTerm: string): Promise<Suggestions> {
  return commerce.get<Suggestions>('/v1/catalog/search/suggestions', { search_term: searchTerm });
}

/** The products of one brand, or null for an unknown brand. */
export async function getBrandOverview(commerce: CommerceClient, brand: string, request: ListingRequest): Promise<Overview | null> {
  try {
    return await commerce.get<Overview>('/v1/catalog/overview/brand/products', { brand, ...listingQuery(request) });
  } catch (error) {
    return listingFailure(error);
  }
}

/** All brands with their product counts. */
export async function getBrands(commerce: CommerceClient): Promise<Brand[]> {
  const list = await commerce.cached<BrandList>('/v1/catalog/brands', DIRECTORY_TTL_MS);
  return list.brands;
}

export function getSitemap(commerce: CommerceClient): Promise<Sitemap> {
  return commerce.cached<Sitemap>('/v1/catalog/sitemap', DIRECTORY_TTL_MS, { components: 'categories,brands,services' });
}
