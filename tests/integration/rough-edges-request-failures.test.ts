// docs/decisions/0048 (docs/requirements/README.md#errors "logged only"), decided per place in docs/decisions/0048: the real route
// loaders, called with a context whose commerce API answers 500 or cannot be reached at all.
// - /cart/ says on the page that the cart cannot be loaded now (not the error page, not "empty"), and logs;
// - the header's cart count shows 0 and logs;
// - account pages keep the error page (the loader throws a 5xx / network error, not a redirect), and
//   handleError (entry.server) logs it.
import { createServer, type AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { serve, type ServerType } from '@hono/node-server';
import type { AppLoadContext } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCommerceClient } from '../../app/lib/context';
import { setQuoteId } from '../../app/lib/cart-cookie.server';
import { sessionStorage } from '../../app/lib/session.server';
import { handleError } from '../../app/entry.server';
import { loader as rootLoader } from '../../app/root';
import { loader as cartLoader } from '../../app/routes/cart';
import { loader as accountLayoutLoader } from '../../app/routes/layouts/account';
import { loader as dashboardLoader } from '../../app/routes/account._index';
import { loader as informationLoader } from '../../app/routes/account.information';
import { loader as ordersLoader } from '../../app/routes/account.orders';
import { createTestShop, testConfig, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';

const ORIGIN = 'http://localhost:3000';
const CART_UNAVAILABLE =
  'Je winkelwagen kan nu niet worden geladen. Je producten blijven bewaard: vernieuw de pagina over een paar minuten.';

type Failure = '500' | 'unreachable';
const FAILURES: Failure[] = ['500', 'unreachable'];

const listen = (fetch: (request: Request, env: { incoming: { socket: { destroy(): void } } }) => Response | Promise<Response>) =>
  new Promise<ServerType>((resolve) => {
    const server = serve({ fetch: fetch as never, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
const portOf = (server: ServerType) => (server.address() as AddressInfo).port;
const close = (server: ServerType | undefined) => new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));

/** A port nothing listens on: taken from the OS, then let go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** What a loader threw (a Response, data(…) with its init, or an Error), or a failure of the test when it did not throw. */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}

/** The lines written to console.warn / console.error during a call, as text. */
function captureConsole() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const text = (spy: typeof warn) => spy.mock.calls.map((args) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  return { warnings: () => text(warn), errors: () => text(error), errorArgs: () => error.mock.calls.flat() };
}

describe('request failures on the storefront, decided per place', () => {
  let shop: TestShop;
  const servers: ServerType[] = [];
  /** Commerce clients whose API answers every call with a 500, or cannot be reached. */
  const down = {} as Record<Failure, AppLoadContext>;
  /** Commerce clients whose API works, except GET /v1/cart (500, or the connection cut). */
  const cartDown = {} as Record<Failure, AppLoadContext>;

  const contextOn = (baseUrl: string): AppLoadContext =>
    ({
      ...shop.context,
      commerce: createCommerceClient({ transport: (request) => fetch(request), baseUrl, serviceAccount: testConfig.serviceAccount }),
    }) as AppLoadContext;

  beforeAll(async () => {
    shop = await createTestShop('pglite', { products: 20 });
    const failing = await listen(() => new Response('stuk', { status: 500 }));
    servers.push(failing);
    down['500'] = contextOn(`http://127.0.0.1:${portOf(failing)}`);
    down.unreachable = contextOn(`http://127.0.0.1:${await closedPort()}`);
    for (const how of FAILURES) {
      const server = await listen((request, env) => {
        if (new URL(request.url).pathname !== '/v1/cart') return shop.app.fetch(request);
        if (how === '500') return new Response('stuk', { status: 500 });
        env.incoming.socket.destroy();
        return new Promise<Response>(() => {});
      });
      servers.push(server);
      cartDown[how] = contextOn(`http://127.0.0.1:${portOf(server)}`);
    }
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await Promise.all(servers.map(close));
    await shop?.close();
  });

  /** A request of a browser that has a cart (the signed quote cookie) and, optionally, a logged-in session. */
  async function browserRequest(path: string, context: AppLoadContext, options: { loggedIn?: boolean } = {}) {
    const cookies = [(await setQuoteId(context, randomUUID())).split(';')[0]];
    if (options.loggedIn) {
      const storage = sessionStorage(context);
      const session = await storage.getSession();
      session.set('customerToken', 'token-of-a-logged-in-customer');
      session.set('firstName', 'Sanne');
      cookies.push((await storage.commitSession(session)).split(';')[0]);
    }
    return new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookies.join('; ') } });
  }

  describe.each(FAILURES)('the API fails (%s)', (how) => {
    it('/cart/ says the cart cannot be loaded now, leaves out the promo block, and logs both', async () => {
      const context = down[how];
      const logs = captureConsole();
      const answer = await cartLoader(routeArgs(await browserRequest('/cart/', context), context));
      // Answered as a page (status 200 with the message), not thrown to the error page.
      expect(answer.cartFailure).toBe(CART_UNAVAILABLE);
      expect(answer.cart).toBeNull();
      expect(answer.promo).toBeNull();
      expect(logs.warnings()).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Winkelwagen niet geladen /),
          expect.stringMatching(/^Winkelwagenactie niet geladen /),
        ]),
      );
    });

    it('the header shows a cart count of 0 and logs the failure', async () => {
      const context = cartDown[how];
      const logs = captureConsole();
      const root = (await rootLoader(routeArgs(await browserRequest('/brands/', context), context))).data;
      // The rest of the frame is there: only the count failed.
      expect(root.frame.navigation.menu.length).toBeGreaterThan(0);
      expect(root.cartCount).toBe(0);
      expect(logs.warnings()).toEqual(expect.arrayContaining([expect.stringMatching(/^Aantal in de winkelwagen niet geladen /)]));
    });

    it.each([
      ['/account/', dashboardLoader],
      ['/account/information/', informationLoader],
      ['/account/orders/', ordersLoader],
    ] as const)('%s keeps the error page and the failure is logged by handleError', async (path, loader) => {
      const context = down[how];
      const logs = captureConsole();
      const request = await browserRequest(path, context, { loggedIn: true });
      // The account layout itself needs no API: the logged-in shopper gets the account frame.
      expect(await accountLayoutLoader(routeArgs(request, context))).toEqual({ showMenu: true });
      const error = await thrown(loader(routeArgs(request, context)));
      // Not a redirect (to login) and not a 4xx answer: an error for the route's error boundary.
      if (how === '500') {
        expect(error).toBeInstanceOf(Error);
        expect(error).toMatchObject({ name: 'CommerceError', status: 500 });
        // React Router hands a loader's Error to handleError (entry.server), which logs it.
        handleError(error, { request });
        expect(logs.errorArgs()).toContain(error);
      } else {
        // No answer at all: the error page with 503 "De winkel is even niet bereikbaar …" (a thrown
        // Response, which handleError never sees), logged by the commerce client when it happened.
        const response = error as Response;
        expect(response.status).toBe(503);
        expect(await response.text()).toBe('De winkel is even niet bereikbaar. Probeer het over een paar seconden opnieuw.');
        expect(logs.errors()).toEqual(expect.arrayContaining([expect.stringMatching(/^Commerce-API niet bereikbaar /)]));
      }
    });
  });
});
