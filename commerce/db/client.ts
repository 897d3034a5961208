// One database handle for the commerce API: PGlite (embedded, the default) or PostgreSQL.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';
import { sqlOperation, telemetryHooks, withSpan } from '../../lib/telemetry';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>> | ReturnType<typeof drizzlePg<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query; used by /readyz. */
  ping(): Promise<void>;
  /**
   * PGlite only: a gzipped tar of the data directory, consistent (taken between transactions, after a
   * checkpoint), while the shop keeps running — `npm run backup` (docs/operations.md).
   */
  snapshot?(compression?: 'gzip' | 'none'): Promise<Blob>;
  /** PostgreSQL only: the pool's connections, for the metrics (docs/decisions/0061). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Runs `work` while no other process of the shop runs its own: on PostgreSQL under a session advisory
   * lock on a connection of its own (so a pool of one is not starved), on PGlite as it is (the data
   * directory's lock already keeps it to one process).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The advisory lock key of the start-up work (migrations, the first seed): several instances starting
 * at once on one PostgreSQL database take turns instead of racing to create the same tables.
 */
const STARTUP_LOCK = 0x5a_5a_00_01;

// Work that must reach the database before it closes (the search events written after their answers,
// docs/decisions/0078): run, in the order registered, by close() on a clean shutdown.
const closeHooks = new WeakMap<object, Array<() => Promise<void>>>();

/** Runs `hook` (once) when this database handle is closed, before its connections end. */
export function beforeClose(db: Db, hook: () => Promise<void>): void {
  closeHooks.set(db, [...(closeHooks.get(db) ?? []), hook]);
}

async function runCloseHooks(db: Db): Promise<void> {
  const hooks = closeHooks.get(db) ?? [];
  closeHooks.delete(db);
  // A hook that fails (database gone) must not keep the connections open.
  for (const hook of hooks) await hook().catch(() => {});
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  dataDir?: string;
  poolSize?: number;
  /**
   * PGlite only: how long to wait while another process holds the data directory (the server waits
   * for a maintenance script to finish; scripts refuse at once). See data-dir-lock.ts.
   */
  lockWaitMs?: number;
  /**
   * PGlite only, for tests: start from a copy of another database's files (`loadDataDir`, a tar from
   * `snapshot('none')`) and reuse WebAssembly modules compiled once, instead of running initdb and
   * compiling for every database (tests/helpers/template-db.ts).
   */
  pglite?: Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      exclusively: async (work) => {
        const holder = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 5_000 });
        holder.on('error', () => {});
        await holder.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work();
        } finally {
          // Ending the session releases the lock also when the unlock cannot be sent.
          await holder.end().catch(() => {});
        }
      },
      close: async () => {
        await runCloseHooks(db);
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // One process per data directory: a second one refuses (DataDirBusyError) before it touches a file.
  const lock = inMemory ? null : await acquireDataDirLock(path.resolve(dataDir), { waitMs: options.lockWaitMs });
  let client: PGlite;
  try {
    client = new PGlite(dataDir, { ...options.pglite, extensions: { pg_trgm } });
    await client.waitReady;
  } catch (err) {
    lock?.release();
    throw err;
  }
  // With tracing on, every statement drizzle sends gets a span of the shop's own (PostgreSQL's come from
  // the pg instrumentation): the client drizzle holds is a view of this one whose query layer is timed.
  const db = drizzlePglite(telemetryHooks()?.tracing ? tracedPglite(client) : client, { schema });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    exclusively: (work) => work(),
    // Holding the transaction lock (which PGlite's query and exec take too): no transaction is half
    // done and no statement runs while dumpDataDir reads the files. The checkpoint before it makes a
    // restore start quickly (little WAL to replay).
    snapshot: async (compression = 'gzip') => {
      await client.exec('checkpoint');
      return client._runExclusiveTransaction(() => client.dumpDataDir(compression));
    },
    close: async () => {
      try {
        await runCloseHooks(db);
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

const PGLITE_SPAN = { 'db.system.name': 'postgresql', 'db.client': 'pglite' };

function sqlSpan<T>(text: string, run: () => Promise<T>): Promise<T> {
  const operation = sqlOperation(text);
  // The statement with its $n placeholders, never the values bound to them (no personal data).
  return withSpan(operation, { ...PGLITE_SPAN, 'db.operation.name': operation, 'db.query.text': text.slice(0, 2_000) }, run);
}

/** `query`, `exec` and transactions' statements in spans; everything else is the client itself. */
function tracedPglite(client: PGlite): PGlite {
  type Queryable = Pick<PGlite, 'query' | 'exec'>;
  const traced = <Q extends Queryable>(target: Q): Q =>
    new Proxy(target, {
      get(object, key) {
        if (key === 'query')
          return (text: string, ...rest: unknown[]) =>
            sqlSpan(text, () => (object.query as (...a: unknown[]) => Promise<unknown>)(text, ...rest));
        if (key === 'exec')
          return (text: string, ...rest: unknown[]) =>
            sqlSpan(text, () => (object.exec as (...a: unknown[]) => Promise<unknown>)(text, ...rest));
        if (key === 'transaction')
          return <T>(callback: (tx: Queryable) => Promise<T>) => client.transaction((tx) => callback(traced(tx as Queryable)));
        const value = Reflect.get(object, key, object) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(object) : value;
      },
    });
  return traced(client);
}

/** Applies pending SQL migrations; safe to run on every start. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as ReturnType<typeof drizzlePg<typeof schema>>, { migrationsFolder });
  } else {
    await migratePglite(database.db as ReturnType<typeof drizzlePglite<typeof schema>>, { migrationsFolder });
  }
}
