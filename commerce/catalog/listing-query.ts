// The state of a product listing (filters, price range, sort, page) and its URLs. Pure code: the
// storefront's GET forms produce these parameters, and every link the API answers is built here.
import { FILTER_PARAM_PREFIX, PAGE_PARAM, PRICE_FILTER_KEY, SEARCH_PARAM, SORT_PARAM } from '#contract/schemas/catalog';

export const SORTS = {
  populariteit: { label: 'Populariteit' },
  relevantie: { label: 'Relevantie' },
  'prijs-oplopend': { label: 'Prijs oplopend' },
  'prijs-aflopend': { label: 'Prijs aflopend' },
  nieuwste: { label: 'Nieuwste' },
  beoordeling: { label: 'Beoordeling' },
  korting: { label: 'Hoogste korting' },
} as const;
export type SortValue = keyof typeof SORTS;

export const MAX_PAGE = 500;
const MAX_VALUES = 60;
const VALUE_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;
const KEY_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

export interface ListingState {
  /** Selected facet values per url_key, each list sorted. */
  selections: Map<string, string[]>;
  /** Price range in whole euros. */
  price: { min: number; max: number } | null;
  sort: SortValue | null;
  page: number;
}

export class ListingQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListingQueryError';
  }
}

/**
 * Parses a listing's query string (without '?'). Unknown parameters are ignored; values that are
 * present but wrong (a page of -5, a price of 'abc') are a client error with a Dutch message.
 */
export function parseListingQuery(querystring: string): ListingState {
  if (querystring.length > 4000) throw new ListingQueryError('Het filteradres is te lang.');
  const params = new URLSearchParams(querystring.startsWith('?') ? querystring.slice(1) : querystring);
  const selections = new Map<string, string[]>();
  let price: ListingState['price'] = null;
  let sort: SortValue | null = null;
  let page = 1;
  let count = 0;
  for (const [name, rawValue] of params) {
    const value = rawValue.trim().toLowerCase();
    if (name === SORT_PARAM) {
      if (value === '') continue;
      if (!(value in SORTS)) throw new ListingQueryError('Deze sortering bestaat niet.');
      sort = value as SortValue;
    } else if (name === PAGE_PARAM) {
      if (value === '') continue;
      if (!/^\d{1,4}$/.test(value) || Number(value) < 1 || Number(value) > MAX_PAGE) {
        throw new ListingQueryError('Dit paginanummer bestaat niet.');
      }
      page = Number(value);
    } else if (name.startsWith(FILTER_PARAM_PREFIX)) {
      const key = name.slice(FILTER_PARAM_PREFIX.length).toLowerCase();
      if (value === '') continue;
      if (key === PRICE_FILTER_KEY) {
        price = parsePriceRange(value);
        continue;
      }
      if (!KEY_PATTERN.test(key) || !VALUE_PATTERN.test(value)) throw new ListingQueryError('Dit filter bestaat niet.');
      if (++count > MAX_VALUES) throw new ListingQueryError('Er zijn te veel filters gekozen.');
      const list = selections.get(key) ?? [];
      if (!list.includes(value)) list.push(value);
      selections.set(key, list);
    }
  }
  for (const list of selections.values()) list.sort();
  return { selections, price, sort, page };
}

/** 'min-max' in whole euros (docs/requirements/catalogue-and-search.md#limits tn_fk_ae-prijs=min-max); swapped bounds are put right. */
export function parsePriceRange(value: string): { min: number; max: number } {
  const match = /^(\d{1,6})-(\d{1,6})$/.exec(value.trim());
  if (!match) throw new ListingQueryError('Vul een geldige prijs in, bijvoorbeeld 20-100.');
  const a = Number(match[1]);
  const b = Number(match[2]);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** Where a listing lives: its path and any fixed parameters (the search term). */
export interface ListingBase {
  path: string;
  searchTerm?: string;
}

/** The query string of a state in canonical order, without '?'. Page 1 and the default sort are left out. */
export function listingQueryString(state: ListingState, base: ListingBase, defaultSort: SortValue): string {
  const params = new URLSearchParams();
  if (base.searchTerm) params.set(SEARCH_PARAM, base.searchTerm);
  for (const key of [...state.selections.keys()].sort()) {
    for (const value of state.selections.get(key) ?? []) params.append(FILTER_PARAM_PREFIX + key, value);
  }
  if (state.price) params.set(FILTER_PARAM_PREFIX + PRICE_FILTER_KEY, `${state.price.min}-${state.price.max}`);
  if (state.sort && state.sort !== defaultSort) params.set(SORT_PARAM, state.sort);
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  return params.toString();
}

export function listingUrl(state: ListingState, base: ListingBase, defaultSort: SortValue): string {
  const qs = listingQueryString(state, base, defaultSort);
  return qs ? `${base.path}?${qs}` : base.path;
}

/** The state with one facet value toggled, back on page 1. */
export function toggleValue(state: ListingState, key: string, value: string): ListingState {
  const selections = new Map([...state.selections].map(([k, v]) => [k, [...v]]));
  const list = selections.get(key) ?? [];
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value].sort();
  if (next.length) selections.set(key, next);
  else selections.delete(key);
  return { ...state, selections, page: 1 };
}

export function withSort(state: ListingState, sort: SortValue): ListingState {
  return { ...state, sort, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

export function selectedCount(state: ListingState): number {
  let n = state.price ? 1 : 0;
  for (const list of state.selections.values()) n += list.length;
  return n;
}
