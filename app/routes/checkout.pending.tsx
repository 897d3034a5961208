// /checkout/pending/ — the latest order placed in this browser that still waits for its payment.
import { redirect, type LoaderFunctionArgs } from '@remix-run/server-runtime';
import { getPlacedOrders } from '~/lib/cart-cookie.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [latest] = await getPlacedOrders(request, context);
  return redirect(latest ? `/checkout/status/${latest}/` : '/cart/');
}
