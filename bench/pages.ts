// `npm run bench:pages`: the product overview page against a bare page route of the same build
// (issue 9: throughput ≥ 0.5×, p99 ≤ 250 ms at 20 connections), for each database and seed size,
// one after the other, each in its own server (bench/load.ts overview). Prints one table; reports
// and never fails on a missed target.
//   PAGES_DBS (pglite,postgres) · PAGES_PRODUCTS (demo,100000) · LOAD_DURATION (20 s per measurement)
//   LOAD_DATABASE_URL (PostgreSQL admin URL, default postgres://postgres@127.0.0.1:5432/postgres here)
//   LOAD_WORKERS (1): server processes on PostgreSQL (WEB_CONCURRENCY; PGlite is always one)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDir, formatTable } from './lib';

const dbs = (process.env.PAGES_DBS ?? 'pglite,postgres').split(',').map((d) => d.trim());
const sizes = (process.env.PAGES_PRODUCTS ?? 'demo,100000').split(',').map((s) => s.trim());
const root = path.dirname(benchDir);

interface Cannon {
  rps: number;
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface Overview {
  path: string;
  page: Cannon;
  bare: Cannon & { path: string };
  floor: Cannon & { path: string };
  ratio: number;
  checks: Record<string, boolean>;
}

const rows: Array<Array<string | number>> = [];
for (const products of sizes) {
  for (const db of dbs) {
    console.log(`— ${db}, ${products === 'demo' ? 'demo seed' : `${products} products`}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      LOAD_DB: db,
      LOAD_DATABASE_URL: process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    };
    if (products === 'demo') delete env.LOAD_PRODUCTS;
    else env.LOAD_PRODUCTS = products;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/load.ts', 'overview'], {
      cwd: root,
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const written = /written to (\S+)/.exec(run.stdout ?? '');
    if (!written) {
      rows.push([
        db,
        products,
        `failed: ${(run.stderr || run.stdout || '').trim().split('\n').slice(-1)[0] ?? ''}`,
        '',
        '',
        '',
        '',
        '',
        '',
      ]);
      continue;
    }
    const report = JSON.parse(readFileSync(path.join(root, written[1]!), 'utf8')) as {
      overview: Overview;
      loadavgStart: number[];
      loadavgEnd: number[];
    };
    const o = report.overview;
    rows.push([
      db,
      products,
      o.page.rps,
      o.bare.rps,
      o.ratio,
      o.page.latency.p50,
      o.page.latency.p99,
      o.page.errors + o.page.timeouts + o.page.non2xx,
      `${report.loadavgStart[0]} → ${report.loadavgEnd[0]}`,
    ]);
  }
}
console.log('');
console.log(
  formatTable(['db', 'products', 'overview req/s', 'bare req/s', 'ratio (≥ 0.5)', 'p50 ms', 'p99 ms (≤ 250)', 'errors', 'load avg'], rows),
);
console.log(
  `${os.cpus().length} CPUs; ${process.env.LOAD_WORKERS ?? 1} server process(es) on PostgreSQL, 1 on PGlite; overview: /dekbedovertrek/ (LOAD_OVERVIEW), bare: /favorieten/ (a page route with no data of its own), 20 connections.`,
);
