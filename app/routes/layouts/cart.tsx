import { Outlet } from 'react-router';
import { FramedErrorBoundary, SiteFrame } from '~/components/layout/site-frame';

/** docs/requirements/cart.md#screens-and-routes Cart layout: titled 'Mijn Winkelwagen'; the footer shows the rating block on desktop. */
export default function CartLayout() {
  return (
    <SiteFrame footerRating>
      <main id="main" className="container cart-layout">
        <h1 className="layout-title">Mijn Winkelwagen</h1>
        <Outlet />
      </main>
    </SiteFrame>
  );
}

export const ErrorBoundary = FramedErrorBoundary;
