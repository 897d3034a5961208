// What the metrics' gauges read (docs/decisions/0061): pool use, the outbox's backlog and its oldest
// message's age, and the orders waiting for payment. Asked by a metric reader (each OTLP export or
// Prometheus scrape), kept 5 s, so a busy scraper costs at most one query pair per 5 s.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

const KEEP_MS = 5_000;

export function shopGauges(database: Database) {
  let kept: { at: number; value: Promise<{ backlog: number; oldestSeconds: number; pending: number }> } | undefined;
  const read = () => {
    if (kept && Date.now() - kept.at < KEEP_MS) return kept.value;
    const value = (async () => {
      const outbox = await database.db.execute(
        sql`select count(*)::int as backlog, extract(epoch from now() - min(created_at))::float8 as oldest
            from outbox_messages where sent_at is null`,
      );
      const orders = await database.db.execute(sql`select count(*)::int as pending from orders where status = 'pending'`);
      const row = rowsOf<{ backlog: number; oldest: number | null }>(outbox)[0];
      return {
        backlog: Number(row?.backlog ?? 0),
        oldestSeconds: Number(row?.oldest ?? 0),
        pending: Number(rowsOf<{ pending: number }>(orders)[0]?.pending ?? 0),
      };
    })();
    kept = { at: Date.now(), value };
    value.catch(() => (kept = undefined));
    return value;
  };
  return {
    pool: () => database.poolStats?.(),
    outbox: () => read().then(({ backlog, oldestSeconds }) => ({ backlog, oldestSeconds })),
    pendingOrders: () => read().then(({ pending }) => pending),
  };
}

/** node-postgres answers `{ rows }`, PGlite through drizzle too; either way the rows. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
