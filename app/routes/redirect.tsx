// /redirect/?to=/path/ — an internal jump used by e-mails and campaigns; only same-origin targets.
import { redirect } from 'react-router';
import { safeRedirectPath } from '~/lib/routing';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/redirect';

export function loader({ request }: Route.LoaderArgs) {
  const to = pageUrl(request).searchParams.get('to');
  return redirect(safeRedirectPath(to, '/'), 302);
}
