// /checkout/ — starts the checkout at its first step (or the cart when it is empty).
import { shopArgs } from '~/lib/context';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { requireCheckout } from './checkout.server';

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  await requireCheckout(request, context);
  return redirect('/checkout/address-details/');
}
