import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { exitOnCrash, gracefulShutdown } from './shutdown';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe('exitOnCrash', () => {
  it('logs an unhandled rejection or exception with pino and exits 1', () => {
    const target = new EventEmitter();
    const logged: string[] = [];
    const exits: number[] = [];
    exitOnCrash({ fatal: (obj: unknown, msg?: string) => logged.push(`${msg} ${JSON.stringify(obj)}`) } as never, target, (code) =>
      exits.push(code),
    );
    target.emit('unhandledRejection', new Error('pool gone'));
    target.emit('uncaughtException', new TypeError('x is undefined'));
    expect(exits).toEqual([1, 1]);
    expect(logged[0]).toContain('unhandled promise rejection');
    expect(logged[0]).toContain('pool gone');
    expect(logged[1]).toContain('x is undefined');
  });
});

describe('gracefulShutdown', () => {
  async function serverHolding(ms: number) {
    const server = http.createServer((_req, res) => setTimeout(() => res.end('klaar'), ms));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return { server, port: (server.address() as AddressInfo).port };
  }
  const ask = (port: number) =>
    new Promise<string>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/' }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve(`${res.statusCode} ${body}`));
        })
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });

  it('lets a request under way finish, then closes the resources and exits 0', async () => {
    const { server, port } = await serverHolding(300);
    const steps: string[] = [];
    const shutdown = gracefulShutdown({
      server,
      logger: quiet,
      closeResources: async () => void steps.push('closed'),
      exit: (code) => steps.push(`exit ${code}`),
    });
    const answer = ask(port);
    await new Promise((r) => setTimeout(r, 50));
    const stopped = shutdown('SIGTERM');
    expect(await ask(port)).toBe('ECONNREFUSED');
    expect(await answer).toBe('200 klaar');
    await stopped;
    expect(steps).toEqual(['closed', 'exit 0']);
  });

  it('cuts off what is still running after the drain time', async () => {
    const { server, port } = await serverHolding(60_000);
    const steps: string[] = [];
    const shutdown = gracefulShutdown({
      server,
      logger: quiet,
      drainMs: 300,
      closeResources: async () => void steps.push('closed'),
      exit: (code) => steps.push(`exit ${code}`),
    });
    const answer = ask(port);
    await new Promise((r) => setTimeout(r, 50));
    const started = performance.now();
    await shutdown('SIGTERM');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await answer).toMatch(/ECONNRESET|socket hang up|error/);
    expect(steps).toEqual(['closed', 'exit 0']);
  });
});
