// `npm run seed`: (re)fills the database with demo data.
// DATABASE_URL=postgres://… seeds PostgreSQL, otherwise the PGlite database the server uses:
// DATA_DIR/pglite (DATA_DIR defaults to ./data). SEED (integer) and SEED_PRODUCTS (count) override the defaults.
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../client';
import { DataDirBusyError } from '../data-dir-lock';
import { demoModeFromEnv } from '../../config';
import { DEFAULT_PRODUCTS, DEFAULT_SEED, seedDatabase } from './index';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value)) {
    console.error(`${name} must be a whole number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const seed = intFromEnv('SEED', DEFAULT_SEED);
const products = intFromEnv('SEED_PRODUCTS', DEFAULT_PRODUCTS);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.join(path.resolve(process.env.DATA_DIR || './data'), 'pglite');

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const database = await openDatabase({ databaseUrl, dataDir }).catch((err: Error) => {
  // The shop holds the PGlite directory (data-dir-lock.ts): say so instead of a stack trace.
  if (err instanceof DataDirBusyError) {
    console.error(err.message);
    process.exit(75);
  }
  throw err;
});
try {
  console.log(`Database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${dataDir}`}`);
  await migrateDatabase(database);
  // The demo people only in demo mode (no or a loopback PUBLIC_URL, or SEED_DEMO=1): docs/decisions/0044.
  const demo = demoModeFromEnv(process.env);
  console.log(`Seeding ${products} products with seed ${seed}${demo ? ', with the demo accounts' : ', without demo accounts'}…`);
  await seedDatabase(database.db, { seed, products, demo, onProgress: (message) => console.log(`[${elapsed()}] ${message}`) });
  console.log(`Done in ${elapsed()}`);
} catch (error) {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
