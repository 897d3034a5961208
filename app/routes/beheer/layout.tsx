// The back office's layout (docs/decisions/0038): every page under it needs a staff login (staffMiddleware
// sends anyone else to /beheer/inloggen/) and is `private, no-store`.
import { data, isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { BackOfficeFrame } from '~/components/admin/frame';
import { staffMiddleware } from '~/lib/admin/back-office.server';
import { takeStaffNotice } from '~/lib/admin/staff-session.server';
import adminStyles from '~/styles/admin.css?url';
import type { Route } from './+types/layout';
import { backOfficeContext } from '~/lib/admin/back-office.server';

export const middleware: Route.MiddlewareFunction[] = [staffMiddleware];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminStyles }];

export const meta: Route.MetaFunction = () => [{ title: 'Beheer – Slaapzaak' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shop, staff } = context.get(backOfficeContext);
  const { notice, problem, headers } = await takeStaffNotice(request, shop);
  return data({ staff: { email: staff.email, role: staff.role }, notice, problem }, { headers });
}

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  const { staff, notice, problem } = loaderData;
  return (
    <BackOfficeFrame staff={staff} notice={notice} problem={problem}>
      <Outlet />
    </BackOfficeFrame>
  );
}

const MESSAGES: Record<number, string> = {
  403: 'Je mag deze pagina niet bekijken.',
  404: 'Deze pagina bestaat niet in het beheer.',
};

/** An error of a back-office page, in the back office's frame, with the API's Dutch message. */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>('beheer');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const own =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown })?.message === 'string'
      ? (error.data as { message: string }).message
      : null;
  if (!isRouteErrorResponse(error)) console.error(error);
  const message = own ?? MESSAGES[status] ?? 'Er ging iets mis. Vernieuw de pagina om het nogmaals te proberen.';
  return (
    <BackOfficeFrame staff={layout?.staff ?? null}>
      <h1>{status === 403 ? 'Geen toegang' : status === 404 ? 'Niet gevonden' : 'Er ging iets mis'}</h1>
      <p className="alert alert-danger" role="alert">
        {message}
      </p>
      <p>
        <a href="/beheer/">Terug naar het overzicht</a>
      </p>
    </BackOfficeFrame>
  );
}
