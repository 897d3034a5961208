// The delivery promise as a shopper reads it (issue #33): the product page, the cart and the checkout say
// the same sentence. The shop's promise clock is fixed by DELIVERY_CLOCK in playwright.config.ts
// (Wednesday 2 December 2026, 12:00 in Amsterdam), so nothing here depends on the day the tests run.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PILLOWS = '/hoofdkussen/hoofdkussens/';
const BOXSPRINGS = '/boxspring/';
const CREW_PROMISE = 'Levering vanaf 17 december, jij kiest de dag';

/** The first product of a listing whose tile says `tileText` and that can be put in the cart, opened. */
async function openOrderable(page: Page, listing: string, tileText?: string): Promise<string> {
  await page.goto(listing);
  const tiles = page.locator('.listing-tile');
  const hrefs: string[] = [];
  for (let i = 0; i < (await tiles.count()) && hrefs.length < 8; i++) {
    const tile = tiles.nth(i);
    if (tileText && (await tile.locator('.tile-delivery').textContent())?.trim() !== tileText) continue;
    hrefs.push((await tile.locator('.tile-title a').getAttribute('href'))!);
  }
  for (const href of hrefs) {
    await page.goto(href);
    if ((await page.getByRole('button', { name: 'In winkelwagen' }).count()) > 0) return href;
  }
  throw new Error(`geen bestelbaar product op ${listing}`);
}

test.describe('delivery promise (issue 33)', () => {
  test('a made-to-order boxspring says "Levering vanaf …", an in-stock pillow "Morgen in huis"; the cart and checkout say the same', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openOrderable(page, BOXSPRINGS);
    await expect(page.locator('.product-info .delivery-promise')).toHaveText(CREW_PROMISE);
    // No "morgen in huis" highlight on a product that cannot keep it.
    await expect(page.locator('.product-usps')).not.toContainText('morgen in huis');
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page).toHaveURL(/\/cart\/$/);

    await openOrderable(page, PILLOWS, 'Voor 23:59 besteld, morgen in huis');
    await expect(page.locator('.product-info .delivery-promise')).toHaveText('Morgen in huis');
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page).toHaveURL(/\/cart\/$/);

    const lines = page.locator('.cart-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0).locator('.delivery-promise')).toHaveText(CREW_PROMISE);
    await expect(lines.nth(1).locator('.delivery-promise')).toHaveText('Morgen in huis');

    await page.goto('/checkout/address-details/');
    const summary = page.getByRole('complementary', { name: 'Je bestelling' });
    await expect(summary.locator('.delivery-promise')).toHaveText([CREW_PROMISE, 'Morgen in huis']);
  });

  test('a product the supplier sends itself gives its day; the header promises tomorrow for what is in stock', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openOrderable(page, PILLOWS, '2-3 werkdagen');
    // Two working days at the supplier (Thursday, Friday), then the carrier on Saturday.
    await expect(page.locator('.product-info .delivery-promise')).toHaveText('Zaterdag 5 december in huis');
    await expect(page.locator('.usp-delivery').first()).toContainText('Voor 23:59 besteld, morgen in huis (op voorraad)');
  });
});
