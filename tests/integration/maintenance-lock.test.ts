// docs/decisions/0030: PGlite is one process. While the shop (server.ts) holds DATA_DIR/pglite, the
// maintenance commands refuse with a clear message and a non-zero exit, and touch nothing; once the
// shop has stopped (or crashed, leaving a lock behind) they run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holderAlive } from '../../commerce/db/data-dir-lock';
import { prepareShopDataDir } from '../helpers/template-db';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

/** A fingerprint of every file under `dir`: names, sizes and contents. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${full}:${statSync(full).size}:`).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function runScript(script: string, args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3999' };
  delete env.DATABASE_URL;
  return spawnSync(tsx, [path.join(root, 'scripts', script), ...args], { cwd: root, env, encoding: 'utf8', timeout: 120_000 });
}

async function waitForReady(port: number, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not ready:\n${output()}`);
}

describe('maintenance commands and the running shop on PGlite', () => {
  let dataDir: string;
  let server: ChildProcess;
  let log = '';
  const port = 3141 + 600 + Math.floor(Math.random() * 200);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'slaapzaak-lock-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '40',
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    await prepareShopDataDir(dataDir, env);
    // Node itself with tsx as a loader, not tsx's command: on SIGTERM that command waits 30 ms for its child to report
    // the signal and then kills it with SIGKILL. On a busy machine the shop's report came later, it was killed while
    // closing, and its lock stayed behind (issue 38). The shop then closes the database and removes the lock itself.
    server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server.ts'), '--api-only'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => (log += d));
    server.stderr!.on('data', (d) => (log += d));
    await waitForReady(port, server, () => log);
  }, 200_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses remind-carts, moderate-reviews and create-owner with a message and exit code 75 while the shop runs, without touching the database', async () => {
    const lock = JSON.parse(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')) as { pid: number };
    expect(holderAlive({ ...lock, host: os.hostname(), started: null })).toBe(true);
    const before = fingerprint(path.join(dataDir, 'pglite'));
    for (const [script, args] of [
      ['remind-abandoned-carts.ts', []],
      ['moderate-reviews.ts', ['approve', '1']],
      ['moderate-reviews.ts', []],
      ['create-owner.ts', ['nieuwe-eigenaar@slaapzaak.nl']],
    ] as const) {
      const run = runScript(script, [...args], dataDir);
      expect(run.status, `${script}: ${run.stdout}${run.stderr}`).toBe(75);
      expect(run.stderr).toContain(`is in gebruik door proces ${lock.pid} (de draaiende winkel)`);
      expect(run.stderr).toContain('er is niets gedaan');
      expect(run.stdout).toBe('');
    }
    expect(fingerprint(path.join(dataDir, 'pglite'))).toBe(before);
    expect(
      existsSync(path.join(dataDir, 'outbox')) ? readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.includes('abandoned')) : [],
    ).toEqual([]);
    // The shop still answers.
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  }, 200_000);

  it('runs once the shop has stopped, and a lock left by a crashed process does not block', async () => {
    server.kill('SIGTERM');
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((r) => server.once('exit', (...a) => r(a)));
    // A clean stop: exit code 0 after closing the database, not a kill and not the shutdown's time limit.
    expect({ code, signal }, log.slice(-2000)).toEqual({ code: 0, signal: null });
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    const listed = runScript('moderate-reviews.ts', [], dataDir);
    expect(listed.status, listed.stderr).toBe(0);
    const owner = runScript('create-owner.ts', ['nieuwe-eigenaar@slaapzaak.nl'], dataDir);
    expect(owner.status, owner.stderr).toBe(0);
    expect(owner.stdout).toMatch(/\/beheer\/activeren\/\?token=[\w-]{40,}/);
    expect(runScript('create-owner.ts', ['nieuwe-eigenaar@slaapzaak.nl'], dataDir).status).toBe(1);

    // A crash leaves the lock of a process that is gone.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(path.join(dataDir, 'pglite.lock'), JSON.stringify({ pid: Number(gone.stdout), host: os.hostname(), started: null }));
    const afterCrash = runScript('remind-abandoned-carts.ts', [], dataDir);
    expect(afterCrash.status, afterCrash.stderr).toBe(0);
    expect(afterCrash.stdout).toMatch(/herinnering\(en\) verstuurd/);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 200_000);

  it('counts a lock of another machine as held (its processes cannot be seen from here)', () => {
    expect(holderAlive({ pid: 1, host: `${os.hostname()}-elders`, started: null })).toBe(true);
    expect(holderAlive({ pid: process.pid, host: os.hostname(), started: null })).toBe(false);
  });
});
