import { Outlet } from '@remix-run/react';
import { FramedErrorBoundary, SiteFrame } from '~/components/layout/site-frame';

/** SPEC §2 Default layout: header, footer, cookie bar (newsletter popup and chat come with their issues). */
export default function DefaultLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

export const ErrorBoundary = FramedErrorBoundary;
