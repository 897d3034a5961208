import { useEffect, useState } from 'react';
import type { ListingSortOption as SortOption } from '~/models/catalog.server';
import { FILTER_FORM_ID, useFilterSubmit } from './use-filter-submit';

/**
 * docs/requirements/catalogue-and-search.md#data Sort option, as a select in the listing's GET form (joined with form="…"). Without
 * JavaScript a small button applies it; with JavaScript a change applies it at once.
 */
export function SortSelect({ options }: { options: SortOption[] }) {
  const submitFilters = useFilterSubmit();
  if (options.length === 0) return null;
  const selected = options.find((o) => o.is_selected) ?? options[0];
  return <SortSelectControl options={options} selected={selected.value} onPick={submitFilters} />;
}

function SortSelectControl({
  options,
  selected,
  onPick,
}: {
  options: SortOption[];
  selected: string;
  onPick: (form: HTMLFormElement | null) => void;
}) {
  // Controlled, and following the data after a navigation (chips, back button), so it keeps focus.
  const [value, setValue] = useState(selected);
  // Also after a sort that failed: a fresh copy of the options it kept (kept-listing.ts).
  useEffect(() => setValue(selected), [selected, options]);
  return (
    <div className="sort-select">
      <label htmlFor="listing-sort">Sorteer op</label>
      <select
        id="listing-sort"
        name="tn_sort"
        form={FILTER_FORM_ID}
        data-default={options[0].value}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          onPick(event.currentTarget.form);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.display_title || option.label}
          </option>
        ))}
      </select>
      {/* Only without JavaScript: in <noscript>, so the toolbar does not change width at hydration. */}
      <noscript>
        <button type="submit" form={FILTER_FORM_ID} className="button button-secondary button-small">
          Sorteer
        </button>
      </noscript>
    </div>
  );
}
