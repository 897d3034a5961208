// `npm run backup [-- --out FILE] [--url http://127.0.0.1:3000]`: a consistent snapshot of the
// running shop's embedded database (PGlite), taken by the shop itself, checked and written beside its
// manifest (every table's rows and checksum) and a copy of DATA_DIR/secrets.json — without it a
// restored shop would have new secrets: everyone logged out, the storefront's service login broken.
// PostgreSQL: use pg_dump or PITR (docs/operations.md).
import { copyFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { manifestOfSnapshot } from '../commerce/db/backup';
import { backupToken } from '../server/backup-endpoint';

const { values } = parseArgs({ options: { out: { type: 'string' }, url: { type: 'string' } } });
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const url = values.url ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const out = path.resolve(values.out ?? path.join('backups', `slaapzaak-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`));

const res = await fetch(new URL('/_ops/backup', url), {
  method: 'POST',
  headers: { authorization: `Bearer ${backupToken(dataDir)}` },
}).catch((err: Error) => {
  console.error(`De winkel op ${url} is niet bereikbaar (${err.message}). Draait hij? Geef anders --url.`);
  process.exit(1);
});
if (!res.ok) {
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  console.error(`Geen back-up (${res.status}): ${body.message ?? res.statusText}`);
  process.exit(1);
}
const snapshot = new Blob([await res.arrayBuffer()]);
// Read back before it counts as a backup: a snapshot that does not open is no backup.
const manifest = await manifestOfSnapshot(snapshot);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(`${out}.partial`, Buffer.from(await snapshot.arrayBuffer()), { mode: 0o600 });
writeFileSync(`${out}.manifest.json`, JSON.stringify({ takenAt: new Date().toISOString(), tables: manifest }, null, 2) + '\n');
const secrets = path.join(dataDir, 'secrets.json');
if (existsSync(secrets)) copyFileSync(secrets, `${out}.secrets.json`);
renameSync(`${out}.partial`, out);
const rows = Object.values(manifest).reduce((n, t) => n + t.rows, 0);
console.log(
  `Back-up geschreven: ${out} (${(snapshot.size / 1024 / 1024).toFixed(1)} MB, ${Object.keys(manifest).length} tabellen, ${rows} rijen)`,
);
