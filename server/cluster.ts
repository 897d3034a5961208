// One process per core on one host (WEB_CONCURRENCY=N, docs/decisions/0024): the primary prepares
// the database once (migrations, first seed, secrets), then forks N workers that each run the whole
// shop (server.ts) on the same port; Node's cluster hands the connections round robin. Workers share
// what instances behind a load balancer share (README: PostgreSQL, Redis for rate limits, DATA_DIR
// for the secrets), so PGlite (one process only) keeps the single-process server.
import cluster from 'node:cluster';
import type { Logger } from 'pino';

/** How many worker processes to run: WEB_CONCURRENCY when it is a whole number from 2 to 64 and a PostgreSQL database is set, else 1. */
export function workerCount(
  value: string | undefined,
  options: { postgres: boolean; dev: boolean },
  warn: (message: string) => void = () => {},
): number {
  if (value === undefined || value.trim() === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    warn(`WEB_CONCURRENCY=${value} is not a whole number from 1 to 64: one process`);
    return 1;
  }
  if (count === 1) return 1;
  if (options.dev) {
    warn('WEB_CONCURRENCY is ignored in development: one process');
    return 1;
  }
  if (!options.postgres) {
    warn('WEB_CONCURRENCY needs DATABASE_URL (PostgreSQL): PGlite is one process only, so the shop runs in one process');
    return 1;
  }
  return count;
}

/**
 * The primary: prepare() once, then keep `count` workers running (a worker that dies is replaced,
 * at most once per second) until SIGTERM or SIGINT, which is passed on; it exits when they have.
 */
export async function runPrimary(count: number, logger: Logger, prepare: () => Promise<void>): Promise<never> {
  await prepare();
  let stopping = false;
  let lastFork = 0;
  const fork = () => {
    lastFork = Date.now();
    cluster.fork({ SLAAPZAAK_CLUSTER_WORKER: '1' });
  };
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'worker stopped; starting a new one');
    setTimeout(fork, Math.max(0, lastFork + 1_000 - Date.now()));
  });
  logger.info({ workers: count }, 'cluster started');
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // A worker drains its requests for up to 10 s and then closes its pool (server/shutdown.ts; it
    // gives up itself after 15 s): wait a little longer than that.
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return new Promise<never>(() => {});
}

/** True in a worker forked by runPrimary: the database is already prepared. */
export const isClusterWorker = () => cluster.isWorker && process.env.SLAAPZAAK_CLUSTER_WORKER === '1';
