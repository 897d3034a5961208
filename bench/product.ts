// `npm run bench:product`: the product page's HTML (issue 4: p95 ≤ 60 ms with 10 concurrent clients
// on the 100,000-product seed). First in-process: the storefront's production build renders
// /{slug}.html against the commerce API on the cached bench database (bench/.data, see README), the
// same way server.ts wires them, and the whole HTML is read. Then, on PostgreSQL, over HTTP from the
// real server (server.ts, NODE_ENV=production) as one process and as one process per core
// (WEB_CONCURRENCY, docs/decisions/0024), the clients in this process over keep-alive connections
// asking for gzip (the compressed bytes are read, not unpacked).
// Reports; never fails on a missed target.
// Every request of a run asks for a product page not asked before in that process (warm-up included):
// the storefront keeps the API's public answers for 30 s, and a page asked again would be cheaper.
// Each scenario first warms up for BENCH_WARMUP_MS on other product pages (a server in production
// has run for hours; the first seconds of a new process pay for loading and compiling its code).
//   BENCH_PRODUCTS (100000) · BENCH_KINDS (pglite,postgres) · BENCH_DATABASE_URL · BENCH_SAMPLES (400)
//   BENCH_BUDGET_MS (20000) · BENCH_WARMUP_MS (10000) · BENCH_WORKERS (CPUs) · BENCH_PORT (3147)
//   needs `npm run build` first
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import {
  benchDir,
  createBenchShop,
  DEFAULT_BENCH_DATABASE_URL,
  ensurePostgresDatabase,
  fmt,
  formatTable,
  postgresReachable,
  productPagePaths,
  runLoop,
  storefrontContext,
  summarise,
  type DbKind,
} from './lib';
import { createStorefrontHandler } from '../app/lib/storefront-handler';

const TARGET_P95_MS = 60;
const CONCURRENCY = 10;
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 400);
const budgetMs = Number(process.env.BENCH_BUDGET_MS ?? 20_000);
const warmupMs = Number(process.env.BENCH_WARMUP_MS ?? 10_000);
/** Enough different pages for a scenario's warm-up and samples: at most this many warm-up requests. */
const MAX_WARMUP = 3_000;
const kinds = (process.env.BENCH_KINDS || 'pglite,postgres').split(',').map((k) => k.trim()) as DbKind[];
const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const workers = Number(process.env.BENCH_WORKERS ?? os.cpus().length);
const port = Number(process.env.BENCH_PORT ?? 3147);

const buildFile = path.join(benchDir, '..', 'build/server/index.js');
// React picks its production build by NODE_ENV (the npm script sets it; a development React is ~1.5× slower).
if (process.env.NODE_ENV !== 'production') console.warn('NODE_ENV is not production: React runs its development build.');
if (!existsSync(buildFile)) {
  console.error('No production build: run `npm run build` first.');
  process.exit(2);
}
const build = (await import(buildFile)) as ServerBuild;
const handler = createStorefrontHandler(build, 'production');

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function httpGet(pathAndQuery: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: pathAndQuery,
        agent,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip', 'user-agent': 'Mozilla/5.0 bench' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** The compiled server (build/server/server.js) in production on the bench database, as `processes` processes; resolves once it answers. */
async function startServer(databaseUrl: string, processes: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slaapzaak-bench-product-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    WEB_CONCURRENCY: String(processes),
  };
  const child: ChildProcess = spawn(process.execPath, ['build/server/server.js'], {
    cwd: path.join(benchDir, '..'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`build/server/server.js stopped with ${child.exitCode}`);
    const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (res?.ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * CPU seconds used so far by the server's processes (the process and its cluster workers), split into
 * the JavaScript threads and all other threads (GC, compiler, gzip on libuv's pool). Linux /proc only.
 */
function serverThreadsCpu(pid: number): { main: number; other: number } | null {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    let main = 0;
    let other = 0;
    for (const proc of [pid, ...children]) {
      for (const tid of readdirSync(`/proc/${proc}/task`)) {
        const stat = readFileSync(`/proc/${proc}/task/${tid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
        if (tid === String(proc)) main += seconds;
        else other += seconds;
      }
    }
    return { main, other };
  } catch {
    return null;
  }
}

console.log(`Product page benchmark: ${products} products, databases ${kinds.join(', ')}, ${CONCURRENCY} clients`);
const rows: Array<Array<string | number>> = [];
const verdicts: string[] = [];
const cpuLines: string[] = [];
for (const kind of kinds) {
  if (kind === 'postgres' && !(await postgresReachable(adminUrl))) {
    rows.push([kind, 'skipped: PostgreSQL does not answer', '', '', '', '', '', '']);
    continue;
  }
  const shop = await createBenchShop(kind, { products, adminUrl, poolSize: 10, log: (m) => console.log(m) });
  try {
    // As server.ts wires it (docs/decisions/0020). The in-process scenarios share one storefront
    // cache, so each takes its own range of pages; each server started below is a new process.
    const context = await storefrontContext(shop, 30);
    const urls = (await productPagePaths(shop.database.db, products, 2 * (MAX_WARMUP + samples))).map((p) => `http://localhost${p}`);
    if (urls.length < 2 * (MAX_WARMUP + samples))
      console.warn(`Only ${urls.length} products: some pages are asked twice and may come from the storefront's cache.`);
    let bytes = 0;
    let firstPage = 0;
    const request = async (i: number) => {
      const res = await handler(
        new Request(urls[(firstPage + i) % urls.length]!, { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 bench' } }),
        context,
      );
      const html = await res.text();
      bytes = html.length;
      if (res.status !== 200 || !/fetchpriority="high"/i.test(html)) throw new Error(`status ${res.status}`);
    };
    const warm = { warmup: MAX_WARMUP, warmupBudgetMs: warmupMs };
    const sequential = await runLoop(request, { total: Math.min(100, samples), concurrency: 1, budgetMs, ...warm });
    firstPage = MAX_WARMUP + samples;
    const concurrent = await runLoop(request, { total: samples, concurrency: CONCURRENCY, budgetMs, ...warm });
    for (const [label, result] of [
      ['c=1', sequential],
      [`c=${CONCURRENCY}`, concurrent],
    ] as const) {
      const s = summarise(result.latencies);
      rows.push([kind, `product page HTML [${label}]`, s.n, fmt(s.p50), fmt(s.p95), fmt(s.p99), result.errors, fmt(result.throughput)]);
    }
    const p95 = summarise(concurrent.latencies).p95;
    verdicts.push(
      `${kind}, in-process: p95 ${fmt(p95)} ms at ${CONCURRENCY} clients (target ≤ ${TARGET_P95_MS} ms) ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}; HTML ${Math.round(bytes / 1024)} KB${concurrent.firstError ? `; first error: ${concurrent.firstError}` : ''}`,
    );
    if (kind === 'postgres') {
      const databaseUrl = await ensurePostgresDatabase(adminUrl, products);
      for (const processes of [...new Set([1, workers])]) {
        const label = processes === 1 ? 'HTTP, 1 process' : `HTTP, ${processes} processes`;
        const server = await startServer(databaseUrl, processes);
        try {
          // node:http with keep-alive (Node's fetch costs the client ~3× the CPU); gzip asked, as browsers do.
          const get = async (i: number) => {
            const url = new URL(urls[i % urls.length]!);
            const { status, body } = await httpGet(url.pathname + url.search);
            if (status !== 200 || body.length < 10_000) throw new Error(`status ${status}`);
          };
          const cpu: { before: ReturnType<typeof serverThreadsCpu> } = { before: null };
          const result = await runLoop(get, {
            total: samples,
            concurrency: CONCURRENCY,
            budgetMs,
            warmup: MAX_WARMUP,
            warmupBudgetMs: warmupMs,
            onMeasureStart: () => (cpu.before = serverThreadsCpu(server.pid)),
          });
          const cpuAfter = serverThreadsCpu(server.pid);
          const cpuBefore = cpu.before;
          const s = summarise(result.latencies);
          if (cpuBefore && cpuAfter) {
            const per = (x: number) => ((x * 1000) / (s.n + result.errors)).toFixed(1);
            cpuLines.push(
              `${label}: server CPU per page ${per(cpuAfter.main - cpuBefore.main)} ms on JavaScript threads, ${per(cpuAfter.other - cpuBefore.other)} ms on other threads (GC, compiler, gzip)`,
            );
          }
          rows.push([
            kind,
            `product page HTML [${label}, c=${CONCURRENCY}]`,
            s.n,
            fmt(s.p50),
            fmt(s.p95),
            fmt(s.p99),
            result.errors,
            fmt(result.throughput),
          ]);
          verdicts.push(
            `${kind}, ${label}: p95 ${fmt(s.p95)} ms at ${CONCURRENCY} clients (target ≤ ${TARGET_P95_MS} ms) ${s.p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}${result.firstError ? `; first error: ${result.firstError}` : ''}`,
          );
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    await shop.close();
  }
}
console.log('');
console.log(formatTable(['db', 'scenario', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'req/s'], rows));
console.log('');
for (const line of verdicts) console.log(line);
for (const line of cpuLines) console.log(line);
console.log(
  `Load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} CPUs.`,
);
agent.destroy();
