// What every back-office route shares on the server: the middleware of its layouts (every answer
// `private, no-store`; outside the login pages a staff cookie or a redirect to the login page, the
// cookie renewed for another 8 hours) and the arguments a loader or action works with — the shop's
// load context, who is logged in, and the staff caller of /v1/admin.
import { createContext, redirect, type MiddlewareFunction } from 'react-router';
import type { AppLoadContext } from 'react-router';
import type { StaffCaller } from '~/models/admin/client.server';
import { PERSONAL } from '../cache-control';
import { shopContext } from '../context';
import {
  commitStaffSession,
  loginLocation,
  readStaffSession,
  sessionEnded,
  staffCookieName,
  staffOf,
  type StaffIdentity,
} from './staff-session.server';

/**
 * What a back-office loader or action works with, set by `staffMiddleware` for the routes under the
 * back office's layout: the shop's load context, who is logged in, and the staff caller of /v1/admin
 * (a 401, the session ended, goes to the login page). Read with `context.get(backOfficeContext)`.
 */
export interface BackOffice {
  shop: AppLoadContext;
  staff: StaffIdentity;
  caller: StaffCaller;
}

export const backOfficeContext = createContext<BackOffice>();

/** A back-office helper's arguments: the route's request and params with its `BackOffice`. */
export type BackOfficeArgs = BackOffice & { request: Request; params: Record<string, string | undefined> };

/** Sets a header, on a copy when the answer's headers are immutable. */
function withHeader(response: Response, name: string, value: string, append = false): Response {
  try {
    if (append) response.headers.append(name, value);
    else response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    if (append) copy.headers.append(name, value);
    else copy.headers.set(name, value);
    return copy;
  }
}

/** Back-office answers are never kept by any cache, shared or not (docs/decisions/0038). */
export const noStoreMiddleware: MiddlewareFunction<Response> = async (_args, next) => withHeader(await next(), 'Cache-Control', PERSONAL);

/** No staff cookie: to the login page, remembering the page. With one: the cookie lives 8 hours more. */
export const staffMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const shop = context.get(shopContext);
  const session = await readStaffSession(request, shop);
  const staff = staffOf(session);
  if (!staff) throw redirect(loginLocation(request), { headers: { 'Cache-Control': PERSONAL } });
  context.set(backOfficeContext, {
    shop,
    staff,
    caller: { commerce: shop.commerce, token: staff.token, ip: shop.clientIp ?? null, onSessionEnded: () => sessionEnded(request, shop) },
  });
  const response = withHeader(await next(), 'Cache-Control', PERSONAL);
  const name = `${staffCookieName(shop.secureCookies)}=`;
  // A route that set the cookie itself (a notice taken, a logout) has the last word.
  if (response.headers.getSetCookie().some((cookie) => cookie.startsWith(name))) return response;
  return withHeader(response, 'Set-Cookie', await commitStaffSession(shop, session), true);
};

/** The caller for the open steps (login, enrolment link): no staff token yet. */
export function openCaller(context: AppLoadContext): StaffCaller {
  return { commerce: context.commerce, token: null, ip: context.clientIp ?? null };
}
