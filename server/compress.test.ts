// server/compress.ts against a real Node HTTP server and client: what a browser asking for gzip gets.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, createGunzip } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { sendGzipped, shouldGzip } from './compress';

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r) ?? r(null));
  server = undefined;
});

async function serve(makeResponse: () => Response): Promise<number> {
  server = http.createServer((_req, res) => {
    const response = makeResponse();
    if (!shouldGzip(response, 'gzip, deflate, br')) throw new Error('expected a compressible answer');
    sendGzipped(response, res);
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

function get(port: number): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': 'gzip' } }, resolve).on('error', reject);
  });
}

async function readAll(res: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('shouldGzip', () => {
  const html = () => new Response('<p>hoi</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  it('gzips pages and data for clients that accept gzip', () => {
    expect(shouldGzip(html(), 'gzip, deflate, br')).toBe(true);
    expect(shouldGzip(new Response('{}', { headers: { 'Content-Type': 'application/json' } }), 'gzip')).toBe(true);
  });
  it('leaves images, encoded answers, empty bodies and clients without gzip alone', () => {
    expect(shouldGzip(html(), undefined)).toBe(false);
    expect(shouldGzip(html(), 'br')).toBe(false);
    expect(shouldGzip(new Response('x', { headers: { 'Content-Type': 'image/webp' } }), 'gzip')).toBe(false);
    expect(shouldGzip(new Response('x', { headers: { 'Content-Type': 'text/html', 'Content-Encoding': 'br' } }), 'gzip')).toBe(false);
    expect(shouldGzip(new Response(null, { status: 304, headers: { 'Content-Type': 'text/html' } }), 'gzip')).toBe(false);
  });
});

describe('sendGzipped', () => {
  it('sends the body gzipped with the status, every cookie and Vary, and no stale Content-Length', async () => {
    const page = `<!DOCTYPE html><p>Dekbedovertrek – € 49,95 ${'zacht katoen '.repeat(2000)}</p>`;
    const port = await serve(() => {
      const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(page.length), Vary: 'Cookie' });
      headers.append('Set-Cookie', 'a=1; Path=/; HttpOnly');
      headers.append('Set-Cookie', 'b=2; Path=/; HttpOnly');
      return new Response(page, { status: 404, statusText: 'Not Found', headers });
    });
    const res = await get(port);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/; HttpOnly']);
    const body = await readAll(res);
    expect(body.length).toBeLessThan(page.length / 10);
    expect(gunzipSync(body).toString('utf8')).toBe(page);
  });

  it('keeps the standard reason phrase when the answer has no status text of its own', async () => {
    const port = await serve(() => new Response('<p>hoi</p>', { headers: { 'Content-Type': 'text/html' } }));
    const res = await get(port);
    expect(res.statusCode).toBe(200);
    expect(res.statusMessage).toBe('OK');
    expect(gunzipSync(await readAll(res)).toString()).toBe('<p>hoi</p>');
  });

  it('passes each chunk on as it comes: a streamed page reaches the client before it ends', async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const encoder = new TextEncoder();
    const port = await serve(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            async start(controller) {
              controller.enqueue(encoder.encode('<!DOCTYPE html><header>Slaapzaak</header>'));
              await released;
              controller.enqueue(encoder.encode('<main>rest</main>'));
              controller.close();
            },
          }),
          { headers: { 'Content-Type': 'text/html' } },
        ),
    );
    const res = await get(port);
    const gunzip = createGunzip();
    res.pipe(gunzip);
    let text = '';
    const first = new Promise<string>((resolve) => gunzip.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    expect(await first).toBe('<!DOCTYPE html><header>Slaapzaak</header>');
    gunzip.on('data', (chunk: Buffer) => (text += chunk.toString()));
    release();
    await new Promise((r) => gunzip.on('end', r));
    expect(text).toBe('<main>rest</main>');
  });

  it('cancels the body when the client leaves before the end', async () => {
    let cancelled: (reason: unknown) => void;
    const cancel = new Promise((r) => (cancelled = r));
    const port = await serve(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('<!DOCTYPE html>'));
            },
            cancel(reason) {
              cancelled(reason);
            },
          }),
          { headers: { 'Content-Type': 'text/html' } },
        ),
    );
    const res = await get(port);
    await new Promise((r) => res.once('data', r));
    res.destroy();
    await expect(cancel).resolves.toBeUndefined();
  });
});
