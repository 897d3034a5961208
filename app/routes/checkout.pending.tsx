// /checkout/pending/ — the latest order placed in this browser that still waits for its payment.
import { redirect } from 'react-router';
import { getPlacedOrders } from '~/lib/cart-cookie.server';
import type { Route } from './+types/checkout.pending';
import { shopContext } from '~/lib/context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const [latest] = await getPlacedOrders(request, shop);
  return redirect(latest ? `/checkout/status/${latest}/` : '/cart/');
}
