import { Link, useLocation } from '@remix-run/react';
import { formatPrice } from '~/lib/money';
import { PAGE_PARAM, PRICE_PARAM } from '~/lib/listing';
import type { Overview } from '~/models/catalog.server';

interface Chip {
  key: string;
  label: string;
  url: string;
}

/** The selected filters as removable chips; each chip is the API's link with that value toggled off. */
export function ActiveFilters({ overview }: { overview: Overview }) {
  const location = useLocation();
  const chips: Chip[] = [];
  for (const filter of overview.filters) {
    if (filter.range) {
      const { min, max, minrange, maxrange } = filter.range;
      if (min > minrange || max < maxrange) {
        const selected = filter.attributes.find((a) => a.is_selected);
        chips.push({
          key: filter.url_key,
          label: `${filter.title}: ${formatPrice(min * 100)} – ${formatPrice(max * 100)}`,
          url: selected?.url ?? withoutParams(location.pathname, location.search, [PRICE_PARAM, PAGE_PARAM]),
        });
      }
      continue;
    }
    for (const attribute of filter.attributes) {
      if (attribute.is_selected) chips.push({ key: `${filter.url_key}:${attribute.value}`, label: attribute.title, url: attribute.url });
    }
  }
  if (chips.length === 0) return null;
  return (
    <ul className="active-filters" aria-label="Gekozen filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link to={chip.url} preventScrollReset className="filter-chip">
            {chip.label}
            <span aria-hidden="true"> ×</span>
            <span className="visually-hidden"> (filter verwijderen)</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function withoutParams(pathname: string, search: string, keys: string[]) {
  const params = new URLSearchParams(search);
  for (const key of keys) params.delete(key);
  const qs = params.toString();
  return `${pathname}${qs ? `?${qs}` : ''}`;
}
