// GET /api/suggestions/?search_term=… — header search suggestions as JSON (docs/requirements/catalogue-and-search.md#validation: 3–100 characters).
import { canSuggest, normaliseTerm } from '~/lib/search';
import { getSuggestions } from '~/models/catalog.server';
import { log } from '../lib/log.server';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/api.suggestions';
import { shopContext } from '~/lib/context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const term = normaliseTerm(pageUrl(request).searchParams.get('search_term'));
  if (!canSuggest(term)) {
    return Response.json({ error: { message: 'Een zoekterm voor suggesties heeft 3 tot 100 tekens.' } }, { status: 400 });
  }
  try {
    const suggestions = await getSuggestions(shop.commerce, term);
    return Response.json(suggestions, { headers: { 'Cache-Control': 'public, max-age=60' } });
  } catch (error) {
    log.warn('Zoeksuggesties niet beschikbaar', error instanceof Error ? error.message : error);
    return Response.json({ error: { message: 'Suggesties zijn nu niet beschikbaar.' } }, { status: 502 });
  }
}
