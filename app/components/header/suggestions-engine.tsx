// The lazily loaded half of the header search: fetching suggestions (500 ms after typing 3–100
// characters), keyboard navigation and the listbox overlay (docs/requirements/content-and-newsletter.md#screens-and-routes, #validation, #errors).
import { Link, useNavigate } from 'react-router';
import { useEffect, useState } from 'react';
import { formatPrice } from '~/lib/money';
import { canSuggest, normaliseTerm, SUGGEST_DEBOUNCE_MS } from '~/lib/search';
import type { Suggestions } from '~/models/catalog.server';
import type { EngineProps } from './search-suggestions';

interface Option {
  group: 'Producten' | 'Categorieën' | 'Merken';
  title: string;
  url: string;
  image?: string | null;
  price?: number;
}

const GROUPS = ['Producten', 'Categorieën', 'Merken'] as const;

function optionsOf(s: Suggestions | null): Option[] {
  if (!s) return [];
  return [
    ...s.products.map((p) => ({ group: 'Producten' as const, title: p.title, url: p.url, image: p.image, price: p.price })),
    ...s.categories.map((c) => ({ group: 'Categorieën' as const, title: c.title, url: c.url })),
    ...s.brands.map((b) => ({ group: 'Merken' as const, title: b.title, url: b.url })),
  ];
}

export default function SuggestionsEngine({ term, typed, listId, onState, bind }: EngineProps) {
  const navigate = useNavigate();
  const { result, open, setOpen, active, setActive } = useSuggestions(term, typed);
  const options = optionsOf(result);
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => {
    onState({ open, activeId: open && active >= 0 ? optionId(active) : undefined });
  }, [open, active, onState]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  // The search box calls the latest handlers: re-bound after every render.
  useEffect(() => {
    bind({
      close,
      onKeyDown(event) {
        const count = options.length;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          if (count === 0) return false;
          event.preventDefault();
          if (!open) {
            setOpen(true);
            setActive(event.key === 'ArrowDown' ? 0 : count - 1);
          } else {
            setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
          }
          return true;
        }
        if (event.key === 'Enter' && open && active >= 0 && options[active]) {
          event.preventDefault();
          close();
          navigate(options[active].url);
          return true;
        }
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close();
          return true;
        }
        return false;
      },
    });
  });
  useEffect(() => () => bind(null), [bind]);

  return (
    <div id={listId} role="listbox" aria-label="Zoeksuggesties" className="search-suggestions" hidden={!open}>
      {GROUPS.map((group) => {
        const items = options.map((option, index) => ({ option, index })).filter((o) => o.option.group === group);
        if (items.length === 0) return null;
        return (
          <div key={group} role="group" aria-labelledby={`${listId}-${group}`} className="suggestion-group">
            <div role="presentation" id={`${listId}-${group}`} className="suggestion-heading">
              {group}
            </div>
            {items.map(({ option, index }) => (
              <SuggestionOption
                key={option.url}
                id={optionId(index)}
                option={option}
                active={index === active}
                onHover={() => setActive(index)}
                onChoose={close}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}

/** One suggestion of the listbox: its link is followed by a click; the keyboard moves through the options from the search box. */
function SuggestionOption({
  id,
  option,
  active,
  onHover,
  onChoose,
}: {
  id: string;
  option: Option;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  return (
    <div id={id} role="option" aria-selected={active} className={active ? 'suggestion active' : 'suggestion'} onMouseEnter={onHover}>
      <Link to={option.url} tabIndex={-1} onClick={onChoose}>
        {option.group === 'Producten' ? (
          <img src={option.image ?? '/images/product-placeholder.svg'} alt="" width={40} height={40} loading="lazy" />
        ) : null}
        <span className="suggestion-title">{option.title}</span>
        {option.price !== undefined ? <span className="suggestion-price">{formatPrice(option.price)}</span> : null}
      </Link>
    </div>
  );
}

/** The suggestions for the typed term, fetched 500 ms after the last key; whether the overlay is open and which option is highlighted. */
function useSuggestions(term: string, typed: boolean) {
  const [result, setResult] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const wanted = normaliseTerm(term);
    if (!typed || !canSuggest(wanted)) {
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/suggestions/?search_term=${encodeURIComponent(wanted)}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        if (!res.ok) throw new Error(`Suggesties antwoordden ${res.status}`);
        const body = (await res.json()) as Suggestions;
        setResult(body);
        setActive(-1);
        setOpen(optionsOf(body).length > 0);
      } catch (error) {
        if (controller.signal.aborted) return;
        // docs/requirements/content-and-newsletter.md#errors: a failed suggestion request closes the overlay and is logged.
        console.warn('Zoeksuggesties niet geladen', error);
        setResult(null);
        setOpen(false);
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, typed]);
  return { result, open, setOpen, active, setActive };
}
