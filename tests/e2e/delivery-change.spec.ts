// The customer stays in control of the crew's delivery day (issue 33, docs/decisions/0063): a boxspring
// ordered with a chosen day, assembly and take-back; the thank-you page shows them; the confirmation mail's
// signed one-time link moves the day (no login) and is spent after. The shop's delivery clock is fixed by
// DELIVERY_CLOCK in playwright.config.ts (Wednesday 2 December 2026), so the days offered do not depend on
// the day the suite runs.
import type { Page } from '@playwright/test';
import { expect, hasJs, hydrated, mailText, test, withConsent } from './fixtures';

const addButton = (page: Page) => page.locator('.product-buy').getByRole('button', { name: 'In winkelwagen' });

async function openBoxspring(page: Page, js: boolean) {
  await page.goto('/boxspring/');
  const hrefs = await page.locator('.listing-tile .tile-title a').evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs.filter(Boolean).slice(0, 8)) {
    await page.goto(href);
    if ((await addButton(page).count()) > 0) {
      if (js) await hydrated(page);
      return;
    }
  }
  throw new Error('geen bestelbare boxspring');
}

test.describe('changing the crew delivery day (issue 33)', () => {
  test.setTimeout(120_000);
  test.beforeEach(async ({ context }) => withConsent(context));

  test('a boxspring with a chosen day, assembly and take-back; the mail link moves the day once', async ({ page }, testInfo) => {
    const js = hasJs(testInfo);
    const email = `bezorgdag-${testInfo.project.name}-${Date.now()}@example.nl`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openBoxspring(page, js);
    await addButton(page).click();
    await expect(page).toHaveURL(/\/cart\/$/, { timeout: 15_000 });
    await page.goto('/checkout/address-details/');
    await page.getByLabel('Voornaam', { exact: true }).fill('Sanne');
    await page.getByLabel('Achternaam', { exact: true }).fill('de Vries');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Telefoonnummer').fill('06 12345678');
    await page.getByLabel('Postcode').first().fill('1234 AB');
    await page.getByLabel('Huisnummer').first().fill('1');
    await page.getByRole('button', { name: 'Verder naar verzenden en betalen' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/);

    await page.getByRole('radio', { name: /vrijdag 18 december/ }).check();
    await page.getByRole('radio', { name: /^ochtend/ }).check();
    await page.getByRole('checkbox', { name: /Montage door onze bezorgers/ }).check();
    await page.getByRole('checkbox', { name: /Oude matras of bed retour/ }).check();
    await page.getByRole('radio', { name: /Creditcard/ }).check();
    await page.getByRole('button', { name: 'Verder naar betalen' }).click();
    await expect(page).toHaveURL(/\/checkout\/pay\/$/);
    await page.getByRole('button', { name: 'Bestelling plaatsen en betalen' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/tr_/);
    await page.getByLabel('Betaald').check();
    await page.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(page).toHaveURL(/\/checkout\/thankyou\?order=DKBD\d{7}$/);
    const delivery = page.locator('.order-delivery');
    await expect(delivery).toContainText('vrijdag 18 december');
    await expect(delivery).toContainText('Montage door onze bezorgers');
    await expect(delivery).toContainText('Oude matras of bed retour');

    // The confirmation mail: the day, no "morgen", and the link.
    const mail = await mailText(email, 'order-confirmation');
    expect(mail).toContain('Bezorgdag: vrijdag 18 december, ochtend (8:00–12:00)');
    expect(mail).not.toMatch(/morgen/i);
    const link = new URL(/https?:\/\/\S+\/bezorgdag\/[^/\s]+\//.exec(mail)![0]).pathname;

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Bezorgdag wijzigen' })).toBeVisible();
    await expect(page.locator('.order-delivery')).toContainText('vrijdag 18 december');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `docs/screenshots/delivery/reschedule-${width}-${testInfo.project.name}.png`, fullPage: true });
    }
    await page.getByRole('radio', { name: /dinsdag 22 december/ }).check();
    await page.getByRole('radio', { name: /^avond/ }).check();
    await page.getByRole('button', { name: 'Nieuwe bezorgdag opslaan' }).click();
    await expect(page.getByText('Je nieuwe bezorgdag is dinsdag 22 december, avond (17:00–21:00).', { exact: false })).toBeVisible();

    // The link is spent: a second visit answers 410 with a Dutch message.
    const again = await page.goto(link);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole('alert').first()).toContainText('Deze link is al gebruikt');
    // A tampered link: 404.
    const tampered = await page.goto(link.replace(/.\/$/, 'x/'));
    expect(tampered?.status()).toBe(404);
  });
});
