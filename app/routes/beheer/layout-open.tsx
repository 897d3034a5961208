// The back office's open pages (login, enrolment link): its own frame, `private, no-store`.
import { Outlet } from 'react-router';
import { OpenFrame } from '~/components/admin/frame';
import { noStoreMiddleware } from '~/lib/admin/back-office.server';
import adminStyles from '~/styles/admin.css?url';
import type { Route } from './+types/layout-open';

export const middleware: Route.MiddlewareFunction[] = [noStoreMiddleware];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminStyles }];

export const meta: Route.MetaFunction = () => [{ title: 'Beheer – Slaapzaak' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function OpenLayout() {
  return (
    <OpenFrame>
      <Outlet />
    </OpenFrame>
  );
}
