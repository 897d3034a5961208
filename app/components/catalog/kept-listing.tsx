// docs/requirements/catalogue-and-search.md#errors (docs/decisions/0048): with JavaScript a filter, sort or chip is a client navigation to the
// same listing. When its data request fails (a 5xx, or no answer at all) React Router would show the
// route's error boundary: the overview the shopper was looking at becomes the error page. Instead the
// listing's client loader answers such a failure with the listing on screen, marked `failedFilter`;
// the page then goes back to that listing's address (so the address, the ticked boxes and the
// products agree) and the listing says so, with a retry (docs/decisions/0048, "Filters that fail").
// Public React Router APIs only: clientLoader/serverLoader, shouldRevalidate, useLoaderData,
// useNavigate and the filters' `defaultShouldRevalidate: false` (the root's data is not asked again).
// Out of the first load: listing.tsx loads this module as soon as a listing route is loaded.
import { isRouteErrorResponse, useLoaderData, useLocation, useNavigate } from 'react-router';
import { useEffect } from 'react';
import type { ListingOverview } from '~/models/catalog.server';

type Listed = { overview?: ListingOverview | null; failedFilter?: FailedFilter };
/** The failed request: the address of the listing on screen, and what the shopper asked for. */
type FailedFilter = { back: string; tried: string };

/** The listing on screen (noted by ListingFailure), and the answer for the way back after a failure. */
let shown: { href: string; data: Listed } | undefined;
let returning: { href: string; data: Listed } | undefined;

const hrefOf = (url: { pathname: string; search: string }) => url.pathname + url.search;

/**
 * The listing routes' client loader. 'Laad meer' (tn_fetch=1, a fetcher) gets `more` on a failure, as
 * the API's failure gives (loadMorePage): the load-more bar says so. A filter or sort change of the
 * listing on screen (same path and search term), or a fresh look at it, gets the listing on screen.
 * Anything else (another listing, a first visit) fails as before: the route's error boundary.
 */
export async function listingClientLoader<T>(request: Request, serverLoader: () => Promise<T>): Promise<T> {
  const url = new URL(request.url);
  const href = hrefOf(url);
  const back = returning;
  returning = undefined;
  // The way back after a failed filter loads nothing: the listing on screen is that address's.
  if (back?.href === href) return back.data as T;
  const more = url.searchParams.get('tn_fetch') === '1';
  const here = shown;
  const base = here?.data.overview && new URL(here.data.overview.reset_url, url);
  const keep =
    href === here?.href || (base && base.pathname === url.pathname && base.searchParams.get('tn_q') === url.searchParams.get('tn_q'));
  if (!more && !keep) return serverLoader();
  try {
    return await serverLoader();
  } catch (error) {
    // A redirect, or a 4xx the listing's error page explains (a filter query it cannot read): as before.
    if (error instanceof Response || (isRouteErrorResponse(error) && error.status < 500)) throw error;
    console.warn(more ? 'Laad meer mislukt' : 'Filter toepassen mislukt', error instanceof Error ? error.message : error);
    if (more) return { type: 'more', overview: null } as T;
    // Fresh objects, so the filter panel's boxes, slider and sort follow the data again.
    const data = { ...here!.data, overview: structuredClone(here!.data.overview) };
    return (href === here!.href ? data : { ...data, failedFilter: { back: here!.href, tried: href } }) as T;
  }
}

/**
 * In the listing, beside the filters: notes the listing on screen for the client loader, goes back to
 * its address after a failed filter, and says so with a retry while that is the latest word.
 */
export function ListingFailure() {
  const loaded = useLoaderData() as Listed;
  const location = useLocation();
  const navigate = useNavigate();
  const href = hrefOf(location);
  const failed = loaded.failedFilter;
  useEffect(
    () => () => {
      shown = undefined;
    },
    [],
  );
  useEffect(() => {
    if (!failed) shown = { href, data: loaded };
    else if (href !== failed.back) {
      returning = { href: failed.back, data: loaded };
      void navigate(failed.back, { replace: true, preventScrollReset: true, defaultShouldRevalidate: false });
    }
  }, [loaded, href, failed, navigate]);
  if (!failed) return null;
  return (
    <div className="alert alert-danger listing-failed">
      <p role="alert">Dit filter kunnen we nu niet toepassen. Probeer het opnieuw.</p>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => void navigate(failed.tried, { preventScrollReset: true, defaultShouldRevalidate: false })}
      >
        Opnieuw proberen
      </button>
    </div>
  );
}
