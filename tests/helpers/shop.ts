// A whole commerce API on a fresh database, for integration tests: in-memory PGlite by default,
// or a throw-away PostgreSQL database when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import type { AppLoadContext } from 'react-router';
import pg from 'pg';
import { createCommerceClient } from '../../app/lib/context';
import { createCommerceApp } from '../../commerce/app';
import type { CommerceConfig } from '../../commerce/config';
import { migrateDatabase, openDatabase, type Database } from '../../commerce/db/client';
import { seedDatabase } from '../../commerce/db/seed';
import { silentLogger } from '../../commerce/providers';
import { createEmbeddedAddressLookup } from '../../commerce/providers/address/embedded';
import { createOutboxMailer, type Mailer, type OutboxMailer } from '../../commerce/providers/mail';
import type { RateLimitStore } from '../../commerce/providers/rate-limit';
import { createSandboxPages, createSandboxProvider } from '../../commerce/providers/payment/sandbox';
import { createEmbeddedVatValidator } from '../../commerce/providers/vat/vies';
import type { PaymentProvider } from '../../commerce/providers/payment/types';
import type { AssistantModel } from '../../commerce/providers/assistant/types';
import type { PasswordHasher } from '../../commerce/auth/customer-auth';
import { createBackgroundTasks } from '../../commerce/platform/background';
import { createSeededPostgres, databaseUrl, seededPglite, type TemplateSpec } from './template-db';

export type DbKind = 'pglite' | 'postgres';

/** TEST_LOG_ERRORS=1 shows the API's error logs (the cause behind a 500) while a test runs. */
const consoleErrorLogger = { ...silentLogger, error: (...args: unknown[]) => console.error(...args) } as typeof silentLogger;

/**
 * The database kinds this run covers: always PGlite, PostgreSQL too when TEST_DATABASE_URL is set.
 * vitest.config.ts splits them into two projects (TEST_DB_KINDS=pglite / postgres) that run side by
 * side; a file run outside those projects covers both.
 */
export const dbKinds: DbKind[] = (() => {
  const all: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const only = process.env.TEST_DB_KINDS?.split(',').filter(Boolean);
  return only?.length ? all.filter((kind) => only.includes(kind)) : all;
})();

export const testConfig: CommerceConfig = {
  publicUrl: 'http://localhost:3000',
  serviceAccount: { email: 'storefront@slaapzaak.nl', password: 'test-service-password' },
  tokenSecret: 'test-token-secret',
  serviceTokenTtl: 3600,
  dataDir: '/tmp/slaapzaak-test',
};

export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `slaapzaak_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return { url: databaseUrl(adminUrl, name), drop: dropper(adminUrl, name) };
}

function dropper(adminUrl: string, name: string): () => Promise<void> {
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

/** A migrated and seeded database of its own: a copy of this run's template where there is one (template-db.ts). */
async function seededDatabase(kind: DbKind, spec: TemplateSpec): Promise<{ database: Database; drop?: () => Promise<void> }> {
  if (kind === 'pglite') return { database: await seededPglite(spec) };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `slaapzaak_t_${randomBytes(6).toString('hex')}`;
  const { url, seeded } = await createSeededPostgres(adminUrl, name, spec);
  const drop = dropper(adminUrl, name);
  try {
    const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
    if (!seeded) {
      await migrateDatabase(database);
      await seedDatabase(database.db, { products: spec.products, demo: spec.demo });
    }
    return { database, drop };
  } catch (err) {
    await drop().catch(() => {});
    throw err;
  }
}

export interface TestShop {
  database: Database;
  app: ReturnType<typeof createCommerceApp>;
  /** Builds a loader/action context whose commerce client calls the API in-process. */
  context: AppLoadContext;
  /** The embedded PSP's hosted page (GET/POST /sandbox/pay/:id). */
  sandbox: ReturnType<typeof createSandboxPages>;
  /** The outbox the shop's e-mails are written to (unless the test gave its own mailer). */
  mailer: OutboxMailer;
  /** The payment provider the shop uses. */
  payments: PaymentProvider;
  /** This shop's settings (publicUrl may be changed by a test that serves the API over HTTP). */
  config: typeof testConfig;
  /** A service token for direct API calls. */
  token(): Promise<string>;
  /** Waits for the work the API does after its answers (mails sent after the response). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface TestShopOptions {
  products?: number;
  /** Rate-limit store for login/mail limits (default: a fresh in-memory one per app). */
  rateLimit?: RateLimitStore;
  /** Another payment provider than the embedded sandbox (a real adapter against a local fake). */
  payments?: PaymentProvider;
  /** Another chat assistant model than the embedded one (the OpenAI adapter against a local fake). */
  assistant?: AssistantModel;
  /** Another mailer than the .eml outbox (one that fails, to show mail going down). */
  mailer?: Mailer;
  /** The clock of the shop and its sandbox PSP (order and payment expiry); real time by default. */
  now?: () => Date;
  /** Another password hasher (the real one wrapped, to count the checks). */
  passwords?: PasswordHasher;
  /** Wraps the outbox mailer (a slow one, for timing tests). */
  wrapMailer?: (outbox: OutboxMailer) => Mailer;
  /** false: seed a real shop, without the demo staff and customers (docs/decisions/0044). */
  demo?: boolean;
}

export async function createTestShop(kind: DbKind, options: TestShopOptions = {}): Promise<TestShop> {
  const { database, drop } = await seededDatabase(kind, { products: options.products ?? 150, demo: options.demo ?? true });
  const mailer = createOutboxMailer(`/tmp/slaapzaak-test-outbox-${randomBytes(6).toString('hex')}`);
  const payments = options.payments ?? createSandboxProvider(database.db, { now: options.now });
  // A copy per shop: a test may point publicUrl at the port it serves the API on.
  const config = { ...testConfig, now: options.now };
  const logger = process.env.TEST_LOG_ERRORS ? consoleErrorLogger : silentLogger;
  const background = createBackgroundTasks(logger);
  const app = createCommerceApp({
    db: database,
    providers: {
      logger,
      mailer: options.mailer ?? (options.wrapMailer ? options.wrapMailer(mailer) : mailer),
      payments,
      addressLookup: createEmbeddedAddressLookup(),
      vatValidator: createEmbeddedVatValidator(),
      rateLimit: options.rateLimit,
      assistant: options.assistant,
      passwords: options.passwords,
    },
    config,
    background,
  });
  // The sandbox PSP's hosted page, calling the webhook in-process like a PSP would over HTTP.
  const sandbox = createSandboxPages(
    database.db,
    async (webhookUrl, id) => {
      await app.request(webhookUrl, { method: 'POST', body: new URLSearchParams({ id }) });
    },
    { now: options.now },
  );
  const commerce = createCommerceClient({
    transport: (request) => Promise.resolve(app.fetch(request)),
    baseUrl: 'http://commerce.test',
    serviceAccount: testConfig.serviceAccount,
  });
  const context = { commerce, sessionSecret: 'test-session-secret', secureCookies: false, publicUrl: config.publicUrl } as AppLoadContext;
  return {
    database,
    app,
    context,
    mailer,
    payments,
    sandbox,
    config,
    token: () => commerce.login(),
    settled: () => background.settled(),
    close: async () => {
      await background.settled();
      await database.close();
      await drop?.();
    },
  };
}

/** Calls the shop's /v1 API in-process as the storefront does: service token, JSON in and out. */
export function apiCaller(shop: TestShop, token: () => string) {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await shop.app.request(path, {
      method,
      headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // Tests read whatever the answer holds and assert on it.
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
}
