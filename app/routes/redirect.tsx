// /redirect/?to=/path/ — an internal jump used by e-mails and campaigns; only same-origin targets.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { safeRedirectPath } from '~/lib/routing';

export function loader({ request }: LoaderFunctionArgs) {
  const to = new URL(request.url).searchParams.get('to');
  return redirect(safeRedirectPath(to, '/'), 302);
}
