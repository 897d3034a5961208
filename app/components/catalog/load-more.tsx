import { useFetcher, useLocation } from 'react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { listKey, loadMoreFetchUrl } from '~/lib/listing';
import type { ListingOverview as Overview, ListingTile as ProductTile } from '~/models/catalog.server';

interface AddedPage {
  page: number;
  products: ProductTile[];
  next: string | null;
}

export interface LoadMoreState {
  products: ProductTile[];
  /** Cumulative URL of the next page, or null on the last page. */
  next: string | null;
  nextPage: number;
  loading: boolean;
  announcement: string;
  /** Index of the first product of the last added page (for focus), or null. */
  lastAddedAt: number | null;
  load: (options?: { focusNew?: boolean; manual?: boolean }) => void;
  focusNew: boolean;
  /** False after a failed fetch until the shopper presses the button: no endless automatic retries. */
  autoLoad: boolean;
}

/**
 * 'Laad meer' with JavaScript: fetches the next page only (tn_fetch=1) and appends it. The added
 * pages belong to one list (path + filters + sort): when that changes, they are dropped, so filtered
 * and unfiltered products never mix. A failed fetch is logged and the button resets.
 */
export function useLoadMore(overview: Overview, onAdded?: (products: ProductTile[], offset: number) => void): LoadMoreState {
  const location = useLocation();
  const key = listKey(location.pathname, location.search);
  const fetcher = useFetcher<{ overview?: Overview | null }>();
  const [added, setAdded] = useState<{ key: string; pages: AddedPage[] }>({ key, pages: [] });
  const [announcement, setAnnouncement] = useState('');
  const requested = useRef<{ key: string; url: string; focusNew: boolean; started: boolean; before: unknown } | null>(null);
  const [focusNew, setFocusNew] = useState(false);
  const [autoLoad, setAutoLoad] = useState(true);
  // Busy from the click until the page is appended: set in the same render as the new products, so
  // the button is never seen idle at its old place (which would load the page after next as well).
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const pages = useMemo(() => (added.key === key ? added.pages : []), [added, key]);

  // The first page is the answer's own list (on the server a kept, frozen one: its grid markup is
  // kept with it, docs/decisions/0028); added pages make a new list.
  const products = useMemo(() => withAddedPages(overview.products, pages), [overview.products, pages]);

  const last = pages[pages.length - 1];
  const next = last ? last.next : overview.page_links.next;
  const nextPage = (last?.page ?? overview.pagination.page) + 1;
  const loading = pendingKey === key;

  // Drop a finished request's answer when the list changed meanwhile; append it otherwise.
  useEffect(() => {
    if (!requested.current) return;
    if (fetcher.state !== 'idle') {
      requested.current.started = true;
      return;
    }
    // A request that failed at once (no connection) can be over before a render saw it loading: a new
    // answer tells that it ended as well.
    if (!requested.current.started && fetcher.data === requested.current.before) return;
    const request = requested.current;
    requested.current = null;
    setPendingKey(null);
    const more = fetcher.data?.overview;
    // The shopper left the list meanwhile (a link clicked while the page loaded): the router has already
    // put the new address in the history entry before it draws the new page, so the list can still be on
    // screen here. Writing the list's address then would replace the new page's (issue #38).
    if (request.key !== key || listKey(window.location.pathname, window.location.search) !== key) return;
    if (!more) {
      console.warn('Laad meer: de volgende pagina kon niet worden geladen.');
      setAnnouncement('Laden mislukt, probeer het opnieuw.');
      setAutoLoad(false);
      return;
    }
    const offset = products.length;
    setAdded((current) => {
      const base = current.key === key ? current.pages : [];
      if (base.some((p) => p.page === more.pagination.page)) return current;
      return { key, pages: [...base, { page: more.pagination.page, products: more.products, next: more.page_links.next }] };
    });
    setFocusNew(request.focusNew);
    // The address becomes the cumulative page (as the no-JS link), so a reload or coming back from a
    // product shows every loaded product. The router's own history entry (state, key) is kept.
    window.history.replaceState(window.history.state, '', request.url);
    setAnnouncement(`${more.products.length} producten geladen`);
    onAdded?.(more.products, offset);
    // products.length is read for the offset only; the effect runs per finished request.
  }, [fetcher.state, fetcher.data, key]);

  const load = useCallback(
    ({ focusNew: wantFocus = false, manual = false }: { focusNew?: boolean; manual?: boolean } = {}) => {
      if (!next || fetcher.state !== 'idle' || requested.current) return;
      if (manual) setAutoLoad(true);
      requested.current = { key, url: next.split('#')[0], focusNew: wantFocus, started: false, before: fetcher.data };
      setPendingKey(key);
      setAnnouncement('');
      fetcher.load(loadMoreFetchUrl(next));
    },
    [next, fetcher, key],
  );

  const lastAddedAt = last ? products.length - last.products.length : null;
  return { products, next, nextPage, loading, announcement, lastAddedAt, load, focusNew, autoLoad };
}

/** The first page's products followed by the added pages' products, each product once. */
function withAddedPages(first: ProductTile[], pages: AddedPage[]): ProductTile[] {
  if (pages.length === 0) return first;
  const seen = new Set(first.map((p) => p.id));
  const all = [...first];
  for (const page of pages) {
    for (const product of page.products) {
      if (!seen.has(product.id)) {
        seen.add(product.id);
        all.push(product);
      }
    }
  }
  return all;
}
