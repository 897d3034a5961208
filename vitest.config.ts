import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit and integration tests; browser tests are Playwright's (playwright.config.ts).
//
// Two projects, so the PGlite and the PostgreSQL runs of an integration file do not wait on each other
// (issue 38): `pglite` runs every file with dbKinds = ['pglite']; with TEST_DATABASE_URL set, `postgres`
// runs the files that loop over dbKinds again with dbKinds = ['postgres'] (tests/helpers/shop.ts reads
// TEST_DB_KINDS). Both share one pool of workers, so a PGlite file runs beside a PostgreSQL file.
const include = [
  'app/**/*.test.{ts,tsx}',
  'commerce/**/*.test.ts',
  'contract/**/*.test.ts',
  'lib/**/*.test.ts',
  'tests/integration/**/*.test.ts',
  'server/**/*.test.ts',
];

/** Integration files that loop over dbKinds: the ones that have a PostgreSQL run. */
function filesWithDbKinds(): string[] {
  const dir = path.resolve(__dirname, 'tests/integration');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts') && /\bdbKinds\b/.test(readFileSync(path.join(dir, f), 'utf8')))
    .map((f) => `tests/integration/${f}`);
}

const postgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { alias: { '~': path.resolve(__dirname, 'app') } },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One module graph per worker, not per file (docs/decisions/0086): a file no longer imports the shop
    // again, which was about a third of vitest's time on two cores. tests/helpers/file-state.ts puts back
    // what a file may leave changed; VITEST_ISOLATE=1 gives every file a fresh one again, to rule out a leak.
    isolate: process.env.VITEST_ISOLATE === '1',
    setupFiles: ['tests/helpers/file-state.ts'],
    // Each run seeds a test database of a given size once and copies it after (tests/helpers/template-db.ts).
    globalSetup: ['tests/helpers/template-setup.ts'],
    // Vitest's default on 2 cores is one worker (cores − 1); the integration tests spend much of their
    // time waiting on PostgreSQL, the file system and timers, so three forks keep both cores busy.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      { extends: true as const, test: { name: 'pglite', include, env: { TEST_DB_KINDS: 'pglite' } } },
      ...(postgres
        ? [{ extends: true as const, test: { name: 'postgres', include: filesWithDbKinds(), env: { TEST_DB_KINDS: 'postgres' } } }]
        : []),
    ],
  },
});
