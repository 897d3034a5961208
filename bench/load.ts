// Load, soak and fault runs against the production build on PostgreSQL (issue 9), with autocannon.
//   npx tsx bench/load.ts mixed     browse 80% / search 10% / cart+checkout 10%, 50 connections, 60 s
//   npx tsx bench/load.ts soak      the same mix, 20 connections, 5 minutes, server RSS sampled
//   npx tsx bench/load.ts restart   mixed load while PostgreSQL restarts; orders placed throughout
//   npx tsx bench/load.ts overview  product overview vs a bare Remix route, 20 connections; cache headers
// Needs `npm run build`. LOAD_DB (postgres | pglite: the server's embedded database, kept under
// bench/.data/), LOAD_PRODUCTS (the seed's product count, default: the demo seed). LOAD_DATABASE_URL (postgres://postgres@127.0.0.1:5439/postgres: a private
// cluster, so a restart does not hit other users of the main one), LOAD_PG_CLUSTER ("15 loadtest",
// for the restart), LOAD_PORT (3137), LOAD_DURATION / LOAD_CONNECTIONS override the scenario's,
// LOAD_WORKERS (1): the server's WEB_CONCURRENCY on PostgreSQL (docs/decisions/0024), LOAD_WARMUP
// (5): seconds of unmeasured load on each page of the overview scenario before it is measured.
// It reports and writes bench/results/load-<scenario>-<time>.json; it exits 1 when a check fails.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDir } from './lib';
import { placeOrder, type OrderOutcome } from './load-orders';

const scenario = process.argv[2] ?? 'mixed';
const dbKind = process.env.LOAD_DB === 'pglite' ? 'pglite' : 'postgres';
const seedProducts = process.env.LOAD_PRODUCTS ? Number(process.env.LOAD_PRODUCTS) : undefined;
if (seedProducts !== undefined && !(Number.isInteger(seedProducts) && seedProducts > 0))
  throw new Error('LOAD_PRODUCTS must be a positive whole number');
if (dbKind === 'pglite' && scenario === 'restart') throw new Error('the restart scenario needs PostgreSQL');
const adminUrl = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5439/postgres';
const cluster = (process.env.LOAD_PG_CLUSTER ?? '15 loadtest').split(' ');
const port = Number(process.env.LOAD_PORT ?? 3137);
const base = `http://127.0.0.1:${port}`;
const root = path.dirname(benchDir);

const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/slaapzaak_load${seedProducts ? `_${seedProducts}` : ''}`;
  return url.toString();
})();

async function ensureDatabase() {
  if (dbKind === 'pglite') return;
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database ${name}`);
  await admin.end();
}

function startServer(): ChildProcess {
  // PGlite lives in DATA_DIR: kept under bench/.data per seed size, so a big seed is made once.
  const dataDir =
    dbKind === 'pglite'
      ? path.join(benchDir, '.data', `load-pglite-${seedProducts ?? 'demo'}`)
      : mkdtempSync(path.join(os.tmpdir(), 'slaapzaak-load-'));
  mkdirSync(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error' };
  if (dbKind === 'postgres') env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  if (seedProducts) env.SEED_PRODUCTS = String(seedProducts);
  env.WEB_CONCURRENCY = dbKind === 'postgres' ? (process.env.LOAD_WORKERS ?? '1') : '1';
  return spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitReady(timeoutMs = 900_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await fetch(`${base}/readyz`).catch(() => null);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error('server not ready');
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** Pages the mix visits, read from the running shop itself. */
async function discover() {
  const html = async (p: string) => (await fetch(base + p)).text();
  const home = await html('/');
  const categories = [...new Set([...home.matchAll(/href="(\/[a-z0-9-]+\/)"/g)].map((m) => m[1]!))]
    .filter((p) => !/^\/(account|cart|checkout|service|brands|sitemap|zoeken|blog|inspiratie|favorieten|nieuwsbrief)\//.test(p))
    .slice(0, 8);
  const listing = await html('/bestsellers/');
  const products = [...new Set([...listing.matchAll(/href="(\/[^"]+\.html)"/g)].map((m) => m[1]!))].slice(0, 12);
  let itemId = '';
  for (const product of products) {
    const page = await html(product);
    const id = /name="item_id"[^>]*>\s*<option value="(\d+)"/.exec(page)?.[1] ?? /name="item_id" value="(\d+)"/.exec(page)?.[1];
    if (id && page.includes('In winkelwagen')) {
      itemId = id;
      break;
    }
  }
  if (!categories.length || !products.length || !itemId)
    throw new Error(`discovery failed: ${categories.length} categories, ${products.length} products, item ${itemId}`);
  return { categories, products, itemId };
}

type Req = {
  method?: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
  setupRequest?: (req: any, context: any) => any;
  onResponse?: (status: number, body: string, context: any, headers: any) => void;
};

/** One cycle of 20 requests: 16 browse, 2 search, 2 cart/checkout (the cart cookie kept in context). */
function mixedCycle(site: Awaited<ReturnType<typeof discover>>): Req[] {
  const keepCookie = (_s: number, _b: string, context: any, headers: any) => {
    const raw = headers?.['set-cookie'];
    const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
    const cookie = lines.map((l: string) => l.split(';')[0]).join('; ');
    if (cookie) context.cookie = cookie;
  };
  const withCookie = (req: any, context: any) => ({ ...req, headers: { ...req.headers, cookie: context.cookie ?? '' } });
  const browse: Req[] = [];
  for (let i = 0; i < 16; i++) {
    const kind = i % 4;
    if (kind === 0) browse.push({ path: i === 0 ? '/' : site.categories[i % site.categories.length]! });
    else if (kind === 1) browse.push({ path: site.products[i % site.products.length]! });
    else if (kind === 2) browse.push({ path: `${site.categories[(i + 1) % site.categories.length]!}?tn_sort=prijs-oplopend` });
    else browse.push({ path: i === 3 ? '/brands/' : site.products[(i + 5) % site.products.length]! });
  }
  return [
    ...browse.slice(0, 8),
    { path: '/zoeken/?tn_q=dekbed' },
    ...browse.slice(8),
    { path: '/zoeken/?tn_q=hoeslaken%20katoen' },
    {
      method: 'POST',
      path: '/cart/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'sec-fetch-site': 'same-origin' },
      body: `intent=add&item_id=${site.itemId}&quantity=1`,
      onResponse: keepCookie,
    },
    { path: '/checkout/address-details/', setupRequest: withCookie },
  ];
}

interface RunSummary {
  requests: number;
  rps: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
  latency: { p50: number; p90: number; p99: number; max: number };
}

async function cannon(options: autocannon.Options): Promise<RunSummary> {
  const statuses: Record<string, number> = {};
  const instance = autocannon({ ...options, timeout: 10 });
  instance.on('response', (_client: unknown, status: number) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
    latency: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  };
}

function header() {
  return {
    scenario,
    db: dbKind,
    products: seedProducts ?? 'demo seed',
    at: new Date().toISOString(),
    loadavgStart: os.loadavg().map((l) => Number(l.toFixed(2))),
    node: process.version,
    cpus: os.cpus().length,
  };
}

async function save(report: Record<string, unknown>) {
  const dir = path.join(benchDir, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `load-${scenario}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(JSON.stringify(report, null, 2));
  console.log(`written to ${path.relative(root, file)}`);
}

type Site = Awaited<ReturnType<typeof discover>>;
/** What a scenario adds to the report, and whether one of its checks failed. */
type ScenarioOutcome = { fields: Record<string, unknown>; failed: boolean };

const duration = (fallback: number) => Number(process.env.LOAD_DURATION ?? fallback);
const connections = (fallback: number) => Number(process.env.LOAD_CONNECTIONS ?? fallback);

async function main() {
  await ensureDatabase();
  const server = startServer();
  let failed = false;
  try {
    await waitReady();
    const site = await discover();
    const cycle = mixedCycle(site);
    // Warm caches first: the figures are for a running shop, not a cold start.
    await cannon({ url: base, connections: 4, duration: 5, requests: cycle as any });
    const report: Record<string, unknown> = { ...header(), site };
    const outcome = await runScenario(server, site, cycle);
    Object.assign(report, outcome.fields);
    failed = outcome.failed;
    report.loadavgEnd = os.loadavg().map((l) => Number(l.toFixed(2)));
    await save(report);
  } finally {
    server.kill('SIGTERM');
  }
  process.exit(failed ? 1 : 0);
}

async function runScenario(server: ChildProcess, site: Site, cycle: Req[]): Promise<ScenarioOutcome> {
  if (scenario === 'mixed') return mixedRun(cycle);
  if (scenario === 'soak') return soakRun(server, cycle);
  if (scenario === 'restart') {
    const restart = await restartRun(site, cycle);
    return { fields: { restart }, failed: Object.values(restart.checks).some((ok) => !ok) };
  }
  if (scenario === 'overview') return overviewRun(site);
  throw new Error(`unknown scenario ${scenario} (mixed, soak, restart, overview)`);
}

/** The mix at 50 connections for 60 s: no errors, no timeouts, no 5xx. */
async function mixedRun(cycle: Req[]): Promise<ScenarioOutcome> {
  const run = await cannon({ url: base, connections: connections(50), duration: duration(60), requests: cycle as any });
  return { fields: { run }, failed: run.errors > 0 || run.timeouts > 0 || Object.keys(run.statuses).some((s) => Number(s) >= 500) };
}

/** The mix at 20 connections for 5 minutes with the server's RSS every 10 s: memory must settle. */
async function soakRun(server: ChildProcess, cycle: Req[]): Promise<ScenarioOutcome> {
  const samples: { t: number; rssMb: number }[] = [];
  const started = Date.now();
  const timer = setInterval(
    () => samples.push({ t: Math.round((Date.now() - started) / 1000), rssMb: Number(rssMb(server.pid!).toFixed(1)) }),
    10_000,
  );
  const run = await cannon({ url: base, connections: connections(20), duration: duration(300), requests: cycle as any });
  clearInterval(timer);
  const spread = memorySpread(samples);
  return {
    fields: { run, memory: { samples, spread } },
    failed: run.errors > 0 || Object.keys(run.statuses).some((s) => Number(s) >= 500 && Number(s) !== 503) || spread.maxDeviation > 0.1,
  };
}

/** After the first minute (JIT, caches, pools filled) memory must stay within ±10% of its mean. */
function memorySpread(samples: { t: number; rssMb: number }[]) {
  const settled = samples.filter((s) => s.t >= 60).map((s) => s.rssMb);
  const mean = settled.reduce((a, b) => a + b, 0) / settled.length;
  const firstMinute = settled.slice(0, 6);
  const lastMinute = settled.slice(-6);
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const drift = (avg(lastMinute) - avg(firstMinute)) / avg(firstMinute);
  return {
    min: Math.min(...settled),
    max: Math.max(...settled),
    mean: Number(mean.toFixed(1)),
    maxDeviation: Number((Math.max(...settled.map((v) => Math.abs(v - mean))) / mean).toFixed(3)),
    driftFirstToLastMinute: Number(drift.toFixed(3)),
  };
}

/** The product overview against a page route without data and a resource route; its cache headers. */
async function overviewRun(site: Site): Promise<ScenarioOutcome> {
  const overviewPath = process.env.LOAD_OVERVIEW ?? '/dekbedovertrek/';
  const anon = await fetch(base + overviewPath);
  const headers = Object.fromEntries(['cache-control', 'vary', 'set-cookie'].map((h) => [h, anon.headers.get(h)]));
  const pageHeaders: Record<string, string | null> = {};
  for (const p of ['/', overviewPath, site.products[0]!, '/brands/', '/cart/'])
    pageHeaders[p] = (await fetch(base + p)).headers.get('cache-control');
  const { page, bare, floor } = await measureOverviewAndReferences(overviewPath);
  const ratio = Number((page.rps / bare.rps).toFixed(3));
  const shared = /s-maxage=\d+/.test(headers['cache-control'] ?? '') && /stale-while-revalidate=\d+/.test(headers['cache-control'] ?? '');
  const overview = {
    path: overviewPath,
    page,
    bare: { path: '/favorieten/', ...bare },
    floor: { path: '/robots.txt', ...floor },
    ratio,
    ratioToResourceRoute: Number((page.rps / floor.rps).toFixed(3)),
    headers,
    pageHeaders,
    checks: { ratioAtLeastHalf: ratio >= 0.5, p99Within250ms: page.latency.p99 <= 250, sharedCacheHeaders: shared },
  };
  return { fields: { overview }, failed: ratio < 0.5 || page.latency.p99 > 250 || !shared };
}

/**
 * The same build, one after the other. Two references: a page route with no data of its own
 * (the placeholder /favorieten/: root loader, header, footer, a paragraph) and a resource
 * route (/robots.txt: the Remix request path without rendering), the floor of the stack.
 * Each page warmed up first (LOAD_WARMUP seconds, 5; not counted): the page measured first
 * otherwise also pays for the server's JIT warming up, which biased the ratio against it.
 */
async function measureOverviewAndReferences(overviewPath: string) {
  const warmup = Number(process.env.LOAD_WARMUP ?? 5);
  // LOAD_ACCEPT_ENCODING=gzip asks for compressed pages, as browsers do (default: none asked).
  const askHeaders = process.env.LOAD_ACCEPT_ENCODING ? { 'accept-encoding': process.env.LOAD_ACCEPT_ENCODING } : undefined;
  if (warmup > 0)
    for (const p of [overviewPath, '/favorieten/', '/robots.txt'])
      await cannon({ url: base + p, connections: connections(20), duration: warmup, headers: askHeaders });
  const page = await cannon({ url: base + overviewPath, connections: connections(20), duration: duration(20), headers: askHeaders });
  const bare = await cannon({ url: `${base}/favorieten/`, connections: connections(20), duration: duration(20), headers: askHeaders });
  const floor = await cannon({ url: `${base}/robots.txt`, connections: connections(20), duration: duration(20), headers: askHeaders });
  return { page, bare, floor };
}

type Probe = { t: number; status: number | string; ms: number; dutch: boolean };

/** Mixed load at 20 connections; PostgreSQL restarts 15 s in; a prober and an order client run throughout. */
async function restartRun(site: Site, cycle: Req[]) {
  const run = `r${Date.now().toString(36)}`;
  const probes: Probe[] = [];
  const t0 = Date.now();
  let stop = false;
  const stopped = () => stop;
  const prober = probeUntil(base + site.categories[0]!, t0, probes, stopped);
  const orders: OrderOutcome[] = [];
  const orderClient = placeOrdersUntil(site.itemId, run, orders, stopped);
  const load = cannon({ url: base, connections: 20, duration: 45, requests: cycle as any });

  await new Promise((r) => setTimeout(r, 15_000));
  const downAt = Date.now() - t0;
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', ...cluster, 'restart']);
  // pg_ctlcluster returns once the server accepts connections again.
  const upAt = Date.now() - t0;
  const loadResult = await load;
  stop = true;
  await Promise.all([prober, orderClient]);
  return restartReport({ downAt, upAt, loadResult, probes, orders, stored: await storedOrders(run) });
}

/** GETs `url` every 100 ms until `stopped()`: each answer's time, status and whether it is the shop's Dutch error page. */
async function probeUntil(url: string, t0: number, probes: Probe[], stopped: () => boolean): Promise<void> {
  while (!stopped()) {
    const started = Date.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      const body = await res.text();
      probes.push({ t: started - t0, status: res.status, ms: Date.now() - started, dutch: body.includes('Oeps, er ging iets mis') });
    } catch (error) {
      probes.push({ t: started - t0, status: `error ${(error as Error).message}`, ms: Date.now() - started, dutch: false });
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One shopper after another places an order (address load-<run>-<n>@example.nl) until `stopped()`. */
async function placeOrdersUntil(itemId: string, run: string, orders: OrderOutcome[], stopped: () => boolean): Promise<void> {
  for (let n = 0; !stopped(); n++) orders.push(await placeOrder(base, itemId, `load-${run}-${n}@example.nl`));
}

/** Orders stored in the database per e-mail address of this run. */
async function storedOrders(run: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stored = (
    await client.query<{ email: string; n: string }>(`select email, count(*) as n from orders where email like $1 group by email`, [
      `load-${run}-%`,
    ])
  ).rows;
  await client.end();
  return new Map(stored.map((r) => [r.email, Number(r.n)]));
}

function restartReport(r: {
  downAt: number;
  upAt: number;
  loadResult: RunSummary;
  probes: Probe[];
  orders: OrderOutcome[];
  stored: Map<string, number>;
}) {
  const { downAt, upAt, loadResult, probes, orders, stored: byEmail } = r;
  // Orders: each address placed one order at most; every order the client saw placed is stored.
  const placed = orders.filter((o) => o.placed);
  const lost = placed.filter((o) => !byEmail.get(o.email)).map((o) => o.email);
  const doubled = [...byEmail].filter(([, n]) => n > 1).map(([e]) => e);

  const during = probes.filter((p) => p.t >= downAt - 500);
  const firstOkAfterUp = probes.find((p) => p.t >= upAt && p.status === 200);
  const failing = probes.filter((p) => p.status !== 200);
  const recoveryMs = firstOkAfterUp ? Math.max(0, firstOkAfterUp.t + firstOkAfterUp.ms - upAt) : null;
  return {
    downAt,
    upAt,
    restartTookMs: upAt - downAt,
    load: loadResult,
    probes: {
      total: probes.length,
      failing: failing.length,
      failingStatuses: [...new Set(failing.map((p) => p.status))],
      slowestMs: Math.max(...probes.map((p) => p.ms)),
      failingAllDutch503: failing.every((p) => p.status === 503 && p.dutch),
      duringRestart: during.slice(0, 80),
    },
    recoveryMs,
    orders: {
      attempted: orders.length,
      placed: placed.length,
      retried: orders.filter((o) => o.retries > 0).length,
      lost,
      doubled,
      outcomes: orders,
    },
    checks: {
      noHangPast10s: Math.max(...probes.map((p) => p.ms)) <= 10_000,
      failuresAre503DutchPage: failing.every((p) => p.status === 503 && p.dutch),
      recoveredWithin5s: recoveryMs !== null && recoveryMs <= 5_000,
      noOrderLost: lost.length === 0,
      noOrderDoubled: doubled.length === 0,
      ordersPlaced: placed.length > 0,
      no5xxButThe503s: Object.keys(loadResult.statuses).every((s) => Number(s) < 500 || Number(s) === 503),
    },
  };
}

await main();
