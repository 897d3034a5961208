// What the listing loaders (pop, zoeken, brands) share: reading the request, the price redirect,
// the page-only answer for 'Laad meer' and absolute URLs for canonical links.
import { data, redirect } from 'react-router';
import type { ListingOverview } from '~/models/catalog.server';
import { safeRedirectPath } from './redirect-guard';
import { FETCH_PARAM, listingQuerystring, MAX_QUERYSTRING_LENGTH, priceRedirectLocation } from './listing';
import { log } from './log.server';
import { pageUrl } from './page-url';

export interface ListingParams {
  /** Forwarded to the API: tn_fk_*, tn_sort and a sane tn_p. */
  querystring: string;
  /** Page 1 up to tn_p for a page view; one page for the 'Laad meer' fetcher. */
  cumulative: boolean;
  /** The request comes from 'Laad meer' with JavaScript (tn_fetch=1). */
  fetchOnly: boolean;
}

/**
 * Reads a listing request. Throws a 302 to the canonical tn_fk_ae-prijs URL when the no-JS filter
 * form sent tn_pmin / tn_pmax, and a 400 for a query string no shopper could have made.
 */
export function readListingRequest(request: Request, options: { page?: number | null } = {}): ListingParams {
  const url = pageUrl(request);
  const location = priceRedirectLocation(url);
  // The path comes from the request: through the redirect guard like every such Location.
  if (location) throw redirect(safeRedirectPath(location, '/'), 302);
  if (url.search.length > MAX_QUERYSTRING_LENGTH) {
    throw data('Deze filtercombinatie is te lang. Kies minder filters en probeer het opnieuw.', { status: 400 });
  }
  // Only the fetcher's data request gets the single page; a document request (someone opened the
  // fetch address itself) gets the whole page as usual.
  const isDocument = (request.headers.get('accept') ?? '').includes('text/html');
  const fetchOnly = url.searchParams.get(FETCH_PARAM) === '1' && !isDocument;
  return { querystring: listingQuerystring(url.searchParams, options), cumulative: !fetchOnly, fetchOnly };
}

/** The answer to a 'Laad meer' fetch: the next page, or null when it failed (never an error page). */
export interface MorePage {
  type: 'more';
  overview: ListingOverview | null;
}

export async function loadMorePage(load: () => Promise<ListingOverview | null>): Promise<MorePage> {
  try {
    return { type: 'more', overview: await load() };
  } catch (error) {
    const reason = error instanceof Error ? error.message : ((error as { data?: unknown })?.data ?? error);
    log.warn('Laad meer: volgende pagina niet geladen:', reason);
    return { type: 'more', overview: null };
  }
}

/** An absolute URL on the origin the request came in on (canonical links, JSON-LD, sitemap). */
export function absoluteUrl(request: Request, path: string): string {
  return new URL(path, new URL(request.url).origin).href;
}
