// Newsletter sign-up and popup rules (docs/requirements/content-and-newsletter.md#states, #errors, #limits), shared by the form, the popup and tests.

/** docs/requirements/content-and-newsletter.md#errors Newsletter failure. */
export const NEWSLETTER_ERROR = 'Er is iets fout gegaan, probeer het later nog eens.';
/** What the shopper sees after signing up (the API answers the same text; double opt-in). */
export const NEWSLETTER_SUCCESS = 'Bedankt! Bevestig je aanmelding via de link in de e-mail die we je hebben gestuurd.';
/** docs/requirements/content-and-newsletter.md#screens-and-routes: the success return. */
export const NEWSLETTER_SUCCESS_PATH = '/?newsletter=succes';

/** docs/requirements/content-and-newsletter.md#limits: closing the popup sets newsletterpopup=1 for 7 days on path /. */
export const POPUP_COOKIE = 'newsletterpopup';
export const POPUP_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;
/** docs/requirements/content-and-newsletter.md#limits: 30 s after load; 5 s after the cookie bar is answered. */
export const POPUP_DELAY_MS = 30_000;
export const POPUP_AFTER_CONSENT_MS = 5_000;
/** Query flag for tests and previews: `?popup_delay=<ms>` may only shorten the delays, never lengthen them. */
export const POPUP_DELAY_FLAG = 'popup_delay';

export function isSuccessReturn(search: string): boolean {
  return new URLSearchParams(search).get('newsletter') === 'succes';
}

/** The two delays, shortened by the flag when one is given. */
export function popupDelays(search: string): { afterLoad: number; afterConsent: number } {
  const raw = new URLSearchParams(search).get(POPUP_DELAY_FLAG);
  const wanted = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : null;
  if (wanted === null) return { afterLoad: POPUP_DELAY_MS, afterConsent: POPUP_AFTER_CONSENT_MS };
  return { afterLoad: Math.min(wanted, POPUP_DELAY_MS), afterConsent: Math.min(wanted, POPUP_AFTER_CONSENT_MS) };
}

/**
 * When the popup may open, in ms from now, or null: never when dismissed, and while the cookie bar
 * still waits for an answer it waits for that answer first.
 */
export function popupDelay(options: {
  dismissed: boolean;
  consentAnswered: boolean;
  answeredThisVisit: boolean;
  search: string;
}): number | null {
  if (options.dismissed || !options.consentAnswered) return null;
  const delays = popupDelays(options.search);
  return options.answeredThisVisit ? delays.afterConsent : delays.afterLoad;
}

export function popupCookie(secure: boolean): string {
  return `${POPUP_COOKIE}=1; Path=/; Max-Age=${POPUP_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
