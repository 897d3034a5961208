// The compiled server (build/server, docs/decisions/0055) as production starts it: a wrong setting stops
// the start before anything opens (exit code 1, one message naming it, no secret shown, the port
// never listens), and with good settings it serves on each database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompiledServer, repoRoot, type CompiledServer } from '../helpers/compiled-server';
import { createPostgresDatabase, dbKinds } from '../helpers/shop';

let server: CompiledServer;
let dataDir: string;
beforeAll(() => {
  server = buildCompiledServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'slaapzaak-settings-'));
});
afterAll(() => {
  server?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

const port = () => 4300 + Math.floor(Math.random() * 500);

/** Starts the compiled server with `env` (on top of a clean test environment); resolves when it exits. */
function run(env: Record<string, string>, args: string[] = ['--api-only']) {
  const child = spawn(process.execPath, [server.entry, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SEED_PRODUCTS: '40', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe('a start with a wrong setting', () => {
  it('stops with exit code 1 and one message naming the setting and its value, before it listens', async () => {
    const p = port();
    const start = run({ PORT: String(p), DATABASE_POOL_SIZE: 'veel' });
    expect(await start.exited).toBe(1);
    expect(start.stderr()).toContain('The shop does not start: a setting is wrong');
    expect(start.stderr()).toContain('DATABASE_POOL_SIZE=veel is not a whole number from 1 to 500');
    // Nothing else was said: no stack trace, no half-started server.
    expect(start.stderr().trim().split('\n')).toHaveLength(2);
    expect(
      await fetch(`http://127.0.0.1:${p}/healthz`).then(
        () => 'answered',
        () => 'refused',
      ),
    ).toBe('refused');
  });

  it('attack: a secret set wrong is named, never shown', async () => {
    const key = 'live_geheimgeheimgeheim0123456789';
    const start = run({ PORT: String(port()), MOLLIE_API_KEY: key, SESSION_SECRET: 'kort-maar-geheim' });
    expect(await start.exited).toBe(1);
    expect(start.stderr()).toContain('MOLLIE_API_KEY needs PUBLIC_URL');
    expect(start.stderr()).toContain('SESSION_SECRET is shorter than 32 characters');
    expect(start.stderr()).not.toContain(key);
    expect(start.stderr()).not.toContain('kort-maar-geheim');
  });
});

describe.each(dbKinds)('the compiled server with good settings (%s)', (kind) => {
  it('serves: /readyz answers 200 and SIGTERM ends it with 0', async () => {
    const database = kind === 'postgres' ? await createPostgresDatabase() : undefined;
    const p = port();
    const start = run({ PORT: String(p), ...(database ? { DATABASE_URL: database.url } : {}) });
    try {
      let status = 0;
      for (let i = 0; i < 240 && status !== 200; i++) {
        if (start.child.exitCode !== null) throw new Error(`exited with ${start.child.exitCode}: ${start.stderr()}`);
        status = await fetch(`http://127.0.0.1:${p}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
        if (status !== 200) await new Promise((r) => setTimeout(r, 500));
      }
      expect(status).toBe(200);
      expect(await (await fetch(`http://127.0.0.1:${p}/readyz`)).json()).toMatchObject({
        status: 'ready',
        parts: { database: 'ok' },
        failing: [],
      });
      start.child.kill('SIGTERM');
      expect(await start.exited).toBe(0);
    } finally {
      if (start.child.exitCode === null) start.child.kill('SIGKILL');
      await database?.drop();
    }
  }, 180_000);
});
