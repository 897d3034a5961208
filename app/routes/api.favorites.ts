// POST /api/favorites — the no-JS favourites toggle: adds or removes one product id in the
// favourites cookie and goes back to the page it came from (303). With JS the browser store toggles
// at once and, in a browser that has an account's list, tells this route (`favourite` 1 or 0, an
// `Accept: application/json` answer with the resulting ids). For a logged-in customer the change
// is made in the account and the cookies become the account's list (docs/decisions/0019).
import { data, redirect } from 'react-router';
import { accountListCookies, favouritesCookie, readFavouriteIds, setAccountFavourite } from '~/lib/product-lists.server';
import { toggleFavourite } from '~/lib/product-lists';
import { safeRedirectPath } from '~/lib/routing';
import type { Route } from './+types/api.favorites';
import { shopContext } from '~/lib/context';

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData().catch(() => null);
  const raw = String(form?.get('id') ?? '');
  const state = String(form?.get('favourite') ?? '');
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0 || !['', '0', '1'].includes(state)) {
    return data({ error: 'Dit product kunnen we niet als favoriet bewaren.' }, { status: 400 });
  }
  const id = Number(raw);
  // '1' on, '0' off, nothing: the other state than the list has now (the no-JS button).
  const wanted = state === '' ? null : state === '1';
  const headers = new Headers();
  let ids: number[];
  const account = await setAccountFavourite(request, shop, id, wanted);
  if (account) {
    ids = account.favourites;
    for (const cookie of accountListCookies(account, shop.secureCookies, false)) headers.append('Set-Cookie', cookie);
  } else {
    const list = readFavouriteIds(request).map((f) => ({ id: f }));
    const has = list.some((f) => f.id === id);
    ids = (wanted === null || wanted !== has ? toggleFavourite(list, { id }).list : list).map((f) => f.id);
    headers.append('Set-Cookie', favouritesCookie(ids, shop.secureCookies));
  }
  if ((request.headers.get('Accept') ?? '').includes('application/json')) {
    headers.set('Cache-Control', 'no-store');
    return Response.json({ favourites: ids }, { headers });
  }
  return redirect(safeRedirectPath(form?.get('redirectTo'), '/favorieten/'), { status: 303, headers });
}

export function loader() {
  return redirect('/favorieten/', 303);
}
