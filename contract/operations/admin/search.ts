// /v1/admin/search — what shoppers search for (the last 30 days, no personal data) and the synonym
// editor of the search's query understanding (docs/decisions/0050).
import { defineOperation } from '../../operation';
import { z } from '../../operation';
import { IdParam } from '../../schemas/admin';
import { adminErrors, answer, jsonBody, security, tags } from './shared';

const base = { tags, security };

export const SEARCH_SYNONYM_KINDS = ['type', 'size', 'attribute'] as const;

const TermRow = z.object({
  term: z.string(),
  searches: z.number().int(),
  /** Average number of products found (0 when the search had to be relaxed). */
  results: z.number(),
  relaxed: z.number().int(),
  /** Searches after which a product was opened from the results. */
  clicked: z.number().int(),
  /** clicked / searches, 0–1 (rounded to two decimals). */
  click_through: z.number(),
});

export const SearchReportAnswer = z.object({
  since: z.string(),
  total: z.number().int(),
  frequent: z.array(TermRow),
  /** Terms that found nothing (and were relaxed) or fewer than 5 products. */
  poor: z.array(TermRow),
  /** Terms searched at least 3 times that found products, but after which few opened one (under 20 %). */
  low_click: z.array(TermRow),
  synonyms: z.array(
    z.object({
      id: z.number().int(),
      phrase: z.string(),
      kind: z.enum(SEARCH_SYNONYM_KINDS),
      product_type: z.string(),
      target: z.string(),
    }),
  ),
  product_types: z.array(z.string()),
});

/** Letters (any script), digits, spaces and - ' ° / only: no markup, no control characters. */
const plain = /^[\p{L}\p{N} '°/-]+$/u;

export const SearchSynonymBody = z.object({
  phrase: z
    .string({ required_error: 'Vul een zoekwoord in.' })
    .trim()
    .min(1, 'Vul een zoekwoord in.')
    .max(60, 'Hoogstens 60 tekens.')
    .regex(plain, 'Gebruik alleen letters, cijfers, spaties en streepjes.'),
  kind: z.enum(SEARCH_SYNONYM_KINDS, { errorMap: () => ({ message: 'Kies soort, maat of eigenschap.' }) }),
  product_type: z.string().trim().max(40, 'Onbekende productsoort.').default(''),
  target: z
    .string({ required_error: 'Vul in wat het zoekwoord betekent.' })
    .trim()
    .min(1, 'Vul in wat het zoekwoord betekent.')
    .max(200, 'Hoogstens 200 tekens.')
    .regex(/^[\p{L}\p{N} ,:=°/-]+$/u, 'Gebruik alleen letters, cijfers, spaties, komma’s en : = / -.'),
});

export const getSearchReport = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/search',
  summary: 'Zoekopdrachten van de laatste 30 dagen en de synoniemen van de zoekfunctie',
  responses: { 200: answer('Zoekrapport', SearchReportAnswer), ...adminErrors },
});

export const addSearchSynonym = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/search/synonyms',
  summary: 'Een zoekwoord toevoegen of wijzigen (werkt meteen)',
  request: { body: jsonBody(SearchSynonymBody) },
  responses: { 200: answer('Opgeslagen', z.object({ id: z.number().int() })), ...adminErrors },
});

export const deleteSearchSynonym = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/search/synonyms/{id}/delete',
  summary: 'Een zoekwoord verwijderen (werkt meteen)',
  request: { params: IdParam },
  responses: { 200: answer('Verwijderd', z.object({ id: z.number().int() })), ...adminErrors },
});
