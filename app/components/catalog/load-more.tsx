import { useFetcher, useLocation } from '@remix-run/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { listKey, loadMoreFetchUrl } from '~/lib/listing';
import type { Overview, ProductTile } from '~/models/catalog.server';
import { useHydrated } from '../ui/use-hydrated';
import { pageAnchor } from './product-grid';

/** SPEC §9: load more triggers 900 px before the button. */
const TRIGGER_MARGIN = '900px';

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
  const requested = useRef<{ key: string; url: string; focusNew: boolean; started: boolean } | null>(null);
  const [focusNew, setFocusNew] = useState(false);
  const [autoLoad, setAutoLoad] = useState(true);
  // Busy from the click until the page is appended: set in the same render as the new products, so
  // the button is never seen idle at its old place (which would load the page after next as well).
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const pages = useMemo(() => (added.key === key ? added.pages : []), [added, key]);

  const products = useMemo(() => {
    const seen = new Set(overview.products.map((p) => p.id));
    const all = [...overview.products];
    for (const page of pages) {
      for (const product of page.products) {
        if (!seen.has(product.id)) {
          seen.add(product.id);
          all.push(product);
        }
      }
    }
    return all;
  }, [overview.products, pages]);

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
    if (!requested.current.started) return;
    const request = requested.current;
    requested.current = null;
    setPendingKey(null);
    const more = fetcher.data?.overview;
    if (request.key !== key) return;
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
      requested.current = { key, url: next.split('#')[0], focusNew: wantFocus, started: false };
      setPendingKey(key);
      setAnnouncement('');
      fetcher.load(loadMoreFetchUrl(next));
    },
    [next, fetcher, key],
  );

  const lastAddedAt = last ? products.length - last.products.length : null;
  return { products, next, nextPage, loading, announcement, lastAddedAt, load, focusNew, autoLoad };
}

/**
 * The load-more paging bar: how far the shopper is, and 'Laad meer' as a real link to the next
 * (cumulative) page. With JavaScript the link fetches and appends instead, and it triggers by itself
 * when it comes within 900 px of the viewport.
 */
export function LoadMore({ state, shown, total }: { state: LoadMoreState; shown: number; total: number }) {
  const hydrated = useHydrated();
  const link = useRef<HTMLAnchorElement>(null);
  const { next, loading, nextPage, autoLoad } = state;
  const load = useRef(state.load);
  load.current = state.load;

  useEffect(() => {
    const el = link.current;
    if (!hydrated || !el || !next || loading || !autoLoad || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer per idle state reports at once when the button is still near after a page landed.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { rootMargin: TRIGGER_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hydrated, next, loading, autoLoad]);

  // Keyboard users who pressed the button continue at the first new product.
  useEffect(() => {
    if (!state.focusNew || state.lastAddedAt === null) return;
    const target = document.querySelector<HTMLAnchorElement>(`[data-index="${state.lastAddedAt}"] .tile-title a`);
    target?.focus();
  }, [state.focusNew, state.lastAddedAt]);

  return (
    <nav className="load-more" aria-label="Meer producten">
      <p className="load-more-progress">
        Je hebt {shown} van de {total} producten bekeken
      </p>
      <progress max={Math.max(total, 1)} value={Math.min(shown, total)} aria-hidden="true" />
      {next ? (
        <a
          ref={link}
          href={`${next}#${pageAnchor(nextPage)}`}
          className="button button-secondary load-more-button"
          aria-disabled={loading || undefined}
          onClick={(event) => {
            if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            // A click without pointer (detail 0) is Enter on the keyboard.
            load.current({ focusNew: event.detail === 0, manual: true });
          }}
        >
          {loading ? 'Aan het laden...' : 'Laad meer'}
        </a>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {state.announcement}
      </p>
    </nav>
  );
}
