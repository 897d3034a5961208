// One process per core (server/cluster.ts, WEB_CONCURRENCY): the worker count rules, and a real
// cluster of the compiled server on PostgreSQL (API only, so no storefront build is needed): it answers, a
// worker that dies is replaced and the cluster answers every request again, and SIGTERM stops it all.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompiledServer, type CompiledServer } from '../tests/helpers/compiled-server';
import { createPostgresDatabase } from '../tests/helpers/shop';
import { workerCount } from './cluster';

describe('workerCount', () => {
  const warnings: string[] = [];
  const warn = (m: string) => warnings.push(m);
  it('is one unless WEB_CONCURRENCY asks for more on PostgreSQL outside development', () => {
    expect(workerCount(undefined, { postgres: true, dev: false }, warn)).toBe(1);
    expect(workerCount('', { postgres: true, dev: false }, warn)).toBe(1);
    expect(workerCount('4', { postgres: true, dev: false }, warn)).toBe(4);
    expect(warnings).toEqual([]);
    expect(workerCount('4', { postgres: false, dev: false }, warn)).toBe(1);
    expect(workerCount('4', { postgres: true, dev: true }, warn)).toBe(1);
    for (const bad of ['0', '-2', '2.5', 'twee', '65', '1e3']) expect(workerCount(bad, { postgres: true, dev: false }, warn), bad).toBe(1);
    expect(warnings[0]).toContain('PGlite is one process only');
    expect(warnings).toHaveLength(8);
  });
});

/**
 * The pids of a process's children that run the server: its workers (ps exits 1 when there are none).
 */
function children(pid: number): number[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch (error) {
    if ((error as { status?: number }).status !== 1) throw error;
  }
  return out
    .split('\n')
    .filter((line) => line.includes('server.js'))
    .map((line) => Number.parseInt(line.trim(), 10))
    .filter((n) => n > 0);
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined> | T | null | undefined, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a cluster of two workers on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  const port = 3400 + Math.floor(Math.random() * 200);
  let primary: ChildProcess;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let dataDir: string;
  let server: CompiledServer;
  // The cluster's own output (logs and errors), for the message when it does not come up.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  const ready = () =>
    fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status,
      () => 0,
    );

  beforeAll(async () => {
    database = await createPostgresDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'slaapzaak-cluster-'));
    // As production runs it: node on the compiled JavaScript, whose workers the cluster forks from the same file.
    server = buildCompiledServer();
    primary = spawn(process.execPath, [server.entry, '--api-only'], {
      cwd: path.resolve(__dirname, '..'),
      // Few connections each: the other test files use the same PostgreSQL server meanwhile.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        WEB_CONCURRENCY: '2',
        DATABASE_POOL_SIZE: '3',
        SEED_PRODUCTS: '60',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', keep);
    primary.stderr!.on('data', keep);
    try {
      await until(
        'the cluster',
        async () => {
          if (primary.exitCode !== null) throw new Error(`the cluster stopped with ${primary.exitCode}`);
          return (await ready()) === 200 && children(primary.pid!).length === 2;
        },
        150_000,
      );
    } catch (error) {
      throw new Error(`${(error as Error).message}; its output:\n${output}`);
    }
  }, 180_000);

  afterAll(async () => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    server?.remove();
    await database.drop();
  });

  it('serves from two workers, replaces one that dies, and stops on SIGTERM', async () => {
    const workers = children(primary.pid!);
    expect(workers).toHaveLength(2);
    const products = await fetch(`http://127.0.0.1:${port}/v1/catalog/search?search_term=dekbed`);
    expect(products.status).toBeLessThan(500);

    // A crash (connections it held are reset; the primary may still hand it one or two new ones).
    process.kill(workers[0]!, 'SIGKILL');
    const replaced = await until('a new worker', () => {
      const now = children(primary.pid!);
      return now.length === 2 && !now.includes(workers[0]!) ? now : null;
    });
    expect(replaced).toContain(workers[1]);
    // The other worker may still have been starting when the first was killed (both start at once,
    // and "two children" is not "two listening"): until one of them listens, the port refuses.
    await until('a listening worker', async () => (await ready()) === 200);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => ready()));
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));

    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(children(primary.pid!)).toEqual([]);
  }, 120_000);
});
