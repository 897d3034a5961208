// Backups of the embedded database (docs/decisions/0054, docs/operations.md). PGlite is one
// process, so the running shop takes the snapshot itself (Database.snapshot, behind the token-protected
// loopback endpoint of server/backup-endpoint.ts); `npm run backup` fetches it and writes a manifest —
// every table's row count and checksum, read from the snapshot itself — and `npm run restore` loads
// it into a fresh data directory and checks the restored tables against that manifest.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface TableFacts {
  rows: number;
  /** md5 over every row's text form, in a fixed order: equal tables, equal checksums. */
  checksum: string;
}

export type Manifest = Record<string, TableFacts>;

/** Every user table (the migrations' own journal included) with its row count and checksum. */
export async function tableManifest(client: Pick<PGlite, 'query'>): Promise<Manifest> {
  const tables = await client.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`,
  );
  const manifest: Manifest = {};
  for (const { schema, name } of tables.rows) {
    const ident = `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;
    const facts = await client.query<{ rows: number; checksum: string | null }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as checksum from ${ident} t`,
    );
    manifest[schema === 'public' ? name : `${schema}.${name}`] = { rows: facts.rows[0]!.rows, checksum: facts.rows[0]!.checksum ?? '' };
  }
  return manifest;
}

/** The tables whose facts differ between two manifests (missing on one side included). */
export function manifestDifferences(expected: Manifest, actual: Manifest): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names].filter((n) => expected[n]?.rows !== actual[n]?.rows || expected[n]?.checksum !== actual[n]?.checksum).sort();
}

/** Opens a snapshot (a gzipped tar of a data directory) in memory and reads its manifest. */
export async function manifestOfSnapshot(snapshot: Blob): Promise<Manifest> {
  const client = await PGlite.create({ loadDataDir: snapshot, extensions: { pg_trgm } });
  try {
    return await tableManifest(client);
  } finally {
    await client.close();
  }
}

/** Writes a snapshot into `dataDir` (which must not hold a database yet) and returns its manifest. */
export async function restoreSnapshot(snapshot: Blob, dataDir: string): Promise<Manifest> {
  const client = await PGlite.create(dataDir, { loadDataDir: snapshot, extensions: { pg_trgm } });
  try {
    return await tableManifest(client);
  } finally {
    await client.close();
  }
}
