import { Outlet, useMatches } from 'react-router';
import { AssistantLauncher as ServerAssistantLauncher } from '~/components/layout/assistant-launcher';
import { deferred } from '~/components/ui/deferred';
import { FramedErrorBoundary, SiteFrame } from '~/components/layout/site-frame';
import { NewsletterPopupHost } from '~/components/newsletter/popup-host';

// A link to the chat page until its code arrives, right after hydration (docs/decisions/0021).
const AssistantLauncher = deferred('assistant', import.meta.env.SSR ? ServerAssistantLauncher : undefined, () =>
  import('~/components/layout/assistant-launcher').then((m) => m.AssistantLauncher),
);

/** Routes without the chat launcher: docs/requirements/content-and-newsletter.md#screens-and-routes hides it on the configurator; the chat page is the chat. */
const NO_LAUNCHER = new Set(['configurator', 'service-chat']);

/** docs/requirements/content-and-newsletter.md#screens-and-routes Default layout: header, footer, cookie bar, newsletter popup and chat. */
export default function DefaultLayout() {
  const matches = useMatches();
  const launcher = !matches.some((m) => NO_LAUNCHER.has(m.id));
  return (
    <SiteFrame>
      <Outlet />
      <NewsletterPopupHost />
      {launcher ? <AssistantLauncher /> : null}
    </SiteFrame>
  );
}

export const ErrorBoundary = FramedErrorBoundary;
