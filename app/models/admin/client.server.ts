// The back office's typed client of /v1/admin (docs/decisions/0038). Like the storefront's other models it
// speaks through the shop's CommerceClient (in-process or COMMERCE_API_URL), but it sends the staff
// member's own token as the bearer instead of the storefront's service token — the service token
// gets 401 there. The staff member's IP address goes along for the API's login limits.
// `staffCall(caller, ops.x, input)` calls an operation of contract/operations/admin, typed by its
// definition; `staffGet`/`staffSend`/`staffFile` are the untyped calls underneath.
import type { RouteConfig } from '@hono/zod-openapi';
import { pathOf, type AnswerOf, type CallArgs, type CallInput } from '#contract/operation';
import { isCommerceError, type CommerceClient } from '../client.server';

export interface StaffCaller {
  commerce: CommerceClient;
  /** The staff session token; null for the open steps (login, second factor, enrolment link). */
  token: string | null;
  ip?: string | null;
  /** A 401 on a call with a token: the session ended (8 idle hours, logout, disabled). */
  onSessionEnded?: () => Promise<never>;
}

type Query = Record<string, string | number | boolean | undefined | null>;

function headersOf(caller: StaffCaller): Record<string, string> | undefined {
  return caller.ip ? { 'x-forwarded-for': caller.ip } : undefined;
}

async function ended(caller: StaffCaller, error: unknown): Promise<never> {
  if (caller.token && caller.onSessionEnded && isCommerceError(error) && error.status === 401) return caller.onSessionEnded();
  throw error;
}

/**
 * Calls one /v1/admin operation as the staff member: its path parameters, query and body as its
 * definition declares them, the answer typed by its success schema. A POST or PATCH without a body
 * sends `{}`, as the back office always has.
 */
export async function staffCall<R extends RouteConfig>(caller: StaffCaller, operation: R, ...[input]: CallArgs<R>): Promise<AnswerOf<R>> {
  const given = (input ?? {}) as CallInput<R>;
  const body = given.body === undefined && operation.method !== 'get' ? {} : given.body;
  const call = { ...given, body, headers: { ...given.headers, ...headersOf(caller) } } as CallInput<R>;
  try {
    return await caller.commerce.callAs(caller.token, operation, ...([call] as CallArgs<R>));
  } catch (error) {
    return ended(caller, error);
  }
}

/** A file operation (CSV) as the staff member: its raw response. */
export function staffDownload<R extends RouteConfig>(caller: StaffCaller, operation: R, ...[input]: CallArgs<R>): Promise<Response> {
  return staffFile(caller, pathOf(operation, input?.params), input?.query as Query | undefined);
}

export async function staffGet<T>(caller: StaffCaller, path: string, query?: Query): Promise<T> {
  try {
    return await caller.commerce.requestAs<T>(caller.token, 'GET', path, { query, headers: headersOf(caller) });
  } catch (error) {
    return ended(caller, error);
  }
}

export async function staffSend<T>(caller: StaffCaller, method: 'POST' | 'PATCH', path: string, body: unknown = {}): Promise<T> {
  try {
    return await caller.commerce.requestAs<T>(caller.token, method, path, { body, headers: headersOf(caller) });
  } catch (error) {
    return ended(caller, error);
  }
}

/** A file the API answers (CSV), as its raw response. */
export async function staffFile(caller: StaffCaller, path: string, query?: Query): Promise<Response> {
  try {
    return await caller.commerce.rawAs(caller.token, 'GET', path, { query, headers: headersOf(caller) });
  } catch (error) {
    return ended(caller, error);
  }
}

/** A path segment the API will read back as it was (an order number, a code). */
export const segment = (value: string | number) => encodeURIComponent(String(value));
