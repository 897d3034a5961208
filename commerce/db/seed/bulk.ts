// Fast bulk inserts that work the same on PGlite and PostgreSQL: one JSON parameter per batch,
// unpacked by json_populate_recordset. Far fewer bind parameters than a multi-row VALUES list.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import type * as schema from '../schema';

/** The query surface the seed needs; both drivers' databases and transactions have it. */
export type SeedDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export const BATCH_ROWS = 1000;

/**
 * Inserts rows (Drizzle insert shapes, camelCase keys) in batches. Every row of a batch should
 * carry the same keys: a key present in one row but missing in another is inserted as NULL there.
 */
export async function insertRows<T extends PgTable>(
  db: SeedDb,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  batchRows = BATCH_ROWS,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  for (let start = 0; start < rows.length; start += batchRows) {
    const batch = rows.slice(start, start + batchRows) as Array<Record<string, unknown>>;
    const keys = new Set<string>();
    for (const row of batch) for (const key of Object.keys(row)) if (row[key] !== undefined) keys.add(key);
    const names: string[] = [];
    const keyList = [...keys].filter((k) => columns[k]);
    for (const key of keyList) names.push(columns[key]!.name);
    const json = JSON.stringify(
      batch.map((row) => {
        const out: Record<string, unknown> = {};
        for (let i = 0; i < keyList.length; i++) out[names[i]!] = row[keyList[i]!] ?? null;
        return out;
      }),
    );
    const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
    await db.execute(sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`);
  }
}
