// docs/decisions/0061, traces and metrics (docs/decisions/0061). A Node storefront whose API runs in another
// process (COMMERCE_API_URL), both exporting traces by OTLP/HTTP (JSON) to a small receiver on
// 127.0.0.2 and serving Prometheus text on a loopback port of their own. A page's trace must run from
// the storefront's loader span through the API's handler span to an SQL span, one trace id, each span
// the child of the one before; forged trace context is replaced; no personal data in any attribute;
// the metrics move and are not on the public port. Needs the storefront build (npm run build).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from '../../commerce/settings';
import { API_PROCESS_HOOK_MS, startApiProcess, type ApiProcess } from '../helpers/api-process';
import { createPostgresDatabase } from '../helpers/shop';
import { startShop, stopShops } from '../helpers/shop-server';

const root = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'telemetry-service-password';
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';
const SHOP_PORT = 3211;
const API_PORT = 3212;
const SHOP_METRICS = 3213;
const API_METRICS = 3214;
const PG_SHOP_PORT = 3215;

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: Array<{ key: string; value: Record<string, unknown> }>;
  service: string;
}

/** An OTLP/HTTP receiver: what the exporters send, decoded from JSON. */
function startReceiver(): Promise<{ server: Server; origin: string; spans: OtlpSpan[] }> {
  const spans: OtlpSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: Array<{
            resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
            scopeSpans: Array<{ spans: Omit<OtlpSpan, 'service'>[] }>;
          }>;
        };
        for (const rs of body.resourceSpans) {
          const service = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const ss of rs.scopeSpans) for (const span of ss.spans) spans.push({ ...span, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.2', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ server, origin: `http://127.0.0.2:${port}`, spans });
    }),
  );
}

const attr = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};

async function until<T>(find: () => T | undefined, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`not seen within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const scrape = (port: number) => fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text());

/** The sum of a Prometheus series' values whose labels contain every given `label="value"`. */
function series(text: string, name: string, ...labels: string[]): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => labels.every((l) => line.includes(l)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

describe.skipIf(!existsSync(path.join(root, 'build/server/index.js')))('traces and metrics (needs npm run build)', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let api: ApiProcess;
  let dataDir: string;
  let shop: string;

  beforeAll(async () => {
    receiver = await startReceiver();
    const otel = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.origin,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'slaapzaak-otel-'));
    api = await startApiProcess(API_PORT, {
      ...otel,
      OTEL_SERVICE_NAME: 'slaapzaak-api',
      METRICS_PORT: String(API_METRICS),
      DATA_DIR: dataDir,
      SERVICE_ACCOUNT_PASSWORD: PASSWORD,
    });
    shop = (
      await startShop(SHOP_PORT, {
        ...otel,
        OTEL_SERVICE_NAME: 'slaapzaak-shop',
        METRICS_PORT: String(SHOP_METRICS),
        COMMERCE_API_URL: api.origin,
        SERVICE_ACCOUNT_PASSWORD: PASSWORD,
        STOREFRONT_CACHE_SECONDS: '0',
        SEED_PRODUCTS: '30',
      })
    ).origin;
  }, API_PROCESS_HOOK_MS);
  afterAll(async () => {
    await stopShops();
    await api?.stop();
    receiver?.server.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every span of one trace, and the chain of parents above a span. */
  const ofTrace = (traceId: string) => receiver.spans.filter((s) => s.traceId === traceId);
  const ancestors = (span: OtlpSpan): OtlpSpan[] => {
    const chain: OtlpSpan[] = [];
    let at: OtlpSpan | undefined = span;
    while (at?.parentSpanId) {
      at = receiver.spans.find((s) => s.spanId === at!.parentSpanId && s.traceId === span.traceId);
      if (at) chain.push(at);
    }
    return chain;
  };

  it('one trace runs from the storefront loader through the API handler to SQL, each span the child of the last', async () => {
    const page = await fetch(`${shop}/`, { headers: { traceparent: `00-${TRACE}-${PARENT}-01`, 'x-request-id': 'otel-page-0001' } });
    expect(page.status).toBe(200);
    await page.text();

    // An SQL statement in the API process whose ancestors are the API's handler and the page's loader.
    const sql = await until(
      () =>
        ofTrace(TRACE).find(
          (s) =>
            s.service === 'slaapzaak-api' &&
            attr(s, 'db.system.name') === 'postgresql' &&
            ancestors(s).some((a) => a.name.startsWith('loader ')),
        ),
      'an SQL span below a loader span',
    );
    const chain = ancestors(sql);
    const handler = chain.find((s) => attr(s, 'slaapzaak.wing') === 'api')!;
    const loader = chain.find((s) => s.name.startsWith('loader '))!;
    expect(handler, 'the API handler span').toBeDefined();
    // Named by the Hono route pattern and the React Router route id.
    expect(handler.name).toMatch(/^GET \/v1\//);
    expect(attr(handler, 'http.route')).toMatch(/^\/v1\//);
    expect(loader.service).toBe('slaapzaak-shop');
    expect(attr(loader, 'react_router.route.id')).toBe(loader.name.slice('loader '.length));
    // Parent to child: loader → (API front door) → API handler → SQL, across the two processes.
    expect(chain.indexOf(handler)).toBeLessThan(chain.indexOf(loader));
    expect(sql.parentSpanId).toBe(handler.spanId);
    // The page's own span is the child of the caller's traceparent. It ends when the answer has gone out,
    // after the loader's and the API's spans, so its export can come a batch later: wait for it too.
    const front = await until(
      () => ofTrace(TRACE).find((s) => s.service === 'slaapzaak-shop' && attr(s, 'slaapzaak.wing') === 'front'),
      'the page span of the trace',
    );
    expect(front.parentSpanId).toBe(PARENT);
    expect(ancestors(loader)).toContain(front);
    for (const span of [sql, handler, loader, front]) expect(span.traceId).toBe(TRACE);
  });

  it('a traceparent with junk is replaced and a huge one ignored: the page gets a trace of its own', async () => {
    const forged = [
      `00-${'z'.repeat(32)}-${PARENT}-01`,
      `00-${'0'.repeat(32)}-${PARENT}-01`,
      `00-${TRACE}-${PARENT}-01${'a'.repeat(6_000)}`,
      `00-${TRACE}-${PARENT}-01, 00-${TRACE}-${PARENT}-01`,
    ];
    for (const [i, traceparent] of forged.entries()) {
      const requestId = `otel-forged-000${i}`;
      const page = await fetch(`${shop}/`, { headers: { traceparent, 'x-request-id': requestId } });
      expect(page.status).toBe(200);
      await page.text();
      const front = await until(
        () =>
          receiver.spans.find(
            (s) => s.service === 'slaapzaak-shop' && attr(s, 'slaapzaak.request.id') === requestId && attr(s, 'slaapzaak.wing') === 'front',
          ),
        `the front span of ${requestId}`,
      );
      expect(front.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(front.traceId).not.toBe(TRACE);
      expect(front.traceId).not.toMatch(/^0+$/);
      expect(front.parentSpanId ?? '').toBe('');
    }
  });

  it('puts no personal data in span attributes: no e-mail address, no query string, no token', async () => {
    const email = 'jan.jansen@example.nl';
    const token = 'tok-9f8e7d6c5b4a3f2e1d0c';
    const page = await fetch(`${shop}/zoeken?q=${encodeURIComponent(email)}&token=${token}`, {
      headers: { 'x-request-id': 'otel-pii-0001' },
    });
    await page.text();
    await fetch(`${shop}/account/inloggen?email=${encodeURIComponent(email)}`).then((r) => r.text());
    await until(() => receiver.spans.find((s) => attr(s, 'slaapzaak.request.id') === 'otel-pii-0001'), 'the search page span');
    // Let the API's spans of those calls arrive too.
    await new Promise((r) => setTimeout(r, 1_000));
    const everything = JSON.stringify(receiver.spans.map((s) => [s.name, s.attributes]));
    expect(everything).not.toContain('jan.jansen');
    expect(everything).not.toContain('example.nl');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('?');
  });

  it('counts requests per route on a Prometheus port of its own, not on the public one', async () => {
    const before = await scrape(API_METRICS);
    const shopBefore = await scrape(SHOP_METRICS);
    for (let i = 0; i < 3; i++) await fetch(`${shop}/`).then((r) => r.text());
    const after = await scrape(API_METRICS);
    const shopAfter = await scrape(SHOP_METRICS);
    const apiCalls = (text: string) => series(text, 'http_server_request_duration_count', 'slaapzaak_wing="api"');
    expect(apiCalls(after)).toBeGreaterThan(apiCalls(before));
    const loaders = (text: string) => series(text, 'slaapzaak_loader_duration_count', 'react_router_route_id="home"');
    expect(loaders(shopAfter) - loaders(shopBefore)).toBeGreaterThanOrEqual(3);
    // The gauges read from the database.
    expect(after).toMatch(/^slaapzaak_outbox_backlog(\{[^}]*\})? \d+/m);
    expect(after).toMatch(/^slaapzaak_orders_pending(\{[^}]*\})? \d+/m);
    expect(series(shopAfter, 'http_server_request_duration_count', 'http_route="storefront"')).toBeGreaterThanOrEqual(3);
    // Not on the shop's public port: there /metrics is an ordinary (missing) page.
    for (const origin of [shop, api.origin]) {
      const publicAnswer = await fetch(`${origin}/metrics`);
      expect(await publicAnswer.text()).not.toContain('http_server_request_duration');
    }
  });

  it('counts login limits hit by limit name, never by the account or address', async () => {
    const token = (
      (await fetch(`${api.origin}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'storefront@slaapzaak.nl', password: PASSWORD }),
      }).then((r) => r.json())) as { access_token: string }
    ).access_token;
    const hits = (text: string) => series(text, 'slaapzaak_limits_hit_total');
    const before = hits(await scrape(API_METRICS));
    let refused = 0;
    for (let i = 0; i < 14 && !refused; i++) {
      const answer = await fetch(`${api.origin}/v1/customer/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ username: 'limit-metrics@example.nl', password: `wrong-${i}` }),
      });
      if (answer.status === 429) refused++;
    }
    expect(refused, 'the login limit turned the guesser away').toBe(1);
    const after = await scrape(API_METRICS);
    expect(hits(after)).toBeGreaterThan(before);
    expect(after).toMatch(/slaapzaak_limits_hit_total\{[^}]*slaapzaak_limit="login/);
    expect(after).not.toContain('limit-metrics');
    expect(after).not.toContain('127.0.0.1');
  });

  it('background work starts traces of its own: the outbox run is a root span', async () => {
    const job = await until(
      () => receiver.spans.find((s) => s.service === 'slaapzaak-api' && s.name === 'job outbox'),
      'a job outbox span',
    );
    expect(job.parentSpanId ?? '').toBe('');
    expect(job.traceId).not.toBe(TRACE);
  });

  it('the metrics port listens on loopback only, answers no other Host name; another address needs METRICS_PUBLIC=1', async () => {
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (outside) {
      const refused = await new Promise<string>((resolve) => {
        const socket = net.connect({ host: outside, port: SHOP_METRICS });
        socket.once('connect', () => (socket.destroy(), resolve('connected')));
        socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
      });
      expect(refused).toBe('ECONNREFUSED');
    }
    // DNS rebinding: a page on a domain of its own that resolves to 127.0.0.1 sends its domain as Host.
    const rebound = await new Promise<string>((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port: SHOP_METRICS }, () =>
        socket.write('GET /metrics HTTP/1.1\r\nHost: rebind.attacker.example:' + SHOP_METRICS + '\r\nConnection: close\r\n\r\n'),
      );
      let answer = '';
      socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(rebound).toMatch(/^HTTP\/1\.1 421 /);
    expect(rebound).not.toContain('http_server');
    expect((await fetch(`http://localhost:${SHOP_METRICS}/metrics`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${SHOP_METRICS}/elsewhere`)).status).toBe(404);
    const problems = (env: Record<string, string>) => {
      try {
        readSettings(env);
        return [];
      } catch (e) {
        return (e as SettingsError).problems;
      }
    };
    expect(problems({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).join()).toMatch(/METRICS_HOST is not a loopback address/);
    expect(problems({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_PUBLIC: '1' })).toEqual([]);
    expect(problems({ METRICS_PORT: '3000' }).join()).toMatch(/METRICS_PORT .*own/);
    expect(problems({ METRICS_PORT: '9464', METRICS_HOST: '::1' })).toEqual([]);
  });

  it('off loads nothing: the server build reaches OpenTelemetry only through a dynamic import', () => {
    const dir = path.join(root, 'build/server');
    const seen = new Set<string>();
    const staticImports = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(path.join(dir, file), 'utf8');
      expect(text, `${file} imports OpenTelemetry statically`).not.toMatch(/^import[^;]*from\s*"@opentelemetry\//m);
      for (const m of text.matchAll(/^import[^;]*?from\s*"\.\/([^"]+)"/gm)) staticImports(m[1]!);
    };
    staticImports('server.js');
    expect(readFileSync(path.join(dir, 'server.js'), 'utf8')).toMatch(/import\("\.\/telemetry-[A-Z0-9]+\.js"\)|import\("\.\/chunk-/);
  });
});

// PostgreSQL: the statements' spans come from @opentelemetry/instrumentation-pg, below the API handler
// of an in-process API, below the loader that called it.
describe.skipIf(!process.env.TEST_DATABASE_URL || !existsSync(path.join(root, 'build/server/index.js')))(
  'traces on PostgreSQL (needs npm run build and TEST_DATABASE_URL)',
  () => {
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let shop: string;

    beforeAll(async () => {
      receiver = await startReceiver();
      database = await createPostgresDatabase();
      shop = (
        await startShop(PG_SHOP_PORT, {
          DATABASE_URL: database.url,
          OTEL_EXPORTER_OTLP_ENDPOINT: receiver.origin,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_BSP_SCHEDULE_DELAY: '100',
          STOREFRONT_CACHE_SECONDS: '0',
          SEED_PRODUCTS: '30',
        })
      ).origin;
    }, API_PROCESS_HOOK_MS);
    afterAll(async () => {
      await stopShops();
      receiver?.server.close();
      await database?.drop();
    });

    it('a pg statement span hangs below the API handler and the loader, in the page’s trace', async () => {
      const page = await fetch(`${shop}/`, { headers: { traceparent: `00-${TRACE}-${PARENT}-01` } });
      expect(page.status).toBe(200);
      await page.text();
      const parentOf = (span: OtlpSpan) => receiver.spans.find((s) => s.spanId === span.parentSpanId && s.traceId === span.traceId);
      const chainOf = (span: OtlpSpan) => {
        const chain: OtlpSpan[] = [];
        for (let at = parentOf(span); at; at = parentOf(at)) chain.push(at);
        return chain;
      };
      const query = await until(
        () =>
          receiver.spans.find(
            (s) =>
              s.traceId === TRACE &&
              s.name.startsWith('pg.query') &&
              chainOf(s).some((a) => attr(a, 'slaapzaak.wing') === 'api') &&
              chainOf(s).some((a) => a.name.startsWith('loader ')),
          ),
        'a pg.query span below an API handler and a loader',
      );
      expect(attr(query, 'db.system.name')).toBe('postgresql');
      expect(String(attr(query, 'db.query.text'))).toMatch(/^(select|insert|update|delete|with)\b/i);
    });
  },
);
