// Work that runs after the answer has gone out (e-mails whose sending time must not show in the
// answer time). Errors are logged, never thrown at a shopper. `settled()` waits for what is running:
// tests read the outbox after it. A crash before a task finishes loses it; the durable mail outbox
// (docs/decisions/0029) is the place for mail that must survive one.
import type { Logger } from '../providers';

export interface BackgroundTasks {
  /** Starts `task` without waiting for it. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far (and any they started) has finished. */
  settled(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const done: Promise<unknown> = Promise.resolve()
        .then(task)
        .catch((err: Error) => logger.error({ err: err?.message, task: name }, 'background task failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
