// GET /api/postcode/?zipcode=&house_number= — the address lookup for the checkout form's JavaScript.
import { isCommerceError } from '~/models/client.server';
import { lookupPostcode } from '~/models/checkout.server';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/api.postcode';
import { shopContext } from '~/lib/context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const url = pageUrl(request);
  const zipcode = (url.searchParams.get('zipcode') ?? '').slice(0, 10);
  const house_number = (url.searchParams.get('house_number') ?? '').slice(0, 10);
  try {
    const found = await lookupPostcode(shop.commerce, { zipcode, house_number, country_code: 'NL' });
    return Response.json(found, { headers: { 'Cache-Control': 'private, max-age=3600' } });
  } catch (error) {
    if (isCommerceError(error) && error.status < 500) return Response.json({ error: 'Postcode onjuist' }, { status: 404 });
    throw error;
  }
}
