import { useEffect, useRef } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { LoadMoreState } from './load-more';
import { pageAnchor } from './product-grid';

/** docs/requirements/catalogue-and-search.md#limits: load more triggers 900 px before the button. */
const TRIGGER_MARGIN = '900px';

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
