// GET /api/postcode/?zipcode=&house_number= — the address lookup for the checkout form's JavaScript.
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';
import { isCommerceError } from '~/models/client.server';
import { lookupPostcode } from '~/models/checkout.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const zipcode = (url.searchParams.get('zipcode') ?? '').slice(0, 10);
  const house_number = (url.searchParams.get('house_number') ?? '').slice(0, 10);
  try {
    const found = await lookupPostcode(context.commerce, { zipcode, house_number, country_code: 'NL' });
    return Response.json(found, { headers: { 'Cache-Control': 'private, max-age=3600' } });
  } catch (error) {
    if (isCommerceError(error) && error.status < 500) return Response.json({ error: 'Postcode onjuist' }, { status: 404 });
    throw error;
  }
}
