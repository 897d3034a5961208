// The account pages' server helpers: who is logged in, logging in and out with a fresh session
// cookie, one-time notices, and turning the API's answers into Dutch form errors.
import { clearQuoteId, getQuoteId, readCartCookie, setQuoteId } from './cart-cookie.server';
import { mergeListsAtLogin } from './product-lists.server';
import { data, redirect, type AppLoadContext, type Session } from 'react-router';
import { isCommerceError } from '~/models/client.server';
import type { CustomerAuth, CustomerSession } from '~/models/customer.server';
import { safeRedirectPath } from './routing';
import { sessionStorage, type SessionData, type SessionFlashData } from './session.server';
import { mergeCarts } from '#contract/operations/cart';
import { log } from './log.server';
import { pageUrl } from './page-url';

export type AccountSession = Session<SessionData, SessionFlashData>;

export { GENERIC_LOGIN_ERROR, GENERIC_SAVE_ERROR, SAVED } from './account-messages';

export async function getSession(request: Request, context: AppLoadContext): Promise<AccountSession> {
  return sessionStorage(context).getSession(request.headers.get('Cookie'));
}

/** The IP address the API rate-limits on (see server.ts and app/lib/client-ip.ts). */
export function ipOf(context: AppLoadContext): string | null {
  return context.clientIp ?? null;
}

/** Auth for a guest call (login, register, forgot password): the shopper's IP only. */
export function guestAuth(context: AppLoadContext): CustomerAuth {
  return { ip: ipOf(context) };
}

function loginUrl(request: Request): string {
  const url = pageUrl(request);
  const back = safeRedirectPath(url.pathname + url.search, '/account/');
  return `/account/login/?redirectTo=${encodeURIComponent(back)}`;
}

/** The logged-in customer's auth, or a redirect to the login page (docs/requirements/accounts.md#screens-and-routes remembered path). */
export async function requireCustomerAuth(
  request: Request,
  context: AppLoadContext,
): Promise<CustomerAuth & { token: string; session: AccountSession }> {
  const session = await getSession(request, context);
  const token = session.get('customerToken');
  if (typeof token !== 'string' || !token) throw redirect(loginUrl(request));
  return { token, ip: ipOf(context), session };
}

/**
 * Runs an API call for the logged-in customer. A token the API no longer accepts (expired, revoked
 * by a password reset elsewhere) ends the storefront session and sends the shopper to log in again.
 */
export async function asCustomer<T>(
  request: Request,
  context: AppLoadContext,
  call: (auth: CustomerAuth & { token: string; session: AccountSession }) => Promise<T>,
): Promise<T> {
  const auth = await requireCustomerAuth(request, context);
  try {
    return await call(auth);
  } catch (error) {
    if (isCommerceError(error) && error.status === 401) {
      throw redirect(loginUrl(request), { headers: { 'Set-Cookie': await sessionStorage(context).destroySession(auth.session) } });
    }
    throw error;
  }
}

/** docs/requirements/accounts.md#states: after login a fresh session (a new cookie, nothing carried over) holds the token. */
export async function startStorefrontSession(
  request: Request,
  context: AppLoadContext,
  login: CustomerSession,
  redirectTo: string,
  notice?: string,
) {
  const storage = sessionStorage(context);
  const session = await storage.getSession();
  session.set('customerToken', login.token);
  session.set('firstName', login.customer.first_name);
  if (notice) session.flash('notice', notice);
  const headers = new Headers({ 'Set-Cookie': await storage.commitSession(session) });
  // The guest cart and this browser's favourites and last viewed join the account's (issues 5, 6).
  const [cartCookie, listCookies] = await Promise.all([
    mergeCartAtLogin(request, context, login.token),
    mergeListsAtLogin(request, context, login.token),
  ]);
  if (cartCookie) headers.append('Set-Cookie', cartCookie);
  for (const cookie of listCookies) headers.append('Set-Cookie', cookie);
  return redirect(safeRedirectPath(redirectTo, '/account/'), { status: 303, headers });
}

/**
 * The guest cart of this browser and the customer's own cart become one (docs/decisions/0033); never fails a
 * login. The cookie then names the customer's cart, marked as the account's (0033); a login that
 * finds no cart of the customer's own ends the cookie, so a cart of someone else is never kept.
 */
async function mergeCartAtLogin(request: Request, context: AppLoadContext, customerToken: string): Promise<string | null> {
  // Read before the new session exists: another customer's cart marked as theirs is not sent.
  const quoteId = await getQuoteId(request, context);
  try {
    const cart = await context.commerce.call(mergeCarts, {
      headers: { 'x-customer-token': customerToken, ...(quoteId ? { 'x-quote-id': quoteId } : {}) },
    });
    return cart.quote_id ? await setQuoteId(context, cart.quote_id, { account: true }) : await clearQuoteId(context);
  } catch (error) {
    log.error('cart merge at login failed', error);
    // A guest cart stays this browser's; a cart marked as an account's may be another customer's.
    return (await readCartCookie(request, context))?.account ? await clearQuoteId(context) : null;
  }
}

/** Sets a one-time notice and redirects (303), keeping the session. */
export async function redirectWithNotice(
  context: AppLoadContext,
  session: AccountSession,
  to: string,
  notice: string,
  extra?: Partial<SessionData>,
) {
  session.flash('notice', notice);
  if (extra?.firstName) session.set('firstName', extra.firstName);
  return redirect(to, { status: 303, headers: { 'Set-Cookie': await sessionStorage(context).commitSession(session) } });
}

/** Reads (and so clears) the one-time notice; the returned headers must go with the answer. */
export async function takeNotice(request: Request, context: AppLoadContext): Promise<{ notice: string | null; headers: HeadersInit }> {
  const session = await getSession(request, context);
  const notice = session.get('notice') ?? null;
  if (!notice) return { notice: null, headers: {} };
  return { notice, headers: { 'Set-Cookie': await sessionStorage(context).commitSession(session) } };
}

export interface FormError {
  /** The message for the danger alert. */
  error: string | null;
  errors: Record<string, string>;
  values: Record<string, string>;
  /** Which form on the page this answers (pages with more than one form). */
  form?: string;
}

/** A 4xx answer with the form's errors and the typed values (never the passwords). */
export function formError(status: number, body: FormError) {
  return data(body, { status });
}

/**
 * Turns an API error into a form answer: its Dutch message for the alert and per-field messages from
 * its issues. Server errors of the API (5xx) give the generic text with status 502.
 */
export function apiFormError(error: unknown, values: Record<string, string>, generic: string, form?: string) {
  // Redirects (session ended) and programming errors are not form errors.
  if (error instanceof Response || !isCommerceError(error)) throw error;
  if (error.status >= 400 && error.status < 500) {
    const issues = (error.body as { error?: { issues?: { path: string; message: string }[] } } | null)?.error?.issues ?? [];
    const errors: Record<string, string> = {};
    for (const issue of issues) errors[issue.path.split('.')[0] || 'form'] ??= issue.message;
    const status = [400, 401, 403, 404, 409, 429].includes(error.status) ? error.status : 400;
    // A message that already stands at its field is not repeated in the alert (docs/requirements/accounts.md#errors generic text).
    const atField = issues.some((i) => i.message === error.message);
    return formError(status, { error: atField ? generic : error.message || generic, errors, values, form });
  }
  return formError(502, { error: generic, errors: {}, values, form });
}
