// Staff logins in a real browser, shared by the back-office, return and alert specs: a password, then
// a TOTP code. Each worker logs in as staff of its own (`workerStaff`, made through the test-only
// /__e2e/staff), so two projects or workers never need the same 30-second code. A code is accepted
// once: a second login of the same account in one step waits until the authenticator shows a new code.
import type { Page } from '@playwright/test';
import { totpCode } from '../../commerce/auth/staff-totp';
import { expect, seed } from './fixtures';

export const OWNER = { email: 'eigenaar@slaapzaak.nl', password: 'Slaapzaak2026!', secret: 'JBSWY3DPEHPK3PXP' };
export const MEDEWERKER = { email: 'medewerker@slaapzaak.nl', password: 'Slaapzaak2026!', secret: 'GEZDGNBVGY3TQOJQ' };
export type Staff = typeof OWNER;
export type StaffRole = 'eigenaar' | 'medewerker';

/** A new, enrolled staff member of this test's own (a medewerker may refund up to € 100 at once, as the demo's). */
export async function newOwnStaff(role: StaffRole): Promise<Staff> {
  const { email, password, secret } = await seed<Staff & { role: StaffRole }>('/staff', { role });
  return { email, password, secret };
}

const perWorker = new Map<StaffRole, Promise<Staff>>();
/** This worker's owner or medewerker: one account per worker and role, made on first use. */
export function workerStaff(role: StaffRole): Promise<Staff> {
  let staff = perWorker.get(role);
  if (!staff) perWorker.set(role, (staff = newOwnStaff(role)));
  return staff;
}

/** Waits until React has taken over a back-office page (js project only). */
export async function ready(page: Page, js: boolean) {
  if (!js) return;
  await page.waitForFunction(
    () =>
      Boolean((window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter) && document.readyState === 'complete',
  );
}

export async function logIn(page: Page, who: Staff, js: boolean) {
  await page.goto('/beheer/inloggen/');
  await ready(page, js);
  await page.getByLabel('E-mailadres', { exact: true }).fill(who.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  await expect(page.getByText(`Ingelogd als ${who.email}`)).toBeVisible();
  for (let attempt = 0; attempt < 4; attempt++) {
    await ready(page, js);
    const code = await totpCode(who.secret);
    await page.getByLabel('Code uit je app').fill(code);
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
    // This account logged in a moment ago with this code: wait until its authenticator shows the next one.
    await expect.poll(() => totpCode(who.secret), { timeout: 35_000, intervals: [1_000] }).not.toBe(code);
  }
  throw new Error(`could not log in as ${who.email}`);
}
