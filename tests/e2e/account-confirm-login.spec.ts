// docs/decisions/0046 in the browser: the account confirmation asks the account's password, so an account made by
// someone else with your address is never confirmed by your click. With and without JavaScript: a wrong
// password is named in Dutch and leaves the link working; the right one logs in (one click, one password).
// The link to a new e-mail address of the account likewise (attack review 2026-11-27, H3).
import type { Page } from '@playwright/test';
import { expect, hasJs, hydrated, mailText, test } from './fixtures';

async function open(page: Page, url: string, js: boolean) {
  await page.goto(url);
  if (js) await hydrated(page);
}

test.describe('account confirmation with the password', () => {
  test.describe.configure({ timeout: 90_000 });
  test('a wrong password confirms nothing; the registrant’s own password confirms and logs in', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const js = hasJs(testInfo);
    const email = `bevestig-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.nl`;
    const password = 'Slaapzaak2026!';
    await open(page, '/account/register/', js);
    await page.getByLabel('Voornaam').fill('Bente');
    await page.getByLabel('Achternaam').fill('Bevestig');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page).toHaveURL(/\/account\/thankyou\/$/);

    const link = /https?:\/\/\S*?(\/account\/confirm-email\/\?\S+)/.exec(await mailText(email, 'email-confirm'))?.[1];
    expect(link).toBeTruthy();
    await open(page, link!, js);
    await expect(page.getByRole('link', { name: 'Stel een nieuw wachtwoord in' })).toBeVisible();
    await page.getByLabel('Wachtwoord', { exact: true }).fill('Iemand-anders2026!');
    await page.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
    await expect(page.getByText(/Dit wachtwoord hoort niet bij dit account\./).first()).toBeVisible();
    await expect(page).toHaveURL(/\/account\/confirm-email\//);
    for (let i = consoleErrors.length - 1; i >= 0; i--) if (/status of 400/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);

    await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
    await expect(page).toHaveURL(/\/account\/$/);
    await expect(page.getByRole('heading', { name: 'Hallo Bente!' })).toBeVisible();
    await expect(page.getByText('Je e-mailadres is bevestigd. Welkom bij Slaapzaak!')).toBeVisible();
  });

  test('a new e-mail address is confirmed with the link and the account’s password; this browser stays logged in', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const js = hasJs(testInfo);
    const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    const email = `verhuis-${tag}@example.nl`;
    const fresh = `nieuw-${tag}@example.nl`;
    const password = 'Slaapzaak2026!';
    await open(page, '/account/register/', js);
    await page.getByLabel('Voornaam').fill('Vera');
    await page.getByLabel('Achternaam').fill('Verhuis');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page).toHaveURL(/\/account\/thankyou\/$/);
    const confirm = /https?:\/\/\S*?(\/account\/confirm-email\/\?\S+)/.exec(await mailText(email, 'email-confirm'))?.[1];
    await open(page, confirm!, js);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
    await expect(page).toHaveURL(/\/account\/$/);

    await open(page, '/account/information/', js);
    await page.getByLabel('E-mailadres').fill(fresh);
    await page.getByLabel('Je wachtwoord (alleen nodig bij een nieuw mailadres)').fill(password);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText(/tot dan blijft je huidige e-mailadres in gebruik/).first()).toBeVisible();

    const change = /https?:\/\/\S*?(\/account\/confirm-email\/\?\S+)/.exec(await mailText(fresh, 'email-change-confirm'))?.[1];
    expect(change).toMatch(/change=/);
    await open(page, change!, js);
    await page.getByLabel('Wachtwoord', { exact: true }).fill('Iemand-anders2026!');
    await page.getByRole('button', { name: 'Nieuw e-mailadres bevestigen' }).click();
    await expect(page.getByText(/Dit wachtwoord hoort niet bij dit account\./).first()).toBeVisible();
    await expect(page).toHaveURL(/\/account\/confirm-email\//);
    for (let i = consoleErrors.length - 1; i >= 0; i--) if (/status of 400/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);

    await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Nieuw e-mailadres bevestigen' }).click();
    await expect(page).toHaveURL(/\/account\/information\/$/);
    await expect(page.getByText(`Je e-mailadres is gewijzigd in ${fresh}. Log voortaan in met dit e-mailadres.`)).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveValue(fresh);
  });
});
