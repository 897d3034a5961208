// Search term rules of docs/requirements/catalogue-and-search.md#validation: suggestions for 3–100 characters; Enter searches only when the term
// is longer than 3 characters. The search page applies the same rule, so no-JS searches match.

export const SUGGEST_MIN_LENGTH = 3;
export const SEARCH_TERM_MAX_LENGTH = 100;
/** docs/requirements/catalogue-and-search.md#limits search debounce. */
export const SUGGEST_DEBOUNCE_MS = 500;

/** Collapses whitespace: '  wit   dekbed ' → 'wit dekbed'. */
export function normaliseTerm(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim();
}

/** Suggestions are requested only for 3 to 100 characters. */
export function canSuggest(term: string): boolean {
  const n = normaliseTerm(term).length;
  return n >= SUGGEST_MIN_LENGTH && n <= SEARCH_TERM_MAX_LENGTH;
}

/** Enter goes to the search page only when the term is longer than 3 characters (and not too long). */
export function canSubmitSearch(term: string): boolean {
  const n = normaliseTerm(term).length;
  return n > SUGGEST_MIN_LENGTH && n <= SEARCH_TERM_MAX_LENGTH;
}

export type SearchTermProblem = 'empty' | 'short' | 'long';

/** Why a term cannot be searched, or null when it can. */
export function searchTermProblem(term: string): SearchTermProblem | null {
  const n = normaliseTerm(term).length;
  if (n === 0) return 'empty';
  if (n <= SUGGEST_MIN_LENGTH) return 'short';
  if (n > SEARCH_TERM_MAX_LENGTH) return 'long';
  return null;
}
