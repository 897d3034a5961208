// /login — the login callback of SPEC §2: after an external sign-in step the shopper lands here and
// continues to where they were going (same-origin only), or to the account home.
import { shopArgs } from '~/lib/context';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { safeRedirectPath } from '~/lib/routing';
import { getVisitor } from '~/lib/session.server';
import { pageUrl } from '~/lib/page-url';

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  const url = pageUrl(request);
  const target = safeRedirectPath(url.searchParams.get('redirectTo'), '/account/');
  const visitor = await getVisitor(request, context);
  if (!visitor.loggedIn) return redirect(`/account/login/?redirectTo=${encodeURIComponent(target)}`);
  return redirect(target);
}
