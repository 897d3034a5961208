// The cookie-consent cookie, shared by the server (session.server.ts reads and sets it) and the
// cookie bar, which also writes it itself in the click that hides the bar (docs/decisions/0040).

/** Cookie consent: 'accepted' or 'refused', kept 12 months (docs/decisions/0001). A plain value, so
 * tag managers in the browser can read it too. */
export type ConsentChoice = 'accepted' | 'refused';
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 365;

export function serializeConsent(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Stores the choice in the browser at once, in the same step that hides the bar: a reload or a
 * click on a link right after cannot cut it off, as it could the request that also stores it
 * (docs/decisions/0040). The server's answer sets the same cookie again.
 */
export function storeConsentInBrowser(choice: ConsentChoice) {
  document.cookie = serializeConsent(choice, location.protocol === 'https:');
}
