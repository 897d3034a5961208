// `npm run restore -- FILE [--data-dir DIR]`: a backup of `npm run backup` into a fresh data directory
// (DATA_DIR, default ./data), checked table by table against the backup's manifest. It refuses a data
// directory that already holds a database: restore beside it, then point the shop's DATA_DIR there.
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { manifestDifferences, restoreSnapshot, type Manifest } from '../commerce/db/backup';

const { values, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
const file = positionals[0];
if (!file || !existsSync(file)) {
  console.error('Gebruik: npm run restore -- <back-up.tar.gz> [--data-dir MAP]');
  process.exit(64);
}
const dataDir = path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data');
const pgliteDir = path.join(dataDir, 'pglite');
if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
  console.error(`${pgliteDir} bevat al een database; er is niets gedaan. Zet de back-up in een lege map en wijs DATA_DIR daarheen.`);
  process.exit(1);
}
const manifestFile = `${file}.manifest.json`;
const expected = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as { tables: Manifest }).tables : null;

const restored = await restoreSnapshot(new Blob([readFileSync(file)]), pgliteDir);
if (expected) {
  const differ = manifestDifferences(expected, restored);
  if (differ.length) {
    rmSync(pgliteDir, { recursive: true, force: true });
    console.error(`De teruggezette database wijkt af van de back-up in: ${differ.join(', ')}. De map is weer leeggemaakt.`);
    process.exit(1);
  }
}
const secrets = `${file}.secrets.json`;
if (existsSync(secrets) && !existsSync(path.join(dataDir, 'secrets.json'))) copyFileSync(secrets, path.join(dataDir, 'secrets.json'));
const rows = Object.values(restored).reduce((n, t) => n + t.rows, 0);
console.log(
  `Teruggezet in ${pgliteDir}: ${Object.keys(restored).length} tabellen, ${rows} rijen` +
    (expected ? ', gelijk aan de back-up (aantallen en controlesommen).' : ' (geen manifest naast de back-up: niet vergeleken).'),
);
