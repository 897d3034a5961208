import { Link } from 'react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { FILTER_PARAM_PREFIX, productCount } from '~/lib/listing';
import type {
  ListingFilter as Filter,
  ListingFilterAttribute as FilterAttribute,
  ListingOverview as Overview,
} from '~/models/catalog.server';
import { KeptMarkup } from '../ui/kept-markup';
import { PriceFilter } from './price-filter';
import { FILTER_FORM_ID, useFilterSubmit } from './use-filter-submit';

/** docs/requirements/catalogue-and-search.md#screens-and-routes/#limits: filter groups show 10 items before 'Meer'. */
export const VISIBLE_OPTIONS = 10;

export interface FilterPanelProps {
  overview: Overview;
  /** The listing path without filter segments or page (the reset URL's path). */
  action: string;
  /** Parameters the form must keep, e.g. tn_q on the search page. */
  hidden?: Record<string, string>;
  /** The guided-selling wizard of this category, once it exists. */
  wizardUrl?: string;
}

/**
 * docs/requirements/catalogue-and-search.md#screens-and-routes filter panel as ONE GET form: sort (joined from the toolbar), checkbox and colour groups,
 * price range, 'Bekijk {n} producten' and 'Herstel filters'. It works as plain HTML; with JavaScript
 * every checkbox, slider or sort change applies itself. On phones it sits behind a 'Filters' toggle.
 */
export function FilterPanel({ overview, action, hidden = {}, wizardUrl }: FilterPanelProps) {
  const form = useRef<HTMLFormElement>(null);
  const submitFilters = useFilterSubmit();
  const toggle = useRef<HTMLDetailsElement>(null);
  const filters = overview.filters.filter((f) => f.attributes.length > 0 || f.range);
  const selected = filters.reduce((n, f) => n + f.nr_of_attributes_selected, 0);

  // Native 'change' fires once a choice is made (a released slider thumb, not every pixel of a drag).
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const onChange = (event: Event) => {
      const target = event.target;
      const applies =
        target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && ['checkbox', 'radio', 'range'].includes(target.type));
      if (applies) submitFilters(el);
    };
    el.addEventListener('change', onChange);
    return () => el.removeEventListener('change', onChange);
  }, [submitFilters]);

  // This panel hydrates after the rest of the page (listing.tsx). A box ticked in between is applied
  // now, as it would have been had the panel been ready.
  useEffect(() => {
    const boxes = form.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [];
    if ([...boxes].some((box) => box.checked !== box.defaultChecked)) submitFilters(form.current);
  }, []);

  // From tablet width the panel is always open; browsers without ::details-content get it opened here.
  useEffect(() => {
    if (toggle.current && window.matchMedia('(min-width: 768px)').matches) toggle.current.open = true;
  }, []);

  return (
    <aside className="filter-panel" aria-label="Filters">
      <details className="filter-toggle" ref={toggle}>
        <summary className="button button-secondary">
          Filters{selected > 0 ? <span className="filter-badge"> ({selected})</span> : null}
        </summary>
        <form
          id={FILTER_FORM_ID}
          ref={form}
          method="get"
          action={action}
          className="filter-form"
          onSubmit={(event) => {
            event.preventDefault();
            submitFilters(event.currentTarget);
            // On a phone the button means 'show me the products': fold the panel away.
            if (toggle.current && window.matchMedia('(max-width: 767px)').matches) toggle.current.open = false;
          }}
        >
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {wizardUrl ? (
            <Link to={wizardUrl} className="button button-secondary wizard-link">
              Start de keuzehulp
            </Link>
          ) : null}
          {filters.map((filter) => (
            <FilterGroup key={filter.url_key} filter={filter} />
          ))}
          <div className="filter-actions">
            <button type="submit" className="button button-primary">
              {`Bekijk ${productCount(overview.pagination.total)}`}
            </button>
            <Link to={overview.reset_url} className="filter-reset" preventScrollReset defaultShouldRevalidate={false}>
              Herstel filters
            </Link>
          </div>
        </form>
      </details>
    </aside>
  );
}

export function FilterGroup({ filter }: { filter: Filter }) {
  const body = (
    <>
      {filter.info_text ? <p className="filter-info">{filter.info_text}</p> : null}
      {filter.selection_type === 'slider' && filter.range ? (
        <PriceFilter range={filter.range} title={filter.title} />
      ) : filter.selection_type === 'link' ? (
        <LinkOptions filter={filter} />
      ) : (
        <CheckboxOptions filter={filter} />
      )}
    </>
  );
  const heading = (
    <>
      {filter.title}
      {filter.nr_of_attributes_selected > 0 ? <span className="filter-badge"> ({filter.nr_of_attributes_selected})</span> : null}
    </>
  );
  // A group of boxes or a price range is made from its filter alone: on the server its markup is kept
  // with the kept answer's filter (docs/decisions/0028). Link options need the router: rendered.
  const kept = filter.selection_type === 'link' ? null : filter;
  if (filter.is_collapsible) {
    return (
      <KeptMarkup
        as="details"
        data={kept}
        variant=""
        className="filter-group"
        open={!filter.is_collapsed || filter.nr_of_attributes_selected > 0}
      >
        <summary className="filter-title">{heading}</summary>
        <fieldset>
          <legend className="visually-hidden">{filter.title}</legend>
          {body}
        </fieldset>
      </KeptMarkup>
    );
  }
  return (
    <KeptMarkup as="fieldset" data={kept} variant="" className="filter-group">
      <legend className="filter-title">{heading}</legend>
      {body}
    </KeptMarkup>
  );
}

function CheckboxOptions({ filter }: { filter: Filter }) {
  const name = `${FILTER_PARAM_PREFIX}${filter.url_key}`;
  const swatches = filter.selection_type === 'color';
  const first = filter.attributes.slice(0, VISIBLE_OPTIONS);
  const rest = filter.attributes.slice(VISIBLE_OPTIONS);
  const list = (items: FilterAttribute[]): ReactNode => (
    <ul className={swatches ? 'filter-options swatches' : 'filter-options'}>
      {items.map((attribute) => (
        <li key={attribute.value}>
          <FilterCheckbox name={name} attribute={attribute} swatch={swatches} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {list(first)}
      {rest.length > 0 ? (
        <details className="filter-more" open={rest.some((a) => a.is_selected)}>
          <summary>
            <span className="when-closed">Meer</span>
            <span className="when-open">Minder</span>
          </summary>
          {list(rest)}
        </details>
      ) : null}
    </>
  );
}

function FilterCheckbox({ name, attribute, swatch }: { name: string; attribute: FilterAttribute; swatch: boolean }) {
  // Uncontrolled, so a tick made before this panel hydrated survives hydration; it follows the data
  // after a navigation (chips, back button) without being remounted, so it keeps focus; also after a
  // filter that failed, which brings a fresh copy of the listing it kept (kept-listing.ts).
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.checked = attribute.is_selected;
  }, [attribute]);
  const empty = attribute.count === 0 && !attribute.is_selected;
  return (
    <label className={empty ? 'filter-option empty' : 'filter-option'}>
      <input ref={input} type="checkbox" name={name} value={attribute.value} defaultChecked={attribute.is_selected} />
      {swatch ? (
        <svg className="swatch" viewBox="0 0 24 24" width={24} height={24} aria-hidden="true">
          {/* An SVG fill, not a style attribute: the style CSP allows no inline styles. Strokes: catalog.css. */}
          <circle cx={12} cy={12} r={10.5} fill={attribute.hex ?? '#ffffff'} />
          {attribute.hex ? null : <path d="M5 19 19 5" />}
        </svg>
      ) : null}
      <span className="filter-option-title">{attribute.title}</span>
      {/* Texts as one string each: fewer text nodes (and React separators) per option (docs/decisions/0023). */}
      <span className="filter-count">
        <span className="visually-hidden">, </span>
        {`(${attribute.count})`}
      </span>
    </label>
  );
}

function LinkOptions({ filter }: { filter: Filter }) {
  return (
    <ul className="filter-options links">
      {filter.attributes.map((attribute) => (
        <li key={attribute.value}>
          <Link
            to={attribute.url}
            preventScrollReset
            defaultShouldRevalidate={false}
            aria-current={attribute.is_selected ? 'true' : undefined}
          >
            {`${attribute.title} `}
            <span className="filter-count">{`(${attribute.count})`}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
