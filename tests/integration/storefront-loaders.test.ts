// Storefront loaders called with a real Request and a context on a real commerce API, over both
// transports: in-process (the default) and HTTP (COMMERCE_API_URL).
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceClient } from '../../app/lib/context';
import { loader as rootLoader } from '../../app/root';
import { loader as homeLoader } from '../../app/routes/home';
import { loader as catalogueLoader } from '../../app/routes/catalogue';
import { loader as accountLoader } from '../../app/routes/layouts/account';
import { createTestShop, dbKinds, testConfig, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';

const args = (url: string, context: AppLoadContext, params: Record<string, string> = {}) => routeArgs(new Request(url), context, params);

async function thrown(promise: Promise<unknown>): Promise<Response | { type: string; init: ResponseInit | null; data: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error('expected the loader to throw');
}

describe.each(dbKinds)('storefront loaders on %s', (kind) => {
  let shop: TestShop;
  let server: ServerType;
  let httpContext: AppLoadContext;

  beforeAll(async () => {
    shop = await createTestShop(kind);
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const { port } = server.address() as AddressInfo;
    httpContext = {
      ...shop.context,
      commerce: createCommerceClient({
        transport: (request) => fetch(request),
        baseUrl: `http://127.0.0.1:${port}`,
        serviceAccount: testConfig.serviceAccount,
      }),
    } as AppLoadContext;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await shop?.close();
  });

  it.each(['in-process', 'http'] as const)('renders the home page data over the %s transport', async (transport) => {
    const context = transport === 'http' ? httpContext : shop.context;
    const root = (await rootLoader(args('http://localhost/', context))).data;
    expect(root.frame.navigation.menu.length).toBeGreaterThan(0);
    expect(root.frame.notification.code).toBe('GRATISTHUIS');
    expect(root.frame.footer.rating).toMatchObject({ score: 4.5, count: '55.000+' });
    expect(root.visitor.loggedIn).toBe(false);
    const home = await homeLoader(args('http://localhost/', context));
    expect(home.homepage.featured.length).toBeGreaterThan(0);
  });

  it('registers a known visitor from the email query parameter, decoded', async () => {
    const root = (await rootLoader(args('http://localhost/?email=sanne%2540example.nl', shop.context))).data;
    expect(root.knownVisitorEmail).toBe('sanne@example.nl');
    const bad = (await rootLoader(args('http://localhost/?email=%3Cscript%3E', shop.context))).data;
    expect(bad.knownVisitorEmail).toBeNull();
  });

  it('resolves catalogue routes and 404s unknown ones', async () => {
    const pop = await catalogueLoader(args('http://localhost/dekbedovertrek/', shop.context, { '*': 'dekbedovertrek/' }));
    expect(pop.type).toBe('category');
    if (pop.type === 'category') expect(pop.routeName).toBe('pop');
    const missing = await thrown(catalogueLoader(args('http://localhost/nope/', shop.context, { '*': 'nope/' })));
    expect((missing as { init: ResponseInit }).init?.status).toBe(404);
    const badProduct = await thrown(catalogueLoader(args('http://localhost/x%20y.html', shop.context, { '*': 'x y.html' })));
    expect((badProduct as { init: ResponseInit }).init?.status).toBe(404);
  });

  it('sends a guest on a protected account page to login, remembering the path', async () => {
    const res = (await thrown(accountLoader(args('http://localhost/account/orders/', shop.context)))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account/login/?redirectTo=%2Faccount%2Forders%2F');
    const open = await accountLoader(args('http://localhost/account/login/', shop.context));
    expect(open.showMenu).toBe(false);
  });

  it('logs in again when the API stops accepting its token', async () => {
    const client = createCommerceClient({
      transport: (request) => Promise.resolve(shop.app.fetch(request)),
      baseUrl: 'http://commerce.test',
      serviceAccount: testConfig.serviceAccount,
    });
    // Force a stale token, as after an API restart with a new secret.
    (client as unknown as { token: string }).token = 'stale.token';
    const nav = await client.get<{ menu: unknown[] }>('/v1/content/navigation');
    expect(nav.menu.length).toBeGreaterThan(0);
  });
});
