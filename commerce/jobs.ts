// Work the shop does on its own, in every process that holds the database: delivering the outbox
// (mail, refunds) and expiring orders nobody paid in time. Each run claims its rows, so several
// processes (WEB_CONCURRENCY, more instances) never do the same work twice.
import type { Db } from './db/client';
import { expireOrders, type OrderDeps } from './order/orders';
import { startOutboxWorker } from './platform/outbox';
import { inRootSpan } from '../lib/telemetry';
import { queueDeliveryReminders } from './delivery/reminders';
import { forgetOldVitals } from './rum/vitals';

export interface OrderJobOptions {
  /** How often the outbox is delivered (5 s). */
  outboxIntervalMs?: number;
  /** How often unpaid orders are looked at (60 s). */
  expiryIntervalMs?: number;
}

export function startOrderJobs(db: Db, deps: OrderDeps, options: OrderJobOptions = {}): { stop(): Promise<void> } {
  const outbox = startOutboxWorker(
    db,
    { mailer: deps.mailer, payments: deps.payments, logger: deps.logger },
    options.outboxIntervalMs ?? 5_000,
  );
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped) return;
    // A trace of its own per run (docs/decisions/0061): no request asked for it.
    running = running.then(() =>
      inRootSpan('job order-expiry', () => expireOrders(db, deps)).then(
        (result) => {
          if (result.expired || result.paid) deps.logger?.warn(result, 'unpaid orders looked at');
        },
        (error: Error) => deps.logger?.error({ err: error.message }, 'order expiry failed'),
      ),
    );
    // Crew delivery reminders (ADR 0063): queued once per booking and day, the outbox worker sends them.
    running = running.then(() =>
      queueDeliveryReminders(db, (deps.now ?? (() => new Date()))()).catch((error: Error) =>
        deps.logger?.error({ err: error.message }, 'delivery reminders failed'),
      ),
    );
    // Field data (ADR 0068): the days past retention go.
    running = running.then(() =>
      forgetOldVitals(db, (deps.now ?? (() => new Date()))()).catch((error: Error) =>
        deps.logger?.error({ err: error.message }, 'field data retention failed'),
      ),
    );
  }, options.expiryIntervalMs ?? 60_000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await outbox.stop();
    },
  };
}
