import { expect, hasJs, hydrated, test } from './fixtures';

test.describe('error pages', () => {
  test('an unknown page shows the Dutch 404 with a link home', async ({ page }) => {
    const res = await page.goto('/deze-pagina-bestaat-echt-niet/');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Uh oh! Deze pagina bestaat niet!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar de homepage', exact: true })).toHaveAttribute('href', '/');
    // The site frame stays: header and footer are there.
    await expect(page.locator('header.site-header')).toBeVisible();
  });

  test('an unknown product answers 404 too', async ({ page }) => {
    const res = await page.goto('/bestaat-niet-product.html');
    expect(res?.status()).toBe(404);
  });

  test('the snore button plays and switches its label (js) or links to a sound (nojs)', async ({ page }, testInfo) => {
    await page.goto('/nergens/');
    if (!hasJs(testInfo)) {
      const link = page.getByRole('link', { name: 'Laat me een tevreden klant horen' });
      await expect(link).toHaveAttribute('href', /\/sounds\/snore-\d\.wav$/);
      return;
    }
    await hydrated(page);
    await page.evaluate(() => {
      // Headless Chromium may refuse autoplay; the label is what the shopper sees either way.
      HTMLMediaElement.prototype.play = function () {
        return Promise.resolve();
      };
    });
    const button = page.getByTestId('snore-button');
    await expect(button).toHaveText(/Laat me een tevreden klant horen/);
    await button.click();
    await expect(button).toHaveText(/Wakker worden!/);
    await button.click();
    await expect(button).toHaveText(/Laat me een tevreden klant horen/);
  });

  test('the snoring sounds are served as audio', async ({ request }) => {
    for (const n of [1, 2, 3]) {
      const res = await request.get(`/sounds/snore-${n}.wav`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/audio/);
    }
  });
});

test.describe('cookie bar', () => {
  test('accepting dismisses the bar, stores the choice and tells analytics', async ({ page, context }, testInfo) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Cookies' });
    await expect(bar).toBeVisible();
    if (hasJs(testInfo)) await hydrated(page);
    await bar.getByRole('button', { name: 'Accepteren' }).click();
    await expect(bar).toBeHidden();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('accepted');
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent')!;
    // Kept about 12 months.
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    if (hasJs(testInfo)) {
      const pushed = () => page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
      await expect.poll(pushed).toContain('"analytics_storage":"granted"');
      await expect.poll(pushed).toContain('cookie_consent');
    }
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  });

  test('refusing dismisses the bar too and keeps consent denied', async ({ page, context }, testInfo) => {
    await page.goto('/');
    if (hasJs(testInfo)) await hydrated(page);
    await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Weigeren' }).click();
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('refused');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
    if (hasJs(testInfo)) {
      const defaults = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
      expect(defaults).toContain('"analytics_storage":"denied"');
    }
  });
});

test.describe('health', () => {
  test('healthz and readyz answer', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200);
    const ready = await request.get('/readyz');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });
});

test.describe('security', () => {
  test('HTML answers carry a nonce-based CSP and the other security headers', async ({ request }) => {
    const res = await request.get('/');
    const headers = res.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const html = await res.text();
    // Every script tag carries the nonce of this response.
    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'])![1];
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test('a form post from another site is refused with 403', async ({ request }) => {
    const res = await request.post('/api/consent', {
      form: { choice: 'accepted' },
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
    expect(res.headers()['set-cookie']).toBeUndefined();
  });
});
