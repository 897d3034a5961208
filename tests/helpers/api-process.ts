// The commerce API alone (`server.ts --api-only`, no storefront build needed) in its own process, on
// a data directory the test chooses, for tests of what an operator sees: /readyz, backups, logs.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { prepareShopDataDir } from './template-db';

const root = path.resolve(import.meta.dirname, '../..');

export interface ApiProcess {
  origin: string;
  child: ChildProcess;
  /** Everything the process wrote (stdout and stderr), for assertions on the log and failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/** How long a start may take on a busy machine, and the hook time-out for a `beforeAll` that starts one. */
export const API_START_MS = 180_000;
export const API_PROCESS_HOOK_MS = API_START_MS + 60_000;

export async function startApiProcess(
  port: number,
  env: Record<string, string>,
  { timeoutMs = API_START_MS, keepOutput = 200_000, firstStart = false } = {},
): Promise<ApiProcess> {
  let output = '';
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_PRODUCTS: '30',
    ...env,
    PORT: String(port),
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  // A new DATA_DIR gets the database the first start would seed, from the run's template (template-db.ts), unless the
  // test is about that first start (firstStart).
  if (env.DATA_DIR && !firstStart) await prepareShopDataDir(env.DATA_DIR, childEnv);
  // Node itself with tsx as a loader, so SIGTERM reaches the server and it shuts down cleanly.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts', '--api-only'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-keepOutput));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API on port ${port} exited with ${child.exitCode}:\n${output}`);
    // Up = it answers at all; a test of /readyz decides itself what the answer must be.
    const status = await fetch(`${origin}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { origin, child, output: () => output, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`API on port ${port} did not answer within ${timeoutMs} ms:\n${output}`);
}
