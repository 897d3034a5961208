// Storefront cookies: the signed session (the customer's login token and first name, plus one-time
// notices) and the cookie-consent choice.
import { redirect, type SessionStorage } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { createCookieSessionStorage } from './web-cookies';
import { safeRedirectPath } from './routing';
import { CONSENT_COOKIE, type ConsentChoice } from './consent';
import { pageUrl } from './page-url';

export interface SessionData {
  customerToken?: string;
  firstName?: string;
}

/** One-time messages shown after a redirect (POST → 303 → GET), e.g. 'De wijzigingen zijn opgeslagen.' */
export interface SessionFlashData {
  notice?: string;
}

const storages = new Map<string, SessionStorage<SessionData, SessionFlashData>>();

export const sessionCookieName = (secure: boolean) => (secure ? '__Host-slaapzaak_session' : 'slaapzaak_session');

/** docs/requirements/accounts.md#limits: the auth cookie lives 86400 s. */
export function sessionStorage(context: AppLoadContext) {
  const key = `${context.sessionSecret}:${context.previousSessionSecrets?.join(',')}:${context.secureCookies}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage<SessionData, SessionFlashData>({
      cookie: {
        // Over HTTPS the __Host- prefix pins the cookie to this host, Secure and Path=/.
        name: sessionCookieName(context.secureCookies),
        httpOnly: true,
        sameSite: 'lax',
        secure: context.secureCookies,
        path: '/',
        maxAge: 86_400,
        secrets: [context.sessionSecret, ...(context.previousSessionSecrets ?? [])],
      },
    });
    storages.set(key, storage);
  }
  return storage;
}

export interface Visitor {
  firstName: string | null;
  loggedIn: boolean;
}

export async function getVisitor(request: Request, context: AppLoadContext): Promise<Visitor> {
  const session = await sessionStorage(context).getSession(request.headers.get('Cookie'));
  const firstName = session.get('firstName');
  const loggedIn = typeof session.get('customerToken') === 'string';
  return { loggedIn, firstName: loggedIn && typeof firstName === 'string' ? firstName : null };
}

/** docs/requirements/accounts.md#screens-and-routes: a protected page sends a guest to the login page, remembering where they were going. */
export async function requireCustomer(request: Request, context: AppLoadContext): Promise<Visitor> {
  const visitor = await getVisitor(request, context);
  if (!visitor.loggedIn) {
    const url = pageUrl(request);
    const back = safeRedirectPath(url.pathname + url.search, '/account/');
    throw redirect(`/account/login/?redirectTo=${encodeURIComponent(back)}`);
  }
  return visitor;
}

/** Cookie consent (the cookie itself: lib/consent.ts, shared with the cookie bar). */
export { serializeConsent, type ConsentChoice } from './consent';

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('Cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export function getConsent(request: Request): ConsentChoice | null {
  const value = readCookie(request, CONSENT_COOKIE);
  return value === 'accepted' || value === 'refused' ? value : null;
}
