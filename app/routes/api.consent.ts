// POST /api/consent — stores the cookie choice. Without JS it redirects back (303); with a fetcher
// it answers JSON.
import { data, redirect } from 'react-router';
import { safeRedirectPath } from '~/lib/routing';
import { serializeConsent } from '~/lib/session.server';
import { readVisitorKey, VISITOR_COOKIE, visitorKeyCookie } from '~/lib/visitor-key.server';
import type { Route } from './+types/api.consent';
import { shopContext } from '~/lib/context';

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData().catch(() => null);
  const choice = form?.get('choice');
  if (choice !== 'accepted' && choice !== 'refused') {
    return data({ error: 'Kies of je cookies accepteert of weigert.' }, { status: 400 });
  }
  const headers = new Headers({ 'Set-Cookie': serializeConsent(choice, shop.secureCookies) });
  // The visitor key of the abandonment reports (docs/decisions/0048) comes with the consent, not before.
  if (choice === 'accepted' && !readVisitorKey(request)) headers.append('Set-Cookie', visitorKeyCookie(shop.secureCookies));
  if (choice === 'refused') headers.append('Set-Cookie', `${VISITOR_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  // A fetcher submission (JS) asks for data; a plain form post navigates.
  const isFetch = form?.get('via') === 'fetcher';
  if (isFetch) return data({ choice }, { headers });
  return redirect(safeRedirectPath(form?.get('redirectTo'), '/'), { status: 303, headers });
}

export function loader() {
  return redirect('/', 303);
}
