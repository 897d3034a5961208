// `npm run start:worker`: runs the built worker (npm run build:worker) locally in workerd through
// Miniflare 3, offline, the way Cloudflare runs it: static assets binding, Cache API, env bindings.
// Env: PORT (8787), COMMERCE_API_URL (http://127.0.0.1:3000), SERVICE_ACCOUNT_EMAIL,
// SERVICE_ACCOUNT_PASSWORD and SESSION_SECRET (default: the API's DATA_DIR/secrets.json), PUBLIC_URL.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Log, LogLevel, Miniflare } from 'miniflare';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startWorker(env = process.env) {
  const secretsFile = path.resolve(env.DATA_DIR ?? path.join(root, 'data'), 'secrets.json');
  const stored = existsSync(secretsFile) ? JSON.parse(readFileSync(secretsFile, 'utf8')) : {};
  const bindings = {
    COMMERCE_API_URL: env.COMMERCE_API_URL ?? 'http://127.0.0.1:3000',
    SERVICE_ACCOUNT_EMAIL: env.SERVICE_ACCOUNT_EMAIL ?? 'storefront@slaapzaak.nl',
    SERVICE_ACCOUNT_PASSWORD: env.SERVICE_ACCOUNT_PASSWORD ?? stored.serviceAccountPassword ?? '',
    SESSION_SECRET: env.SESSION_SECRET ?? stored.sessionSecret ?? '',
    PUBLIC_URL: env.PUBLIC_URL ?? '',
    EDGE_CACHE_OFF: env.EDGE_CACHE_OFF ?? '',
  };
  if (!bindings.SERVICE_ACCOUNT_PASSWORD || !bindings.SESSION_SECRET) {
    throw new Error(`SERVICE_ACCOUNT_PASSWORD and SESSION_SECRET are needed (or ${secretsFile} from the API).`);
  }
  const port = Number(env.PORT ?? 8787);
  const mf = new Miniflare({
    name: 'slaapzaak-storefront',
    // One self-contained ES module; listed so Miniflare does not walk it (the bundled client router
    // holds an import() that never runs on the server).
    modules: [{ type: 'ESModule', path: path.join(root, 'build-worker/worker.js') }],
    // Offline: no fetch of the real Request.cf object.
    cf: false,
    compatibilityDate: '2025-07-01',
    bindings,
    // Workers static assets; the worker runs first so files get the same headers as on Node.
    assets: {
      directory: path.join(root, 'build-worker/client'),
      binding: 'ASSETS',
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
    },
    host: '127.0.0.1',
    port,
    log: new Log(env.WORKER_LOG === 'debug' ? LogLevel.DEBUG : LogLevel.WARN),
  });
  const url = await mf.ready;
  return { mf, url, port };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { mf, url } = await startWorker();
  console.log(`Slaapzaak storefront (workerd) at ${url}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void mf.dispose().then(() => process.exit(0)));
}
