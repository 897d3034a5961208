// The back office's own cookie (docs/decisions/0038): the staff token of /v1/admin, apart from the customer
// session. HttpOnly, SameSite=Strict, Secure with the __Secure- prefix over HTTPS, and Path=/beheer,
// so the token never travels with a storefront request. It lives 8 hours and is renewed on every
// back-office request (the API ends a session after 8 idle hours too); during the two-step login it
// holds the 5-minute ticket of the first step instead. Signed with a secret derived from the
// storefront's, so no storefront cookie can stand in for it.
import { redirect, type AppLoadContext, type Session, type SessionStorage } from 'react-router';
import { safeRedirectPath } from '../routing';
import { createCookieSessionStorage } from '../web-cookies';

export const STAFF_COOKIE = 'slaapzaak_beheer';
export const STAFF_SECURE_COOKIE = '__Secure-slaapzaak_beheer';
export const STAFF_IDLE_SECONDS = 8 * 60 * 60;
export const BACK_OFFICE_HOME = '/beheer/';
export const LOGIN_PATH = '/beheer/inloggen/';

export type StaffRole = 'eigenaar' | 'medewerker';

export interface StaffSessionData {
  token?: string;
  role?: StaffRole;
  email?: string;
  /** The first login step's ticket, until the code is given. */
  ticket?: string;
  ticketEmail?: string;
}

export interface StaffFlash {
  notice?: string;
  /** A refusal shown after a redirect (a download that found nothing). */
  problem?: string;
}

/** Who is logged in to the back office, as the cookie says (the API decides what they may do). */
export interface StaffIdentity {
  token: string;
  role: StaffRole;
  email: string;
}

export type StaffSession = Session<StaffSessionData, StaffFlash>;

const storages = new Map<string, SessionStorage<StaffSessionData, StaffFlash>>();

export const staffCookieName = (secure: boolean) => (secure ? STAFF_SECURE_COOKIE : STAFF_COOKIE);

export function staffStorage(context: Pick<AppLoadContext, 'sessionSecret' | 'previousSessionSecrets' | 'secureCookies'>) {
  const key = `${context.sessionSecret}:${context.previousSessionSecrets?.join(',')}:${context.secureCookies}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage<StaffSessionData, StaffFlash>({
      cookie: {
        name: staffCookieName(context.secureCookies),
        httpOnly: true,
        sameSite: 'strict',
        secure: context.secureCookies,
        path: '/beheer',
        maxAge: STAFF_IDLE_SECONDS,
        secrets: [context.sessionSecret, ...(context.previousSessionSecrets ?? [])].map((s) => `beheer:${s}`),
      },
    });
    storages.set(key, storage);
  }
  return storage;
}

export function readStaffSession(request: Request, context: AppLoadContext): Promise<StaffSession> {
  return staffStorage(context).getSession(request.headers.get('Cookie'));
}

export function commitStaffSession(context: AppLoadContext, session: StaffSession): Promise<string> {
  return staffStorage(context).commitSession(session);
}

export function destroyStaffSession(context: AppLoadContext, session: StaffSession): Promise<string> {
  return staffStorage(context).destroySession(session);
}

export function staffOf(session: StaffSession): StaffIdentity | null {
  const token = session.get('token');
  const role = session.get('role');
  const email = session.get('email');
  if (typeof token !== 'string' || !token || (role !== 'eigenaar' && role !== 'medewerker')) return null;
  return { token, role, email: typeof email === 'string' ? email : '' };
}

/** A return path inside the back office (never the login page itself, never another site). */
export function backOfficeReturnPath(raw: unknown): string {
  const path = safeRedirectPath(typeof raw === 'string' ? raw : null, BACK_OFFICE_HOME);
  return path.startsWith('/beheer/') && !path.startsWith(LOGIN_PATH) ? path : BACK_OFFICE_HOME;
}

/** The login page, remembering where the staff member was going (a page, never a form post). */
export function loginLocation(request: Request, reason?: 'verlopen'): string {
  const url = new URL(request.url);
  // A data request (/beheer/x/_.data?_routes=…) stands for its page (/beheer/x/).
  url.searchParams.delete('_routes');
  const page = url.pathname.replace(/_\.data$/, '').replace(/\.data$/, '/');
  const back = request.method === 'GET' || request.method === 'HEAD' ? backOfficeReturnPath(page + url.search) : BACK_OFFICE_HOME;
  const query = new URLSearchParams();
  if (back !== BACK_OFFICE_HOME) query.set('redirectTo', back);
  if (reason) query.set('reden', reason);
  const search = query.toString();
  return search ? `${LOGIN_PATH}?${search}` : LOGIN_PATH;
}

/** The session ended in the API (8 idle hours, logged out elsewhere, disabled): to the login page. */
export async function sessionEnded(request: Request, context: AppLoadContext): Promise<never> {
  const session = await readStaffSession(request, context);
  throw redirect(loginLocation(request, 'verlopen'), {
    headers: { 'Set-Cookie': await destroyStaffSession(context, session), 'Cache-Control': 'private, no-store' },
  });
}

/** POST → 303 → GET with a one-time notice in the staff cookie. */
export async function redirectWithStaffNotice(request: Request, context: AppLoadContext, to: string, notice: string): Promise<Response> {
  const session = await readStaffSession(request, context);
  session.flash('notice', notice);
  return redirect(to, { status: 303, headers: { 'Set-Cookie': await commitStaffSession(context, session) } });
}

/** The one-time notice and problem, if any, and the header that clears them. */
export async function takeStaffNotice(
  request: Request,
  context: AppLoadContext,
): Promise<{ notice: string | null; problem: string | null; headers: HeadersInit }> {
  const session = await readStaffSession(request, context);
  const notice = session.get('notice') ?? null;
  const problem = session.get('problem') ?? null;
  if (!notice && !problem) return { notice: null, problem: null, headers: {} };
  return { notice, problem, headers: { 'Set-Cookie': await commitStaffSession(context, session) } };
}
