// Carts follow the person, not the browser (docs/decisions/0033): after logout
// the next person on the browser sees an empty cart and an empty checkout, the customer finds the
// cart again at the next login, and a cart cookie of another customer is never adopted at login.
// Each test registers its own customers, so the js and nojs projects never share a cart.
import type { Page } from '@playwright/test';
import { addFirstProductToCart, expect, expectHome, hasJs, hydrated, mailText, test } from './fixtures';

function linkPath(text: string, pathname: string): string {
  const match = new RegExp(`https?://\\S*?(${pathname.replace(/\//g, '\\/')}\\?\\S+)`).exec(text);
  if (!match) throw new Error(`no ${pathname} link in:\n${text}`);
  return match[1]!;
}

async function open(page: Page, url: string, js: boolean) {
  await page.goto(url);
  if (js) await hydrated(page);
}

/** Registers a customer and confirms the address by mail, which logs them in. */
async function registerAndConfirm(page: Page, js: boolean, firstName: string) {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.nl`;
  const password = 'Slaapzaak2026!';
  await open(page, '/account/register/', js);
  await page.getByLabel('Voornaam').fill(firstName);
  await page.getByLabel('Achternaam').fill('Testpersoon');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  // Posts that hash or check a password (argon2) took seconds on a busy machine, past an expect's 5 s:
  // wait for the page they lead to within the test's limit instead (docs/decisions/0049).
  await page.waitForURL(/\/account\/thankyou\/$/);
  await open(page, linkPath(await mailText(email, 'email-confirm'), '/account/confirm-email/'), js);
  // The confirmation asks the account's password (docs/decisions/0046): one click and one password.
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
  await page.waitForURL(/\/account\/$/);
  return { email, password };
}

async function logout(page: Page, js: boolean) {
  await open(page, '/account/', js);
  await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('button', { name: 'Afmelden' }).click();
  await expectHome(page);
  await expect(page.getByRole('link', { name: 'Account, inloggen' })).toBeVisible();
}

test.describe('carts follow the person', () => {
  test.describe.configure({ timeout: 120_000 });

  test("after logout the next visitor gets an empty cart and checkout; the customer's cart comes back at login", async ({
    page,
  }, testInfo) => {
    const js = hasJs(testInfo);
    const customer = await registerAndConfirm(page, js, 'Wilhelmina');
    await addFirstProductToCart(page);
    // The checkout takes the customer's details from the account (its layout has no hydration marker).
    await page.goto('/checkout/address-details/');
    await expect(page.getByLabel('Voornaam', { exact: true })).toHaveValue('Wilhelmina');
    await expect(page.getByLabel('E-mailadres')).toHaveValue(customer.email);
    await logout(page, js);

    // The next person on this browser.
    await expect(page.getByRole('link', { name: 'Winkelwagen, 0 artikelen' })).toBeVisible();
    await page.goto('/checkout/address-details/');
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.getByRole('heading', { name: 'Je winkelwagen is leeg' })).toBeVisible();
    await addFirstProductToCart(page);
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await page.goto('/checkout/address-details/');
    await expect(page.getByLabel('Voornaam', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('E-mailadres')).toHaveValue('');
    await expect(page.getByText('Wilhelmina')).toHaveCount(0);

    // The customer comes back: their cart, with what was added as a guest meanwhile.
    await open(page, '/account/login/?redirectTo=%2Fcart%2F', js);
    await page.getByLabel('E-mailadres').fill(customer.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(/\/cart\/$/);
    await expect(page.locator('.cart-line').first()).toBeVisible();
    // Both adds were the bestsellers' first orderable product: one line of 2, or two lines when the
    // ranking changed in between (other tests order too). A line never holds more than the stock
    // (its field's max), and other tests' orders drain the stock of the bestseller.
    const lines = await page
      .locator('.cart-line input[name="quantity"]')
      .evaluateAll((inputs) =>
        inputs.map((i) => ({ quantity: Number((i as HTMLInputElement).value), max: Number((i as HTMLInputElement).max) })),
      );
    if (lines.length === 1) expect(lines[0]!.quantity).toBe(Math.min(2, lines[0]!.max));
    else expect(lines.map((l) => l.quantity)).toEqual([1, 1]);
  });

  test("logging in with another customer's cart cookie does not adopt that cart", async ({ browser, page }, testInfo) => {
    const js = hasJs(testInfo);
    await registerAndConfirm(page, js, 'Juliana');
    await addFirstProductToCart(page);
    const cartCookie = (await page.context().cookies()).find((c) => c.name === 'slaapzaak_cart');
    expect(cartCookie).toBeTruthy();

    // Another person, on a browser that holds the first customer's cart cookie, makes an account.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: js, locale: 'nl-NL' });
    try {
      await other.addCookies([{ ...cartCookie!, expires: -1 }]);
      const otherPage = await other.newPage();
      await registerAndConfirm(otherPage, js, 'Beatrix');
      await open(otherPage, '/cart/', js);
      await expect(otherPage.getByRole('heading', { name: 'Je winkelwagen is leeg' })).toBeVisible();
      await expect(otherPage.getByRole('link', { name: 'Winkelwagen, 0 artikelen' })).toBeVisible();
    } finally {
      await other.close();
    }
    // The first customer still has their cart.
    await open(page, '/cart/', js);
    await expect(page.locator('.cart-line')).toHaveCount(1);
  });

  test('a restore link that is not one gets a Dutch 404 page, and no cart', async ({ page, consoleErrors }) => {
    const answer = await page.goto(`/cart/restore/${'A'.repeat(22)}.${'A'.repeat(43)}`);
    expect(answer?.status()).toBe(404);
    for (let i = consoleErrors.length - 1; i >= 0; i--) if (/status of 404/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
    await expect(page.getByRole('alert')).toHaveText(
      'Deze link om je winkelwagen terug te halen klopt niet. Gebruik de hele link uit de e-mail.',
    );
    await expect(page.getByRole('link', { name: 'Naar je winkelwagen' })).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === 'slaapzaak_cart')).toBe(false);
  });
});
