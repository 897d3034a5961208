// /login — the login callback of docs/requirements/accounts.md#screens-and-routes: after an external sign-in step the shopper lands here and
// continues to where they were going (same-origin only), or to the account home.
import { redirect } from 'react-router';
import { safeRedirectPath } from '~/lib/routing';
import { getVisitor } from '~/lib/session.server';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/login-callback';
import { shopContext } from '~/lib/context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const url = pageUrl(request);
  const target = safeRedirectPath(url.searchParams.get('redirectTo'), '/account/');
  const visitor = await getVisitor(request, shop);
  if (!visitor.loggedIn) return redirect(`/account/login/?redirectTo=${encodeURIComponent(target)}`);
  return redirect(target);
}
