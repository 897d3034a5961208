// Issue 32 (docs/decisions/0050), as a shopper and a staff member see it, with JavaScript (project js)
// and without (nojs): a product opened from search results counts as a click for that search, the
// product page's canonical address stays without the click id, the back office shows click-through per
// term and the terms few shoppers click on, and a bare type term goes straight to its category.
// SHOTS_DIR=docs/screenshots/search saves the search report at 390 and 1280 px (js project).
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, hasJs, hydrated, test } from './fixtures';
import { logIn, MEDEWERKER, ready } from './staff-login';

const shotsDir = process.env.SHOTS_DIR;

async function searchFor(page: Page, term: string, js: boolean) {
  await page.goto('/');
  if (js) await hydrated(page);
  const box = page.getByRole('combobox', { name: 'Zoeken' });
  await box.fill(term);
  await box.press('Enter');
}

/** The report's line for a term in one of its tables (the table after the heading). */
function reportLine(page: Page, section: string, term: string) {
  return page
    .locator('h2', { hasText: section })
    .locator('xpath=following-sibling::table[1]')
    .locator('tr')
    .filter({ has: page.getByRole('link', { name: term, exact: true }) });
}

test('a product opened from the results counts for the search; the back office shows click-through', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const js = hasJs(testInfo);
  // Terms of this project only: the other project runs at the same time on the same shop.
  const clicked = js ? 'molton 180x200' : 'matras 90x200';
  const ignored = js ? 'topper 140x200' : 'boxspring 180x200';

  await searchFor(page, clicked, js);
  await expect(page).toHaveURL(new RegExp(`/zoeken/\\?tn_q=${clicked.replace(' ', '\\+')}$`), { timeout: 15_000 });
  const tile = page.locator('.listing-grid > li a').first();
  const href = (await tile.getAttribute('href'))!;
  expect(href).toMatch(/\.html\?variant=\d+&z=[\w.-]+$/);
  await tile.click();
  await expect(page.locator('.product-layout')).toBeVisible({ timeout: 15_000 });
  expect(page.url()).toContain('z=');
  // The product page's canonical address is the product's own, without the click id.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\.html$/);
  // Opened again (a reload, a shared link): still one click.
  await page.reload();
  await expect(page.locator('.product-layout')).toBeVisible();
  // A forged id in a product link shows the product all the same.
  await page.goto(href.replace(/z=[\w.-]+$/, 'z=1.AAAAAAAAAAAAAAAA'));
  await expect(page.locator('.product-layout')).toBeVisible();
  // Two more searches for the same term without a click; three for another term, never clicked.
  for (const term of [clicked, clicked, ignored, ignored, ignored]) {
    await page.goto(`/zoeken/?tn_q=${encodeURIComponent(term)}`);
    await expect(page.locator('.listing-grid > li').first()).toBeVisible();
  }

  await logIn(page, MEDEWERKER, js);
  await page.goto('/beheer/zoeken/');
  await ready(page, js);
  const line = reportLine(page, 'Meest gezocht', clicked);
  await expect(line).toHaveCount(1);
  await expect(line.locator('td').nth(1)).toHaveText('3');
  await expect(line.locator('td').last()).toHaveText('33% (1)');
  await expect(reportLine(page, 'Weinig doorgeklikt', ignored).locator('td').last()).toHaveText('0% (0)');
  await expect(reportLine(page, 'Weinig doorgeklikt', clicked)).toHaveCount(0);

  if (shotsDir && js) {
    mkdirSync(shotsDir, { recursive: true });
    // The report's part (its tables), not the long synonym list below it.
    for (const [width, height] of [
      [390, 2400],
      [1280, 1400],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${shotsDir}/beheer-zoeken-${width}.png` });
    }
  }
});

test('a bare type term goes straight to its category; with a size it stays a search', async ({ page }, testInfo) => {
  const js = hasJs(testInfo);
  await searchFor(page, 'hoeslakens', js);
  await expect(page).toHaveURL(/\/hoeslaken\/$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoeslakens');
  await expect(page.locator('.listing-grid > li').first()).toBeVisible();

  await searchFor(page, 'hoeslaken 160x200', js);
  await expect(page).toHaveURL(/\/zoeken\/\?tn_q=hoeslaken\+160x200$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoeslakens in 160x200');
  // A misspelt type is a search that says what it read.
  await page.goto('/zoeken/?tn_q=hoeslakn');
  await expect(page.getByText('Bedoelde je')).toBeVisible();
});
