// /checkout/pending/ — the latest order placed in this browser that still waits for its payment.
import { shopArgs } from '~/lib/context';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getPlacedOrders } from '~/lib/cart-cookie.server';

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  const [latest] = await getPlacedOrders(request, context);
  return redirect(latest ? `/checkout/status/${latest}/` : '/cart/');
}
