// /json/{slug}.json — the configurator definition as a static-style JSON file (SPEC §7:
// /json/boxspringset-hotel.json), read from the commerce API like every other storefront page.
import { shopArgs } from '~/lib/context';
import { data, type LoaderFunctionArgs } from 'react-router';
import { getConfigurator } from '~/models/wizard.server';

export async function loader(args: LoaderFunctionArgs) {
  const { params, context } = shopArgs(args);
  const match = /^([a-z0-9-]{1,120})\.json$/.exec(params.file ?? '');
  const def = match ? await getConfigurator(context.commerce, match[1]!) : null;
  if (!def) throw data({ error: { message: 'Dit bestand bestaat niet.' } }, { status: 404 });
  return Response.json(def, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
