// A page is public only when it is the same for everyone (docs/decisions/0031). Visitors with their
// own favourites or last-viewed list get pages rendered for them, marked private, so no shared cache
// between them and the shop can hand one visitor's hearts or strip to the next. Request tests
// against the built server; the worker's own cache is checked in tests/edge/.
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { PERSONALISING_COOKIES } from '../../app/lib/cache-control';
import { expect, heartIds, pressedHearts, test } from './fixtures';

const isPublic = (cacheControl: string | undefined) => /\bpublic\b|s-maxage/.test(cacheControl ?? '');

test.describe('personal pages and shared caches', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'js', 'request tests: no browser, the same in both projects');
  });

  let visitors: APIRequestContext[] = [];
  const visitor = async (playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, cookie?: string) => {
    // Each visitor has a jar of their own: nothing one answer sets reaches another visitor.
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: cookie ? { Cookie: cookie } : {} });
    visitors.push(context);
    return context;
  };
  test.afterEach(async () => {
    await Promise.all(visitors.map((v) => v.dispose()));
    visitors = [];
  });

  test('two visitors with their own favourites each see only their own hearts, on private pages', async ({ playwright, baseURL }) => {
    const path = '/dekbedovertrek/';
    const urls = [path, `${path}?tn_sort=prijs-oplopend`];
    const anonymous = await visitor(playwright, baseURL);
    const shared = await anonymous.get(path);
    expect(shared.headers()['cache-control']).toMatch(/^public\b.*s-maxage=\d+/);
    const html = await shared.text();
    expect(pressedHearts(html)).toEqual([]);
    // Two products shown on both pages.
    const sorted = heartIds(await (await anonymous.get(urls[1]!)).text());
    const [idA, idB] = heartIds(html).filter((id) => sorted.includes(id));
    expect(idA && idB).toBeTruthy();

    const a = await visitor(playwright, baseURL, `favorieten=${idA}`);
    const b = await visitor(playwright, baseURL, `cookie_consent=accepted; favorieten=${idB}`);
    for (const url of urls) {
      const [pageA, pageB] = await Promise.all([a.get(url), b.get(url)]);
      const [htmlA, htmlB] = await Promise.all([pageA.text(), pageB.text()]);
      expect(pressedHearts(htmlA), `A on ${url}`).toEqual([idA]);
      expect(pressedHearts(htmlB), `B on ${url}`).toEqual([idB]);
      for (const res of [pageA, pageB]) {
        expect(res.headers()['cache-control'], url).toMatch(/^private\b/);
        expect(isPublic(res.headers()['cache-control']), url).toBe(false);
      }
    }
    // The page data of a client-side navigation (single fetch) follows the same rule.
    const data = await a.get('/dekbedovertrek/_.data');
    expect(data.status()).toBe(200);
    expect(data.headers()['cache-control']).toMatch(/^private\b/);
    expect((await anonymous.get('/dekbedovertrek/_.data')).headers()['cache-control']).toMatch(/^public\b/);
    // And the anonymous page is still the shared one, with no hearts pressed.
    expect(pressedHearts(await (await anonymous.get(path)).text())).toEqual([]);
  });

  test('two visitors with their own last viewed products see only their own strip; such pages are private', async ({
    playwright,
    baseURL,
  }) => {
    const anonymous = await visitor(playwright, baseURL);
    const [idA, idB] = heartIds(await (await anonymous.get('/dekbedovertrek/')).text());
    const a = await visitor(playwright, baseURL, `laatst_bekeken=${idA}-0`);
    const b = await visitor(playwright, baseURL, `laatst_bekeken=${idB}-0`);
    for (const url of ['/', '/dekbedovertrek/', '/_.data']) {
      for (const [who, res] of [
        ['A', await a.get(url)],
        ['B', await b.get(url)],
      ] as const) {
        expect(res.status(), `${who} on ${url}`).toBe(200);
        expect(res.headers()['cache-control'], `${who} on ${url}`).toMatch(/^private\b/);
      }
    }
    // Where the strip is shown (the cart), each visitor gets their own.
    const strip = async (who: APIRequestContext) => {
      const html = /<section class="last-viewed"[\s\S]*?<\/section>/.exec(await (await who.get('/cart/')).text())?.[0] ?? '';
      return [...html.matchAll(/<input type="hidden" name="id" value="(\d+)"/g)].map((m) => Number(m[1]));
    };
    expect(await strip(a)).toEqual([idA]);
    expect(await strip(b)).toEqual([idB]);
    expect(await strip(anonymous)).toEqual([]);
    expect((await anonymous.get('/')).headers()['cache-control']).toMatch(/^public\b/);
  });

  test('every personalising cookie keeps every page out of shared caches', async ({ playwright, baseURL }) => {
    const pages = ['/', '/dekbedovertrek/', '/dekbedovertrek/_.data', '/_.data', '/brands/', '/service/', '/service/chat/'];
    const anonymous = await visitor(playwright, baseURL);
    for (const url of pages) {
      expect((await anonymous.get(url)).headers()['cache-control'], `${url} without cookies`).toMatch(/^public\b/);
    }
    // Other cookies the server never reads (the newsletter pop-up's, analytics) change nothing.
    const neutral = await visitor(playwright, baseURL, 'newsletterpopup=1; _ga=GA1.1.1.1');
    expect((await neutral.get('/dekbedovertrek/')).headers()['cache-control']).toMatch(/^public\b/);
    for (const name of PERSONALISING_COOKIES) {
      const personal = await visitor(playwright, baseURL, `_ga=GA1.1.1.1; ${name}=1; newsletterpopup=1`);
      for (const url of pages) {
        const res = await personal.get(url);
        expect(res.status(), `${url} with ${name}`).toBeLessThan(500);
        expect(isPublic(res.headers()['cache-control']), `${url} with ${name}: ${res.headers()['cache-control']}`).toBe(false);
        expect(res.headers()['vary'] ?? '', `${url} with ${name}`).not.toContain('Cookie');
      }
    }
  });
});
