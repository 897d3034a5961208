// Edge vs Node (issue 10): throughput and latency of one product overview page rendered by the
// worker in workerd and by the Node server, in the same run, both against the same commerce API
// on Node over HTTP. Also reports the worker bundle's gzip size against the platform limit.
// Reports and exits 0. Needs `npm run build` and `npm run build:worker` first.
//   BENCH_PATH (/dekbedovertrek/?tn_fk_kleur=wit) BENCH_SECONDS (15) BENCH_CONNECTIONS (8)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startEdgeStack } from '../scripts/edge-stack.mjs';
import { startWorker } from '../worker/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = process.env.BENCH_PATH ?? '/dekbedovertrek/?tn_fk_kleur=wit';
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const ports = { api: 3192, worker: 3193, workerCached: 3194, node: 3195 };

for (const file of ['build/server/index.js', 'build-worker/worker.js']) {
  if (!existsSync(path.join(root, file))) {
    console.error(`${file} is missing: run npm run build && npm run build:worker first.`);
    process.exit(0);
  }
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

/** autocannon for `seconds`; p95 from every response time (autocannon's own table has no p95). */
async function measure(name, base) {
  // Warm-up: the isolate/JIT, the service login, the menu caches.
  await autocannon({ url: base + target, connections: 2, duration: 3 });
  const times = [];
  const instance = autocannon({ url: base + target, connections, duration: seconds });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: +(result.requests.total / (result.duration || seconds)).toFixed(1),
    p50ms: +percentile(times, 50).toFixed(1),
    p95ms: +percentile(times, 95).toFixed(1),
    p99ms: +percentile(times, 99).toFixed(1),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const dataDir = path.join(root, 'bench/.data/edge-api');
const stack = await startEdgeStack({
  ...process.env,
  EDGE_API_PORT: String(ports.api),
  EDGE_PORT: String(ports.worker),
  DATA_DIR: dataDir,
  KEEP_DATA: '1',
  EDGE_CACHE_OFF: '1',
});
const cached = await startWorker({ ...process.env, PORT: String(ports.workerCached), COMMERCE_API_URL: stack.apiUrl, DATA_DIR: dataDir });
const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
// The Node storefront in remote mode: same build as `npm start`, its API calls go over HTTP.
const node = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(ports.node),
    DATA_DIR: path.join(root, 'bench/.data/edge-node'),
    COMMERCE_API_URL: stack.apiUrl,
    SERVICE_ACCOUNT_PASSWORD: secrets.serviceAccountPassword,
    SESSION_SECRET: secrets.sessionSecret,
  },
});
const results = [];
try {
  await waitFor(`http://127.0.0.1:${ports.node}/readyz`, 240_000);
  results.push(await measure('Node (server.ts, remote API)', `http://127.0.0.1:${ports.node}`));
  results.push(await measure('workerd (worker, edge cache off)', stack.workerUrl));
  results.push(await measure('workerd (worker, edge cache on)', cached.url.toString().replace(/\/$/, '')));
} finally {
  node.kill('SIGTERM');
  await cached.mf.dispose().catch(() => {});
  await stack.stop();
}

const size = JSON.parse(readFileSync(path.join(root, 'build-worker/size.json'), 'utf8'));
const report = { date: new Date().toISOString(), target, seconds, connections, bundle: size, results };
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, `bench/results/edge-${report.date.slice(0, 19).replace(/[:T]/g, '-')}.json`),
  JSON.stringify(report, null, 2),
);
console.log(`\nGET ${target}, ${connections} connections, ${seconds} s each, API on Node (PGlite) at ${stack.apiUrl}`);
console.log('| storefront | req/s | p50 ms | p95 ms | p99 ms | requests | non-2xx |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results)
  console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50ms} | ${r.p95ms} | ${r.p99ms} | ${r.requests} | ${r.non2xx + r.errors} |`);
console.log(
  `\nworker bundle ${(size.gzipBytes / 1024).toFixed(0)} KiB gzip (${size.bytes} bytes raw) of the 3 MiB free / 10 MiB paid limit: ${(size.shareOfFreeLimit * 100).toFixed(1)}% of free`,
);
