// What every back-office route shares on the server: the middleware of its layouts (every answer
// `private, no-store`; outside the login pages a staff cookie or a redirect to the login page, the
// cookie renewed for another 8 hours) and the arguments a loader or action works with — the shop's
// load context, who is logged in, and the staff caller of /v1/admin.
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
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

/** Who is logged in, set by `staffMiddleware` for the routes under the back office's layout. */
export const staffContext = createContext<StaffIdentity>();

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

/** Back-office answers are never kept by any cache, shared or not (issue 25). */
export const noStoreMiddleware: MiddlewareFunction<Response> = async (_args, next) => withHeader(await next(), 'Cache-Control', PERSONAL);

/** No staff cookie: to the login page, remembering the page. With one: the cookie lives 8 hours more. */
export const staffMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const shop = context.get(shopContext);
  const session = await readStaffSession(request, shop);
  const staff = staffOf(session);
  if (!staff) throw redirect(loginLocation(request), { headers: { 'Cache-Control': PERSONAL } });
  context.set(staffContext, staff);
  const response = withHeader(await next(), 'Cache-Control', PERSONAL);
  const name = `${staffCookieName(shop.secureCookies)}=`;
  // A route that set the cookie itself (a notice taken, a logout) has the last word.
  if (response.headers.getSetCookie().some((cookie) => cookie.startsWith(name))) return response;
  return withHeader(response, 'Set-Cookie', await commitStaffSession(shop, session), true);
};

export interface BackOfficeArgs {
  request: Request;
  params: Record<string, string | undefined>;
  context: AppLoadContext;
  staff: StaffIdentity;
  /** Calls /v1/admin as this staff member; a 401 (session ended) goes to the login page. */
  caller: StaffCaller;
}

/** A back-office loader's or action's arguments (only under the layout with `staffMiddleware`). */
export function backOfficeArgs(args: {
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
}): BackOfficeArgs {
  const context = args.context.get(shopContext);
  const staff = args.context.get(staffContext);
  return {
    request: args.request,
    params: args.params,
    context,
    staff,
    caller: {
      commerce: context.commerce,
      token: staff.token,
      ip: context.clientIp ?? null,
      onSessionEnded: () => sessionEnded(args.request, context),
    },
  };
}

/** The caller for the open steps (login, enrolment link): no staff token yet. */
export function openCaller(context: AppLoadContext): StaffCaller {
  return { commerce: context.commerce, token: null, ip: context.clientIp ?? null };
}
