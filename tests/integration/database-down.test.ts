// With the database away, the API says 503 (not 500) and the storefront shows its error page with
// 503; the shopper can try again in a moment.
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceClient } from '../../app/lib/context';
import { loader as rootLoader } from '../../app/root';
import { createCommerceApp } from '../../commerce/app';
import { openDatabase, type Database } from '../../commerce/db/client';
import { silentLogger } from '../../commerce/providers';
import { createEmbeddedAddressLookup } from '../../commerce/providers/address/embedded';
import { createOutboxMailer } from '../../commerce/providers/mail';
import { createSandboxProvider } from '../../commerce/providers/payment/sandbox';
import { createEmbeddedVatValidator } from '../../commerce/providers/vat/vies';
import { testConfig } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';

describe('database unavailable', () => {
  let database: Database;
  let app: ReturnType<typeof createCommerceApp>;

  beforeAll(async () => {
    // Nothing listens on port 1: every query fails to connect, as during a restart.
    database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere' });
    app = createCommerceApp({
      db: database,
      providers: {
        logger: silentLogger,
        mailer: createOutboxMailer('/tmp/slaapzaak-down-outbox'),
        payments: createSandboxProvider(database.db),
        addressLookup: createEmbeddedAddressLookup(),
        vatValidator: createEmbeddedVatValidator(),
      },
      config: testConfig,
    });
  });
  afterAll(() => database?.close());

  it('answers 503 with a Dutch message and Retry-After on the API', async () => {
    const login = await app.request('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(testConfig.serviceAccount),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const res = await app.request('/v1/content/navigation', { headers: { authorization: `Bearer ${access_token}` } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/niet bereikbaar/);
  });

  it('makes the storefront throw a 503 response (the error page), not a 500', async () => {
    const commerce = createCommerceClient({
      transport: (r) => Promise.resolve(app.fetch(r)),
      baseUrl: 'http://commerce.test',
      serviceAccount: testConfig.serviceAccount,
    });
    const context = { commerce, sessionSecret: 's', secureCookies: false } as AppLoadContext;
    const thrown = await rootLoader(routeArgs(new Request('http://localhost/'), context)).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
  });

  it('treats an unreachable remote API the same way', async () => {
    const commerce = createCommerceClient({
      transport: (r) => fetch(r),
      baseUrl: 'http://127.0.0.1:1',
      serviceAccount: testConfig.serviceAccount,
    });
    const thrown = await commerce.get('/v1/content/navigation').catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(503);
  });
});
