// The request limits of server/http-front.ts in front of a real Hono app behind @hono/node-server
// (as in server.ts): over-long bodies, URLs and headers are refused before the app reads anything;
// bodies within the limit reach the app whole; keep-alive still works; slow clients are cut off.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_BODY_LIMIT, JSON_BODY_LIMIT, WEBHOOK_BODY_LIMIT } from '../app/lib/request-limits';
import { createShopServer } from './http-front';

const app = new Hono();
let bodiesRead = 0;
app.post('*', async (c) => {
  bodiesRead++;
  const text = await c.req.text();
  return c.json({ bytes: Buffer.byteLength(text), start: text.slice(0, 10) });
});
app.get('*', (c) => c.text('ok'));

const server = createShopServer(getRequestListener(app.fetch), { headersTimeoutMs: 600, requestTimeoutMs: 1_500, lingerMs: 300 });
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

/** Sends `chunks` (or a body) and resolves at the answer, however much of the body went out. */
function post(
  path: string,
  options: { headers?: Record<string, string | number>; body?: string; chunks?: () => AsyncIterable<Buffer>; agent?: http.Agent },
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path, headers: options.headers, agent: options.agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => {
        resolve({ status: res.statusCode!, body, headers: res.headers, ms: performance.now() - started });
        // What the server did not want, the client stops sending.
        if (!req.writableFinished) req.destroy();
      });
    });
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    if (options.chunks) {
      void (async () => {
        try {
          for await (const chunk of options.chunks!()) {
            if (req.destroyed) return;
            if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
          }
          req.end();
        } catch {
          // the server cut the connection: expected for refused uploads
        }
      })();
    } else {
      req.end(options.body);
    }
  });
}

async function* megabytes(count: number, pauseMs = 0) {
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  for (let i = 0; i < count; i++) {
    yield chunk;
    if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
  }
}

describe('request body limits', () => {
  it('refuses a declared length over the limit at once, before the upload, and closes the connection', async () => {
    const before = bodiesRead;
    // 100 MB declared, one slow megabyte a second: an answer within a second means nobody waited.
    const answer = await post('/cart/', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': 100 * 1024 * 1024 },
      chunks: () => megabytes(100, 1_000),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('te groot');
    expect(answer.headers.connection).toBe('close');
    expect(answer.ms).toBeLessThan(1_000);
    expect(bodiesRead).toBe(before);
  });

  it('cuts off a chunked body at the limit with 413', async () => {
    const before = bodiesRead;
    const answer = await post('/cart/', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, chunks: () => megabytes(100) });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(bodiesRead).toBe(before);
  });

  it('says 413 to `Expect: 100-continue` without asking for the body', async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/login',
        headers: { 'Content-Type': 'application/json', 'Content-Length': JSON_BODY_LIMIT + 1, Expect: '100-continue' },
      });
      req.on('continue', () => reject(new Error('the server asked for the body')));
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
        req.destroy();
      });
      req.on('error', () => {});
      req.flushHeaders();
    });
    expect(answer).toBe(413);
  });

  it.each([
    ['a form', '/account/login/', 'application/x-www-form-urlencoded', FORM_BODY_LIMIT],
    ['a multipart form', '/checkout/address-details/', 'multipart/form-data; boundary=x', FORM_BODY_LIMIT],
    ['JSON', '/v1/cart/items', 'application/json', JSON_BODY_LIMIT],
    ['the payment webhook', '/v1/payments/webhook', 'application/x-www-form-urlencoded', WEBHOOK_BODY_LIMIT],
    ['the payment webhook, JSON or not', '/v1/payments/webhook', 'application/json', WEBHOOK_BODY_LIMIT],
    ['no type at all', '/cart/', '', FORM_BODY_LIMIT],
  ])('%s: up to the limit reaches the app whole, one byte more is 413', async (_what, path, type, limit) => {
    const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
    const exact = await post(path, { headers: { ...headers, 'Content-Length': limit }, body: 'x'.repeat(limit) });
    expect(exact.status).toBe(200);
    expect(JSON.parse(exact.body).bytes).toBe(limit);
    const over = await post(path, { headers: { ...headers, 'Content-Length': limit + 1 }, body: 'x'.repeat(limit + 1) });
    expect(over.status).toBe(413);
    // Chunked, the same limit.
    const chunkedOk = await post(path, {
      headers,
      chunks: async function* () {
        yield Buffer.alloc(limit, 'y');
      },
    });
    expect(JSON.parse(chunkedOk.body).bytes).toBe(limit);
    const chunkedOver = await post(path, {
      headers,
      chunks: async function* () {
        yield Buffer.alloc(limit, 'y');
        yield Buffer.from('y');
      },
    });
    expect(chunkedOver.status).toBe(413);
  });

  it('keeps a connection alive across ordinary form posts', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    agent.on('free', (socket) => sockets.add(socket));
    for (let i = 0; i < 3; i++) {
      const answer = await post('/cart/', {
        agent,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `intent=add&item_id=1&quantity=${i + 1}`,
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).start).toBe('intent=add');
      await new Promise((r) => setTimeout(r, 600));
    }
    expect(sockets.size).toBe(1);
    agent.destroy();
  });
});

describe('URL, header and time limits', () => {
  /** A raw exchange: what the server answers to `request`, or '' when it only closes. */
  function raw(request: string, keepOpenMs = 0): Promise<{ text: string; ms: number }> {
    const started = performance.now();
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let text = '';
      socket.on('data', (d) => (text += d.toString('latin1')));
      socket.on('close', () => resolve({ text, ms: performance.now() - started }));
      socket.on('error', () => {});
      if (keepOpenMs) setTimeout(() => socket.destroy(), keepOpenMs);
    });
  }

  it('answers 414 to a URL over 8 KB and 431 to headers over 16 KB', async () => {
    const long = await raw(`GET /zoeken/?tn_q=${'a'.repeat(9 * 1024)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(long.text).toMatch(/^HTTP\/1\.1 414/);
    expect(long.text).toContain('te lang');
    const fat = await raw(`GET / HTTP/1.1\r\nHost: x\r\nCookie: ${'c=1; '.repeat(4 * 1024)}\r\nConnection: close\r\n\r\n`);
    expect(fat.text).toMatch(/^HTTP\/1\.1 431/);
    const ordinary = await raw(`GET /zoeken/?tn_q=${'a'.repeat(1024)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(ordinary.text).toMatch(/^HTTP\/1\.1 200/);
  });

  it('drops a client that sends its headers too slowly (slow loris)', async () => {
    // Half a request line, then silence: cut after headersTimeout (600 ms here), not held for ever.
    const slow = await raw('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ', 10_000);
    expect(slow.ms).toBeLessThan(5_000);
    expect(slow.text === '' || /^HTTP\/1\.1 408/.test(slow.text)).toBe(true);
  });

  it('drops a client that sends its body too slowly', async () => {
    const slow = await raw(
      'POST /cart/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nintent=',
      10_000,
    );
    expect(slow.ms).toBeLessThan(5_000);
    expect(slow.text === '' || /^HTTP\/1\.1 408/.test(slow.text)).toBe(true);
  });
});
