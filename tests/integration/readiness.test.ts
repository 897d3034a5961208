// docs/decisions/0054, "health that tells": /healthz asks nothing; /readyz names the part that is down — the
// database, Redis, the mail relay, the payment provider — with 503, and never shows a setting.
// Each part is a local server this test can take away: a TCP relay in front of the real Redis, a
// small SMTP server, an HTTP server standing in for Mollie that can hang.
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, connect, type Server as TcpServer, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PROCESS_HOOK_MS, startApiProcess, type ApiProcess } from '../helpers/api-process';

const REDIS = { host: '127.0.0.1', port: 6379 };
const base = 3261;
const ports = { shop: base, redis: base + 1, smtp: base + 2, mollie: base + 3 };
const MOLLIE_KEY = 'test_readinessKeyThatMustNotLeak1234567';

/** A server on a fixed port that can be closed (the part is down) and opened again, dropping live sockets. */
function switchable(make: () => TcpServer | HttpServer, port: number) {
  let server: TcpServer | HttpServer | null = null;
  const sockets = new Set<Socket>();
  return {
    async open() {
      server = make();
      server.on('connection', (s: Socket) => {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
      });
      await new Promise<void>((r) => server!.listen(port, '127.0.0.1', () => r()));
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
      server = null;
    },
  };
}

const redisRelay = switchable(
  () =>
    createTcpServer((client) => {
      const upstream = connect(REDIS);
      client.pipe(upstream).pipe(client);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    }),
  ports.redis,
);

const smtp = switchable(
  () =>
    createTcpServer((socket) => {
      socket.write('220 fake.smtp ESMTP ready\r\n');
      let buffer = '';
      socket.on('data', (chunk) => {
        buffer += chunk.toString();
        let nl: number;
        while ((nl = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, nl).toUpperCase();
          buffer = buffer.slice(nl + 2);
          if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake.smtp\r\n');
          else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
      socket.on('error', () => {});
    }),
  ports.smtp,
);

let mollieHangs = false;
const mollie = switchable(
  () =>
    createHttpServer((req, res) => {
      if (mollieHangs) return; // accepts, never answers: the time-out must decide
      res.writeHead(401, { 'content-type': 'application/hal+json' }).end('{"status":401}');
    }),
  ports.mollie,
);

async function ready(shop: ApiProcess) {
  const res = await fetch(`${shop.origin}/readyz`);
  return { status: res.status, text: await res.text(), cache: res.headers.get('cache-control') };
}

/** Polls past the readiness cache (3 s) until the answer has `status`. */
async function until(shop: ApiProcess, status: number) {
  const deadline = Date.now() + 20_000;
  let last = await ready(shop);
  while (last.status !== status && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    last = await ready(shop);
  }
  return last;
}

describe('health that tells (a real API process)', () => {
  let shop: ApiProcess;
  let dataDir: string;

  beforeAll(async () => {
    await Promise.all([redisRelay.open(), smtp.open(), mollie.open()]);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'slaapzaak-ready-'));
    shop = await startApiProcess(ports.shop, {
      DATA_DIR: dataDir,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}/0`,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(ports.smtp),
      SMTP_USER: 'relay-user',
      SMTP_PASS: 'relay-password-secret',
      MOLLIE_API_KEY: MOLLIE_KEY,
      // Mollie needs the shop's public address (settings); a name, so /readyz can be checked for no host.
      PUBLIC_URL: 'https://winkel.slaapzaak.test',
      MOLLIE_BASE_URL: `http://127.0.0.1:${ports.mollie}/v2`,
      READINESS_TIMEOUT_MS: '800',
    });
  }, API_PROCESS_HOOK_MS);

  afterAll(async () => {
    await shop?.stop();
    await Promise.all([redisRelay.close(), smtp.close(), mollie.close()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** No URL, host, port, user, password or key of any part in what /readyz shows. */
  function expectNoSettings(text: string) {
    for (const secret of [
      '127.0.0.1',
      String(ports.redis),
      String(ports.smtp),
      String(ports.mollie),
      'redis://',
      'http',
      'relay-user',
      'relay-password',
      MOLLIE_KEY,
      'test_',
      dataDir,
      'ECONNREFUSED',
    ])
      expect(text).not.toContain(secret);
  }

  it('is ready with every part up, and /healthz asks nothing', async () => {
    const answer = await until(shop, 200);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      status: 'ready',
      parts: { database: 'ok', redis: 'ok', mail: 'ok', payments: 'ok' },
      failing: [],
    });
    expect(answer.cache).toBe('no-store');
    expectNoSettings(answer.text);
    const live = await fetch(`${shop.origin}/healthz`);
    expect(live.status).toBe(200);
  });

  it('says 503 and names Redis when Redis does not answer; ready again when it is back', async () => {
    await redisRelay.close();
    const down = await until(shop, 503);
    expect(down.status).toBe(503);
    const body = JSON.parse(down.text);
    expect(body.status).toBe('unavailable');
    expect(body.failing).toEqual(['redis']);
    expect(['down', 'timeout']).toContain(body.parts.redis);
    expect(body.parts.database).toBe('ok');
    expectNoSettings(down.text);
    // Liveness stays 200: restarting the process would not bring Redis back.
    expect((await fetch(`${shop.origin}/healthz`)).status).toBe(200);
    await redisRelay.open();
    expect((await until(shop, 200)).status).toBe(200);
  });

  it('says 503 and names the mail relay when its port is closed', async () => {
    await smtp.close();
    const down = await until(shop, 503);
    expect(JSON.parse(down.text)).toMatchObject({ status: 'unavailable', failing: ['mail'], parts: { mail: 'down' } });
    expectNoSettings(down.text);
    await smtp.open();
    expect((await until(shop, 200)).status).toBe(200);
  });

  it('says 503 and names the payment provider when it hangs, within its time-out', async () => {
    mollieHangs = true;
    const down = await until(shop, 503);
    expect(JSON.parse(down.text)).toMatchObject({ failing: ['payments'], parts: { payments: 'timeout' } });
    expectNoSettings(down.text);
    // A probe never waits much longer than one time-out, hanging parts or not (a balancer's own limit).
    await new Promise((r) => setTimeout(r, 3_100));
    const started = performance.now();
    await ready(shop);
    expect(performance.now() - started).toBeLessThan(1_500);
    mollieHangs = false;
    await mollie.close();
    await mollie.open();
    expect((await until(shop, 200)).status).toBe(200);
  });

  it('keeps the answer a few seconds: a flood of probes is not a flood of checks', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => ready(shop)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it('logs the change without a setting in the line', () => {
    const log = shop.output();
    expect(log).toContain('not ready');
    expect(log).not.toContain(MOLLIE_KEY);
    expect(log).not.toContain('relay-password');
  });
});
