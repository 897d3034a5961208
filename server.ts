// One Node process: static files, the commerce API under /v1, and the React Router storefront. With
// WEB_CONCURRENCY=N on PostgreSQL, N such processes share the port (server/cluster.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { Hono } from 'hono';
import pino from 'pino';
import { createCommerceApp } from './commerce/app';
import { settingsOrExit } from './commerce/settings';
import { commerceConfigFromSettings, demoModeFromEnv, demoModeNotices, isLoopbackUrl, loadSecrets } from './commerce/config';
import { e2eFixtures, e2eFixturesEnabled, E2E_FIXTURES_PATH } from './server/e2e-fixtures';
import { openDatabase } from './commerce/db/client';
import { prepareDatabase } from './commerce/db/prepare';
import { demoLeftoversMessage, findDemoLeftovers } from './commerce/db/seed/demo-guard';
import { assistantModelFromEnv, molliePaymentProviderFromEnv, providersFromEnv } from './commerce/providers/factory';
import { createOutboxMailer, createSmtpMailer, smtpSettingsFromEnv } from './commerce/providers/mail';
import { createRateLimitStoreFromUrl } from './commerce/providers/rate-limit';
import { safeLoggerOptions } from './commerce/providers/log-redaction';
import {
  createSandboxPages,
  createSandboxProvider,
  createUnavailablePaymentProvider,
  sandboxLifetimeFromEnv,
  sandboxPaymentsAllowed,
} from './commerce/providers/payment/sandbox';
import { startOrderJobs } from './commerce/jobs';
import { createBackgroundTasks } from './commerce/platform/background';
import { clientIpFrom } from './app/lib/client-ip';
import { createCommerceClient, paymentOriginsFrom } from './app/lib/context';
import { createStorefrontHandler } from './app/lib/storefront-handler';
import { LOGGER_KEY } from './app/lib/log.server';
import { currentIds, idsFor, logIds, propagateIds, runWithIds } from './server/request-context';
import { frontDoor } from './app/lib/front-door';
import { isClusterWorker, runPrimary, workerCount } from './server/cluster';
import { withBaseSecurityHeaders } from './server/base-headers';
import { sendGzipped, shouldGzip } from './server/compress';
import { createShopServer } from './server/http-front';
import { exitOnCrash, gracefulShutdown } from './server/shutdown';
import { createReadiness, httpReachable, optionalPartsFromEnv, type ReadinessPart } from './server/health';
import { MOLLIE_API_URL } from './commerce/providers/payment/mollie';
import { backupToken, createBackupHandler } from './server/backup-endpoint';
import { telemetryHooks } from './lib/telemetry';
import { shopGauges } from './commerce/platform/gauges';

// Every setting checked once, before anything starts: a wrong one ends the start with exit code 1 and a
// message naming it (commerce/settings.ts, docs/decisions/0055).
const settings = settingsOrExit(process.env);
const root = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');
// `--api-only` (npm run start:api): only the commerce API, for a storefront running elsewhere (the worker).
const apiOnly = process.argv.includes('--api-only');
const production = settings.NODE_ENV === 'production';
const port = settings.PORT;
// No passwords, tokens, full e-mail addresses or card numbers in the logs, also not inside messages.
// Both wings log through it: the request id and trace id on every line (server/request-context.ts).
const logger = pino({ ...safeLoggerOptions(settings.LOG_LEVEL), mixin: logIds });
(globalThis as { [LOGGER_KEY]?: unknown })[LOGGER_KEY] = logger;
// A crash is logged and ends the process with 1: the supervisor starts a clean one.
exitOnCrash(logger);

const config = commerceConfigFromSettings(settings);
// Demo mode (docs/decisions/0044): no PUBLIC_URL or a loopback one, or SEED_DEMO=1. Only then are the
// demo people of the README seeded; a real shop that still holds them refuses to start (below).
const demo = demoModeFromEnv(process.env);
if (!isClusterWorker()) for (const notice of demoModeNotices(process.env)) logger[notice.level](notice.message);
// DATABASE_POOL_SIZE: PostgreSQL connections per process (10); with WEB_CONCURRENCY=N the shop holds N× that.
const poolSize = settings.DATABASE_POOL_SIZE;
// PGlite: the server holds DATA_DIR/pglite.lock, so maintenance scripts refuse while it runs; it waits
// up to 30 s for a script that holds it to finish.
const openShopDatabase = () =>
  openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: path.join(config.dataDir, 'pglite'), poolSize, lockWaitMs: 30_000 });
/** Migrations, the first seed and the generated secrets: once per start, before any request. */
async function prepareShopDatabase(database: Awaited<ReturnType<typeof openShopDatabase>>) {
  const seeded = await prepareDatabase(database, {
    seed: settings.SEED,
    products: settings.SEED_PRODUCTS,
    demo,
    onProgress: (msg: string) => logger.info(msg),
  });
  if (seeded) logger.info(demo ? 'demo data seeded, with the demo accounts' : 'catalogue seeded, without demo accounts');
  if (!demo) {
    const leftovers = await findDemoLeftovers(database.db);
    if (leftovers.length) {
      logger.fatal({ leftovers: leftovers.length }, demoLeftoversMessage(leftovers, settings.PUBLIC_URL));
      await database.close();
      process.exit(1);
    }
  }
}

const workers = workerCount(settings.WEB_CONCURRENCY?.toString(), { postgres: Boolean(settings.DATABASE_URL), dev }, (m) => logger.warn(m));
if (workers > 1 && !isClusterWorker()) {
  // The primary serves nothing itself; runPrimary ends the process at shutdown.
  await runPrimary(workers, logger, async () => {
    loadSecrets(config.dataDir);
    const database = await openShopDatabase();
    await prepareShopDatabase(database);
    await database.close();
  });
}

// Traces and metrics (docs/decisions/0061): only with an OTLP endpoint or a metrics port, and only then
// is OpenTelemetry loaded at all. Before the database opens, so its queries are traced from the first.
const telemetry =
  settings.OTEL_EXPORTER_OTLP_ENDPOINT || settings.METRICS_PORT
    ? await import('./server/telemetry').then((otel) =>
        otel.startTelemetry(
          {
            endpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT,
            protocol: settings.OTEL_EXPORTER_OTLP_PROTOCOL as 'http/protobuf' | 'http/json',
            serviceName: settings.OTEL_SERVICE_NAME,
            metricsPort: settings.METRICS_PORT,
            metricsHost: settings.METRICS_HOST,
            metricsPublic: settings.METRICS_PUBLIC,
          },
          logger,
        ),
      )
    : undefined;

const secrets = loadSecrets(config.dataDir);
const database = await openShopDatabase();
telemetry?.observe(shopGauges(database));
if (!isClusterWorker()) await prepareShopDatabase(database);

// SMTP_HOST sends for real; the embedded default writes .eml files to DATA_DIR/outbox.
const smtp = smtpSettingsFromEnv(process.env);
const mailer = smtp ? await createSmtpMailer(smtp) : createOutboxMailer(path.join(config.dataDir, 'outbox'));
// Login and mail rate limits: in this process by default, shared in Redis with REDIS_URL.
const rateLimit = settings.REDIS_URL ? await createRateLimitStoreFromUrl(settings.REDIS_URL) : undefined;
// MOLLIE_API_KEY switches to Mollie. The sandbox lets shoppers mark their own order paid, so on a
// real deployment (any PUBLIC_URL but a loopback one, http too) it needs SANDBOX_PAYMENTS=1; without
// either nothing is payable (docs/decisions/0044).
const sandboxLifetimeMinutes = sandboxLifetimeFromEnv(process.env);
const payments =
  molliePaymentProviderFromEnv(process.env) ??
  (sandboxPaymentsAllowed(process.env)
    ? createSandboxProvider(database.db, { lifetimeMinutes: sandboxLifetimeMinutes })
    : createUnavailablePaymentProvider());
if (payments.name === 'none')
  logger.error('no payment provider: set MOLLIE_API_KEY, or SANDBOX_PAYMENTS=1 for a test shop; checkout cannot take payments');
// Work after an answer (password-reset and login-link mail): shutdown waits for it.
const background = createBackgroundTasks(logger);
const commerceApp = createCommerceApp({
  db: database,
  providers: {
    logger,
    mailer,
    rateLimit,
    payments,
    // ADDRESS_PROVIDER=pdok and VAT_PROVIDER=vies switch to the real services.
    ...providersFromEnv(process.env, { dataDir: config.dataDir, logger }),
    // ASSISTANT_API_URL switches the chat to an OpenAI-compatible model; embedded otherwise.
    assistant: assistantModelFromEnv(process.env),
  },
  config,
  background,
});
// The embedded PSP's hosted page; its webhook calls reach the API in-process.
const sandboxPages =
  payments.name === 'sandbox'
    ? createSandboxPages(database.db, async (webhookUrl, id) => {
        await commerceApp.fetch(
          new Request(new URL(webhookUrl, 'http://commerce.internal'), { method: 'POST', body: new URLSearchParams({ id }) }),
        );
      })
    : null;
// The outbox (mail, refunds) and the expiry of unpaid orders run in every process that holds the
// database; row claims keep two processes from doing the same work (docs/decisions/0029).
const orderJobs = startOrderJobs(
  database.db,
  {
    payments,
    mailer,
    logger,
    publicUrl: payments.name === 'sandbox' ? '' : config.publicUrl,
    alerts: { publicUrl: config.publicUrl, tokenSecret: config.tokenSecret },
  },
  { outboxIntervalMs: settings.OUTBOX_INTERVAL_MS, expiryIntervalMs: settings.ORDER_EXPIRY_INTERVAL_MS },
);

// COMMERCE_API_URL points the storefront at a remote API; otherwise calls stay in-process.
const remoteApi = settings.COMMERCE_API_URL;
const commerce = createCommerceClient({
  // The page's request id and traceparent go along, so the API's log lines tie to the page's.
  transport: remoteApi ? (request) => fetch(propagateIds(request)) : (request) => Promise.resolve(commerceApp.fetch(propagateIds(request))),
  baseUrl: remoteApi ?? 'http://commerce.internal',
  serviceAccount: config.serviceAccount,
  logger,
  // The API's public catalogue and content answers are kept briefly (docs/decisions/0020).
  sharedCacheSeconds: settings.STOREFRONT_CACHE_SECONDS,
});
// docs/requirements/operations.md#states: log in at start-up. A failure is logged; requests retry and show the error page meanwhile.
commerce.login().catch((err: Error) => logger.error({ err: err.message }, 'start-up service login failed'));

const loadContext: AppLoadContext = {
  commerce,
  sessionSecret: settings.SESSION_SECRET ?? secrets.sessionSecret,
  previousSessionSecrets: settings.SESSION_SECRET_PREVIOUS,
  // PUBLIC_URL, or http://localhost:PORT on a demo without one: where feed and sitemap links point.
  publicUrl: config.publicUrl,
  secureCookies: production && (settings.PUBLIC_URL ?? '').startsWith('https://'),
  dev,
  paymentOrigins: remoteApi ? paymentOriginsFrom(settings.PAYMENT_FORM_ORIGINS) : paymentOriginsFrom(payments.checkoutOrigins),
  // A public test shop says so on every page: the sandbox (SANDBOX_PAYMENTS=1) or the demo people (SEED_DEMO=1).
  testEnvironment: !isLoopbackUrl(settings.PUBLIC_URL) && (payments.name === 'sandbox' || demo),
};

const vite = dev && !apiOnly ? await import('vite').then((v) => v.createServer({ server: { middlewareMode: true }, root })) : undefined;
const storefrontHandler = apiOnly
  ? undefined
  : createStorefrontHandler(
      vite
        ? () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
        : ((await import(path.join(root, 'build/server/index.js'))) as ServerBuild),
      dev ? 'development' : 'production',
    );

// READINESS_OPTIONAL=mail,payments: reported but not taking the instance out of the balancer.
const optionalParts = optionalPartsFromEnv(settings.READINESS_OPTIONAL);
const readinessParts: ReadinessPart[] = [{ name: 'database', required: true, check: () => database.ping() }];
if (rateLimit?.ping) readinessParts.push({ name: 'redis', required: true, check: () => rateLimit.ping!() });
if (mailer.verify) readinessParts.push({ name: 'mail', required: true, check: () => mailer.verify!() });
// The sandbox runs in this process; Mollie is asked whether it answers HTTP at all (no key sent).
if (payments.name === 'mollie')
  readinessParts.push({
    name: 'payments',
    required: true,
    check: (signal) => httpReachable(settings.MOLLIE_BASE_URL || MOLLIE_API_URL, signal),
  });
for (const part of readinessParts) part.required = !optionalParts.has(part.name);
const readiness = createReadiness(readinessParts, {
  timeoutMs: settings.READINESS_TIMEOUT_MS,
  cacheMs: 3000,
  onChange: (report) =>
    report.status === 'ready'
      ? logger.info({ parts: report.parts }, 'ready')
      : logger.error({ parts: report.parts, failing: report.failing }, 'not ready: a part the shop needs does not answer'),
});

const app = new Hono();

app.use('*', (c, next) => {
  const ids = idsFor(c.req.raw.headers);
  const hooks = telemetryHooks();
  if (!hooks) return runWithIds(ids, () => answer(c, next, ids));
  // The request's span: its trace and span id become the request's ids, so logs and traces agree.
  const method = c.req.method;
  return hooks.serverSpan(
    method,
    { 'http.request.method': method, 'slaapzaak.wing': 'front', 'slaapzaak.request.id': ids.requestId },
    ids,
    async (span, spanIds) => {
      if (spanIds) Object.assign(ids, spanIds);
      await runWithIds(ids, () => answer(c, next, ids));
      // The last route that answered: the catch-all is the storefront (its loaders name their routes).
      const route = c.req.routePath === '/*' || c.req.routePath === '*' ? 'storefront' : c.req.routePath;
      span.rename(`${method} ${route}`, route);
      span.status(c.res.status);
    },
  );
});

async function answer(
  c: { req: { method: string; path: string }; res: Response },
  next: () => Promise<void>,
  ids: ReturnType<typeof idsFor>,
): Promise<void> {
  const started = performance.now();
  await next();
  logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  // A gzipped page was written to the socket already; every other answer says its id.
  if (!c.res.headers.has('x-hono-already-sent'))
    try {
      c.res.headers.set('X-Request-Id', ids.requestId);
    } catch {
      // A response with immutable headers (passed through as fetched) keeps them.
    }
}

// nosniff, frame-ancestors and (over HTTPS) HSTS on every answer, not only on storefront pages.
app.use('*', async (c, next) => {
  await next();
  // A gzipped page was written to the socket already, with the headers its renderer set.
  if (c.res.headers.has('x-hono-already-sent')) return;
  c.res = withBaseSecurityHeaders(c.res, { hsts: loadContext.secureCookies });
});

// Liveness: the process answers, nothing else is asked (a supervisor restarts a process that does not).
app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
// Readiness: every part the shop needs, by name and state only (docs/decisions/0054, docs/operations.md).
app.get('/readyz', async (c) => {
  const report = await readiness.report();
  return c.json({ status: report.status, parts: report.parts, failing: report.failing }, report.status === 'ready' ? 200 : 503, {
    'Cache-Control': 'no-store',
  });
});

// `npm run backup` on this machine: the PGlite snapshot, taken by this process (server/backup-endpoint.ts).
const backup = createBackupHandler(database, backupToken(config.dataDir));
app.post('/_ops/backup', (c) => {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return backup(c.req.raw, env?.incoming?.socket.remoteAddress);
});

// The commerce API: /v1, the service login and public media. Mounted by prefix (no stripping).
// The Node bindings go along: the API takes a caller's IP address from its socket (commerce/platform/client-ip.ts).
const toCommerce = (c: { req: { raw: Request }; env: unknown }) => commerceApp.fetch(c.req.raw, c.env as object);
app.all('/v1/*', toCommerce);
app.get('/media/*', toCommerce);
app.all('/sandbox/*', (c) => (sandboxPages ? sandboxPages.fetch(c.req.raw) : c.text('Testbetalingen staan uit in deze winkel.', 404)));
app.post('/login', (c, next) => ((c.req.header('content-type') ?? '').includes('application/json') ? toCommerce(c) : next()));
// The browser tests' own products and customers (server/e2e-fixtures.ts): only in a loopback shop
// started with E2E_FIXTURES (playwright.config.ts); anywhere else /__e2e is the storefront's 404.
if (e2eFixturesEnabled(process.env.E2E_FIXTURES, isLoopbackUrl(process.env.PUBLIC_URL))) {
  app.route(E2E_FIXTURES_PATH, e2eFixtures(database.db, process.env.E2E_FIXTURES));
  logger.warn("E2E_FIXTURES: the browser tests' seeding path /__e2e is open (a test shop only)");
}

if (!vite && !apiOnly) {
  const clientDir = path.relative(process.cwd(), path.join(root, 'build/client'));
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      // The build writes .br and .gz beside each script and stylesheet (scripts/precompress.ts).
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  const publicFiles = serveStatic({
    root: clientDir,
    onFound: (file, c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      // Hono's MIME table lacks .wav (the snoring sounds of the 404 page).
      if (file.endsWith('.wav')) c.header('Content-Type', 'audio/wav');
    },
  });
  // Only paths that name a file touch the disk; pages and data requests go straight to React Router.
  app.use('*', (c, next) => (/\.(?!html$|data$)[a-z0-9]+$/i.test(c.req.path) ? publicFiles(c, next) : next()));
}

app.all('*', async (c) => {
  if (!storefrontHandler) return c.text('Deze server bedient alleen de commerce-API.', 404);
  const early = await frontDoor(c.req.raw, loadContext.sessionSecret);
  if (early) return early;
  const env = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
  const clientIp = clientIpFrom(env?.incoming?.socket.remoteAddress, c.req.header('x-forwarded-for'), settings.TRUST_PROXY);
  // Resource routes (robots.txt, sitemaps, .data) get the base security headers before gzip writes them.
  const response = withBaseSecurityHeaders(await storefrontHandler(c.req.raw, { ...loadContext, clientIp }), {
    hsts: loadContext.secureCookies,
  });
  // Said here too: a gzipped page is written to the socket before the request-id middleware sees it.
  const ids = currentIds();
  if (ids)
    try {
      response.headers.set('X-Request-Id', ids.requestId);
    } catch {
      // Immutable headers (a redirect made by Response.redirect) stay as they are.
    }
  if (!env?.outgoing || !shouldGzip(response, c.req.header('accept-encoding'))) return response;
  sendGzipped(response, env.outgoing);
  // Written already: the adapter's mark makes it leave the Node response alone; the status is for the request log.
  return new Response(null, { status: response.status, headers: RESPONSE_ALREADY_SENT.headers });
});

const honoListener = getRequestListener(app.fetch);
const listener = vite
  ? (req: IncomingMessage, res: ServerResponse) => vite.middlewares(req, res, () => honoListener(req, res))
  : honoListener;

// Body, URL and header limits and slow-client time-outs, before anything reads the request (docs/decisions/0030).
const server = createShopServer(listener, {
  onRefuse: (status, req) =>
    logger.warn(
      { status, method: req.method, path: (req.url ?? '').slice(0, 200), length: req.headers['content-length'] },
      'request refused: too large',
    ),
});
server.keepAliveTimeout = 65_000;
server.listen(port, () => logger.info({ port, database: database.kind, remoteApi: Boolean(remoteApi), apiOnly }, 'Slaapzaak is open'));

// SIGTERM: no new connections, requests under way finish (up to 10 s), then the database closes.
const shutdown = gracefulShutdown({
  server,
  logger,
  closeResources: async () => {
    await vite?.close();
    // Mail sent after answers and the shop's own jobs (outbox, expiry) finish before the database closes.
    await background.settled();
    await orderJobs.stop();
    await database.close();
    await telemetry?.shutdown();
  },
});
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
