// Staff logins in a real browser, shared by the back-office and alert specs: a password, then a TOTP
// code. A code is accepted once, so a code the other project just used for the same account waits for
// the next 30-second one.
import type { Page } from '@playwright/test';
import { totpCode } from '../../commerce/auth/staff-totp';
import { expect } from './fixtures';

export const OWNER = { email: 'eigenaar@slaapzaak.nl', password: 'Slaapzaak2026!', secret: 'JBSWY3DPEHPK3PXP' };
export const MEDEWERKER = { email: 'medewerker@slaapzaak.nl', password: 'Slaapzaak2026!', secret: 'GEZDGNBVGY3TQOJQ' };
export type Staff = typeof OWNER;

/** Waits until React has taken over a back-office page (js project only). */
export async function ready(page: Page, js: boolean) {
  if (!js) return;
  await page.waitForFunction(
    () =>
      Boolean((window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter) && document.readyState === 'complete',
  );
}

const msToNextStep = () => 30_000 - (Date.now() % 30_000);

export async function logIn(page: Page, who: Staff, js: boolean) {
  await page.goto('/beheer/inloggen/');
  await ready(page, js);
  await page.getByLabel('E-mailadres', { exact: true }).fill(who.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  await expect(page.getByText(`Ingelogd als ${who.email}`)).toBeVisible();
  for (let attempt = 0; attempt < 4; attempt++) {
    await ready(page, js);
    await page.getByLabel('Code uit je app').fill(await totpCode(who.secret));
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    const outcome = await Promise.race([
      page.waitForURL(/\/beheer\/$/).then(() => 'in' as const),
      page
        .getByRole('alert')
        .filter({ hasText: 'Deze code is onjuist of al gebruikt' })
        .first()
        .waitFor()
        .then(() => 'taken' as const),
    ]);
    if (outcome === 'in') return;
    // The other project used this 30-second code for the same account: wait for the next one.
    await page.waitForTimeout(msToNextStep() + 1_000);
  }
  throw new Error(`could not log in as ${who.email}`);
}
