// The back office's open pages (login, enrolment link): its own frame, `private, no-store`.
import { Outlet, type LinksFunction, type MetaFunction } from 'react-router';
import { OpenFrame } from '~/components/admin/frame';
import { noStoreMiddleware } from '~/lib/admin/back-office.server';
import adminStyles from '~/styles/admin.css?url';

export const middleware = [noStoreMiddleware];

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: adminStyles }];

export const meta: MetaFunction = () => [{ title: 'Beheer – Slaapzaak' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function OpenLayout() {
  return (
    <OpenFrame>
      <Outlet />
    </OpenFrame>
  );
}
