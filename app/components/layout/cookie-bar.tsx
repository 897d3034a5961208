import { useFetcher, useLocation } from 'react-router';
import { pushConsent } from '~/lib/analytics';
import { storeConsentInBrowser, type ConsentChoice } from '~/lib/consent';
import { useHydrated } from 'remix-utils/use-hydrated';
import { CsrfField } from '~/components/ui/csrf-field';

/**
 * docs/requirements/content-and-newsletter.md#screens-and-routes/#states Cookie bar: accept or refuse; the choice dismisses the bar and is pushed to the
 * analytics layer. A plain form without JavaScript, a fetcher with it. With JavaScript the click also
 * writes the cookie itself, so the choice holds even when a reload or a link cuts the request off.
 */
export function CookieBar() {
  const fetcher = useFetcher<{ choice: 'accepted' | 'refused' }>();
  const location = useLocation();
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get('choice');
  const answered = fetcher.data?.choice;

  // The choice goes to analytics as it is made: once it is stored, the root loader's revalidation
  // removes this bar, so nothing may wait for the answer here.
  if (pending || answered) return null;
  const choose = (choice: ConsentChoice) => {
    storeConsentInBrowser(choice);
    pushConsent(choice);
  };
  return (
    <section className="cookie-bar" aria-label="Cookies" role="region">
      <fetcher.Form method="post" action="/api/consent" className="container cookie-bar-inner">
        <CsrfField />
        <p>
          Wij gebruiken cookies om de winkel goed te laten werken, het gebruik te meten en je relevante aanbiedingen te tonen. Lees meer in
          onze <a href="/service/privacy/">privacyverklaring</a>.
        </p>
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        <div className="cookie-actions">
          <button type="submit" name="choice" value="refused" className="button button-secondary" onClick={() => choose('refused')}>
            Weigeren
          </button>
          <button type="submit" name="choice" value="accepted" className="button button-primary" onClick={() => choose('accepted')}>
            Accepteren
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
