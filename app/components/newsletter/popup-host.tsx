import { useLocation } from '@remix-run/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isSuccessReturn, POPUP_COOKIE, popupDelay } from '~/lib/newsletter';
import { readCookieValue } from '~/lib/product-lists';
import { useRootData } from '~/root';

// The popup itself (and its form) loads only when it is due: no page pays for it up front.
const NewsletterPopup = lazy(() => import('./newsletter-popup'));

/**
 * SPEC §4 Newsletter popup: hidden; shown 30 s after load, or 5 s after the cookie bar is answered,
 * when its content is active and no newsletterpopup cookie exists; a success state on the success
 * return. Timers count from the page load, not from each navigation.
 */
export function NewsletterPopupHost() {
  const root = useRootData();
  const location = useLocation();
  const consent = root?.consent ?? null;
  const consentAtLoad = useRef(consent);
  const search = useRef(location.search);
  const [state, setState] = useState<'hidden' | 'form' | 'success'>('hidden');

  useEffect(() => {
    if (isSuccessReturn(location.search)) setState('success');
  }, [location.search]);

  useEffect(() => {
    if (state !== 'hidden') return;
    const delay = popupDelay({
      dismissed: readCookieValue(document.cookie, POPUP_COOKIE) === '1',
      consentAnswered: consent !== null,
      answeredThisVisit: consentAtLoad.current === null,
      search: search.current,
    });
    if (delay === null) return;
    const timer = window.setTimeout(() => setState('form'), delay);
    return () => window.clearTimeout(timer);
    // Only the consent answer restarts the clock; navigating does not.
  }, [consent]);

  if (state === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopup success={state === 'success'} onClose={() => setState('hidden')} />
    </Suspense>
  );
}
