// Review of docs/decisions/0048 by someone who did not build it (docs/security/threat-model.md › "Review of docs/decisions/0048"):
// the no-JS address lookup and the abandonment keys, attacked through the real loaders and actions on
// the real API. Each test is a move that was tried; a hit stays as a test that failed before its fix.
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCommerceClient } from '../../app/lib/context';
import { loader as rootLoader } from '../../app/root';
import { action as cartAction } from '../../app/routes/cart';
import { action as addressAction } from '../../app/routes/checkout.address-details';
import { loader as postcodeLoader } from '../../app/routes/api.postcode';
import { Browser, run, statusOf } from '../helpers/cookie-browser';
import { routeArgs } from '../helpers/route-args';
import { apiCaller, createTestShop, testConfig, type TestShop } from '../helpers/shop';
import { keptPromises } from '../../commerce/content/payment-promises';

const VISITOR = '0b5c5d0e-1c2f-4a4b-9d6e-7f8091a2b3c4';
const LOOKUP = '/v1/checkout/postcode/autocomplete';

type Answer = { result?: { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> } };

describe('review of the rough edges', () => {
  let shop: TestShop;
  let variantId: number;
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    shop = await createTestShop('pglite');
    [{ id: variantId }] = await rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock >= 40 order by v.id limit 1`,
    );
  }, 120_000);
  afterAll(() => shop?.close());

  /** A storefront context whose API calls pass `intercept` first (it may answer instead of the API), recording abandonment calls. */
  function storefront(intercept: (request: Request) => Promise<Response | null> | Response | null = () => null) {
    const calls: { path: string; body: Record<string, unknown> }[] = [];
    const handed: Promise<unknown>[] = [];
    const commerce = createCommerceClient({
      transport: async (request) => {
        const path = new URL(request.url).pathname;
        if (path.startsWith('/v1/abandon/')) calls.push({ path, body: JSON.parse(await request.clone().text()) });
        return (await intercept(request)) ?? shop.app.fetch(request);
      },
      baseUrl: 'http://commerce.test',
      serviceAccount: testConfig.serviceAccount,
    });
    const context = { ...shop.context, commerce, waitUntil: (p: Promise<unknown>) => void handed.push(p) } as AppLoadContext;
    return { context, calls, settled: () => Promise.all(handed) };
  }

  /** A browser with one line in its cart, ready for the address step. */
  async function shopperWithCart(context: AppLoadContext) {
    const browser = new Browser();
    const added = await run(browser, () =>
      cartAction(routeArgs(browser.post('/cart/', { intent: 'add', item_id: String(variantId), quantity: '1' }), context)),
    );
    expect(statusOf(added)).toBe(303);
    return browser;
  }

  describe('the address lookup without JavaScript', () => {
    const typed = {
      zipcode: '1234 AB',
      house_number: '1',
      country_code: 'NL',
      sameDeliveryAddress: 'on',
      street: 'Eigenstraat',
      city: 'Eigenstad',
    };

    for (const failure of ['500', 'unreachable'] as const) {
      it(`a lookup that fails (${failure}) keeps the street and city the shopper typed, and answers 400 (no 500)`, async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const { context } = storefront((request) => {
          if (new URL(request.url).pathname !== LOOKUP) return null;
          if (failure === '500') return new Response('stuk', { status: 500 });
          throw new TypeError('fetch failed');
        });
        const browser = await shopperWithCart(context);
        // No name: the form comes back, with what was typed.
        const answer = await run(browser, () => addressAction(routeArgs(browser.post('/checkout/address-details/', typed), context)));
        warn.mockRestore();
        expect(statusOf(answer)).toBe(400);
        const values = (answer as { data: Answer }).data.result?.initialValue;
        expect(values).toMatchObject({ street: 'Eigenstraat', city: 'Eigenstad', zipcode: '1234 AB' });
      });
    }

    it('tampered bodies: a huge postcode, a file as postcode, duplicated fields, JSON — a Dutch 400, never a 500', async () => {
      const { context } = storefront();
      const browser = await shopperWithCart(context);
      const huge = { ...typed, zipcode: '1234 AB'.repeat(20_000), house_number: '9'.repeat(5000) };
      const a = await run(browser, () => addressAction(routeArgs(browser.post('/checkout/address-details/', huge), context)));
      expect(statusOf(a)).toBe(400);
      const multipart = new FormData();
      multipart.append('zipcode', new File(['1234 AB'], 'postcode.txt'));
      multipart.append('zipcode', '1234 AB');
      multipart.append('house_number', '1');
      multipart.append('house_number', '2');
      const b = await run(browser, () =>
        addressAction(
          routeArgs(
            new Request('http://localhost/checkout/address-details/', {
              method: 'POST',
              body: multipart,
              headers: { cookie: browser.header() },
            }),
            context,
          ),
        ),
      );
      expect(statusOf(b)).toBe(400);
      const c = await run(browser, () =>
        addressAction(
          routeArgs(
            new Request('http://localhost/checkout/address-details/', {
              method: 'POST',
              body: JSON.stringify(typed),
              headers: { cookie: browser.header(), 'content-type': 'application/json' },
            }),
            context,
          ),
        ),
      );
      expect(statusOf(c)).toBe(400);
    });

    it('the JavaScript lookup (/api/postcode/) with a huge or odd query answers 404 "Postcode onjuist", not a 500', async () => {
      const { context } = storefront();
      for (const query of [`zipcode=${'1'.repeat(100_000)}&house_number=1`, 'zipcode[]=1234AB&house_number=1', 'house_number=%00', '']) {
        const answer = await postcodeLoader(routeArgs(new Request(`http://localhost/api/postcode/?${query}`), context));
        expect(answer.status).toBe(404);
        expect(await answer.json()).toEqual({ error: 'Postcode onjuist' });
      }
    });
  });

  describe('the abandonment keys', () => {
    const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { cookie } });
    const setCookies = (answer: unknown) => new Headers((answer as { init?: { headers?: HeadersInit } }).init?.headers).getSetCookie();
    const emailCalls = (calls: { path: string; body: Record<string, unknown> }[]) =>
      calls.filter((c) => c.path === '/v1/abandon/email').map((c) => c.body.email);

    it('an ?email= address is sent once, also when the visitor switches between two links (A, B, A, B)', async () => {
      const shopper = storefront();
      let cookie = 'cookie_consent=accepted';
      for (const email of ['a-eerst@example.nl', 'b-daarna@example.nl', 'a-eerst@example.nl', 'b-daarna@example.nl']) {
        const answer = await rootLoader(routeArgs(get('/?email=' + encodeURIComponent(email), cookie), shopper.context));
        const noted = setCookies(answer).find((c) => c.startsWith('sz_email_reported='));
        if (noted) cookie = `cookie_consent=accepted; ${noted.split(';')[0]}`;
      }
      await shopper.settled();
      expect(emailCalls(shopper.calls)).toEqual(['a-eerst@example.nl', 'b-daarna@example.nl']);
    });

    it('the same address in another spelling (case, spaces) is not sent again', async () => {
      const shopper = storefront();
      const first = await rootLoader(routeArgs(get('/?email=Terug%40Example.nl', 'cookie_consent=accepted'), shopper.context));
      const noted = setCookies(first)
        .find((c) => c.startsWith('sz_email_reported='))!
        .split(';')[0];
      await rootLoader(routeArgs(get('/?email=%20terug%40example.NL%20', `cookie_consent=accepted; ${noted}`), shopper.context));
      await shopper.settled();
      expect(emailCalls(shopper.calls)).toEqual(['terug@example.nl']);
    });

    it('a forged, huge or odd visitor key is never passed on: the visitor gets a fresh key instead', async () => {
      for (const odd of ['x'.repeat(3000), `"${VISITOR}"`, VISITOR.toUpperCase(), `${VISITOR}%00`, '../../etc']) {
        const shopper = storefront();
        const answer = await rootLoader(
          routeArgs(get('/?email=sleutel%40example.nl', `cookie_consent=accepted; sz_visitor=${odd}`), shopper.context),
        );
        await shopper.settled();
        const fresh = setCookies(answer).find((c) => c.startsWith('sz_visitor='));
        expect(String(fresh), JSON.stringify(odd.slice(0, 60))).toMatch(/^sz_visitor=[0-9a-f-]{36};.*HttpOnly/);
        expect(JSON.stringify(shopper.calls)).not.toContain(odd.slice(0, 40));
      }
    });

    it('without consent nothing is sent and no key is given, whatever key the browser brings', async () => {
      const shopper = storefront();
      const answer = await rootLoader(
        routeArgs(get('/?email=stil%40example.nl', `cookie_consent=refused; sz_visitor=${VISITOR}`), shopper.context),
      );
      await shopper.settled();
      expect(shopper.calls).toEqual([]);
      expect(setCookies(answer).filter((c) => /^sz_(visitor|email_reported)=/.test(c))).toEqual([]);
    });

    it("a visitor key is write-only: the API has no way to read another visitor's reports back", async () => {
      const token = await shop.token();
      const call = apiCaller(shop, () => token);
      for (const path of ['/v1/abandon/browse', '/v1/abandon/email', `/v1/abandon/browse?visitor_id=${VISITOR}`]) {
        expect((await call('GET', path)).status, path).toBeGreaterThanOrEqual(404);
      }
      // The API refuses keys it did not define, and a visitor key that is not a UUID.
      expect((await call('POST', '/v1/abandon/email', { email: 'a@example.nl', visitor: { visitor_id: 'x'.repeat(5000) } })).status).toBe(
        400,
      );
      expect((await call('POST', '/v1/abandon/email', { email: 'a@example.nl', visitor: { customer_id: 1 } })).status).toBe(400);
      // A customer id in the body is not taken: only the API sets it, from a customer token.
      expect((await call('POST', '/v1/abandon/browse', { products: [424242], customer_id: 1 })).status).toBeLessThan(500);
      const stored = await rows<{ payload: Record<string, unknown> }>(
        sql`select payload from abandon_events where kind = 'browse' and payload->'products' @> '[424242]'::jsonb`,
      );
      for (const row of stored) expect(row.payload.customer_id).toBeUndefined();
    });
  });

  describe('the payment promise in the frame', () => {
    const footer = (usps: string[]) => ({ paymentMethods: [{ code: 'ideal', title: 'iDEAL' }], usps });
    const editorial = ['Snelle verzending', 'Achteraf of in 3 termijnen veilig betalen', 'Achteraf ruilen? Dat kan 30 dagen lang'];

    it("an editor's highlight that only mentions 'achteraf' (returns) is kept, not replaced or dropped", () => {
      expect(keptPromises(footer(editorial), () => false).usps).toEqual(['Snelle verzending', 'Achteraf ruilen? Dat kan 30 dagen lang']);
    });

    it('the payment promise is shown once, however many highlights name paying later', () => {
      const usps = keptPromises(footer([...editorial, 'Betaal achteraf met Riverty']), () => true).usps;
      expect(usps.filter((u) => u === 'Achteraf of in 3 termijnen veilig betalen')).toHaveLength(1);
      expect(usps).toContain('Achteraf ruilen? Dat kan 30 dagen lang');
    });
  });
});
