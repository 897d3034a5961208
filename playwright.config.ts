import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Browser tests run the production build against a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 3111);
// The token of the test-only seeding path (server/e2e-fixtures.ts, tests/e2e/fixtures.ts): made once
// per run here; Playwright's workers inherit it from the runner's environment.
process.env.E2E_FIXTURES ||= randomBytes(24).toString('hex');
// Debian's headless shell (package chromium-headless-shell, the same build as chromium) when it is there:
// it is what Playwright itself runs headless, and on this 2-core machine the suite's browser work costs about
// 40 % less CPU than the full browser in its new headless mode (docs/decisions/0084). Else the full browser.
const chromium =
  process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'nl-NL',
    // No trace by default (docs/decisions/0087): recording one for every test, to keep it only for the ones that fail,
    // took about 30 % of the browser tests' CPU here (a DOM snapshot at every action). To find out why a test failed, run it
    // again with PW_TRACE=retain-on-failure (or `npx playwright test --trace retain-on-failure <file>`); the error, its
    // call log and a screenshot of the page are kept for every failure anyway.
    trace: (process.env.PW_TRACE as 'off' | 'on' | 'retain-on-failure' | 'on-first-retry' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    // The browser asks for reduced motion (docs/decisions/0086): the header's highlights turn by a CSS animation
    // on every page, and a page that animates makes the headless browser compose 60 frames a second for as
    // long as a test looks at it, about a quarter of the browser tests' CPU here. The tests of the turning
    // itself ask for motion again (test.use({ reducedMotion: 'no-preference' })).
    reducedMotion: 'reduce',
    launchOptions,
  },
  projects: [
    { name: 'js', use: { ...devices['Desktop Chrome'], launchOptions, javaScriptEnabled: true } },
    { name: 'nojs', use: { ...devices['Desktop Chrome'], launchOptions, javaScriptEnabled: false } },
  ],
  webServer: {
    // The compiled server of `npm run build` (docs/decisions/0055), as production runs it.
    command: 'rm -rf data/e2e && node build/server/server.js',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every test's browser comes from 127.0.0.1: the suite sends more mails (registrations, resets, sign-ups)
    // than one address may per hour (30), so the shop is told to allow more, as a shop behind one NAT would be.
    // The delivery promise's clock is fixed (a demo-only setting, issue 33): "Morgen in huis" must not depend on the day the
    // suite runs (a Saturday or the eve of a holiday says another day). Wednesday 2 December 2026, 12:00 in Amsterdam.
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: 'data/e2e',
      LOG_LEVEL: 'warn',
      MAIL_LIMIT_PER_IP: '1000',
      VITALS_LIMIT_PER_IP: '10000',
      SEARCH_EVENTS_PER_IP: '100000',
      DELIVERY_CLOCK: '2026-12-02T12:00:00+01:00',
      E2E_FIXTURES: process.env.E2E_FIXTURES,
    },
  },
});
