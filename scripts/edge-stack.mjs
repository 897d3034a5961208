// Starts what the edge setup runs, locally and offline: the commerce API on Node (API only, fresh
// PGlite under DATA_DIR) and the built worker in workerd (Miniflare 3) against it over HTTP.
// Used by playwright.edge.config.ts and bench/edge.mjs. Env: EDGE_PORT (worker, 8787),
// EDGE_API_PORT (API, 3112), DATA_DIR (data/e2e-edge, wiped first), KEEP_DATA=1 keeps it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWorker } from '../worker/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitFor(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts the API (Node) and the worker (workerd); stop() ends both. */
export async function startEdgeStack(env = process.env) {
  const apiPort = Number(env.EDGE_API_PORT ?? 3112);
  const workerPort = Number(env.EDGE_PORT ?? 8787);
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data/e2e-edge');
  if (env.KEEP_DATA !== '1') rmSync(dataDir, { recursive: true, force: true });
  const workerUrl = `http://127.0.0.1:${workerPort}`;
  // The compiled API server (docs/decisions/0055); `npm run test:edge` alone builds it when missing.
  if (!existsSync(path.join(root, 'build/server/server.js'))) {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the server build failed');
  }
  const api = spawn(process.execPath, ['build/server/server.js', '--api-only'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // E-mail links and payment returns point at the storefront, i.e. the worker.
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      PUBLIC_URL: env.PUBLIC_URL ?? workerUrl,
    },
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${apiUrl}/readyz`, 240_000, api);
  const worker = await startWorker({ ...env, PORT: String(workerPort), COMMERCE_API_URL: apiUrl, DATA_DIR: dataDir });
  return {
    apiUrl,
    workerUrl,
    dataDir,
    async stop() {
      await worker.mf.dispose().catch(() => {});
      if (api.exitCode === null) {
        api.kill('SIGTERM');
        await new Promise((r) => api.once('exit', r));
      }
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stack = await startEdgeStack();
  console.log(`commerce API (Node) ${stack.apiUrl} · storefront (workerd) ${stack.workerUrl}`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void stack.stop().then(() => process.exit(0));
    });
  }
}
