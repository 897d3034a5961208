// Customer accounts in the browser, with and without JavaScript: login with the remembered path,
// header greeting, logout, account information, addresses, orders and invoices, newsletter,
// registration (errors and the confirm mail), password reset and the rug return form.
// Tests that change data register their own customer, so the js and nojs projects never collide.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectHome, hasJs, hydrated, mailText, test } from './fixtures';

const DEMO = { email: 'demo@slaapzaak.nl', password: 'Slaapzaak2026!' };

/** The path and query of the link to `pathname` in a mail (the mail's host is PUBLIC_URL's). */
function linkPath(text: string, pathname: string): string {
  const match = new RegExp(`https?://\\S*?(${pathname.replace(/\//g, '\\/')}\\?\\S+)`).exec(text);
  if (!match) throw new Error(`no ${pathname} link in:\n${text}`);
  return match[1]!;
}

/** 4xx answers to form posts are the point of some tests; with JS the browser logs them. */
function allowFailedLoads(consoleErrors: string[], statuses: number[]) {
  const expected = new RegExp(`status of (${statuses.join('|')})`);
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (expected.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

async function open(page: Page, url: string, js: boolean) {
  await page.goto(url);
  if (js) await hydrated(page);
}

/** Registers a new private customer and confirms the address through the mailed link. */
async function registerAndConfirm(page: Page, js: boolean, firstName: string) {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.nl`;
  const password = 'Slaapzaak2026!';
  await open(page, '/account/register/', js);
  await page.getByLabel('Voornaam').fill(firstName);
  await page.getByLabel('Achternaam').fill('Testpersoon');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/account\/thankyou\/$/);
  await expect(page.getByText(/Bijna klaar! We hebben je een e-mail gestuurd/)).toBeVisible();
  await open(page, linkPath(await mailText(email, 'email-confirm'), '/account/confirm-email/'), js);
  // The confirmation asks the account's password (docs/decisions/0046): one click and one password.
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByRole('heading', { name: `Hallo ${firstName}!` })).toBeVisible();
  await expect(page.getByText('Je e-mailadres is bevestigd. Welkom bij Slaapzaak!')).toBeVisible();
  return { email, password };
}

test.describe('customer accounts', () => {
  // Whole account flows (register, confirm by mail, saves, password changes with argon2, log out and in,
  // a success alert's 5 s): 23–34 s each on a loaded two-core machine, against the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  test('login returns to the remembered page, the header greets, Afmelden logs out', async ({ page }, testInfo) => {
    const js = hasJs(testInfo);
    await page.goto('/account/orders/');
    await expect(page).toHaveURL(/\/account\/login\/\?redirectTo=%2Faccount%2Forders%2F$/);
    if (js) await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Account, inloggen' })).toBeVisible();
    await login(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/account\/orders\/$/);
    await expect(page.getByRole('heading', { name: 'Mijn bestellingen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Account, ingelogd als Sanne' })).toBeVisible();
    await expect(page.locator('[data-tooltip="ingelogd als Sanne"]')).toHaveCount(1);
    // The account menu of docs/requirements/accounts.md#screens-and-routes.
    const menu = page.getByRole('navigation', { name: 'Mijn account' });
    for (const item of ['Dashboard', 'Accountinformatie', 'Mijn bestellingen', 'Factuuradres', 'Afleveradres', 'Nieuwsbrieven']) {
      await expect(menu.getByRole('link', { name: item })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Afmelden' }).click();
    await expectHome(page);
    await expect(page.getByRole('link', { name: 'Account, inloggen' })).toBeVisible();
    await page.goto('/account/');
    await expect(page).toHaveURL(/\/account\/login\/\?redirectTo=%2Faccount%2F$/);
  });

  test('a wrong password shows the server message and keeps the e-mail address', async ({ page, consoleErrors }, testInfo) => {
    const js = hasJs(testInfo);
    await open(page, '/account/login/', js);
    await login(page, DEMO.email, 'Verkeerd2026!');
    await expect(page.getByRole('alert').filter({ hasText: 'Het e-mailadres of wachtwoord is onjuist.' })).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveValue(DEMO.email);
    await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveValue('');
    // Empty fields: Dutch messages tied to the inputs.
    await page.getByLabel('E-mailadres').fill('');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    const username = page.getByLabel('E-mailadres');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${await username.getAttribute('aria-describedby')}`)).toHaveText('Vul je e-mailadres in');
    await expect(page.getByText('Vul je wachtwoord in')).toBeVisible();
    allowFailedLoads(consoleErrors, [400, 401]);
  });

  test('orders: list, detail with status history, invoice download; another order is a 404', async ({ page }, testInfo) => {
    const js = hasJs(testInfo);
    await open(page, '/account/login/?redirectTo=%2Faccount%2F', js);
    await login(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('heading', { name: 'Hallo Sanne!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recente bestellingen' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('link', { name: 'Mijn bestellingen' }).click();
    await expect(page.locator('.order-card')).toHaveCount(5);
    await page.getByRole('link', { name: 'Bekijk bestelling DKBD1000001' }).click();
    await expect(page).toHaveURL(/\/account\/orders\/DKBD1000001\/$/);
    await expect(page.getByRole('heading', { name: 'Bestelling DKBD1000001' })).toBeVisible();
    const history = page.getByRole('region', { name: 'Statusgeschiedenis' });
    await expect(history.locator('li > strong')).toHaveText(['Wacht op betaling', 'Betaald', 'Verzonden', 'Bezorgd']);
    await expect(page.getByText('Waarvan BTW (21%)')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Factuur downloaden (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('factuur-DKBD1000001.pdf');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await page.goto('/account/orders/DKBD9999999/');
    expect(other?.status()).toBe(404);
    const invoice = await page.request.get('/account/orders/DKBD9999999/invoice/');
    expect(invoice.status()).toBe(404);
  });

  test('registration shows Dutch errors per field and keeps what was typed', async ({ page, consoleErrors }, testInfo) => {
    const js = hasJs(testInfo);
    await open(page, '/account/register/', js);
    // Company fields appear for business customers only (CSS, so also without JavaScript).
    await expect(page.getByLabel('Bedrijfsnaam')).toBeHidden();
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page.getByText('Controleer de gemarkeerde velden.')).toBeVisible();
    for (const [label, message] of [
      ['Voornaam', 'Vul je voornaam in'],
      ['Achternaam', 'Vul je achternaam in'],
      ['E-mailadres', 'Vul een geldig e-mailadres in'],
    ] as const) {
      const input = page.getByLabel(label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await input.getAttribute('aria-describedby'))!;
      await expect(page.locator(`#${describedBy}`)).toHaveText(message);
    }
    await expect(page.getByText('Vul een wachtwoord in')).toBeVisible();

    await page.getByLabel('Zakelijk').check();
    await expect(page.getByLabel('Bedrijfsnaam')).toBeVisible();
    await page.getByLabel('Voornaam').fill('Anne-Marie');
    await page.getByLabel('Achternaam').fill('B');
    await page.getByLabel('E-mailadres').fill('anne@example.nl');
    await page.getByLabel('Telefoonnummer (optioneel)').fill('123');
    await page.getByLabel('KVK-nummer').fill('1234');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('slaapzaak');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page.getByText('Je achternaam moet minimaal 2 tekens lang zijn')).toBeVisible();
    await expect(page.getByText('Vul een (geldig) telefoonnummer in')).toBeVisible();
    await expect(page.getByText('Vul een bedrijfsnaam in')).toBeVisible();
    await expect(page.getByText('Vul een geldig BTW-nummer in')).toBeVisible();
    await expect(page.getByText('Vul een geldig KVK-nummer in')).toBeVisible();
    await expect(page.getByText(/Gebruik in je wachtwoord een kleine letter/)).toBeVisible();
    await expect(page.getByLabel('Voornaam')).toHaveValue('Anne-Marie');
    await expect(page.getByLabel('Voornaam')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('E-mailadres')).toHaveValue('anne@example.nl');
    await expect(page.getByLabel('Zakelijk')).toBeChecked();
    await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveValue('');
    allowFailedLoads(consoleErrors, [400]);
  });

  test('a new customer registers, confirms by mail, edits the information and changes the password', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const js = hasJs(testInfo);
    const { email, password } = await registerAndConfirm(page, js, 'Noor');
    await expect(page.getByRole('link', { name: 'Account, ingelogd als Noor' })).toBeVisible();

    await open(page, '/account/information/', js);
    await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
    await page.getByLabel('Geboortedatum (optioneel)').fill('31-02-1990');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    // With JavaScript the field is checked as it is left (docs/decisions/0048) and the form is not sent, so
    // only the server's answer (without JavaScript) carries the form's own message.
    if (!js) await expect(page.getByText('Er ging iets mis met het opslaan van de gegevens. Probeer opnieuw.')).toBeVisible();
    await expect(page.getByLabel('Geboortedatum (optioneel)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Vul een (geldige) geboortedatum in')).toBeVisible();
    await expect(page.getByLabel('Geboortedatum (optioneel)')).toHaveValue('31-02-1990');

    await page.getByLabel('Voornaam').fill('Noortje');
    await page.getByLabel('Geboortedatum (optioneel)').fill('7-3-1990');
    await page.getByLabel('Telefoonnummer (optioneel)').fill('06 1234 5678');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const saved = page.getByText('De wijzigingen zijn opgeslagen.');
    await expect(saved).toBeVisible();
    await expect(page.getByLabel('Voornaam')).toHaveValue('Noortje');
    await expect(page.getByLabel('Geboortedatum (optioneel)')).toHaveValue('07-03-1990');
    await expect(page.getByLabel('Telefoonnummer (optioneel)')).toHaveValue('0612345678');
    await expect(page.getByRole('link', { name: 'Account, ingelogd als Noortje' })).toBeVisible();
    // docs/requirements/accounts.md#states/#limits: the success alert hides itself after 5 seconds (with JavaScript).
    if (js) await expect(saved).toBeHidden({ timeout: 8000 });

    await page.getByLabel('Huidig wachtwoord').fill('Fout2026!x');
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nieuw2026!');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('Nieuw2026!');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByText('Je huidige wachtwoord klopt niet.').first()).toBeVisible();
    await page.getByLabel('Huidig wachtwoord').fill(password);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nieuw2026!');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('Anders2026!');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByText('De wachtwoorden zijn niet gelijk aan elkaar.')).toBeVisible();
    await page.getByLabel('Huidig wachtwoord').fill(password);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nieuw2026!');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('Nieuw2026!');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByText('Je wachtwoord is gewijzigd.')).toBeVisible();

    await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('button', { name: 'Afmelden' }).click();
    await open(page, '/account/login/', js);
    await login(page, email, 'Nieuw2026!');
    await expect(page.getByRole('heading', { name: 'Hallo Noortje!' })).toBeVisible();
    allowFailedLoads(consoleErrors, [400]);
  });

  test('addresses and the newsletter: save, validate, subscribe with double opt-in and unsubscribe', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const js = hasJs(testInfo);
    const { email } = await registerAndConfirm(page, js, 'Daan');

    await open(page, '/account/billing-address/', js);
    await expect(page.getByRole('heading', { name: 'Factuuradres' })).toBeVisible();
    await page.getByLabel('Postcode').fill('1234 SA');
    await page.getByLabel('Huisnummer').fill('1a');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Postcode onjuist').first()).toBeVisible();
    await expect(page.getByLabel('Huisnummer')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Huisnummer')).toHaveValue('1a');

    await page.getByLabel('Postcode').fill('1234ab');
    await page.getByLabel('Huisnummer').fill('1');
    await page.getByLabel('Toevoeging').fill('B');
    await page.getByLabel('Straat').fill('Voorbeeldstraat');
    await page.getByLabel('Plaats').fill('Amsterdam');
    await page.getByLabel('Gebruik dit adres ook als afleveradres').check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De wijzigingen zijn opgeslagen.')).toBeVisible();
    await expect(page.getByLabel('Postcode')).toHaveValue('1234 AB');

    await open(page, '/account/shipping-address/', js);
    await expect(page.getByLabel('Straat')).toHaveValue('Voorbeeldstraat');
    await page.getByLabel('Voornaam (optioneel)').fill('Daan');
    await page.getByLabel('Achternaam (optioneel)').fill('de Bruin');
    await page.getByLabel('Postcode').fill('2611 GR');
    await page.getByLabel('Huisnummer').fill('7');
    await page.getByLabel('Toevoeging').fill('');
    // Street and city come from the postcode lookup, also without JavaScript (on the server).
    await page.getByLabel('Straat').fill('');
    await page.getByLabel('Plaats').fill('');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De wijzigingen zijn opgeslagen.')).toBeVisible();
    await expect(page.getByLabel('Straat')).toHaveValue('Markt');
    await expect(page.getByLabel('Plaats')).toHaveValue('Delft');
    await open(page, '/account/billing-address/', js);
    await expect(page.getByLabel('Plaats')).toHaveValue('Amsterdam');

    await open(page, '/account/subscription/', js);
    await expect(page.getByText('Je ontvangt de nieuwsbrief niet.')).toBeVisible();
    await page.getByLabel(/Ja, ik wil de nieuwsbrief ontvangen/).check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Bedankt! Bevestig je aanmelding via de link in de e-mail die we je hebben gestuurd.')).toBeVisible();
    await expect(page.getByText(/Je aanmelding wacht op bevestiging/)).toBeVisible();
    await open(page, linkPath(await mailText(email, 'newsletter-confirm'), '/account/confirm-email/'), js);
    await page.getByRole('button', { name: 'Aanmelding bevestigen' }).click();
    await expect(page).toHaveURL(/\/\?newsletter=succes$/);
    await open(page, '/account/subscription/', js);
    await expect(page.getByText('Je ontvangt de nieuwsbrief van Slaapzaak.')).toBeVisible();
    await page.getByLabel(/Ja, ik wil de nieuwsbrief ontvangen/).uncheck();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Je bent afgemeld voor de nieuwsbrief.')).toBeVisible();
    await expect(page.getByText('Je ontvangt de nieuwsbrief niet.')).toBeVisible();
    allowFailedLoads(consoleErrors, [400]);
  });

  test('a forgotten password is reset through the mailed link, once', async ({ page, consoleErrors }, testInfo) => {
    const js = hasJs(testInfo);
    const { email } = await registerAndConfirm(page, js, 'Sem');
    await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('button', { name: 'Afmelden' }).click();
    await expectHome(page);

    await open(page, '/account/login/', js);
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Stuur mij een link' }).click();
    await expect(page.getByText(/Als er een account bij dit e-mailadres hoort/)).toBeVisible();

    const resetPath = linkPath(await mailText(email, 'password-reset'), '/account/reset-password/');
    await open(page, resetPath, js);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Herstel2026!');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('Herstel2026!');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page).toHaveURL(/\/account\/login\/$/);
    await expect(page.getByText('Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.')).toBeVisible();
    await login(page, email, 'Herstel2026!');
    await expect(page.getByRole('heading', { name: 'Hallo Sem!' })).toBeVisible();

    // The link works once.
    await open(page, resetPath, js);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nogmaals2026!');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('Nogmaals2026!');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByText('Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.').first()).toBeVisible();
    allowFailedLoads(consoleErrors, [400]);
  });

  test('a guest asks to return a rug by order number and postcode', async ({ page, consoleErrors }, testInfo) => {
    const js = hasJs(testInfo);
    await open(page, '/vloerkleed-retourneren/', js);
    await expect(page.getByRole('heading', { name: 'Vloerkleed retourneren' })).toBeVisible();
    await page.getByRole('button', { name: 'Retourverzoek versturen' }).click();
    await expect(page.getByText('Vul een geldig bestelnummer in, bijvoorbeeld DKBD1234567')).toBeVisible();
    await expect(page.getByLabel('Bestelnummer')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Bestelnummer').fill('DKBD1000002');
    await page.getByLabel('Postcode').fill('9999 ZZ');
    await page.getByLabel('Reden van retour').fill('Het vloerkleed is te groot');
    await page.getByRole('button', { name: 'Retourverzoek versturen' }).click();
    await expect(page.getByText(/We konden geen bestelling vinden/)).toBeVisible();
    await expect(page.getByLabel('Reden van retour')).toHaveValue('Het vloerkleed is te groot');

    await page.getByLabel('Postcode').fill('1234 AB');
    await page.getByRole('button', { name: 'Retourverzoek versturen' }).click();
    // One open return per order: the other project's run (js / nojs, one shop) may have filed it first.
    await expect(page.getByText(/We hebben je retourverzoek ontvangen|Voor deze bestelling loopt al een retourverzoek/)).toBeVisible();
    expect(await mailText(DEMO.email, 'return-request-confirmation')).toContain('DKBD1000002');
    allowFailedLoads(consoleErrors, [400, 404, 409]);
  });
});
