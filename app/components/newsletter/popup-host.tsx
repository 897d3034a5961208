import { Suspense } from 'react';
import { lazyPart } from '~/lib/reload-once';
import { useRootData } from '~/lib/root-data';
import { useHydrated } from 'remix-utils/use-hydrated';

// The popup's timer, dialog and form load after hydration, outside every page's first load.
const NewsletterPopup = /* @__PURE__ */ lazyPart('newsletter-popup', () => import('./newsletter-popup'));

/** docs/requirements/content-and-newsletter.md#screens-and-routes Default layout: the newsletter popup (it needs JavaScript; /nieuwsbrief/ works without). */
export function NewsletterPopupHost() {
  const consent = useRootData()?.consent ?? null;
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopup consent={consent} />
    </Suspense>
  );
}
