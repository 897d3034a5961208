// POST /account/logout/ — the 'Afmelden' button (docs/requirements/accounts.md#states): the API revokes the token (a failure is
// ignored), the session cookie is cleared either way, and the shopper lands on the home page.
// The favourites and last viewed go with the account: this browser's copies are cleared (0019).
// So does the cart (0033): it is kept with the account for the next login, and this browser starts
// a new, anonymous one; the list of orders placed in this browser is forgotten too.
import { redirect } from 'react-router';
import { getSession, ipOf } from '~/lib/account.server';
import { log } from '~/lib/log.server';
import { clearPlacedOrders, clearQuoteId, getQuoteId } from '~/lib/cart-cookie.server';
import { clearedListCookies } from '~/lib/product-lists.server';
import { sessionStorage } from '~/lib/session.server';
import { customerApi } from '~/models/customer.server';
import type { Route } from './+types/account.logout';
import { shopContext } from '~/lib/context';

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const session = await getSession(request, shop);
  const token = session.get('customerToken');
  if (typeof token === 'string' && token) {
    // The cart this browser used while logged in stays the account's (a guest cart it still
    // names is bound to the account now), before the token is revoked. Failures are ignored.
    const quoteId = await getQuoteId(request, shop);
    if (quoteId) {
      await shop.commerce
        .request('POST', '/v1/cart/merge', { headers: { 'x-customer-token': token, 'x-quote-id': quoteId } })
        .catch((error: unknown) => log.warn('Winkelwagen niet bij het account bewaard bij afmelden', error));
    }
    await customerApi.logout(shop.commerce, { token, ip: ipOf(shop) }).catch(() => undefined);
  }
  const headers = new Headers({ 'Set-Cookie': await sessionStorage(shop).destroySession(session) });
  for (const cookie of clearedListCookies(shop.secureCookies)) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', await clearQuoteId(shop));
  headers.append('Set-Cookie', await clearPlacedOrders(shop));
  return redirect('/', { status: 303, headers });
}

/** Logging out changes state, so it is a POST only; a GET (a typed URL) goes to the account home. */
export function loader(_: Route.LoaderArgs) {
  return redirect('/account/');
}

export default function Logout() {
  return null;
}
