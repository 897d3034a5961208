// Safe for real money (docs/decisions/0029), in a real browser against the production build. Each group starts
// its own shop with the configuration it is about: Mollie (a local fake on another origin), an https
// deployment without a payment provider, a test shop (SANDBOX_PAYMENTS=1), and a short sandbox
// payment lifetime. Ports: E2E_PORT + 21…24 in the nojs project, + 31…34 in the js project, so both
// projects can run at once beside the main webServer.
import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { startFakeMollie, type FakeMollie } from '../../commerce/providers/payment/fake-mollie';
import { startShop, stopShops, type ShopServer } from '../helpers/shop-server';
import { addBestsellerToCart, expect, hasJs, seed, test as base } from './fixtures';

const basePort = Number(process.env.E2E_PORT ?? 3111);
const portFor = (testInfo: TestInfo, slot: 1 | 2 | 3 | 4) => basePort + (hasJs(testInfo) ? 30 : 20) + slot;
// SHOTS_DIR=/tmp/shots saves screenshots at phone and desktop width of the pages these tests reach.
const shotsDir = process.env.SHOTS_DIR;

// The shop of the group that is running; the page's relative URLs go there.
let shop: ShopServer | undefined;
const test = base.extend({
  baseURL: async ({}, use) => use(shop?.origin),
  context: async ({ context }, use) => {
    // Consent answered before the visit: no cookie bar over the pages.
    if (shop) await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: shop.origin }]);
    await use(context);
  },
});

// Groups run one after another in one worker: each holds a shop process on a two-core machine.
test.describe.configure({ mode: 'default' });

async function fillAddress(page: Page) {
  await page.getByLabel('Voornaam', { exact: true }).fill('Sanne');
  await page.getByLabel('Achternaam', { exact: true }).fill('de Vries');
  await page.getByLabel('E-mailadres').fill('sanne@example.nl');
  await page.getByLabel('Telefoonnummer').fill('06 12345678');
  await page.getByLabel('Postcode').first().fill('1234 AB');
  await page.getByLabel('Huisnummer').first().fill('1');
}

/** From a cart with one line to the payment step (street and city from the postcode lookup). */
async function toPaymentStep(page: Page) {
  await page.getByRole('link', { name: 'Verder naar bestellen' }).click();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Verder naar verzenden en betalen' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/);
}

async function chooseIdeal(page: Page) {
  await page.getByRole('radio', { name: /iDEAL \| Wero/ }).check();
  // iDEAL 2.0: the bank is chosen on the provider's page, not here (docs/decisions/0040).
  await expect(page.getByLabel('Kies je bank')).toHaveCount(0);
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\/$/);
  // The address the lookup found for 1234 AB 1.
  await expect(page.getByText('Voorbeeldstraat 1')).toBeVisible();
  await expect(page.getByText(/1234\s?AB Amsterdam/)).toBeVisible();
}

async function shots(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.screenshot({
      caret: 'initial',
      path: `${shotsDir}/${name}-${width}.png`,
      fullPage: true,
    });
  }
}

/** The sources of one CSP directive, or null when the policy does not have it. */
function directive(policy: string, name: string): string[] | null {
  for (const part of policy.split(';')) {
    const [key, ...sources] = part.trim().split(/\s+/);
    if (key === name) return sources;
  }
  return null;
}

test.describe('Mollie: the hosted checkout is on another origin', () => {
  test.describe.configure({ timeout: 300_000 });
  let mollie: FakeMollie;

  test.beforeAll(async ({}, testInfo) => {
    // A fresh shop migrates and seeds first; on a busy machine that takes a while.
    test.setTimeout(240_000);
    // 127.0.0.2 is loopback on Linux too: another origin (and site) than the shop on 127.0.0.1.
    mollie = await startFakeMollie(undefined, { host: '127.0.0.2' });
    const port = portFor(testInfo, 1);
    shop = await startShop(port, {
      MOLLIE_API_KEY: mollie.apiKey,
      MOLLIE_BASE_URL: mollie.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
  });
  test.afterAll(async () => {
    // Also a shop whose start the hook's time-out cut short.
    await stopShops();
    shop = undefined;
    await mollie?.close();
  });

  test('a shopper pays with iDEAL on the provider’s page and comes back to a paid order', async ({ page }) => {
    test.setTimeout(120_000);
    const mollieOrigin = new URL(mollie.url).origin;
    const cspErrors: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspErrors.push(msg.text());
    });

    await addBestsellerToCart(page);
    await toPaymentStep(page);
    // Mollie takes iDEAL but not every method of the sandbox (no Billink, no SprayPay).
    await expect(page.getByRole('radio', { name: /SprayPay/ })).toHaveCount(0);
    await chooseIdeal(page);

    // The pay page lets its form's answer lead to the provider's origin, and to nothing wider. Soft:
    // when the header is wrong the shopper's journey below still shows what that does.
    const reloaded = await page.reload();
    const policy = reloaded!.headers()['content-security-policy'] ?? '';
    expect.soft(directive(policy, 'form-action')?.join(' ')).toBe(`'self' ${mollieOrigin}`);
    expect.soft(policy).toContain(`form-action 'self' ${mollieOrigin};`);

    await page.getByRole('button', { name: 'Bestelling plaatsen en betalen' }).click();
    // Mollie's hosted checkout (the fake's), on 127.0.0.2: a CSP form-action without that origin
    // stops the no-JS form here, with a console error instead of a page.
    await expect(page).toHaveURL(new RegExp(`^${mollieOrigin.replace(/\./g, '\\.')}/checkout/select-method/[A-Za-z0-9]+$`));
    await expect(page.getByRole('heading', { name: /^Test payment tr_/ })).toBeVisible();
    expect(cspErrors).toEqual([]);
    const paymentId = /Test payment (tr_\w+)/.exec(await page.getByRole('heading').innerText())![1]!;
    const payment = mollie.payments.get(paymentId)!;
    expect(payment).toMatchObject({
      method: 'ideal',
      status: 'open',
      redirectUrl: expect.stringMatching(/\/checkout\/status\/DKBD\d{7}\/$/),
    });

    await page.getByLabel('paid', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Back at the shop: the webhook has told it, the status page sends on to the thank-you page.
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/thankyou\?order=DKBD\d{7}$/);
    const orderNumber = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByText(`Je bestelnummer is ${orderNumber}`)).toBeVisible();
    expect(payment.metadata).toEqual({ order_number: orderNumber });
    expect(payment.status).toBe('paid');
    // The shop asked Mollie for the status after the webhook (a webhook carries only the id).
    expect(mollie.requests.some((r) => r.method === 'GET' && r.path === `/v2/payments/${paymentId}`)).toBe(true);
    // The cart has become the order.
    await page.goto('/cart/');
    await expect(page.getByRole('heading', { name: 'Je winkelwagen is leeg' })).toBeVisible();
    expect(cspErrors).toEqual([]);
  });
});

test.describe('a real (https) deployment without a payment provider', () => {
  test.describe.configure({ timeout: 300_000 });
  test.beforeAll(async ({}, testInfo) => {
    // A fresh shop migrates and seeds first; on a busy machine that takes a while.
    test.setTimeout(240_000);
    test.skip(hasJs(testInfo), 'server-side configuration: runs once, in the nojs project');
    shop = await startShop(portFor(testInfo, 2), {
      PUBLIC_URL: 'https://shop.example',
    });
  });
  test.afterAll(async () => {
    // Also a shop whose start the hook's time-out cut short.
    await stopShops();
    shop = undefined;
  });

  test('offers no payment method, places no order and has no sandbox', async ({ page, request }) => {
    test.setTimeout(120_000);
    // The sandbox page is not there at all, also for a made-up payment.
    const sandbox = await request.get('/sandbox/pay/tr_x');
    expect(sandbox.status()).toBe(404);
    expect(await request.get('/sandbox/pay/tr_x', { maxRedirects: 0 }).then((r) => r.text())).toBe(
      'Testbetalingen staan uit in deze winkel.',
    );

    // Production with an https PUBLIC_URL sets Secure __Host- cookies; Chromium keeps those for
    // loopback addresses over plain http, so the shopper's cart holds here.
    await addBestsellerToCart(page);
    await toPaymentStep(page);
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Betalen is op dit moment niet mogelijk in deze winkel.',
      }),
    ).toBeVisible();
    await expect(page.locator('input[name="selectedPaymentMethod"]')).toHaveCount(0);
    // No test-shop bar: this shop does not pretend to be one.
    await expect(page.getByText('Testomgeving')).toHaveCount(0);
    await shots(page, 'payment-step-no-methods');

    // There is nothing to go on with, and the pay step sends the shopper back without a 500.
    await expect(page.getByRole('button', { name: 'Verder naar betalen' })).toBeDisabled();
    const pay = await page.goto('/checkout/pay/');
    expect(pay!.status()).toBeLessThan(500);
    await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/);
  });
});

test.describe('a test shop on https (SANDBOX_PAYMENTS=1)', () => {
  test.describe.configure({ timeout: 300_000 });
  test.beforeAll(async ({}, testInfo) => {
    // A fresh shop migrates and seeds first; on a busy machine that takes a while.
    test.setTimeout(240_000);
    test.skip(hasJs(testInfo), 'server-side configuration: runs once, in the nojs project');
    shop = await startShop(portFor(testInfo, 3), {
      PUBLIC_URL: 'https://test.shop.example',
      SANDBOX_PAYMENTS: '1',
    });
  });
  test.afterAll(async () => {
    // Also a shop whose start the hook's time-out cut short.
    await stopShops();
    shop = undefined;
  });

  test('says so on every page, and the sandbox takes the payment', async ({ page }) => {
    test.setTimeout(120_000);
    const bar = page.getByRole('note').filter({ hasText: 'Testomgeving' });
    await page.goto('/');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveText('Testomgeving — betalingen zijn niet echt en bestellingen worden niet geleverd.');
    await shots(page, 'testomgeving-home');
    await addBestsellerToCart(page);
    await expect(bar).toBeVisible();
    await shots(page, 'testomgeving-cart');

    await toPaymentStep(page);
    await expect(bar).toBeVisible();
    await chooseIdeal(page);
    await page.getByRole('button', { name: 'Bestelling plaatsen en betalen' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/tr_/);
    await page.getByLabel('Betaald').check();
    await page.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(page).toHaveURL(/\/checkout\/thankyou\?order=DKBD\d{7}$/);
    await expect(page.getByText(/Je bestelnummer is DKBD\d{7}/)).toBeVisible();
    await expect(bar).toBeVisible();
  });
});

test.describe('a local shop (http PUBLIC_URL) with a one-minute sandbox payment lifetime', () => {
  test.describe.configure({ timeout: 300_000 });
  test.beforeAll(async ({}, testInfo) => {
    // A fresh shop migrates and seeds first; on a busy machine that takes a while.
    test.setTimeout(240_000);
    test.skip(hasJs(testInfo), 'server-side configuration: runs once, in the nojs project');
    const port = portFor(testInfo, 4);
    shop = await startShop(port, {
      PUBLIC_URL: `http://localhost:${port}`,
      SANDBOX_PAYMENT_MINUTES: '1',
    });
  });
  test.afterAll(async () => {
    // Also a shop whose start the hook's time-out cut short.
    await stopShops();
    shop = undefined;
  });

  test('shows no test-shop bar: the sandbox of a local shop is today’s demo', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByText('Testomgeving')).toHaveCount(0);
    // The sandbox is on: an unknown payment is "not found" by the sandbox itself.
    const sandbox = await request.get('/sandbox/pay/tr_x');
    expect(sandbox.status()).toBe(404);
    expect(await sandbox.text()).toBe('Deze betaling bestaat niet.');
  });

  test('a shopper who comes back after the payment expired sees why and still has the cart', async ({ page }) => {
    test.setTimeout(120_000);
    await addBestsellerToCart(page);
    await toPaymentStep(page);
    await chooseIdeal(page);
    await page.getByRole('button', { name: 'Bestelling plaatsen en betalen' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/tr_/);
    const sandboxUrl = page.url();

    // Away from the page for longer than the payment lives: the test-only seeding path ends its
    // lifetime now, instead of the test waiting a minute of clock.
    await seed(`/payment/${/\/sandbox\/pay\/(tr_[^/?#]+)/.exec(sandboxUrl)![1]}/expire`, {}, shop!.origin);
    await page.goto(sandboxUrl);
    await expect(page).toHaveURL(/\/checkout\/status\/DKBD\d{7}\/$/);
    await expect(page.getByRole('alert')).toContainText(/Je bestelling DKBD\d{7} is verlopen: de betaling is niet op tijd afgerond\./);
    await shots(page, 'status-expired');
    // The sandbox cannot be paid any more: a late "Betaald" is refused by sending the shopper back.
    const late = await page.request.post(sandboxUrl, {
      form: { status: 'paid' },
      maxRedirects: 0,
    });
    expect(late.status()).toBe(303);
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('is verlopen');

    await page.getByRole('link', { name: 'Naar je winkelwagen', exact: true }).click();
    await expect(page.locator('.cart-line')).toHaveCount(1);
  });
});
