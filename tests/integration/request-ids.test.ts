// docs/decisions/0054, "a request id ties a page to its API calls": a Node storefront whose API runs in another
// process (COMMERCE_API_URL) renders a page; the API's log lines for the calls that page made carry the
// page's request id and trace id. Needs the storefront build (npm run build), like the browser tests.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PROCESS_HOOK_MS, startApiProcess, type ApiProcess } from '../helpers/api-process';
import { startShop, stopShops } from '../helpers/shop-server';

const root = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'request-ids-service-password';
const TRACE = 'f'.repeat(8) + '0123456789abcdef0123456789abcdef'.slice(8);

describe.skipIf(!existsSync(path.join(root, 'build/server/index.js')))('request ids across the two wings (needs npm run build)', () => {
  let api: ApiProcess;
  let dataDir: string;
  let storefront: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'slaapzaak-ids-'));
    api = await startApiProcess(3268, { DATA_DIR: dataDir, LOG_LEVEL: 'info', SERVICE_ACCOUNT_PASSWORD: PASSWORD });
    storefront = (
      await startShop(3269, {
        COMMERCE_API_URL: api.origin,
        SERVICE_ACCOUNT_PASSWORD: PASSWORD,
        STOREFRONT_CACHE_SECONDS: '0',
        SEED_PRODUCTS: '30',
      })
    ).origin;
  }, API_PROCESS_HOOK_MS);
  afterAll(async () => {
    await stopShops();
    await api?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const apiLines = () =>
    api
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);

  it('the API logs the page’s request id and trace id on the calls the page made, and the page says its id', async () => {
    const page = await fetch(`${storefront}/`, {
      headers: { 'x-request-id': 'page-test-0001', traceparent: `00-${TRACE}-${'1'.repeat(16)}-01` },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe('page-test-0001');
    await page.text();
    await new Promise((r) => setTimeout(r, 500));
    const calls = apiLines().filter((l) => l.msg === 'request' && l.reqId === 'page-test-0001');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.traceId).toBe(TRACE);
      expect(String(call.path)).toMatch(/^\/(v1\/|login)/);
    }
  });

  it('gives a forged id a fresh one, on the page and on its API calls', async () => {
    const page = await fetch(`${storefront}/`, { headers: { 'x-request-id': 'bad id <script>' } });
    const id = page.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await page.text();
    await new Promise((r) => setTimeout(r, 500));
    expect(api.output()).not.toContain('<script>');
  });
});
