// GET /api/keuzehulp/{category}/?qs… — the wizard's state for these answers as JSON, for the quick
// wizard and the overlay (the page /keuzehulp/{category}/ is the same wizard without JavaScript).
// A plain fetch rather than a route fetcher: a fetcher's failure goes to the route's error boundary
// and would replace the whole listing; docs/requirements/assistant-and-guided-selling.md#errors wants a failed wizard fetch logged and left quiet.
import { answersFromSearch } from '~/lib/wizard';
import { isCommerceError } from '~/models/client.server';
import { guidedSelling } from '~/models/wizard.server';
import { log } from '../lib/log.server';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/api.keuzehulp';
import { shopContext } from '~/lib/context';

const headers = { 'Cache-Control': 'private, no-store' };
const failure = (status: number, message: string) => Response.json({ error: { message } }, { status, headers });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const code = params.category ?? '';
  if (!/^[a-z0-9-]{1,60}$/.test(code)) return failure(404, 'Deze keuzehulp bestaat niet.');
  try {
    const wizard = await guidedSelling(shop.commerce, { code, questions: answersFromSearch(pageUrl(request).searchParams) });
    if (!wizard) return failure(404, 'Deze keuzehulp bestaat niet.');
    return Response.json({ wizard }, { headers });
  } catch (error) {
    if (isCommerceError(error) && error.status === 400) return failure(400, error.message);
    log.warn('Keuzehulp niet beschikbaar', code, error instanceof Error ? error.message : error instanceof Response ? error.status : error);
    return failure(502, 'De keuzehulp is nu niet beschikbaar.');
  }
}
