import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { ReactNode } from 'react';
import { useRootData } from '~/lib/root-data';
import { Header } from '../header/header';
import { deferred } from '../ui/deferred';
import { StaticFragment } from '../ui/static-fragment';
import { CookieBar as ServerCookieBar } from './cookie-bar';
import { useFavouriteIds } from '~/stores/use-product-lists';
import { ErrorPage } from './lazy-error-page';

// Fixed at the bottom, and working as plain links and forms: its code loads while the page hydrates
// instead of in its first load (docs/decisions/0021).
const CookieBar = deferred('cookie-bar', import.meta.env.SSR ? ServerCookieBar : undefined, () =>
  import('./cookie-bar').then((m) => m.CookieBar),
);

/** Header, page and footer: the frame of the default, account and cart layouts. */
export function SiteFrame({ children, footerRating = false }: { children: ReactNode; footerRating?: boolean }) {
  const root = useRootData();
  const favouritesCount = useFavouriteIds().length;
  if (!root) return <>{children}</>;
  return (
    <>
      <Header frame={root.frame} visitor={root.visitor} cartCount={root.cartCount} favouritesCount={favouritesCount} />
      {children}
      {/* The same for everyone: a static fragment (lib/frame-fragments.server.tsx). */}
      <StaticFragment
        key={footerRating ? 'rating' : 'plain'}
        as="footer"
        name={footerRating ? 'footer-rating' : 'footer'}
        className="site-footer"
      />
      {root.consent ? null : <CookieBar />}
    </>
  );
}

/** The error page inside the site frame, for errors thrown below a layout. */
export function FramedErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteFrame>
      <ErrorPage status={status} />
    </SiteFrame>
  );
}
