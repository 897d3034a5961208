// /redirect/?to=/path/ — an internal jump used by e-mails and campaigns; only same-origin targets.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { safeRedirectPath } from '~/lib/routing';
import { pageUrl } from '~/lib/page-url';

export function loader({ request }: LoaderFunctionArgs) {
  const to = pageUrl(request).searchParams.get('to');
  return redirect(safeRedirectPath(to, '/'), 302);
}
