// /cart/restore/{token} — the link from the abandoned-cart e-mail: the cart comes back in this browser.
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/server-runtime';
import { setQuoteId } from '~/lib/cart-cookie.server';
import { isCommerceError } from '~/models/client.server';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const token = params.id ?? '';
  if (!/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{10,64}$/.test(token)) throw data('This page could not be found', { status: 404 });
  try {
    const cart = await context.commerce.request<{ quote_id: string }>('POST', '/v1/cart/restore', { body: { token } });
    return redirect('/cart/', { headers: { 'Set-Cookie': await setQuoteId(context, cart.quote_id) } });
  } catch (error) {
    if (isCommerceError(error) && error.status < 500) throw data('This page could not be found', { status: 404 });
    throw error;
  }
}
