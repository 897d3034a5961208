// The account forms on Conform (docs/decisions/0037, docs/requirements/accounts.md#validation): with JavaScript the login and address forms check
// each field when it is left and clear the message while it is fixed; without JavaScript the server
// gives the same Dutch messages after a submit, keeps what was typed (never the password), and ties
// each message to its input with aria-invalid / aria-describedby.
import type { Locator, Page } from '@playwright/test';
import { expect, hasJs, hydrated, logInCustomer, test, withConsent } from './fixtures';

const DEMO = { email: 'demo@slaapzaak.nl', password: 'Slaapzaak2026!' };

// A phone-sized screen: the messages must fit there too (the cookie choice made, so nothing covers them).
test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ context }) => withConsent(context));

/** Screenshots for a person to look at (not compared): test-results/…/<name>.png. */
async function shot(page: Page, name: string) {
  await page.locator('#main').screenshot({ caret: 'initial', path: test.info().outputPath(`${name}.png`) });
}

/** The message an input points at with aria-describedby (its first id: the error comes first). */
async function messageOf(page: Page, input: Locator) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const id = (await input.getAttribute('aria-describedby'))!.split(' ')[0]!;
  return page.locator(`[id="${id}"]`);
}

test.describe('account forms check as you go (js)', () => {
  test.beforeEach(({}, testInfo) => test.skip(!hasJs(testInfo), 'checks on blur need JavaScript'));

  test('login: leaving the e-mail field empty shows the Dutch message before any submit, fixing it clears it', async ({ page }) => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posts++;
    });
    await page.goto('/account/login/');
    await hydrated(page);
    const username = page.getByLabel('E-mailadres');
    await username.focus();
    await page.getByLabel('Wachtwoord', { exact: true }).focus();
    await expect(await messageOf(page, username)).toHaveText('Vul je e-mailadres in');
    // The password field has not been left yet: no message there.
    await expect(page.getByText('Vul je wachtwoord in')).toHaveCount(0);
    await shot(page, 'login-390');
    await username.fill('demo@slaapzaak.nl');
    await expect(username).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Vul je e-mailadres in')).toHaveCount(0);
    expect(posts).toBe(0);
  });

  test('address: a wrong postcode gets "Postcode onjuist" when the field is left', async ({ page }) => {
    await logInCustomer(page, DEMO, true);
    await page.goto('/account/billing-address/');
    await hydrated(page);
    const zipcode = page.getByLabel('Postcode');
    await zipcode.fill('1234 SA');
    await page.getByLabel('Toevoeging').focus();
    await expect(await messageOf(page, zipcode)).toHaveText('Postcode onjuist');
    await expect(zipcode).toHaveValue('1234 SA');
    await shot(page, 'address-390');
    // Fixing it takes the message away while typing.
    await zipcode.fill('1234 AB');
    await expect(zipcode).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.field-error').filter({ hasText: 'Postcode onjuist' })).toHaveCount(0);
  });
});

test.describe('account forms without JavaScript (nojs)', () => {
  test.beforeEach(({}, testInfo) => test.skip(hasJs(testInfo), 'the server-only path'));

  test('a bad address submit keeps what was typed and shows each field’s Dutch message', async ({ page }) => {
    await logInCustomer(page, DEMO, false);
    await page.goto('/account/shipping-address/');
    await page.getByLabel('Voornaam (optioneel)').fill('Daan');
    await page.getByLabel('Achternaam (optioneel)').fill('B');
    await page.getByLabel('Postcode').fill('1234 SA');
    await page.getByLabel('Huisnummer').fill('12-x');
    await page.getByLabel('Straat').fill('Kerkstraat');
    await page.getByLabel('Plaats').fill('');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText('Er ging iets mis met het opslaan van de gegevens. Probeer opnieuw.')).toBeVisible();
    await expect(await messageOf(page, page.getByLabel('Postcode'))).toHaveText('Postcode onjuist');
    await expect(await messageOf(page, page.getByLabel('Achternaam (optioneel)'))).toHaveText(
      'Je achternaam moet minimaal 2 tekens lang zijn',
    );
    await expect(await messageOf(page, page.getByLabel('Huisnummer'))).toHaveText('Vul een geldig huisnummer in');
    await expect(await messageOf(page, page.getByLabel('Plaats'))).toHaveText('Vul een plaats in');
    await expect(page.getByLabel('Voornaam (optioneel)')).toHaveValue('Daan');
    await expect(page.getByLabel('Voornaam (optioneel)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Postcode')).toHaveValue('1234 SA');
    await expect(page.getByLabel('Huisnummer')).toHaveValue('12-x');
    await expect(page.getByLabel('Straat')).toHaveValue('Kerkstraat');
    await shot(page, 'address-nojs-390');
  });

  test('a bad login submit keeps the e-mail address, never the password, and names both fields', async ({ page }) => {
    await page.goto('/account/login/');
    await page.getByLabel('E-mailadres').fill('   ');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(await messageOf(page, page.getByLabel('E-mailadres'))).toHaveText('Vul je e-mailadres in');
    await expect(await messageOf(page, page.getByLabel('Wachtwoord', { exact: true }))).toHaveText('Vul je wachtwoord in');
    // Typed values come back; a password never does.
    await page.getByLabel('E-mailadres').fill('iemand@example.nl');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('x'.repeat(2000));
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(await messageOf(page, page.getByLabel('Wachtwoord', { exact: true }))).toHaveText('Vul je wachtwoord in');
    await expect(page.getByLabel('E-mailadres')).toHaveValue('iemand@example.nl');
    await expect(page.getByLabel('E-mailadres')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveValue('');
  });
});
