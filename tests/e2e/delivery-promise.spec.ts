// The delivery promise as a shopper reads it (docs/decisions/0053): the product page, the cart and the checkout say
// the same sentence. The shop's promise clock is fixed by DELIVERY_CLOCK in playwright.config.ts
// (Wednesday 2 December 2026, 12:00 in Amsterdam), so nothing here depends on the day the tests run.
import type { Page } from '@playwright/test';
import { expect, hasJs, hydrated, test, withConsent } from './fixtures';

const PILLOWS = '/hoofdkussen/hoofdkussens/';
const BOXSPRINGS = '/boxspring/';
const CREW_PROMISE = 'Levering vanaf 17 december, jij kiest de dag';

/** The first product of a listing whose tile says `tileText` and that can be put in the cart, opened. */
async function openOrderable(page: Page, js: boolean, listing: string, tileText?: string): Promise<string> {
  await page.goto(listing);
  const tiles = await page.locator('.listing-tile').evaluateAll((els) =>
    els.map((el) => ({
      href: el.querySelector('.tile-title a')?.getAttribute('href') ?? '',
      delivery: el.querySelector('.tile-delivery')?.textContent?.trim() ?? null,
    })),
  );
  const hrefs = tiles
    .filter((t) => t.href && (!tileText || t.delivery === tileText))
    .map((t) => t.href)
    .slice(0, 8);
  for (const href of hrefs) {
    await page.goto(href);
    if ((await addButton(page).count()) > 0) {
      if (js) await hydrated(page);
      return href;
    }
  }
  throw new Error(`geen bestelbaar product op ${listing}`);
}

const addButton = (page: Page) => page.locator('.product-buy').getByRole('button', { name: 'In winkelwagen' });

test.describe('delivery promise', () => {
  // A slow machine shared with other suites: two product pages, the cart and the checkout in one test.
  test.setTimeout(90_000);
  test.beforeEach(async ({ context }) => withConsent(context));

  test('a made-to-order boxspring says "Levering vanaf …", an in-stock pillow "Morgen in huis"; the cart and checkout say the same', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openOrderable(page, hasJs(testInfo), BOXSPRINGS);
    await expect(page.locator('.product-info .delivery-promise')).toHaveText(CREW_PROMISE);
    // No "morgen in huis" highlight on a product that cannot keep it.
    await expect(page.locator('.product-usps')).not.toContainText('morgen in huis');
    await addButton(page).click();
    await expect(page).toHaveURL(/\/cart\/$/, { timeout: 15_000 });

    await openOrderable(page, hasJs(testInfo), PILLOWS, 'Voor 23:59 besteld, morgen in huis');
    await expect(page.locator('.product-info .delivery-promise')).toHaveText('Morgen in huis');
    await addButton(page).click();
    await expect(page).toHaveURL(/\/cart\/$/, { timeout: 15_000 });

    const lines = page.locator('.cart-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0).locator('.delivery-promise')).toHaveText(CREW_PROMISE);
    await expect(lines.nth(1).locator('.delivery-promise')).toHaveText('Morgen in huis');

    await page.goto('/checkout/address-details/');
    const summary = page.getByRole('complementary', { name: 'Je bestelling' });
    await expect(summary.locator('.delivery-promise')).toHaveText([CREW_PROMISE, 'Morgen in huis']);
  });

  test('a product the supplier sends itself gives its day; the header promises tomorrow for what is in stock', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openOrderable(page, hasJs(testInfo), PILLOWS, '2-3 werkdagen');
    // Two working days at the supplier (Thursday, Friday), then the carrier on Saturday.
    await expect(page.locator('.product-info .delivery-promise')).toHaveText('Zaterdag 5 december in huis');
    await expect(page.locator('.usp-delivery').first()).toContainText('Voor 23:59 besteld, morgen in huis (op voorraad)');
  });
});
