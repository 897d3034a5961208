// Trial nights in a real browser (docs/decisions/0064), with JavaScript (js) and without (nojs):
// the demo customer's mattress order DKBD1000005 (seeded relative to the seed day) shows the nights
// left on the order page, and that mattress's product page says "100 nachten proefslapen".
// SHOTS_DIR=docs/screenshots/returns saves screenshots at 390 and 1280 px (js project), as the other specs
// do: taken on every run they rewrote files in the repository and took four full-page shots of the
// test's 30 s under load (docs/decisions/0049).
import { mkdirSync } from 'node:fs';
import { expect, hasJs, hydrated, test } from './fixtures';

const shotsDir = process.env.SHOTS_DIR;

test('the demo mattress order shows the trial nights left, and its product page the trial', async ({ page, baseURL }, info) => {
  const js = hasJs(info);
  // The cookie banner would cover the screenshots.
  await page.context().addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  await page.goto('/account/login/');
  if (js) await hydrated(page);
  await page.getByLabel('E-mailadres').fill('demo@slaapzaak.nl');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Slaapzaak2026!');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  // However long the login takes under load (waitForURL waits within the test's limit, an expect 5 s).
  await page.waitForURL(/\/account\/(orders\/)?$/);
  await page.goto('/account/orders/DKBD1000005/');
  if (js) await hydrated(page);
  const note = page.locator('.order-line-trial');
  await expect(note).toHaveText(/^Nog (9\d|100) nachten proefslapen$/);
  if (shotsDir && js) {
    mkdirSync(shotsDir, { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ caret: 'initial', path: `${shotsDir}/proefslapen-bestelling-${width}.png`, fullPage: true });
    }
  }
  // The line's title leads to the product page through the shop's search (the order page has no link).
  const title = (await page.locator('.order-line-title').first().textContent())!.trim();
  await page.goto(`/zoeken/?tn_q=${encodeURIComponent(title)}`);
  await page.locator('a[href*=".html"]').filter({ hasText: title }).first().click();
  await expect(page.getByText('100 nachten proefslapen')).toBeVisible();
  if (shotsDir && js) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ caret: 'initial', path: `${shotsDir}/proefslapen-product-${width}.png`, fullPage: false });
    }
  }
});
