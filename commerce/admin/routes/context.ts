// What the /v1/admin routes share. The gate runs before every admin route: the auth routes are
// open (login, second factor, enrolment links; rate-limited), everything else needs a live staff
// session as `Authorization: Bearer <staff token>` — the storefront's service token and customer
// tokens are no staff tokens, so they get 401. Owner-only routes answer a medewerker 403. Admin
// answers are never cached (`Cache-Control: no-store`).
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { errorBody, type CommerceDeps, type CommerceEnv } from '../../http';
import { orderDeps } from '../../checkout/routes';
import { clientIp, createLimiterFactory } from '../../customer/context';
import { ADMIN_MESSAGES, AdminError, audit, requireOwner, type Actor, type AdminServices } from '../context';
import { actorOf, staffForSession } from '../staff-auth';

export interface AdminEnv {
  Variables: { deps: CommerceDeps; actor: Actor; sessionHash: string };
}

export { clientIp };

const OPEN_PATHS = [/^\/v1\/admin\/auth\/(login|otp)$/, /^\/v1\/admin\/auth\/enrol\/[^/]+$/];

/** A router for one admin group; invalid requests answer 400 with Dutch messages, never 500. */
export function createAdminRouter() {
  return new OpenAPIHono<AdminEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        return c.json(errorBody(issues[0]?.message ?? 'De aanvraag is ongeldig.', issues), 400);
      }
    },
  });
}

const limiterOf = createLimiterFactory();

export function adminServicesOf(c: Context<AdminEnv>): AdminServices {
  const { database, providers, config, background } = c.get('deps');
  return {
    db: database.db,
    now: config.now ?? (() => new Date()),
    mailer: providers.mailer,
    payments: providers.payments,
    limiter: limiterOf(c as unknown as Context<CommerceEnv>),
    logger: providers.logger,
    publicUrl: config.publicUrl,
    tokenSecret: config.tokenSecret,
    orderDeps: orderDeps(c as unknown as Context<CommerceEnv>),
    runAfter: (name, task) => background.run(name, task),
  };
}

function bearer(c: Context): string {
  const header = c.req.header('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

const notLoggedIn = (c: Context) =>
  c.json(errorBody(ADMIN_MESSAGES.notLoggedIn), 401, { 'WWW-Authenticate': 'Bearer realm="beheer"', 'Cache-Control': 'no-store' });

export const adminGate: MiddlewareHandler<AdminEnv> = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  if (OPEN_PATHS.some((p) => p.test(c.req.path))) return next();
  const token = bearer(c);
  const svc = adminServicesOf(c);
  const session = token ? await staffForSession(svc.db, token, svc.now()) : null;
  if (!session) return notLoggedIn(c);
  c.set('actor', actorOf(session.member));
  c.set('sessionHash', session.tokenHash);
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

/** A staff action's JSON answer, typed from what the work returns. */
export type StaffAnswer<T, S extends 200 | 201> = Response & TypedResponse<JSONParsed<T>, S, 'json'>;

/**
 * Runs work answering JSON. An AdminError it throws is answered by the API's error handler
 * (commerce/problem.ts): every admin operation declares 400–409 (contract/operations/admin/shared.ts);
 * 429 and 503 come only from the operations that declare them.
 */
export async function answerJson<T extends object, S extends 200 | 201>(
  c: Context,
  status: S,
  work: () => Promise<T>,
): Promise<StaffAnswer<T, S>> {
  return c.json(await work(), status) as StaffAnswer<T, S>;
}

/**
 * Runs a staff action: the owner check first when `owner`, then the work; its result is answered
 * as JSON (200, or 201 with `status: 201`).
 */
export function staffCall<T extends object>(
  c: Context<AdminEnv>,
  options: { owner?: boolean; status?: 200 },
  work: StaffWork<T>,
): Promise<StaffAnswer<T, 200>>;
export function staffCall<T extends object>(
  c: Context<AdminEnv>,
  options: { owner?: boolean; status: 201 },
  work: StaffWork<T>,
): Promise<StaffAnswer<T, 201>>;
export function staffCall<T extends object>(c: Context<AdminEnv>, options: { owner?: boolean; status?: 200 | 201 }, work: StaffWork<T>) {
  return answerJson(c, options.status ?? 200, async () => {
    const actor = c.get('actor');
    return auditRefusals(c, actor, async () => {
      if (options.owner) requireOwner(actor);
      return work(actor, adminServicesOf(c));
    });
  });
}

/**
 * A 403 (a medewerker at an owner-only action, or past their refund limit) goes to the audit log as
 * `staff.forbidden`, with the method and path asked for (docs/decisions/0044); the answer stays the 403.
 */
async function auditRefusals<T>(c: Context<AdminEnv>, actor: Actor, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AdminError && error.status === 403) {
      const svc = adminServicesOf(c);
      await audit(svc.db, actor, 'staff.forbidden', `${c.req.method} ${c.req.path}`, null, { message: error.message }).catch((err: Error) =>
        svc.logger.error({ err: err.message }, 'audit log write failed'),
      );
    }
    throw error;
  }
}

type StaffWork<T> = (actor: Actor, svc: AdminServices) => Promise<T>;

/** A staff action answering a file (CSV): the work's Response as it is (an AdminError is answered as JSON by the API). */
export function staffFile(c: Context<AdminEnv>, work: (actor: Actor, svc: AdminServices) => Promise<Response>): Promise<Response> {
  return auditRefusals(c, c.get('actor'), () => work(c.get('actor'), adminServicesOf(c)));
}

/** A CSV download: the byte-order mark (Excel reads UTF-8 by it), never cached. */
export const csvDownload = (csv: string, filename: string) =>
  new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
