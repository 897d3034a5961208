// The database for a maintenance command (npm run remind-carts, npm run moderate-reviews). With
// DATABASE_URL it is PostgreSQL, shared safely with the running shop. With PGlite only one process
// may open the data directory: while the shop runs, the command stops here with a clear message and
// exit code 75 (EX_TEMPFAIL: try again later), before anything is read or written.
import path from 'node:path';
import type { CommerceConfig } from '../commerce/config';
import { openDatabase, type Database } from '../commerce/db/client';
import { DataDirBusyError } from '../commerce/db/data-dir-lock';

export const DATA_DIR_BUSY_EXIT_CODE = 75;

export async function openMaintenanceDatabase(config: CommerceConfig): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: path.join(config.dataDir, 'pglite') });
  } catch (err) {
    if (!(err instanceof DataDirBusyError)) throw err;
    console.error(err.message);
    process.exit(DATA_DIR_BUSY_EXIT_CODE);
  }
}
