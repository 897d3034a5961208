// What only the edge setup does, checked against the worker in workerd (playwright.edge.config.ts).
import type { APIRequestContext } from '@playwright/test';
import { expect, heartIds, pressedHearts, test } from '../e2e/fixtures';

test.describe('storefront on the edge', () => {
  test('edge: pages come from the worker, files from its assets binding', async ({ request }) => {
    const health = await request.get('/healthz');
    expect(await health.json()).toMatchObject({ runtime: 'worker' });
    // Ready when the API behind it is; the body names the part, never COMMERCE_API_URL.
    const ready = await request.get('/readyz');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', parts: { api: 'ok' }, failing: [] });
    const html = await (await request.get('/')).text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    const asset = await request.get(css);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-type']).toContain('text/css');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('edge: anonymous catalogue pages are cached at the edge, personal ones never', async ({ request }) => {
    const url = `/dekbedovertrek/?tn_sort=prijs-oplopend&probe=${test.info().project.name}${Date.now()}`;
    const first = await request.get(url);
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(first.headers()['x-edge-cache']).toBe('MISS');
    await expect.poll(async () => (await request.get(url)).headers()['x-edge-cache']).toBe('HIT');
    const hit = await request.get(url);
    expect(await hit.text()).toContain('</html>');
    expect(hit.headers()['vary']).toContain('Cookie');
    expect(hit.headers()['set-cookie']).toBeUndefined();
    // The same page for someone with a cart is rendered for them and kept private.
    const personal = await request.get(url, { headers: { Cookie: 'slaapzaak_cart=anything' } });
    expect(personal.headers()['x-edge-cache']).toBeUndefined();
    expect(personal.headers()['cache-control']).toBe('private, no-cache');
    for (const path of ['/cart/', '/account/login/']) {
      const res = await request.get(path);
      expect(res.headers()['cache-control'], path).toBe('private, no-store');
      expect(res.headers()['x-edge-cache'], path).toBeUndefined();
    }
    // An empty checkout redirects to the cart; a redirect without Cache-Control is not stored.
    const redirect = await request.get('/checkout/address-details/', { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()['cache-control'] ?? '').not.toContain('public');
  });

  test('edge: a post without Origin and Sec-Fetch-Site needs the signed token of our forms', async ({ request }) => {
    const refused = await request.post('/api/consent', { form: { choice: 'accepted' }, maxRedirects: 0 });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain('Dit formulier kan alleen vanaf Slaapzaak zelf worden verstuurd.');
    const forged = await request.post('/api/consent', { form: { choice: 'accepted', _csrf: 'lz0abc.Zm9yZ2Vk' }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    // The cookie bar's form on the home page carries the token.
    const html = await (await request.get('/')).text();
    const token = /name="_csrf" value="([^"]+)"/.exec(html)![1]!;
    const accepted = await request.post('/api/consent', { form: { choice: 'accepted', _csrf: token }, maxRedirects: 0 });
    expect(accepted.status()).toBeLessThan(400);
    expect(accepted.headers()['set-cookie']).toContain('cookie_consent=accepted');
  });

  test("edge: one visitor's favourites or last viewed are never kept at the edge nor served to another", async ({
    playwright,
    baseURL,
  }) => {
    // docs/decisions/0031: a personalising cookie bypasses the edge cache; only public answers are stored.
    const visitors: APIRequestContext[] = [];
    const visitor = async (cookie?: string) => {
      const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: cookie ? { Cookie: cookie } : {} });
      visitors.push(context);
      return context;
    };
    try {
      const probe = `${test.info().project.name}${Date.now()}`;
      const anonymous = await visitor();
      const ids = heartIds(await (await anonymous.get(`/dekbedovertrek/?probe=ids${probe}`)).text());
      const [idA] = ids;
      expect(idA).toBeTruthy();
      const a = await visitor(`favorieten=${idA}; laatst_bekeken=${ids[1]}-0`);

      for (const url of [`/dekbedovertrek/?probe=fav${probe}`, `/dekbedovertrek/_.data?probe=fav${probe}`, `/?probe=fav${probe}`]) {
        // Visitor A first: their page is rendered for them, private, and not stored.
        const first = await a.get(url);
        expect(first.status(), url).toBe(200);
        expect(first.headers()['cache-control'], url).toMatch(/^private\b/);
        expect(first.headers()['x-edge-cache'], url).toBeUndefined();
        if (url.startsWith('/dekbedovertrek/?')) expect(pressedHearts(await first.text())).toEqual([idA]);
        // Visitor B without cookies: nothing of A's was kept, B gets a fresh shared copy.
        const b = await anonymous.get(url);
        expect(b.headers()['x-edge-cache'], url).toBe('MISS');
        expect(b.headers()['cache-control'], url).toMatch(/^public\b/);
        expect(pressedHearts(await b.text()), url).toEqual([]);
        await expect.poll(async () => (await anonymous.get(url)).headers()['x-edge-cache'], url).toBe('HIT');
        const hit = await anonymous.get(url);
        expect(pressedHearts(await hit.text()), url).toEqual([]);
        // A again, now that the shared copy is kept: A is not served from it.
        const again = await a.get(url);
        expect(again.headers()['x-edge-cache'], url).toBeUndefined();
        expect(again.headers()['cache-control'], url).toMatch(/^private\b/);
        if (url.startsWith('/dekbedovertrek/?')) expect(pressedHearts(await again.text())).toEqual([idA]);
      }

      // Cookies the server never reads do not keep anyone from the shared copy.
      const url = `/dekbedovertrek/?probe=neutral${probe}`;
      expect((await anonymous.get(url)).headers()['x-edge-cache']).toBe('MISS');
      await expect
        .poll(async () => (await (await visitor('newsletterpopup=1; _ga=GA1.1.1.1')).get(url)).headers()['x-edge-cache'])
        .toBe('HIT');

      // /v1 answers are relayed from the API as they are, never kept or served by the worker's cache.
      for (let i = 0; i < 2; i++) {
        const api = await a.get(`/v1/catalog/brands?probe=${probe}`);
        expect(api.headers()['x-edge-cache']).toBeUndefined();
      }
    } finally {
      await Promise.all(visitors.map((v) => v.dispose()));
    }
  });

  test('edge: a body over its limit is refused with 413 before anything reads it', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    // 100 KB of form: over the 64 KB limit of a form (docs/decisions/0030).
    // The edge answers 413 and closes without reading the rest; a client still sending may then see
    // the connection reset before it reads the answer (TCP drops unread data on close). A reset is a
    // refusal too, but at least one of a few tries must show the Dutch 413 itself.
    let refusedWith413 = 0;
    for (let attempt = 0; attempt < 5 && refusedWith413 === 0; attempt++) {
      try {
        const big = await request.post('/cart/', {
          data: `intent=add&item_id=1&quantity=1&pad=${'a'.repeat(100 * 1024)}`,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        });
        expect(big.status()).toBe(413);
        expect(await big.text()).toContain('te groot');
        refusedWith413++;
      } catch (error) {
        if (!/ECONNRESET|socket hang up|EPIPE/.test(String(error))) throw error;
      }
    }
    expect(refusedWith413).toBe(1);
    // An ordinary form post still reaches the cart (303 back to it). It may be sent on the connection
    // the edge just closed after its 413: a reset there is retried, as a browser retries it.
    const small = await request.post('/cart/', {
      data: 'intent=add&item_id=1&quantity=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      maxRedirects: 0,
      maxRetries: 2,
    });
    expect(small.status()).toBeLessThan(413);
  });

  test("edge: static files and the worker's own answers carry nosniff and frame-ancestors", async ({ request }) => {
    const home = await request.get('/');
    const asset = /\/assets\/[^"]+\.css/.exec(await home.text())?.[0];
    expect(asset).toBeTruthy();
    for (const path of [asset!, '/logo.svg', '/healthz']) {
      const answer = await request.get(path);
      expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers()['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
    }
  });
});
