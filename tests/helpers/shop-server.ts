// A production build of the shop in its own process, for browser tests that need another
// configuration than the main webServer (another payment provider, PUBLIC_URL, lifetimes).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ShopServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

// Every shop still running, also one whose start a hook's time-out cut short: stopShops() ends them.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** Stops every shop this process started and has not stopped yet. */
export async function stopShops(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)));
}

function stopChild(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  return exited.then(() => void running.delete(child));
}

/**
 * Starts the compiled server (`npm run build`: build/server/server.js, fresh embedded database) on `port` with `env` on top of
 * the test's own environment, and waits until /readyz answers 200.
 */
export async function startShop(port: number, env: Record<string, string>, { timeoutMs = 240_000 } = {}): Promise<ShopServer> {
  // A shop left over on this port would answer /readyz for the new one: refuse rather than test it.
  const leftOver = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    () => true,
    () => false,
  );
  if (leftOver) throw new Error(`port ${port} is already in use: is a shop from an earlier run still running?`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'slaapzaak-e2e-'));
  const shopEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_PRODUCTS: '150',
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  // In a vitest run, the database its first start would seed comes from the run's template (template-db.ts); loaded
  // only there, so the browser tests' workers do not load the shop's database code.
  if (process.env.TEST_TEMPLATE_DIR) await (await import('./template-db')).prepareShopDataDir(dataDir, shopEnv);
  // Node itself, not npx, on the compiled server of `npm run build`: SIGTERM then reaches the server, which shuts down.
  const child: ChildProcess = spawn(process.execPath, ['build/server/server.js'], {
    env: shopEnv,
    stdio: ['ignore', process.env.SHOP_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop on port ${port} exited with ${child.exitCode} before it was ready`);
    const status = await fetch(`${origin}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { origin, dataDir, stop };
    await new Promise((r) => setTimeout(r, 1_000));
  }
  await stop();
  throw new Error(`shop on port ${port} not ready within ${timeoutMs} ms`);
}
