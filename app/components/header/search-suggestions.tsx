import { useLocation } from 'react-router';
import { lazyPart } from '~/lib/reload-once';
import { Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { canSubmitSearch, SEARCH_TERM_MAX_LENGTH } from '~/lib/search';

/** What the suggestions engine lets the search box do with keys and closing. */
export interface EngineHandle {
  /** Handles a key (arrows, Enter on a highlighted option, Escape); true when it did. */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
  close(): void;
}

export interface EngineProps {
  term: string;
  /** False until the shopper typed: the term of a search page itself asks for nothing. */
  typed: boolean;
  listId: string;
  onState(state: { open: boolean; activeId?: string }): void;
  bind(handle: EngineHandle | null): void;
}

// The suggestions (fetching, keyboard navigation, the overlay) load when the search box is first
// focused: comfort on demand, out of every page's first load.
// Pure: lets the build leave this module out where only the server renders it (ui/deferred.tsx).
const SuggestionsEngine = /* @__PURE__ */ lazyPart('search-suggestions', () => import('./suggestions-engine'));

function termFrom(location: { pathname: string; search: string }) {
  return location.pathname.startsWith('/zoeken/') ? (new URLSearchParams(location.search).get('tn_q') ?? '') : '';
}

/**
 * The header search box with suggestions (docs/requirements/content-and-newsletter.md#screens-and-routes, #validation): a combobox over a listbox of products,
 * categories and brands, fetched 500 ms after typing 3–100 characters. Arrow keys move, Enter opens
 * the highlighted suggestion, Escape closes. Enter without a highlight searches only when the term
 * is longer than 3 characters. Without JavaScript it is the plain input of the search form.
 */
export function SearchSuggestions() {
  const listId = useId();
  const [state, setState] = useState<{ open: boolean; activeId?: string }>({ open: false });
  const engine = useRef<EngineHandle | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const bind = useCallback((handle: EngineHandle | null) => {
    engine.current = handle;
  }, []);
  const { term, setTerm, typed, setTyped, enabled, setEnabled } = useSearchTerm(input, engine);

  const emptyList = <div id={listId} role="listbox" aria-label="Zoeksuggesties" className="search-suggestions" hidden />;
  return (
    <div
      className="search-combobox"
      ref={container}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) engine.current?.close();
      }}
    >
      <input
        ref={input}
        id="header-search"
        type="search"
        name="tn_q"
        placeholder="Waar ben je naar op zoek?"
        autoComplete="off"
        minLength={1}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        required
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={state.open}
        aria-controls={listId}
        aria-activedescendant={state.activeId}
        value={term}
        onFocus={() => setEnabled(true)}
        onChange={(event) => {
          setEnabled(true);
          setTyped(true);
          setTerm(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (engine.current?.onKeyDown(event)) return;
          if (event.key !== 'Enter') return;
          // docs/requirements/content-and-newsletter.md#validation: Enter searches only for more than 3 characters; otherwise nothing happens.
          if (!canSubmitSearch(event.currentTarget.value)) event.preventDefault();
          else engine.current?.close();
        }}
      />
      {enabled ? (
        <Suspense fallback={emptyList}>
          <SuggestionsEngine term={term} typed={typed} listId={listId} onState={setState} bind={bind} />
        </Suspense>
      ) : (
        emptyList
      )}
    </div>
  );
}

/** The box's term, whether the shopper typed it, and whether the suggestions are wanted (after focus or typing). */
function useSearchTerm(input: RefObject<HTMLInputElement | null>, engine: RefObject<EngineHandle | null>) {
  const location = useLocation();
  const [term, setTerm] = useState(() => termFrom(location));
  const [typed, setTyped] = useState(false);
  const [enabled, setEnabled] = useState(false);

  // This code arrives after the page hydrated (ui/deferred.tsx): what was typed in the plain input
  // meanwhile is taken over, and suggestions follow when the box still has the focus.
  useEffect(() => {
    const box = input.current;
    if (!box || box.value === term) return;
    setTerm(box.value);
    if (document.activeElement === box) {
      setEnabled(true);
      setTyped(true);
    }
  }, []);

  // Every route change closes the overlay (docs/requirements/content-and-newsletter.md#screens-and-routes) and shows the term of a search page. Not on
  // mount: the term is already the page's, or what was typed before this code arrived (above).
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    setTyped(false);
    setTerm(termFrom(location));
    engine.current?.close();
  }, [location.key]);
  return { term, setTerm, typed, setTyped, enabled, setEnabled };
}
