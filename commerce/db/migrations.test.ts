// The migrations and schema.ts describe the same database: `drizzle-kit generate` on the unchanged
// schema finds nothing to write. A column added to schema.ts without its migration fails here.
// drizzle-kit runs on a temporary copy of the migrations folder, so the repository is never written.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = path.join(here, 'migrations');
const drizzleKit = path.resolve(here, '../../node_modules/drizzle-kit/bin.cjs');

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

function listFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
}

describe('database migrations', () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'slaapzaak-drizzle-kit-'));
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('drizzle-kit generate finds no schema change without a migration', { timeout: 60_000 }, async () => {
    const out = path.join(workDir, 'migrations');
    cpSync(migrationsFolder, out, { recursive: true });
    // drizzle-kit reads snapshots relative to its working directory, so `out` is relative.
    const config = path.join(workDir, 'drizzle.config.json');
    writeFileSync(config, JSON.stringify({ dialect: 'postgresql', schema: path.join(here, 'schema.ts'), out: './migrations' }));

    const { stdout } = await promisify(execFile)(process.execPath, [drizzleKit, 'generate', '--config', config], {
      cwd: workDir,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });

    const written = listFiles(out).filter((file) => !listFiles(migrationsFolder).includes(file));
    const writtenSql = written
      .filter((file) => file.endsWith('.sql'))
      .map((file) => `${file}:\n${readFileSync(path.join(out, file), 'utf8')}`)
      .join('\n');
    const hint = `schema.ts differs from the migrations; add the migration \`npx drizzle-kit generate\` writes:\n${writtenSql}`;
    expect(written, hint).toEqual([]);
    const journal = (folder: string) => readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8');
    expect(journal(out)).toBe(journal(migrationsFolder));
    expect(stdout).toContain('No schema changes');
  });

  it('every journal entry has its SQL file and a later `when` than the one before', () => {
    // The migrator runs each entry whose `when` is later than the newest it recorded: an entry with an
    // earlier `when` would never run on a database that is already migrated.
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
    const files = listFiles(migrationsFolder);
    for (const [i, entry] of journal.entries.entries()) {
      expect(files).toContain(`${entry.tag}.sql`);
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1].when);
      if (i > 0) expect(entry.idx).toBeGreaterThan(journal.entries[i - 1].idx);
    }
  });
});
