// /checkout/ — starts the checkout at its first step (or the cart when it is empty).
import { redirect } from 'react-router';
import { requireCheckout } from './checkout.server';
import type { Route } from './+types/checkout.index';
import { shopContext } from '~/lib/context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  await requireCheckout(request, shop);
  return redirect('/checkout/address-details/');
}
