// POST /api/favorites — the no-JS favourites toggle: adds or removes one product id in the
// favourites cookie and goes back to the page it came from (303). With JS the browser store does
// this without a request.
import { data, redirect, type ActionFunctionArgs } from '@remix-run/server-runtime';
import { favouritesCookie, readFavouriteIds } from '~/lib/product-lists.server';
import { toggleFavourite } from '~/lib/product-lists';
import { safeRedirectPath } from '~/lib/routing';

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const raw = String(form?.get('id') ?? '');
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) {
    return data({ error: 'Dit product kunnen we niet als favoriet bewaren.' }, { status: 400 });
  }
  const { list } = toggleFavourite(
    readFavouriteIds(request).map((id) => ({ id })),
    { id: Number(raw) },
  );
  const headers = { 'Set-Cookie': favouritesCookie(list.map((f) => f.id), context.secureCookies) };
  return redirect(safeRedirectPath(form?.get('redirectTo'), '/favorieten/'), { status: 303, headers });
}

export function loader() {
  return redirect('/favorieten/', 303);
}
