import { Form, NavLink, Outlet } from 'react-router';
import { FramedErrorBoundary, SiteFrame } from '~/components/layout/site-frame';
import { getVisitor, requireCustomer } from '~/lib/session.server';
import { CsrfField } from '~/components/ui/csrf-field';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/account';
import { shopContext } from '~/lib/context';

/** Account pages anyone may open (guest-only or free of authentication, docs/requirements/accounts.md#screens-and-routes). */
const PUBLIC_ACCOUNT_PAGES = new Set([
  '/account/login/',
  '/account/register/',
  '/account/forgot-password/',
  '/account/reset-password/',
  '/account/confirm-email/',
  '/account/thankyou/',
]);

export function isPublicAccountPage(pathname: string): boolean {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return PUBLIC_ACCOUNT_PAGES.has(withSlash);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { pathname } = pageUrl(request);
  const visitor = isPublicAccountPage(pathname) ? await getVisitor(request, shop) : await requireCustomer(request, shop);
  return { showMenu: visitor.loggedIn };
}

const MENU = [
  { to: '/account/', label: 'Dashboard', end: true },
  { to: '/account/information/', label: 'Accountinformatie' },
  { to: '/account/orders/', label: 'Mijn bestellingen' },
  { to: '/account/billing-address/', label: 'Factuuradres' },
  { to: '/account/shipping-address/', label: 'Afleveradres' },
  { to: '/account/subscription/', label: 'Nieuwsbrieven' },
];

/** docs/requirements/accounts.md#screens-and-routes Account layout: header, account menu, footer. */
export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { showMenu } = loaderData;
  return (
    <SiteFrame>
      <main id="main" className={showMenu ? 'container account-layout with-menu' : 'container account-layout'}>
        {showMenu ? (
          <nav className="account-menu" aria-label="Mijn account">
            <ul>
              {MENU.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <Form method="post" action="/account/logout/">
                  <CsrfField />
                  <button type="submit" className="link-button">
                    Afmelden
                  </button>
                </Form>
              </li>
            </ul>
          </nav>
        ) : null}
        <div className="account-content">
          <Outlet />
        </div>
      </main>
    </SiteFrame>
  );
}

export const ErrorBoundary = FramedErrorBoundary;
