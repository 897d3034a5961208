import { defineConfig } from 'vitest/config';
import path from 'node:path';

// Unit and integration tests; browser tests are Playwright's (playwright.config.ts).
export default defineConfig({
  resolve: { alias: { '~': path.resolve(__dirname, 'app') } },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'commerce/**/*.test.ts',
      'contract/**/*.test.ts',
      'lib/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'server/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
