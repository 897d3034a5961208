import { useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { afterFirstPaint } from '~/lib/after-first-paint';
import { lazyServerPart } from '~/lib/reload-once';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { listKey, productCount } from '~/lib/listing';
import type { ListingOverview as Overview } from '~/models/catalog.server';
import { ActiveFilters as ServerActiveFilters } from './active-filters';
import { FilterPanel as ServerFilterPanel } from './filter-panel';
import type { ListIdentity } from './list-analytics';
import { LoadMore as ServerLoadMore } from './load-more-bar';
import { useLoadMore } from './load-more';
import { deferred } from '../ui/deferred';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';
import { FILTER_FORM_ID } from './use-filter-submit';

export interface ListingProps {
  overview: Overview;
  list: ListIdentity;
  /** False for listings without filters (docs/requirements/catalogue-and-search.md#screens-and-routes: numberOfFilters 0, the acties pages): sort only. */
  showFilters?: boolean;
  /** Parameters the filter form keeps, e.g. tn_q on the search page. */
  hidden?: Record<string, string>;
  wizardUrl?: string;
  /** Shown instead of the grid when nothing matches. */
  empty?: ReactNode;
}

/**
 * The filter panel is rendered on the server as part of the page, so it is there (and works as a
 * plain GET form) before any script runs. In the browser its code is a separate chunk, fetched
 * alongside the page rather than blocking its hydration: React keeps the panel's server HTML until
 * the chunk arrives, and a box ticked meanwhile is applied then (filter-panel.tsx).
 */
const loadFilterPanel = () => import('./filter-panel').then((m) => ({ default: m.FilterPanel }));
const FilterPanel = import.meta.env.SSR ? ServerFilterPanel : lazyServerPart('filter-panel', loadFilterPanel);
// Fetched as soon as a listing route has painted, so it is there by the time it is needed (a failure
// is the lazy part's to handle: it reloads the page once, lib/reload-once.ts).
if (!import.meta.env.SSR) void afterFirstPaint().then(() => loadFilterPanel().catch(() => undefined));

// The paging bar is below the products and a real link to the next page: its code loads while the
// page hydrates (docs/decisions/0028); the list state it shows lives here (useLoadMore).
// The chosen-filter chips are plain links (docs/decisions/0028, as the paging bar).
const ActiveFilters = deferred('active-filters', import.meta.env.SSR ? ServerActiveFilters : undefined, () =>
  import('./active-filters').then((m) => m.ActiveFilters),
);
const LoadMore = deferred('load-more', import.meta.env.SSR ? ServerLoadMore : undefined, () =>
  import('./load-more-bar').then((m) => m.LoadMore),
);

// A filter or sort whose request fails keeps the listing on screen, with a message (kept-listing.tsx):
// that part is loaded once the page has hydrated, out of the first load. Until it is there (or when it
// cannot be had) a failure gets the error page, as a first visit does.
const ListingFailure = lazy(() =>
  afterFirstPaint()
    .then(() => import('./kept-listing'))
    .then(
      (m) => ({ default: m.ListingFailure }),
      () => ({ default: () => null }),
    ),
);

/**
 * The slot of ListingFailure. It alone re-renders when the page has hydrated, not the Listing: a
 * re-render of the Listing reaches the filter panel's Suspense boundary, and one that has not
 * hydrated yet (its chunk still on the way, or never coming) then drops its server HTML for the
 * empty fallback (React's 421), where it should keep the working plain form (lib/reload-once.ts).
 */
function ListingFailureSlot() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ListingFailure />
    </Suspense>
  ) : null;
}

/** The listing routes load for any other address, also for a filter that spares the root's data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || nextUrl.href !== currentUrl.href;
}

// Analytics is never urgent: its code loads when the first event is pushed (docs/decisions/0028).
const listAnalytics = () => afterFirstPaint().then(() => import('./list-analytics'));

/** The path of a listing URL: where the filter form submits (no filter segments, no page). */
function pathOf(url: string) {
  return url.split(/[?#]/)[0] || '/';
}

/** docs/requirements/catalogue-and-search.md#screens-and-routes product overview: filter panel, sort, chosen filters, product grid and load-more bar. */
export function Listing({ overview, list, showFilters = true, hidden = {}, wizardUrl, empty }: ListingProps) {
  const location = useLocation();
  const key = listKey(location.pathname, location.search);
  const more = useLoadMore(overview, (products, offset) => void listAnalytics().then((a) => a.pushViewItemList(list, products, offset)));
  const action = pathOf(overview.reset_url);

  useEffect(() => {
    void listAnalytics().then((a) => a.pushViewItemList(list, overview.products));
    // One event per list (path + filters + sort); added pages push their own.
  }, [key]);

  const { total } = overview.pagination;
  return (
    <div className={showFilters ? 'listing with-filters' : 'listing'}>
      {showFilters ? (
        <Suspense fallback={<aside className="filter-panel" aria-label="Filters" />}>
          <FilterPanel overview={overview} action={action} hidden={hidden} wizardUrl={wizardUrl} />
        </Suspense>
      ) : (
        <SortOnlyForm action={action} hidden={hidden} />
      )}
      <section className="listing-main" aria-labelledby="listing-count">
        <div className="listing-toolbar">
          <h2 id="listing-count" className="listing-count">
            {productCount(total)}
          </h2>
          <SortSelect options={overview.sort} />
        </div>
        <ListingFailureSlot />
        <ActiveFilters overview={overview} />
        {more.products.length === 0 ? (
          (empty ?? (
            <div className="listing-empty">
              <p>Er zijn geen producten die aan al je filters voldoen.</p>
            </div>
          ))
        ) : (
          <ProductGrid products={more.products} perPage={overview.pagination.per_page} list={list} />
        )}
        {more.products.length > 0 ? <LoadMore state={more} shown={more.products.length} total={total} /> : null}
      </section>
    </div>
  );
}

/** The form the sort select belongs to when a listing has no filter panel. */
function SortOnlyForm({ action, hidden }: { action: string; hidden: Record<string, string> }) {
  return (
    <form id={FILTER_FORM_ID} method="get" action={action} hidden>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
