// docs/decisions/0019: favourites and last viewed follow the customer across devices (docs/decisions/0019),
// with and without JavaScript. Device A and device B are two browser contexts; each test registers
// its own customer (confirmed through the outbox), so the js and nojs projects never collide.
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, expectHome, hasJs, hydrated, mailText, productPaths, test, withConsent } from './fixtures';

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3111}`;
const PASSWORD = 'Slaapzaak2026!';

async function open(page: Page, url: string, js: boolean) {
  await page.goto(url);
  if (js) await hydrated(page);
}

/** Registers a new customer and confirms the address through the mailed link: then logged in. */
async function registerAndConfirm(page: Page, js: boolean, firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.nl`;
  await open(page, '/account/register/', js);
  await page.getByLabel('Voornaam').fill(firstName);
  await page.getByLabel('Achternaam').fill('Testpersoon');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/account\/thankyou\/$/);
  const link = /https?:\/\/\S*?(\/account\/confirm-email\/\?\S+)/.exec(await mailText(email, 'email-confirm'))?.[1];
  expect(link).toBeTruthy();
  await open(page, link!, js);
  // The confirmation asks the account's password (docs/decisions/0046): one click and one password.
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByRole('heading', { name: `Hallo ${firstName}!` })).toBeVisible();
  return email;
}

async function logIn(page: Page, js: boolean, email: string) {
  await open(page, '/account/login/', js);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/account\/$/);
}

/** A second device: a browser context of its own, with this project's settings. */
async function secondDevice(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: BASE, locale: 'nl-NL', javaScriptEnabled: hasJs(testInfo) });
  await withConsent(context);
  return context;
}

/**
 * Opens a product page and makes it a favourite with the page's heart; answers the product id.
 * With JS a browser that has the account's list also tells the server (`account`).
 */
async function favourite(page: Page, js: boolean, product: { path: string; title: string }, account = true): Promise<number> {
  await open(page, product.path, js);
  const button = page.locator('.product-favourite').getByRole('button', { name: `${product.title} als favoriet bewaren` });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  if (js && account) {
    // The store changes at once and tells the server; the account has it when the answer is in.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/favorites') && r.request().method() === 'POST');
    await button.click();
    expect((await saved).status()).toBe(200);
  } else {
    await button.click();
    await expect(page).toHaveURL(new RegExp(`${product.path.replace(/[.?]/g, '\\$&')}$`));
  }
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return Number(await page.locator('.product-favourite input[name="id"]').getAttribute('value'));
}

const counter = (page: Page, n: number) => page.getByRole('link', { name: `Favorieten, ${n} producten` });

test.describe('lists follow the account', () => {
  test('favourites and last viewed made on device A show on device B after logging in there', async ({
    page,
    context,
    browser,
    consoleErrors,
  }, testInfo) => {
    // Two browsers, a registration by mail and a dozen pages: a long test on a shared machine.
    test.slow();
    const js = hasJs(testInfo);
    await withConsent(context);
    const [p1, p2, p3, p4] = await productPaths(page, '/dekbedovertrek/', 4);
    const email = await registerAndConfirm(page, js, 'Apparaat');

    // Device A, logged in: two favourites, three product pages seen.
    const id1 = await favourite(page, js, p1!);
    const id2 = await favourite(page, js, p2!);
    await open(page, p3!.path, js);
    await expect(counter(page, 2)).toBeVisible();

    // Device B: a fresh browser, nothing stored; after logging in it has A's lists.
    const deviceB = await secondDevice(browser, testInfo);
    const pageB = await deviceB.newPage();
    // Device B's errors count as well.
    pageB.on('pageerror', (error) => consoleErrors.push(error.message));
    pageB.on('console', (msg) => {
      if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) consoleErrors.push(msg.text());
    });
    await open(pageB, '/', js);
    await expect(counter(pageB, 0)).toBeVisible();
    await logIn(pageB, js, email);
    await expect(counter(pageB, 2)).toBeVisible();
    await open(pageB, '/favorieten/', js);
    await expect(pageB.locator('.favourites-grid > li .tile-title')).toHaveText([p2!.title, p1!.title]);
    await open(pageB, p4!.path, js);
    await expect(pageB.locator('.last-viewed .tile-title')).toHaveText([p3!.title, p2!.title, p1!.title]);
    if (js) {
      // Browser storage on B has A's favourites too (the store took over the cookie the login set).
      const stored = await pageB.evaluate(() => JSON.parse(localStorage.getItem('slaapzaak:favorieten') ?? '[]') as { id: number }[]);
      expect(stored.map((f) => f.id)).toEqual([id2, id1]);
    }

    // B removes one; A, still logged in, shows the account's list with its next page.
    await open(pageB, '/favorieten/', js);
    const removed = pageB.locator('.favourites-grid > li').filter({ hasText: p1!.title });
    const answer = js ? pageB.waitForResponse((r) => r.url().endsWith('/api/favorites')) : null;
    await removed.getByRole('button', { name: `${p1!.title} als favoriet bewaren` }).click();
    await answer;
    await expect(pageB.locator('.favourites-grid > li .tile-title')).toHaveText([p2!.title]);
    await expect(counter(pageB, 1)).toBeVisible();
    await open(page, '/favorieten/', js);
    await expect(counter(page, 1)).toBeVisible();
    await expect(page.locator('.favourites-grid > li .tile-title')).toHaveText([p2!.title]);
    if (js) {
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('slaapzaak:favorieten') ?? '[]') as { id: number }[]);
      expect(stored.map((f) => f.id)).toEqual([id2]);
    }
    await deviceB.close();
  });

  test('a guest’s favourites join the account at login; logging out leaves none behind', async ({ page, context }, testInfo) => {
    test.slow();
    const js = hasJs(testInfo);
    await withConsent(context);
    const [p1, p2] = await productPaths(page, '/hoeslaken/', 2);
    const email = await registerAndConfirm(page, js, 'Gast');
    await favourite(page, js, p1!);
    await expect(counter(page, 1)).toBeVisible();

    // Afmelden: the account keeps the list, this browser forgets it.
    await open(page, '/account/', js);
    await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('button', { name: 'Afmelden' }).click();
    await expectHome(page);
    await expect(counter(page, 0)).toBeVisible();
    if (js) expect(await page.evaluate(() => localStorage.getItem('slaapzaak:favorieten'))).toBe('[]');

    // As a guest: one favourite, then log in — both are in the list.
    await favourite(page, js, p2!, false);
    await expect(counter(page, 1)).toBeVisible();
    await logIn(page, js, email);
    await expect(counter(page, 2)).toBeVisible();
    await open(page, '/favorieten/', js);
    await expect(page.locator('.favourites-grid > li .tile-title')).toHaveText([p2!.title, p1!.title]);
  });
});
