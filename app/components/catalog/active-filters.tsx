import { Link } from 'react-router';
import type { ListingOverview as Overview } from '~/models/catalog.server';

interface Chip {
  key: string;
  label: string;
  url: string;
}

/** The selected filters as removable chips; each chip is the API's link with that value toggled off. */
export function ActiveFilters({ overview }: { overview: Overview }) {
  const chips: Chip[] = [];
  for (const filter of overview.filters) {
    if (filter.range) {
      const { min, max, minrange, maxrange } = filter.range;
      // The selected range is the group's one attribute; its link clears the price filter.
      const selected = filter.attributes.find((a) => a.is_selected);
      if (selected && (min > minrange || max < maxrange)) {
        chips.push({ key: filter.url_key, label: `${filter.title}: ${selected.title}`, url: selected.url });
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
          <Link to={chip.url} preventScrollReset defaultShouldRevalidate={false} className="filter-chip">
            {chip.label}
            <span aria-hidden="true"> ×</span>
            <span className="visually-hidden"> (filter verwijderen)</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
