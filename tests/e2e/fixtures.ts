// Shared Playwright fixtures: every test fails on an unexpected console error or page error.
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        // Bad input answers 4xx on purpose (a 400 form, a 404 page); the browser logs that load.
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** True in the `js` project. */
export function hasJs(testInfo: { project: { name: string } }): boolean {
  return testInfo.project.name === 'js';
}

/** Waits until React has hydrated the page (js project only). */
export async function hydrated(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => Boolean((window as unknown as { __remixContext?: unknown }).__remixContext) && document.readyState === 'complete');
  // The copy button only becomes usable after hydration: a reliable sign React has taken over.
  await page.locator('.copy-code:not(.pending)').first().waitFor({ state: 'attached' });
  // Parts whose code loads after hydration (components/ui/deferred.tsx) count down to 0.
  await page.waitForFunction(() => (document.documentElement.dataset.deferredPending ?? '0') === '0');
}

/**
 * Adds the first best seller that can be ordered. Tests in both projects run at once against one
 * shop and buy the same products, so a product can sell out between its page and the add: then the
 * cart says so and the next best seller is tried.
 */
export async function addFirstProductToCart(page: import('@playwright/test').Page) {
  await page.goto('/bestsellers/');
  const links = await page.locator('a[href$=".html"]').evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute('href')!))]);
  for (const href of links) {
    await page.goto(href);
    const add = page.getByRole('button', { name: 'In winkelwagen' });
    if ((await add.count()) === 0) continue;
    await add.click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.getByRole('heading', { name: 'Mijn Winkelwagen' })).toBeVisible();
    if ((await page.locator('.cart-line').count()) > 0) return;
  }
  throw new Error('Geen bestelbaar product gevonden');
}
