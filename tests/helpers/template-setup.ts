// vitest's globalSetup (vitest.config.ts): this run's template databases (tests/helpers/template-db.ts)
// get a directory and an id of their own, and are removed when the run ends.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { templatePrefix } from './template-db';

export function setup(): () => Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'slaapzaak-templates-'));
  const id = randomBytes(4).toString('hex');
  process.env.TEST_TEMPLATE_DIR = dir;
  process.env.TEST_TEMPLATE_RUN = id;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [
        templatePrefix(id),
      ]);
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
