// Query parameters of the product listings (pop, zoeken, brands), as pure functions shared by the
// loaders and the filter form (docs/requirements/catalogue-and-search.md#data Filter, #limits: tn_fk_ae-prijs=min-max in whole euros).
// The names repeat contract/schemas/catalog.ts on purpose: importing that module would ship zod and
// the OpenAPI helpers to the browser. listing.test.ts checks that both agree.
export const FILTER_PARAM_PREFIX = 'tn_fk_';
export const PRICE_FILTER_KEY = 'ae-prijs';
export const SORT_PARAM = 'tn_sort';
export const PAGE_PARAM = 'tn_p';
export const SEARCH_PARAM = 'tn_q';

/** The price filter as it appears in listing URLs. */
export const PRICE_PARAM = `${FILTER_PARAM_PREFIX}${PRICE_FILTER_KEY}`;
/**
 * A GET form cannot join two inputs into one value, so the filter form sends the price range as
 * tn_pmin / tn_pmax (plus the slider bounds in tn_prange); the loader turns them into tn_fk_ae-prijs.
 */
export const PRICE_MIN_PARAM = 'tn_pmin';
export const PRICE_MAX_PARAM = 'tn_pmax';
export const PRICE_BOUNDS_PARAM = 'tn_prange';
/** Set by 'Laad meer' with JavaScript: the loader answers only the next page (not cumulative). */
export const FETCH_PARAM = 'tn_fetch';
/** Longest listing query string the storefront forwards; longer is a malformed request (400). */
export const MAX_QUERYSTRING_LENGTH = 2000;

const MAX_EUROS = 1_000_000;

/** '12' → 12, '12,50' → 12, '€ 40' → 40; empty, negative or nonsense → null. Whole euros only. */
export function parseEuros(raw: string | null | undefined): number | null {
  if (raw == null) return null;
  const cleaned = raw.replace(/[€\s]/g, '').replace(',', '.');
  if (cleaned === '' || !/^\d{1,9}(\.\d*)?$/.test(cleaned)) return null;
  const value = Math.floor(Number(cleaned));
  return Number.isFinite(value) && value <= MAX_EUROS ? value : null;
}

/** 'min-max' in whole euros → { min, max }, or null when it is not a range. */
export function parseEuroRange(raw: string | null | undefined): { min: number; max: number } | null {
  const match = raw?.trim().match(/^(\d{1,7})-(\d{1,7})$/);
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? { min, max } : null;
}

/**
 * Turns the form's tn_pmin / tn_pmax into tn_fk_ae-prijs=min-max. Returns null when the params carry
 * no price inputs (nothing to do). A range equal to (or wider than) the slider bounds, or two empty
 * inputs, removes the price filter. A changed price starts again at page 1.
 */
export function withPriceFilter(params: URLSearchParams): URLSearchParams | null {
  if (!params.has(PRICE_MIN_PARAM) && !params.has(PRICE_MAX_PARAM)) return null;
  const next = new URLSearchParams(params);
  for (const key of [PRICE_MIN_PARAM, PRICE_MAX_PARAM, PRICE_BOUNDS_PARAM, PRICE_PARAM, PAGE_PARAM]) next.delete(key);
  const bounds = parseEuroRange(params.get(PRICE_BOUNDS_PARAM));
  let min = parseEuros(params.get(PRICE_MIN_PARAM));
  let max = parseEuros(params.get(PRICE_MAX_PARAM));
  if (min === null && max === null) return next;
  min ??= bounds?.min ?? 0;
  max ??= bounds?.max ?? Math.max(min, MAX_EUROS);
  if (min > max) [min, max] = [max, min];
  if (bounds && min <= bounds.min && max >= bounds.max) return next;
  next.set(PRICE_PARAM, `${min}-${max}`);
  return next;
}

/** Where a request carrying tn_pmin / tn_pmax should be redirected (302), or null. */
export function priceRedirectLocation(url: URL): string | null {
  const next = withPriceFilter(url.searchParams);
  if (!next) return null;
  const qs = next.toString();
  return `${url.pathname}${qs ? `?${qs}` : ''}`;
}

/** A page number from a path segment or tn_p: 1–9999, else null. */
export function parsePage(raw: string | null | undefined): number | null {
  return raw && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : null;
}

/**
 * The query string the commerce API gets for a listing: only the listing's own parameters
 * (tn_fk_*, tn_sort, tn_p). Campaign tags, the email parameter and the storefront's internal flags
 * stay behind; a nonsensical tn_p is dropped (page 1) instead of failing the page.
 */
export function listingQuerystring(params: URLSearchParams, options: { page?: number | null } = {}): string {
  const out = new URLSearchParams();
  for (const [key, value] of params) {
    if (key.startsWith(FILTER_PARAM_PREFIX) || key === SORT_PARAM) out.append(key, value);
  }
  const page = options.page ?? parsePage(params.get(PAGE_PARAM));
  if (page && page > 1) out.set(PAGE_PARAM, String(page));
  return out.toString();
}

/**
 * Identity of a listing's product list: path and query without the page and internal flags. When it
 * changes (a filter or the sort changed) the products added by 'Laad meer' are dropped, so filtered
 * and unfiltered products never mix.
 */
export function listKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PAGE_PARAM);
  params.delete(FETCH_PARAM);
  params.sort();
  // zoeken/2/ and brands/x/3/ are page variants of the same list.
  const path = pathname.replace(/^(\/zoeken\/|\/brands\/[^/]+\/)\d+\/$/, '$1');
  return `${path}?${params.toString()}`;
}

/** The URL 'Laad meer' fetches with JavaScript: the next page only, never the cumulative list. */
export function loadMoreFetchUrl(next: string): string {
  const [withoutHash] = next.split('#');
  return `${withoutHash}${withoutHash.includes('?') ? '&' : '?'}${FETCH_PARAM}=1`;
}

/** '1 product', '24 producten'. */
export function productCount(n: number): string {
  return n === 1 ? '1 product' : `${n} producten`;
}
