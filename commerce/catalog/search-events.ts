// Search events off the answer path (docs/decisions/0078). A search needs its event's id at once (the
// result links carry it, signed, as the click id: search-clicks.ts), but not the row: ids are reserved
// from the table's own sequence a block at a time, and the rows are written together shortly after the
// answers went out. A clean shutdown writes what is pending before the database closes (client.ts
// beforeClose); a crash loses at most the last FLUSH_MS of events (and leaves gaps in the ids, as a
// rolled-back insert always did).
import { sql } from 'drizzle-orm';
import { beforeClose, type Db } from '../db/client';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Ids reserved per statement; a new block is fetched in the background when half is used. */
export const SEARCH_EVENT_ID_BLOCK = 100;
/** How long an event waits for others to be written with it. */
export const SEARCH_EVENT_FLUSH_MS = 250;
/**
 * At most this many events wait in memory per database: past it a search waits for the write (a slow
 * database slows the searches a little instead of filling the memory), and a write that keeps failing
 * drops the oldest beyond it.
 */
export const SEARCH_EVENTS_MAX_PENDING = 1_000;

interface PendingEvent {
  id: number;
  at: string;
  term: string;
  results: number;
  relaxed: boolean;
}

interface Writer {
  ids: number[];
  reserving: Promise<void> | null;
  pending: PendingEvent[];
  timer: ReturnType<typeof setTimeout> | null;
  flushing: Promise<void> | null;
}

const writers = new WeakMap<object, Writer>();

// The benchmark's switch (bench/search/run.ts, path 'snapshot-0070'): false answers as before
// docs/decisions/0078 — the event inserted before the answer, the categories read from the database —
// so the two are measured side by side in one process, under the same load.
let offAnswerPath = true;
export function setSearchAnswerOffDatabase(on: boolean): void {
  offAnswerPath = on;
}
export function searchAnswerOffDatabase(): boolean {
  return offAnswerPath;
}

function writerOf(db: Db): Writer {
  let writer = writers.get(db);
  if (!writer) {
    writer = { ids: [], reserving: null, pending: [], timer: null, flushing: null };
    writers.set(db, writer);
    beforeClose(db, () => flushSearchEvents(db));
  }
  return writer;
}

function reserve(db: Db, writer: Writer): Promise<void> {
  writer.reserving ??= rows<{ id: string | number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('search_events', 'id')) as id from generate_series(1, ${SEARCH_EVENT_ID_BLOCK})`,
  )
    .then((found) => {
      writer.ids.push(...found.map((r) => Number(r.id)).sort((a, b) => a - b));
    })
    .finally(() => {
      writer.reserving = null;
    });
  return writer.reserving;
}

/** The next reserved id: only the first search of a process (or one after a burst) waits for a block. */
async function nextId(db: Db, writer: Writer): Promise<number> {
  while (writer.ids.length === 0) await reserve(db, writer);
  const id = writer.ids.shift()!;
  if (writer.ids.length < SEARCH_EVENT_ID_BLOCK / 2 && !writer.reserving) reserve(db, writer).catch(() => {});
  return id;
}

/** Queues one event row and answers its id; the row is written within SEARCH_EVENT_FLUSH_MS. */
export async function queueSearchEvent(db: Db, event: Omit<PendingEvent, 'id' | 'at'>): Promise<number> {
  if (!offAnswerPath) {
    const [row] = await rows<{ id: string | number }>(
      db,
      sql`insert into search_events (term, results, relaxed) values (${event.term}, ${event.results}, ${event.relaxed}) returning id`,
    );
    return Number(row!.id);
  }
  const writer = writerOf(db);
  const id = await nextId(db, writer);
  // Checked right before the push (no await between): many searches at once cannot overshoot the bound.
  while (writer.pending.length >= SEARCH_EVENTS_MAX_PENDING) {
    try {
      await flushSearchEvents(db);
    } catch {
      writer.pending.splice(0, writer.pending.length - SEARCH_EVENTS_MAX_PENDING + 1);
    }
  }
  writer.pending.push({ ...event, id, at: new Date().toISOString() });
  writer.timer ??= setTimeout(() => {
    writer.timer = null;
    flushSearchEvents(db).catch(() => {});
  }, SEARCH_EVENT_FLUSH_MS);
  writer.timer.unref?.();
  return id;
}

/** How many events wait to be written for this database (for tests and the memory bound). */
export function pendingSearchEvents(db: Db): number {
  return writers.get(db)?.pending.length ?? 0;
}

/**
 * Writes every pending event of this database in one statement (and waits for a write under way).
 * A click (search-clicks.ts), the staff's report and close() call it first, so they see every answered search.
 */
export async function flushSearchEvents(db: Db): Promise<void> {
  const writer = writers.get(db);
  if (!writer) return;
  while (writer.flushing) await writer.flushing;
  if (writer.pending.length === 0) return;
  if (writer.timer) {
    clearTimeout(writer.timer);
    writer.timer = null;
  }
  const batch = writer.pending.splice(0, writer.pending.length);
  writer.flushing = (async () => {
    try {
      await insertEvents(db, batch);
    } catch (err) {
      // One row the database refuses must not hold up the others: each on its own, the refused ones
      // dropped. Refused all (the database is away): kept for the next write, the oldest dropped beyond the bound.
      const failed: PendingEvent[] = [];
      for (const event of batch) await insertEvents(db, [event]).catch(() => failed.push(event));
      if (failed.length === batch.length) {
        writer.pending.unshift(...batch);
        writer.pending.splice(0, Math.max(0, writer.pending.length - SEARCH_EVENTS_MAX_PENDING));
        throw err;
      }
    } finally {
      writer.flushing = null;
    }
  })();
  await writer.flushing;
}

function insertEvents(db: Db, events: PendingEvent[]) {
  return db.execute(
    sql`insert into search_events (id, at, term, results, relaxed) values ${sql.join(
      events.map((e) => sql`(${e.id}, ${e.at}, ${e.term}, ${e.results}, ${e.relaxed})`),
      sql`, `,
    )} on conflict (id) do nothing`,
  );
}
