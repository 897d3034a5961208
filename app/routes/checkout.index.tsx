// /checkout/ — starts the checkout at its first step (or the cart when it is empty).
import { redirect, type LoaderFunctionArgs } from '@remix-run/server-runtime';
import { requireCheckout } from './checkout.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCheckout(request, context);
  return redirect('/checkout/address-details/');
}
