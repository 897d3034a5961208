// Prepared statements for the hottest reads (docs/decisions/0025). Drizzle builds a query's SQL
// text from its builder on every call (~5% of a product page's CPU for four queries); a prepared
// query is built once per database handle and then only executed with its values. On PostgreSQL the
// name also makes each connection parse and plan the statement once. A name stands for one SQL text:
// never reuse a name for another query.
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
