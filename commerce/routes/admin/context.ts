// What the /v1/admin routes share. The gate runs before every admin route: the auth routes are
// open (login, second factor, enrolment links; rate-limited), everything else needs a live staff
// session as `Authorization: Bearer <staff token>` — the storefront's service token and customer
// tokens are no staff tokens, so they get 401. Owner-only routes answer a medewerker 403. Admin
// answers are never cached (`Cache-Control: no-store`).
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { errorBody, type CommerceDeps, type CommerceEnv } from '../../http';
import { orderDeps } from '../checkout';
import { clientIp, createLimiterFactory } from '../customer-context';
import { ADMIN_MESSAGES, AdminError, requireOwner, type Actor, type AdminServices } from '../../services/admin/context';
import { actorOf, staffForSession } from '../../services/admin/staff-auth';

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
    orderDeps: orderDeps(c as unknown as Context<CommerceEnv>),
    runAfter: (name, task) => background.run(name, task),
  };
}

function bearer(c: Context): string {
  const header = c.req.header('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

const notLoggedIn = (c: Context) => c.json(errorBody(ADMIN_MESSAGES.notLoggedIn), 401, { 'WWW-Authenticate': 'Bearer realm="beheer"', 'Cache-Control': 'no-store' });

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

/** Answers an AdminError with its status and Dutch message; anything else is rethrown. */
export function answerAdminError(c: Context, error: unknown): Response {
  if (!(error instanceof AdminError)) throw error;
  const body = errorBody(error.message, error.field ? [{ path: error.field, message: error.message }] : undefined);
  return c.json(body, error.status, error.status === 401 ? { 'WWW-Authenticate': 'Bearer realm="beheer"' } : undefined);
}

/**
 * Runs a staff action: the owner check first when `owner`, then the work; an object is answered as
 * JSON (200 unless `status`), a Response as it is.
 */
export async function staffCall(
  c: Context<AdminEnv>,
  options: { owner?: boolean; status?: 200 | 201 },
  work: (actor: Actor, svc: AdminServices) => Promise<unknown>,
): Promise<Response> {
  try {
    const actor = c.get('actor');
    if (options.owner) requireOwner(actor);
    const result = await work(actor, adminServicesOf(c));
    return result instanceof Response ? result : c.json(result as object, options.status ?? 200);
  } catch (error) {
    return answerAdminError(c, error);
  }
}

/** The responses every admin route may give (described; the bodies are the Error schema or JSON). */
export function adminResponses(success: string, extra: Record<number, string> = {}) {
  const described = (description: string) => ({ description });
  return {
    200: described(success),
    400: described('Ongeldige aanvraag (Nederlandse melding per veld)'),
    401: described('Geen geldige medewerkerssessie'),
    403: described('Niet toegestaan voor deze rol'),
    404: described('Niet gevonden'),
    409: described('Kan niet in deze toestand'),
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, described(v)])),
  };
}

export const tags = ['admin'];
export const security = [{ Bearer: [] }];
export const jsonBody = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
