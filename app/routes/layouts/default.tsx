import { Outlet } from '@remix-run/react';
import { FramedErrorBoundary, SiteFrame } from '~/components/layout/site-frame';
import { NewsletterPopupHost } from '~/components/newsletter/popup-host';

/** SPEC §2 Default layout: header, footer, cookie bar (newsletter popup and chat come with their issues). */
export default function DefaultLayout() {
  return (
    <SiteFrame>
      <Outlet />
      <NewsletterPopupHost />
    </SiteFrame>
  );
}

export const ErrorBoundary = FramedErrorBoundary;
