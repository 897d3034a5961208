// `npm run bench:telemetry`: what OpenTelemetry costs (docs/decisions/0061). Three compiled servers
// of the same seed, measured in one run, in turns: `main` (the main checkout's build, MAIN_BUILD,
// default /work/main), `off` (this build, neither OTEL_EXPORTER_OTLP_ENDPOINT nor METRICS_PORT) and
// `on` (this build, OTLP/protobuf to a local sink that answers 200, and a Prometheus port scraped once a
// second). Each takes a product page and a /v1 catalogue call with autocannon, ROUNDS times in turn
// so a busy machine's noise falls on all three alike. Prints one table (median of the rounds).
//   TELEMETRY_DURATION (6 s per measurement) · ROUNDS (5) · CONNECTIONS (10)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const mainRoot = process.env.MAIN_BUILD ?? '/work/main';
const duration = Number(process.env.TELEMETRY_DURATION ?? 6);
const rounds = Number(process.env.ROUNDS ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);
const PASSWORD = 'bench-telemetry-service-password';

// The OTLP sink: takes every export and answers 200, as a collector would.
let exported = 0;
const sink = createServer((req, res) => {
  req.on('data', (c: Buffer) => (exported += c.length));
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end());
});
await new Promise<void>((r) => sink.listen(4399, '127.0.0.1', r));

interface Shop {
  name: string;
  origin: string;
  child: ChildProcess;
  dataDir: string;
}

async function start(name: string, cwd: string, port: number, env: Record<string, string>): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `slaapzaak-bench-otel-${name}-`));
  const child = spawn(process.execPath, ['build/server/server.js'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: '150',
      SERVICE_ACCOUNT_PASSWORD: PASSWORD,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { name, origin, child, dataDir };
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${name} did not start`);
}

const shops: Shop[] = [];
// Whatever happens, the servers go with this process.
process.on('exit', () => shops.forEach((s) => s.child.kill('SIGTERM')));
shops.push(
  await start('main', mainRoot, 3221, {}),
  await start('off', root, 3222, {}),
  await start('on', root, 3223, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4399', METRICS_PORT: '3224' }),
);
const scraper = setInterval(
  () =>
    void fetch('http://127.0.0.1:3224/metrics').then(
      (r) => r.text(),
      () => '',
    ),
  1000,
);

const token = (
  (await fetch(`${shops[1]!.origin}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'storefront@slaapzaak.nl', password: PASSWORD }),
  }).then((r) => r.json())) as { access_token: string }
).access_token;
const featured = await fetch(`${shops[1]!.origin}/v1/catalog/featured-products`, { headers: { authorization: `Bearer ${token}` } }).then(
  (r) => r.text(),
);
const productPath = /"link":"(\/[^"?]+\.html)"/.exec(featured)?.[1];
if (!productPath) throw new Error('no product URL in /v1/catalog/featured-products');
const apiPath = '/v1/catalog/featured-products';

/** User + system CPU of a server process so far, in ms (Linux /proc; ticks of 10 ms). */
function cpuMs(shop: Shop): number {
  const fields = readFileSync(`/proc/${shop.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(shop: Shop, target: 'page' | 'api') {
  // Each server signs its own tokens: log in per server.
  const own = (
    (await fetch(`${shop.origin}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'storefront@slaapzaak.nl', password: PASSWORD }),
    }).then((r) => r.json())) as { access_token: string }
  ).access_token;
  const cpuBefore = cpuMs(shop);
  const result = await autocannon({
    url: `${shop.origin}${target === 'page' ? productPath : apiPath}`,
    connections,
    duration,
    headers: target === 'api' ? { authorization: `Bearer ${own}` } : { 'accept-encoding': 'gzip' },
  });
  // The server's own CPU time per answer: what the work costs, whatever else the machine is doing
  // (throughput and latency on 2 shared cores swing with the neighbours' load).
  const cpuPerRequest = (cpuMs(shop) - cpuBefore) / Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuPerRequest,
  };
}

const results: Record<string, Array<Awaited<ReturnType<typeof measure>>>> = {};
for (let round = 0; round < rounds; round++)
  for (const target of ['page', 'api'] as const)
    for (const shop of shops) {
      // A short warm-up, then the measurement.
      await autocannon({ url: `${shop.origin}${target === 'page' ? productPath : '/healthz'}`, connections: 2, duration: 1 });
      const m = await measure(shop, target);
      (results[`${target} ${shop.name}`] ??= []).push(m);
      console.log(
        `round ${round + 1} ${target} ${shop.name}: ${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, CPU ${m.cpuPerRequest.toFixed(2)} ms/request, errors ${m.errors}`,
      );
    }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `\n${os.cpus().length} CPUs, ${connections} connections, ${duration} s × ${rounds} rounds; page ${productPath}, api ${apiPath}`,
);
console.log('| target | server | server CPU ms/request (median) | req/s (median) | p50 ms | p99 ms | errors |');
console.log('|---|---|---|---|---|---|---|');
for (const [key, ms] of Object.entries(results)) {
  const [target, name] = key.split(' ');
  console.log(
    `| ${target} | ${name} | ${median(ms.map((m) => m.cpuPerRequest)).toFixed(2)} | ${median(ms.map((m) => m.rps)).toFixed(0)} | ${median(ms.map((m) => m.p50))} | ${median(ms.map((m) => m.p99))} | ${ms.reduce((s, m) => s + m.errors, 0)} |`,
  );
}
console.log(`OTLP bytes received from "on": ${exported}`);

clearInterval(scraper);
for (const shop of shops) {
  shop.child.kill('SIGTERM');
  await new Promise((r) => shop.child.once('exit', r));
  rmSync(shop.dataDir, { recursive: true, force: true });
}
sink.close();
