// Benchmark helpers: percentiles, a bounded request loop, plain-text tables, and a commerce API on a
// cached, seeded database (PGlite under bench/.data/, or a dedicated PostgreSQL database).
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { AppLoadContext } from 'react-router';
import { createCommerceApp, type CommerceApp } from '../commerce/app';
import { createCommerceClient } from '../app/lib/context';
import type { CommerceConfig } from '../commerce/config';
import { migrateDatabase, openDatabase, type Database, type Db } from '../commerce/db/client';
import { systemState } from '../commerce/db/schema';
import { SEED_STATE_KEY, seedDatabase } from '../commerce/db/seed';
import { refreshListingStats } from '../commerce/catalog/listing-stats';
import { silentLogger, type CommerceProviders } from '../commerce/providers';
import { createEmbeddedAddressLookup } from '../commerce/providers/address/embedded';
import { createOutboxMailer } from '../commerce/providers/mail';
import { createSandboxProvider } from '../commerce/providers/payment/sandbox';
import { createEmbeddedVatValidator } from '../commerce/providers/vat/vies';

export type DbKind = 'pglite' | 'postgres';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Same shape as tests/helpers/shop.ts testConfig: fixed secrets, nothing read from the environment. */
export const benchConfig: CommerceConfig = {
  publicUrl: 'http://localhost:3000',
  serviceAccount: { email: 'storefront@slaapzaak.nl', password: 'bench-service-password' },
  tokenSecret: 'bench-token-secret',
  serviceTokenTtl: 3600,
  dataDir: '/tmp/slaapzaak-bench',
};

// ---------------------------------------------------------------------------------------------
// Statistics

/** Nearest-rank percentile (p in 0…100) of unsorted samples; NaN for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

export function summarise(samples: readonly number[]): Stats {
  const mean = samples.length ? samples.reduce((a, b) => a + b, 0) / samples.length : Number.NaN;
  return {
    n: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    mean,
    max: samples.length ? Math.max(...samples) : Number.NaN,
  };
}

// ---------------------------------------------------------------------------------------------
// Request loop

export interface LoopOptions {
  /** Requests measured (after warm-up). */
  total: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Unmeasured requests first, at the same concurrency. */
  warmup?: number;
  /**
   * Stop issuing measured requests after this many ms (the ones in flight still count), so one slow
   * scenario cannot blow the run's time budget. The result's n says how many were measured.
   */
  budgetMs?: number;
  /** Never stop before this many measured requests, budget or not (10). */
  minSamples?: number;
  /** Stop warming up after this many ms, once at least 1 warm-up request ran (4000). */
  warmupBudgetMs?: number;
  /** Called once between the warm-up and the first measured request. */
  onMeasureStart?: () => void;
}

export interface LoopResult {
  latencies: number[];
  errors: number;
  wallMs: number;
  /** Requests per second over the measured part. */
  throughput: number;
  stoppedByBudget: boolean;
  /** The first failure's message, if any. */
  firstError?: string;
}

/**
 * Runs `request(i)` `total` times with `concurrency` workers and records each latency with
 * performance.now(). `request` throws (or returns false) for a failed request; failures are counted,
 * not timed.
 */
export async function runLoop(request: (i: number) => Promise<boolean | void>, options: LoopOptions): Promise<LoopResult> {
  const { total, concurrency, warmup = 0, budgetMs = Number.POSITIVE_INFINITY, minSamples = 10, warmupBudgetMs = 4_000 } = options;
  const workers = Math.max(1, Math.min(concurrency, Math.max(total, warmup)));

  // Warm-up: same concurrency, nothing recorded, bounded in time as well as in count.
  let nextWarm = 0;
  const warmStarted = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(workers, warmup) }, async () => {
      while (nextWarm < warmup) {
        if (nextWarm >= 1 && performance.now() - warmStarted > warmupBudgetMs) return;
        const i = nextWarm++;
        await request(i).catch(() => false);
      }
    }),
  );

  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let next = 0;
  let stoppedByBudget = false;
  options.onMeasureStart?.();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < total) {
        if (next >= minSamples && performance.now() - started > budgetMs) {
          stoppedByBudget = true;
          return;
        }
        const i = next++;
        const t0 = performance.now();
        let ok: boolean;
        try {
          ok = (await request(warmup + i)) !== false;
          if (!ok) firstError ??= 'request answered false';
        } catch (error) {
          ok = false;
          const cause = (error as { cause?: { message?: string } }).cause?.message;
          firstError ??= `${(error as Error).message}${cause ? ` (${cause})` : ''}`;
        }
        const dt = performance.now() - t0;
        if (ok) latencies.push(dt);
        else errors++;
      }
    }),
  );
  const wallMs = performance.now() - started;
  return {
    latencies,
    errors,
    wallMs,
    throughput: (latencies.length + errors) / (wallMs / 1000),
    stoppedByBudget,
    ...(firstError ? { firstError } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Tables

/** Plain-text columns; numbers right-aligned, text left-aligned. */
export function formatTable(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = rows.map((r) => r.map((c) => (typeof c === 'number' ? fmt(c) : c)));
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number' || r[i] === '–'));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join(' | ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.map(line)].join('\n');
}

/** Milliseconds and ratios: 1 decimal under 100, whole numbers above. */
export function fmt(value: number): string {
  if (!Number.isFinite(value)) return '–';
  if (Number.isInteger(value)) return String(value);
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(Math.abs(value) < 10 ? 2 : 1);
}

// ---------------------------------------------------------------------------------------------
// A commerce app on a cached, seeded database

export interface BenchShop {
  kind: DbKind;
  database: Database;
  app: CommerceApp;
  authorization: string;
  /** Where the data lives: PGlite directory or PostgreSQL URL (without credentials). */
  location: string;
  /** Seconds spent seeding in this run (0 when the cache was reused). */
  seededSeconds: number;
  /** In-process GET; resolves to the response (body consumed by the caller). */
  get(pathAndQuery: string): Promise<Response>;
  close(): Promise<void>;
}

/** The seed row's product count, or null when the database was never seeded. */
async function seededProducts(db: Db): Promise<number | null> {
  const found = await (db as unknown as import('../commerce/db/seed/bulk').SeedDb)
    .select({ value: systemState.value })
    .from(systemState)
    .where(eq(systemState.key, SEED_STATE_KEY))
    .limit(1);
  const value = found[0]?.value as { products?: unknown } | undefined;
  return typeof value?.products === 'number' ? value.products : null;
}

/** Whether the planner has statistics for the products table (ANALYZE or autovacuum ran). */
export async function hasPlannerStatistics(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = 'products'`,
  );
  return (row?.n ?? 0) > 0;
}

/**
 * Creates `slaapzaak_bench_<n>` (or BENCH_DATABASE_NAME, so engineers sharing a server keep their own)
 * on the server of `adminUrl` when missing; returns its URL.
 */
export async function ensurePostgresDatabase(adminUrl: string, products: number): Promise<string> {
  const name = process.env.BENCH_DATABASE_NAME ?? `slaapzaak_bench_${products}`;
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`BENCH_DATABASE_NAME ${name}: lower-case letters, digits and _ only`);
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** True when PostgreSQL answers on `url` within a few seconds. */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

export interface ShopOptions {
  products: number;
  /** PostgreSQL server to create the bench database on (BENCH_DATABASE_URL). */
  adminUrl?: string;
  poolSize?: number;
  log?: (message: string) => void;
}

/**
 * Opens (creating when needed) the bench database of `kind`, migrates it, seeds it only when the
 * seed row is missing or has another product count, builds the commerce app and logs in.
 */
export async function createBenchShop(kind: DbKind, options: ShopOptions): Promise<BenchShop> {
  const log = options.log ?? (() => {});
  const { database, location } = await openBenchDatabase(kind, options);
  let seededSeconds: number;
  try {
    await migrateDatabase(database);
    seededSeconds = await seedWhenNeeded(kind, database, options.products, location, log);
    await buildMissingListingBitmaps(kind, database, log);
    // A PostgreSQL server runs autovacuum, which analyzes (and vacuums) freshly seeded tables within a
    // minute or so; the test server here has autovacuum off. Do once what autovacuum would, so the
    // PostgreSQL figures are those of a normally configured server. PGlite has no autovacuum at all,
    // and the shop never runs ANALYZE: its database is measured as the shop leaves it.
    if (kind === 'postgres' && !(await hasPlannerStatistics(database.db))) {
      log(`[${kind}] no planner statistics (autovacuum off?): running VACUUM ANALYZE once`);
      await database.db.execute(sql`vacuum analyze`);
    }
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  const { app, authorization } = await loggedInApp(database);
  return {
    kind,
    database,
    app,
    authorization,
    location,
    seededSeconds,
    get: async (pathAndQuery) => app.request(pathAndQuery, { headers: { authorization } }),
    close: () => database.close(),
  };
}

/** The database of `kind` for `products`: `slaapzaak_bench_<n>` on PostgreSQL, bench/.data/pglite-<n> for PGlite. */
async function openBenchDatabase(kind: DbKind, options: ShopOptions): Promise<{ database: Database; location: string }> {
  const { products } = options;
  if (kind === 'postgres') {
    const url = await ensurePostgresDatabase(options.adminUrl ?? DEFAULT_BENCH_DATABASE_URL, products);
    const database = await openDatabase({ databaseUrl: url, poolSize: options.poolSize ?? 10 });
    return { database, location: redact(url) };
  }
  const dataDir = path.join(benchDir, '.data', `pglite-${products}`);
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  return { database, location: path.relative(process.cwd(), dataDir) || dataDir };
}

/** Seeds `products` unless the seed row says they are there already; answers the seconds it took (0 when reused). */
async function seedWhenNeeded(kind: DbKind, database: Database, products: number, location: string, log: (message: string) => void) {
  const have = await seededProducts(database.db);
  if (have === products) {
    log(`[${kind}] reusing seeded database (${products} products) at ${location}`);
    return 0;
  }
  log(`[${kind}] seeding ${products} products into ${location} (had ${have ?? 'none'}) …`);
  const t0 = performance.now();
  let last = 0;
  await seedDatabase(database.db, {
    products,
    onProgress: (message) => {
      // Progress every ~10% of the products, plus the non-product steps.
      const m = /^Producten (\d+)\//.exec(message);
      if (m && Number(m[1]) - last < products / 10 && Number(m[1]) !== products) return;
      if (m) last = Number(m[1]);
      log(`[${kind}]   ${((performance.now() - t0) / 1000).toFixed(1)} s  ${message}`);
    },
  });
  const seededSeconds = (performance.now() - t0) / 1000;
  log(`[${kind}] seeded in ${seededSeconds.toFixed(1)} s`);
  return seededSeconds;
}

/** A database seeded before the listing bitmaps existed gets them now, as a re-seed would. */
async function buildMissingListingBitmaps(kind: DbKind, database: Database, log: (message: string) => void): Promise<void> {
  const [stale] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from category_stats where all_bits is null`);
  if ((stale?.n ?? 0) === 0) return;
  log(`[${kind}] building the listing bitmaps (seeded before they existed) …`);
  const t0 = performance.now();
  await refreshListingStats(database.db);
  log(`[${kind}] listing bitmaps built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** The commerce app on `database` with embedded providers, and the storefront service account's Bearer header. */
async function loggedInApp(database: Database): Promise<{ app: CommerceApp; authorization: string }> {
  // Embedded providers as in tests/helpers/shop.ts; the catalogue calls measured here use none but the logger.
  const providers: CommerceProviders = {
    logger: silentLogger,
    mailer: createOutboxMailer(path.join(benchConfig.dataDir, 'outbox')),
    payments: createSandboxProvider(database.db),
    addressLookup: createEmbeddedAddressLookup(),
    vatValidator: createEmbeddedVatValidator(),
  };
  const app = createCommerceApp({ db: database, providers, config: benchConfig });
  const login = await app.request('/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(benchConfig.serviceAccount),
  });
  if (login.status !== 200) throw new Error(`POST /login answered ${login.status}: ${await login.text()}`);
  const { access_token } = (await login.json()) as { access_token: string };
  return { app, authorization: `Bearer ${access_token}` };
}

/** Raw SQL rows on either driver. */
export async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

// ---------------------------------------------------------------------------------------------
// Real HTTP

export interface HttpServer {
  baseUrl: string;
  close(): Promise<void>;
}

/** Serves the app on 127.0.0.1 with an OS-chosen port (@hono/node-server). */
export async function serveOverHttp(app: CommerceApp): Promise<HttpServer> {
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    try {
      server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => resolve(info.port));
      server.on('error', reject);
    } catch (error) {
      reject(error);
    }
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/**
 * The storefront's load context on a bench shop, wired as server.ts wires it: the commerce API
 * in-process, the shared cache of public answers for `sharedCacheSeconds` (server.ts: 30), logged in.
 */
export async function storefrontContext(shop: BenchShop, sharedCacheSeconds = 30): Promise<AppLoadContext> {
  const commerce = createCommerceClient({
    transport: (request) => Promise.resolve(shop.app.fetch(request)),
    baseUrl: 'http://commerce.internal',
    serviceAccount: benchConfig.serviceAccount,
    sharedCacheSeconds,
  });
  await commerce.login();
  return { commerce, sessionSecret: 'bench-session-secret', secureCookies: false, clientIp: '127.0.0.1' } as AppLoadContext;
}

/**
 * Up to `count` (500) different product pages spread over the id range, a third of them with a
 * chosen variant.
 */
export async function productPagePaths(db: Db, products: number, count = 500): Promise<string[]> {
  const picked = await queryRows<{ slug: string; variant: number }>(
    db,
    sql`select p.slug, (select max(v.id) from variants v where v.product_id = p.id) as variant
        from products p where p.id % ${Math.max(1, Math.floor(products / count))} = 0 order by p.id limit ${count}`,
  );
  return picked.map((p, i) => `/${p.slug}.html${i % 3 === 0 ? `?variant=${p.variant}` : ''}`);
}
