// The commerce API: a Hono app built from injected parts, so each test can own its database.
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { verifyToken } from './auth/tokens';
import type { CommerceConfig } from './config';
import type { Database } from './db/client';
import { errorBody, type CommerceDeps, type CommerceEnv } from './http';
import type { CommerceProviders } from './providers';
import { createBackgroundTasks, type BackgroundTasks } from './platform/background';
import { createAuthRoutes } from './auth/routes';
import { createAbandonRoutes } from './cart/abandon.routes';
import { createAssistantRoutes } from './assistant/routes';
import { createCartRoutes } from './cart/routes';
import { createCatalogRoutes } from './catalog/routes';
import { createCatalogProductRoutes } from './catalog/products.routes';
import { createFeedRoutes } from './catalog/feeds';
import { createCheckoutRoutes, createWebhookRoutes, orderDeps } from './checkout/routes';
import { isQuoteId } from './cart/cart';
import { releaseOpenOrdersOfCart } from './order/orders';
import { createContentRoutes } from './content/routes';
import { createContactRoutes } from './content/contact.routes';
import { createCustomerRoutes } from './customer/routes';
import { createVitalsRoutes } from './rum/routes';
import { createGuidedSellingRoutes } from './guided-selling/routes';
import { createMediaRoutes } from './media/routes';
import { createProductRoutes } from './catalog/product.routes';
import { adminGate, createAdminRoutes } from './admin/routes';
import { createAlertRoutes } from './alerts/routes';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '#contract/operations/alerts';
import { telemetryHooks } from '../lib/telemetry';
import { CommerceProblem } from './problem';

export interface CommerceAppOptions {
  db: Database;
  providers: CommerceProviders;
  config: CommerceConfig;
  /** After-answer work; one of its own when absent (tests pass theirs to wait for it). */
  background?: BackgroundTasks;
}

/** Shared caches keep catalogue answers 5 minutes and may serve them stale for an hour while refreshing. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600';

const isAdminPath = (path: string) => path === '/v1/admin' || path.startsWith('/v1/admin/');

/** Paths under /v1 that need no service token. */
const publicV1 = new Set(['/v1/openapi.json', '/v1/payments/webhook', ONE_CLICK_UNSUBSCRIBE_PATH]);

export function createCommerceApp({ db, providers, config, background }: CommerceAppOptions) {
  const deps: CommerceDeps = { database: db, providers, config, background: background ?? createBackgroundTasks(providers.logger) };
  const app = new OpenAPIHono<CommerceEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    // Traces and metrics (docs/decisions/0061): the API handler's span, named by its route pattern
    // once the router has matched; in-process it is the calling loader's child, across processes the
    // front door's, whose parent came in as traceparent (server/request-context.ts).
    const hooks = telemetryHooks();
    if (!hooks) return next();
    const method = c.req.method;
    await hooks.inSpan(`${method} api`, { 'http.request.method': method, 'slaapzaak.wing': 'api' }, async (span) => {
      await next();
      span.rename(`${method} ${c.req.routePath}`, c.req.routePath);
      span.status(c.res.status);
    });
  });
  requireServiceToken(app, config);
  cacheCatalogueAnswers(app);
  releaseOpenOrdersOnCartChange(app, db);
  mountRoutes(app);
  describeApi(app);
  answerErrors(app, providers);
  return app;
}

type App = OpenAPIHono<CommerceEnv>;

/** /v1 asks for the service token, except the public paths and the back office. */
function requireServiceToken(app: App, config: CommerceConfig) {
  app.use('/v1/*', async (c, next) => {
    // The back office carries staff tokens, never the service token (admin/routes/context.ts).
    if (publicV1.has(c.req.path) || isAdminPath(c.req.path)) return next();
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token || !verifyToken(token, config.tokenSecret)) {
      return c.json(errorBody('Niet aangemeld: een geldig toegangstoken is nodig.'), 401, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    await next();
  });
}

function cacheCatalogueAnswers(app: App) {
  // Catalogue and content answers are the same for every client: CDNs may keep them (docs/decisions/0012).
  for (const prefix of ['/v1/catalog/*', '/v1/content/*']) {
    app.use(prefix, async (c, next) => {
      await next();
      if (c.req.method === 'GET' && c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
        c.res.headers.set('Cache-Control', CATALOGUE_CACHE_CONTROL);
      }
    });
  }
}

function releaseOpenOrdersOnCartChange(app: App, db: CommerceAppOptions['db']) {
  // One cart, at most one open order: a change to the cart (lines, code, checkout details) first
  // cancels the order placed from it, which gives back its stock and code (docs/decisions/0029).
  for (const path of ['/v1/cart/*', '/v1/checkout/customer', '/v1/checkout/paymentmethod']) {
    app.use(path, async (c, next) => {
      const quoteId = c.req.header('x-quote-id');
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isQuoteId(quoteId))
        await releaseOpenOrdersOfCart(db.db, quoteId, orderDeps(c));
      await next();
    });
  }
}

/** The back office behind its gate, then every domain's routes. */
function mountRoutes(app: App) {
  app.use('/v1/admin/*', adminGate as never);
  app.use('/v1/admin', adminGate as never);
  for (const admin of createAdminRoutes()) app.route('/', admin as never);
  app.route('/', createAuthRoutes());
  app.route('/', createContentRoutes());
  app.route('/', createContactRoutes());
  app.route('/', createProductRoutes());
  app.route('/', createCatalogRoutes());
  app.route('/', createCatalogProductRoutes());
  app.route('/', createFeedRoutes());
  app.route('/', createGuidedSellingRoutes());
  app.route('/', createCartRoutes());
  app.route('/', createAbandonRoutes());
  app.route('/', createCustomerRoutes());
  app.route('/', createAlertRoutes());
  app.route('/', createCheckoutRoutes());
  app.route('/', createWebhookRoutes());
  app.route('/', createMediaRoutes());
  app.route('/', createAssistantRoutes());
  app.route('/', createVitalsRoutes());
}

/** The OpenAPI document at /v1/openapi.json. */
function describeApi(app: App) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', { type: 'http', scheme: 'bearer' });
  app.doc('/v1/openapi.json', {
    openapi: '3.0.3',
    info: {
      title: 'Slaapzaak commerce API',
      version: '1.0.0',
      description:
        'De API achter de Slaapzaak-winkel. Bedragen zijn gehele eurocenten inclusief 21% btw. ' +
        'Alle /v1-aanroepen vragen een Bearer-token van POST /login (service-account).',
    },
  });
}

/** 404 for unknown calls; database outages, bad input and faults as Dutch JSON errors. */
function answerErrors(app: App, providers: CommerceAppOptions['providers']) {
  app.notFound((c) => c.json(errorBody('Deze aanroep bestaat niet.'), 404));
  app.onError((err, c) => {
    if (err instanceof CommerceProblem) {
      // A problem the caller can fix or wait out (commerce/problem.ts), answered here once.
      const issues = err.field ? [{ path: err.field, message: err.message }] : undefined;
      return c.json(errorBody(err.message, issues), err.status, err.headers);
    }
    if (isDatabaseUnavailable(err)) {
      // The database is away (restart, network): a temporary state, said as such, never a crash.
      providers.logger.warn({ err: err.message, path: c.req.path }, 'database unavailable');
      return c.json(errorBody('De winkel is even niet bereikbaar. Probeer het over een paar seconden opnieuw.'), 503, {
        'Retry-After': '5',
      });
    }
    if (isBadInputForDatabase(err)) {
      // Text PostgreSQL cannot hold (a NUL byte, a broken surrogate) or a value out of its range came
      // from the request: bad input, not a fault of ours.
      return c.json(errorBody('De aanvraag is ongeldig.'), 400);
    }
    if (err instanceof HTTPException) {
      // Malformed JSON bodies and similar client errors surface as HTTPExceptions.
      return c.json(errorBody(err.status < 500 ? 'De aanvraag is ongeldig.' : 'Er ging iets mis.'), err.status);
    }
    providers.logger.error({ err: { message: err.message, stack: err.stack }, path: c.req.path }, 'commerce error');
    return c.json(errorBody('Er ging iets mis aan onze kant. Probeer het later opnieuw.'), 500);
  });
}

export type CommerceApp = ReturnType<typeof createCommerceApp>;

/**
 * PostgreSQL data exceptions that only a request's own values cause: untranslatable characters
 * (22021, 22P05: NUL bytes), invalid text for a type (22P02), numbers out of range (22003).
 */
export function isBadInputForDatabase(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return [e?.code, e?.cause?.code].some((code) => code === '22021' || code === '22P05' || code === '22P02' || code === '22003');
}

/** Connection-level failures of PostgreSQL (refused, reset, terminated, shutting down, too many clients). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: { code?: string; message?: string } } | null;
  const codes = [e?.code, e?.cause?.code];
  if (
    codes.some(
      (code) =>
        code && (/^(08|57P0)/.test(code) || code === '53300' || ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code)),
    )
  )
    return true;
  const message = `${e?.message ?? ''} ${e?.cause?.message ?? ''}`;
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(message);
}
