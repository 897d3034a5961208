// /json/{slug}.json — the configurator definition as a static-style JSON file (docs/requirements/assistant-and-guided-selling.md#api:
// /json/boxspringset-hotel.json), read from the commerce API like every other storefront page.
import { data } from 'react-router';
import { getConfigurator } from '~/models/wizard.server';
import type { Route } from './+types/json.$file';
import { shopContext } from '~/lib/context';

export async function loader({ params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const match = /^([a-z0-9-]{1,120})\.json$/.exec(params.file ?? '');
  const def = match ? await getConfigurator(shop.commerce, match[1]!) : null;
  if (!def) throw data({ error: { message: 'Dit bestand bestaat niet.' } }, { status: 404 });
  return Response.json(def, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
