import { useSubmit } from 'react-router';
import { useCallback } from 'react';
import { withPriceFilter } from '~/lib/listing';

/** The id of the listing's GET form; the sort select outside it joins through form="…". */
export const FILTER_FORM_ID = 'listing-filters';

/**
 * With JavaScript the filter form is submitted as a client navigation: the same parameters a no-JS
 * submit sends, with the price inputs already joined into tn_fk_ae-prijs (no redirect), keeping the
 * scroll position (docs/requirements/catalogue-and-search.md#screens-and-routes: pop, zoeken and brands routes keep scroll). The root's data (header,
 * cart count) is not asked again: a filter that fails then leaves the page as it was (kept-listing.ts).
 */
export function useFilterSubmit() {
  const submit = useSubmit();
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(form)) {
        if (typeof value === 'string' && !(key === 'tn_sort' && value === '')) params.append(key, value);
      }
      // The default sort (the first option) is left out, as in the API's own links.
      const sort = form.ownerDocument.querySelector<HTMLSelectElement>(`select[name="tn_sort"][form="${form.id}"]`);
      if (sort?.dataset.default && params.get('tn_sort') === sort.dataset.default) params.delete('tn_sort');
      submit(withPriceFilter(params) ?? params, {
        method: 'get',
        action: form.getAttribute('action') ?? undefined,
        preventScrollReset: true,
        // The listing alone loads again, not the root's data (kept-listing.ts).
        defaultShouldRevalidate: false,
      });
    },
    [submit],
  );
}
