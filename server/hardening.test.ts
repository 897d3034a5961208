// The real server.ts as a child process (API only, so no storefront build is needed: the limits
// sit in front of everything, server/http-front.ts) against an attacker (docs/decisions/0030):
// - 20 parallel 100 MB uploads, streamed: all refused with 413, the server's RSS stays within
//   100 MB of its idle figure;
// - a declared length over the limit is refused at once; a chunked body is cut off at the limit;
//   ordinary requests still get their ordinary answers;
// - SIGTERM lets a request under way finish with 200, refuses new connections and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SERVICE = { email: 'storefront@slaapzaak.nl', password: 'Dienst-account-2026!' };
const port = 3600 + Math.floor(Math.random() * 200);
let child: ChildProcess;
let dataDir: string;
let output = '';

/** The child's resident memory in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

interface Answer {
  status: number | 'reset';
  body: string;
  ms: number;
}

/**
 * A POST whose body comes from `chunks` (streamed: the test never holds it) and which stops
 * sending once the answer is in. Resolves with the answer, or 'reset' if the connection died first.
 */
function upload(pathname: string, headers: Record<string, string | number>, chunks: () => AsyncIterable<Buffer>): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, ms: performance.now() - started });
    };
    // The answer may come while the client still writes; the server then cuts the connection, and
    // the client's write error can overtake the end of the (short) answer body.
    let status: number | 'reset' = 'reset';
    let body = '';
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: pathname, headers, agent: false }, (res) => {
      status = res.statusCode!;
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => {
        done({ status, body });
        req.destroy();
      });
      res.on('error', () => done({ status, body }));
    });
    req.on('error', () => done({ status, body }));
    void (async () => {
      try {
        for await (const chunk of chunks()) {
          if (req.destroyed || settled) return;
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        }
        req.end();
      } catch {
        // the connection was cut: the answer (or the reset) tells
      }
    })();
  });
}

const MB = Buffer.alloc(1024 * 1024, 'a');
async function* megabytes(count: number, pauseMs = 0) {
  for (let i = 0; i < count; i++) {
    yield MB;
    if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
  }
}

const get = (pathname: string) =>
  fetch(`http://127.0.0.1:${port}${pathname}`, { signal: AbortSignal.timeout(5_000) }).then(
    (r) => r.status,
    () => 0,
  );

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'slaapzaak-hardening-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'server.ts', '--api-only'], {
    cwd: path.resolve(__dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_PRODUCTS: '60',
      LOG_LEVEL: 'warn',
      SERVICE_ACCOUNT_PASSWORD: SERVICE.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const end = Date.now() + 150_000;
  while ((await get('/readyz')) !== 200) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`the server did not come up; its output:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}, 180_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server.ts against oversized and slow requests', () => {
  it('refuses 20 parallel 100 MB uploads with 413 and stays within 100 MB of its idle memory', async () => {
    for (let i = 0; i < 5; i++) await get('/readyz');
    await new Promise((r) => setTimeout(r, 500));
    const idle = rssMb(child.pid!);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 20);
    // Places that read a body: a storefront form, the JSON API and service login, the PSP webhook.
    // Half declare their length (refused before the upload), half are chunked (cut off at the limit).
    const targets = [
      ['/cart/', 'application/x-www-form-urlencoded'],
      ['/login', 'application/json'],
      ['/v1/cart/items', 'application/json'],
      ['/v1/payments/webhook', 'application/x-www-form-urlencoded'],
    ] as const;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const [pathname, type] = targets[i % targets.length]!;
        const headers: Record<string, string | number> =
          i % 2 === 0 ? { 'Content-Type': type, 'Content-Length': 100 * 1024 * 1024 } : { 'Content-Type': type };
        return upload(pathname, headers, () => megabytes(100));
      }),
    );
    await new Promise((r) => setTimeout(r, 200));
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(child.pid!));
    console.info(`20 × 100 MB: RSS idle ${idle.toFixed(1)} MB, peak ${peak.toFixed(1)} MB (+${(peak - idle).toFixed(1)} MB)`);
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 413));
    expect(peak - idle).toBeLessThan(100);
    expect(await get('/readyz')).toBe(200);
  }, 180_000);

  it('answers 413 at once to a declared length over the limit, without waiting for the upload', async () => {
    // One megabyte a second of a declared 100 MB: an answer within 2 s means nobody waited.
    const answer = await Promise.race([
      upload('/v1/payments/webhook', { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': 100 * 1024 * 1024 }, () =>
        megabytes(100, 1_000),
      ),
      new Promise<Answer>((resolve) => setTimeout(() => resolve({ status: 'reset', body: 'no answer within 5 s', ms: 5_000 }), 5_000)),
    ]);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('te groot');
    expect(answer.ms).toBeLessThan(2_000);
  });

  it('cuts off a chunked body at the limit with 413', async () => {
    const webhook = await upload('/v1/payments/webhook', { 'Content-Type': 'application/x-www-form-urlencoded' }, async function* () {
      yield Buffer.from('id=');
      yield Buffer.alloc(17 * 1024, 'a');
    });
    expect(webhook.status).toBe(413);
    const json = await upload('/login', { 'Content-Type': 'application/json' }, () => megabytes(2));
    expect(json.status).toBe(413);
  });

  it('still answers ordinary requests as before', async () => {
    const webhook = await upload('/v1/payments/webhook', { 'Content-Type': 'application/x-www-form-urlencoded' }, async function* () {
      yield Buffer.from('id=tr_onbekend123');
    });
    expect(webhook.status).toBe(404);
    const login = await upload('/login', { 'Content-Type': 'application/json' }, async function* () {
      yield Buffer.from(JSON.stringify(SERVICE));
    });
    expect(login.status).toBe(200);
    expect(JSON.parse(login.body)).toHaveProperty('access_token');
  });

  it('on SIGTERM finishes the request under way with 200, refuses new connections and exits 0', async () => {
    // A service login whose body is half sent: the request is under way when SIGTERM comes.
    const body = Buffer.from(JSON.stringify(SERVICE));
    let sendRest!: () => void;
    const rest = new Promise<void>((r) => (sendRest = r));
    const inFlight = upload('/login', { 'Content-Type': 'application/json', 'Content-Length': body.length }, async function* () {
      yield body.subarray(0, 10);
      await rest;
      yield body.subarray(10);
    });
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    // No new connections once stopping.
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    expect(child.exitCode).toBeNull();
    sendRest();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('access_token');
    expect(await exited).toBe(0);
  }, 30_000);
});
