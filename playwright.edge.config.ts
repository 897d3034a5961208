// The edge smoke run (npm run test:edge): a subset of the e2e suite, in `js` and `nojs`, against
// the storefront built for Workers (npm run build:worker) running in workerd, with the commerce API
// on Node beside it (scripts/edge-stack.mjs). Plus tests/edge/: what only the edge setup does.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.E2E_PORT ?? 8787);
const apiPort = Number(process.env.E2E_API_PORT ?? port + 10);

/** The smoke subset: home, an overview with a filter, product page + add to cart + cart with a
 * discount code, the checkout address step with a validation error, login, and the request guards. */
export const SMOKE = [
  'shows the promo header, featured products, categories, header and footer',
  'product illustrations load as SVG with long-lived caching',
  'filtering by a colour checkbox narrows the products',
  'updates quantities, refuses nonsense and applies GRATISTHUIS',
  'an unknown postcode is flagged and street and city are emptied',
  'login returns to the remembered page, the header greets, Afmelden logs out',
  'a form post from another site is refused with 403',
  'a path without a trailing slash is redirected with 301, query kept',
  'HTML answers carry a nonce-based CSP and the other security headers',
];
// The test-only seeding path lives on the API (the Node process beside workerd): tests/e2e/fixtures.ts asks there.
process.env.E2E_FIXTURES_ORIGIN = `http://127.0.0.1:${apiPort}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  ...base,
  testDir: 'tests',
  testMatch: ['e2e/*.spec.ts', 'edge/*.spec.ts'],
  grep: new RegExp(`(${[...SMOKE.map(escape), 'edge: '].join('|')})`),
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node scripts/edge-stack.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      EDGE_PORT: String(port),
      EDGE_API_PORT: String(apiPort),
      DATA_DIR: 'data/e2e-edge',
      LOG_LEVEL: 'warn',
      MAIL_LIMIT_PER_IP: '1000',
      SEARCH_EVENTS_PER_IP: '100000',
      E2E_FIXTURES: process.env.E2E_FIXTURES!,
    },
  },
});
