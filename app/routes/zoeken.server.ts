// Server side of the search page (/zoeken/?tn_q=…) and its page variant (/zoeken/{page}/?tn_q=…).
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { parsePage, SEARCH_PARAM } from '~/lib/listing';
import { loadMorePage, readListingRequest } from '~/lib/listing.server';
import { normaliseTerm, SEARCH_TERM_MAX_LENGTH, searchTermProblem } from '~/lib/search';
import { searchProducts, withSearchClick } from '~/models/catalog.server';
import { pageUrl } from '~/lib/page-url';
import { shopContext } from '~/lib/context';

export async function loadSearch({ request, params, context }: LoaderFunctionArgs) {
  const shop = context.get(shopContext);
  // zoeken-pagination: /zoeken/2/ is page 2 (tn_p=2); anything but a page number does not exist.
  let page: number | null = null;
  if (params.pagination !== undefined) {
    page = parsePage(params.pagination);
    if (!page) throw data('This page could not be found', { status: 404 });
  }
  const term = normaliseTerm(pageUrl(request).searchParams.get(SEARCH_PARAM));
  const problem = searchTermProblem(term);
  if (problem) {
    // An empty or short term is a question to the shopper (200); an overlong one a bad request.
    const shown = term.slice(0, SEARCH_TERM_MAX_LENGTH);
    return data({ type: 'search' as const, term: shown, problem, overview: null }, { status: problem === 'long' ? 400 : 200 });
  }
  const listing = readListingRequest(request, { page });
  if (listing.fetchOnly) return data(await loadMorePage(() => searchProducts(shop.commerce, term, listing, shop.clientIp)));
  const overview = await searchProducts(shop.commerce, term, listing, shop.clientIp);
  // A bare type term ('hoeslakens') goes to its category overview; the search is already counted (ADR 0050).
  const target = overview.understanding.redirect;
  if (target && target.startsWith('/') && !target.startsWith('//')) throw redirect(target, 302);
  return data({ type: 'search' as const, term, problem: null, overview: withSearchClick(overview) });
}
