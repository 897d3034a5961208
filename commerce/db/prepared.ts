// Prepared statements for the hottest reads (docs/decisions/0025). Drizzle builds a query's SQL
// text from its builder on every call (~5% of a product page's CPU for four queries); a prepared
// query is built once per database handle and then only executed with its values. On PostgreSQL the
// name also makes each connection parse and plan the statement once. A name stands for one SQL text:
// never reuse a name for another query.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const kept = new WeakMap<object, Map<string, unknown>>();

/** The query `build` prepares under the name it is given, once per `db`. */
export function preparedOnce<T>(db: Db, name: string, build: (name: string) => T): T {
  let queries = kept.get(db);
  if (!queries) kept.set(db, (queries = new Map()));
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(name);
    queries.set(name, query);
  }
  return query;
}

const dialect = new PgDialect();

/**
 * A hand-written query (`sql` with `sql.placeholder(...)` for its values) prepared under `name`, for
 * reads a builder cannot express. Its rows come back as the driver gives them, as from `db.execute`.
 */
export function preparedSql<Row>(
  db: Db,
  name: string,
  build: () => SQL,
): { execute(values: Record<string, unknown>): Promise<{ rows: Row[] }> } {
  return preparedOnce(db, name, (preparedName) => {
    const query = db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, preparedName, false);
    return { execute: (values: Record<string, unknown>) => query.execute(values) as Promise<{ rows: Row[] }> };
  });
}
