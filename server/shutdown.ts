// Stopping the shop's process (docs/decisions/0030): on SIGTERM/SIGINT stop taking connections, let the
// requests under way finish (up to 10 s), then close the database and exit 0, so a deploy or a
// scale-down loses no order. A crash (an unhandled rejection or exception) is logged and ends the
// process with 1, for the supervisor (systemd, the cluster primary, the platform) to restart it.
import type { Server } from 'node:http';
import type { Logger } from 'pino';

export interface ShutdownOptions {
  server: Server;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Closes what the process holds open (the database pool, the Vite dev server); after the requests. */
  closeResources: () => Promise<void>;
  /** How long requests under way may take to finish (10 s). */
  drainMs?: number;
  exit?: (code: number) => void;
}

/** A function to call with the signal's name; the first call starts the shutdown, later ones wait. */
export function gracefulShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { server, logger, closeResources, drainMs = 10_000, exit = (code) => process.exit(code) } = options;
  let stopping: Promise<void> | undefined;
  return (signal) => {
    stopping ??= (async () => {
      logger.info({ signal }, 'shutting down: no new connections, finishing requests under way');
      // If closing the resources hangs, still end (non-zero: the supervisor should know).
      setTimeout(() => {
        logger.error('shutdown took too long; exiting');
        exit(1);
      }, drainMs + 5_000).unref();
      const drained = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
      // Keep-alive connections end as soon as their last answer is out.
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const timedOut = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), drainMs).unref());
      const inTime = await Promise.race([drained, timedOut]);
      clearInterval(idle);
      if (!inTime) {
        logger.warn({ drainMs }, 'requests still under way after the drain time: cutting them off');
        server.closeAllConnections();
      }
      try {
        await closeResources();
      } catch (error) {
        logger.error({ err: (error as Error).message }, 'closing the database failed');
        exit(1);
        return;
      }
      logger.info('stopped');
      exit(0);
    })();
    return stopping;
  };
}

/** Logs a crash with pino and exits 1 instead of going on in an unknown state. */
export function exitOnCrash(
  logger: Pick<Logger, 'fatal'>,
  target: NodeJS.EventEmitter = process,
  exit: (code: number) => void = (code) => process.exit(code),
) {
  target.on('unhandledRejection', (reason: unknown) => {
    logger.fatal({ err: errorFields(reason) }, 'unhandled promise rejection: exiting');
    exit(1);
  });
  target.on('uncaughtException', (error: Error) => {
    logger.fatal({ err: errorFields(error) }, 'uncaught exception: exiting');
    exit(1);
  });
}

function errorFields(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) return { message: reason.message, stack: reason.stack };
  return { message: String(reason) };
}
