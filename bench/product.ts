// `npm run bench:product`: the product page's HTML (issue 4: p95 ≤ 60 ms with 10 concurrent clients
// on the 100,000-product seed). The storefront's production build renders /{slug}.html in-process
// against the commerce API on the cached bench database (bench/.data, see README), the same way
// server.ts wires them, and the whole HTML is read. Reports; never fails on a missed target.
//   BENCH_PRODUCTS (100000) · BENCH_KINDS (pglite,postgres) · BENCH_DATABASE_URL · BENCH_SAMPLES (400)
//   BENCH_BUDGET_MS (20000) · needs `npm run build` first
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import { sql } from 'drizzle-orm';
import { createCommerceClient } from '../app/lib/context';
import { benchConfig, benchDir, createBenchShop, DEFAULT_BENCH_DATABASE_URL, fmt, formatTable, postgresReachable, queryRows, runLoop, summarise, type DbKind } from './lib';

const TARGET_P95_MS = 60;
const CONCURRENCY = 10;
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 400);
const budgetMs = Number(process.env.BENCH_BUDGET_MS ?? 20_000);
const kinds = (process.env.BENCH_KINDS || 'pglite,postgres').split(',').map((k) => k.trim()) as DbKind[];
const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;

const buildFile = path.join(benchDir, '..', 'build/server/index.js');
// React picks its production build by NODE_ENV (the npm script sets it; a development React is ~1.5× slower).
if (process.env.NODE_ENV !== 'production') console.warn('NODE_ENV is not production: React runs its development build.');
if (!existsSync(buildFile)) {
  console.error('No production build: run `npm run build` first.');
  process.exit(2);
}
const build = (await import(buildFile)) as ServerBuild;
const handler = createRequestHandler(build, 'production');

console.log(`Product page benchmark: ${products} products, databases ${kinds.join(', ')}, ${CONCURRENCY} clients`);
const rows: Array<Array<string | number>> = [];
const verdicts: string[] = [];
for (const kind of kinds) {
  if (kind === 'postgres' && !(await postgresReachable(adminUrl))) {
    rows.push([kind, 'skipped: PostgreSQL does not answer', '', '', '', '', '', '']);
    continue;
  }
  const shop = await createBenchShop(kind, { products, adminUrl, poolSize: 10, log: (m) => console.log(m) });
  try {
    const commerce = createCommerceClient({
      transport: (request) => Promise.resolve(shop.app.fetch(request)),
      baseUrl: 'http://commerce.internal',
      serviceAccount: benchConfig.serviceAccount,
      // As server.ts wires it (docs/decisions/0020); the 500 pages asked are all different.
      sharedCacheSeconds: 30,
    });
    await commerce.login();
    const context = { commerce, sessionSecret: 'bench-session-secret', secureCookies: false, clientIp: '127.0.0.1' } as AppLoadContext;
    // 500 products spread over the whole id range, a third of them with a chosen variant in the URL.
    const picked = await queryRows<{ slug: string; variant: number }>(
      shop.database.db,
      sql`select p.slug, (select max(v.id) from variants v where v.product_id = p.id) as variant
          from products p where p.id % ${Math.max(1, Math.floor(products / 500))} = 0 order by p.id limit 500`,
    );
    const urls = picked.map((p, i) => `http://localhost/${p.slug}.html${i % 3 === 0 ? `?variant=${p.variant}` : ''}`);
    let bytes = 0;
    const request = async (i: number) => {
      const res = await handler(new Request(urls[i % urls.length]!, { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 bench' } }), context);
      const html = await res.text();
      bytes = html.length;
      if (res.status !== 200 || !html.includes('fetchpriority="high"')) throw new Error(`status ${res.status}`);
    };
    const sequential = await runLoop(request, { total: Math.min(100, samples), concurrency: 1, warmup: 30, budgetMs });
    const concurrent = await runLoop(request, { total: samples, concurrency: CONCURRENCY, warmup: 40, budgetMs });
    for (const [label, result] of [
      ['c=1', sequential],
      [`c=${CONCURRENCY}`, concurrent],
    ] as const) {
      const s = summarise(result.latencies);
      rows.push([kind, `product page HTML [${label}]`, s.n, fmt(s.p50), fmt(s.p95), fmt(s.p99), result.errors, fmt(result.throughput)]);
    }
    const p95 = summarise(concurrent.latencies).p95;
    verdicts.push(`${kind}: p95 ${fmt(p95)} ms at ${CONCURRENCY} clients (target ≤ ${TARGET_P95_MS} ms) ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}; HTML ${Math.round(bytes / 1024)} KB${concurrent.firstError ? `; first error: ${concurrent.firstError}` : ''}`);
  } finally {
    await shop.close();
  }
}
console.log('');
console.log(formatTable(['db', 'scenario', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'req/s'], rows));
console.log('');
for (const line of verdicts) console.log(line);
console.log(`Load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} CPUs.`);
