// docs/decisions/0050, as a shopper sees it with JavaScript (project js) and without (project nojs): a size in
// the term becomes the overview's Maat filter, the heading says what was understood, removing the
// filter keeps the type, and a term nothing matches gives the relaxed result with its explanation.
import type { Page } from '@playwright/test';
import { expect, hasJs, hydrated, test } from './fixtures';

async function total(page: Page): Promise<number> {
  const text = await page.locator('.listing-count').textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

test('hoeslaken 160x200 shows hoeslakens with the size filter active', async ({ page }, testInfo) => {
  await page.goto('/');
  if (hasJs(testInfo)) await hydrated(page);
  const box = page.getByRole('combobox', { name: 'Zoeken' });
  await box.fill('hoeslaken 160 bij 200');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/zoeken\/\?tn_q=hoeslaken\+160\+bij\+200$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoeslakens in 160x200', { timeout: 15_000 });
  await expect(page.getByText('Je zocht op "hoeslaken 160 bij 200"')).toBeVisible();
  const count = await total(page);
  expect(count).toBeGreaterThan(0);
  const titles = await page.locator('.tile-title').allTextContents();
  expect(titles.every((t) => /hoeslaken/i.test(t))).toBe(true);
  // The product links open the 160x200 variant.
  const href = await page.locator('.listing-grid > li a').first().getAttribute('href');
  expect(href).toMatch(/\.html\?variant=\d+&z=[\w.-]+$/);
  // The size is an active, removable filter; removing it keeps the hoeslakens: the bare type goes to the
  // hoeslakens overview (a 302, ADR 0050).
  const chip = page.getByRole('list', { name: 'Gekozen filters' }).getByRole('link', { name: /^160x200/ });
  await expect(chip).toHaveAttribute('href', '/zoeken/?tn_q=hoeslaken');
  await chip.click();
  await expect(page).toHaveURL(/\/hoeslaken\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoeslakens');
  expect(await total(page)).toBeGreaterThan(count);
});

test('a term nothing matches gives the relaxed result with its explanation', async ({ page }) => {
  await page.goto('/zoeken/?tn_q=vloerkleed+rond');
  await expect(page.getByRole('status').filter({ hasText: 'Geen resultaten voor vloerkleden (rond); wel zonder "rond".' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vloerkleden');
  expect(await total(page)).toBeGreaterThan(0);
  await expect(page.getByRole('navigation', { name: 'Categorieën die erop lijken' }).getByRole('link').first()).toBeVisible();

  await page.goto('/zoeken/?tn_q=hoeslaken+160x230');
  await expect(page.getByRole('status').filter({ hasText: 'Geen resultaten voor hoeslakens in 160x230; wel in 160x200.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoeslakens in 160x200');
});
