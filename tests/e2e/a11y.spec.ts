// Accessibility gate (docs/decisions/0021): axe-core on the key pages in both projects, plus the checks axe
// cannot make on its own: skip link, landmarks, Dutch lang, every field labelled, visible focus.
import type { Page } from '@playwright/test';
import { asServedWithoutJs, expectNoSeriousViolations as expectAxeClean } from './axe';
import { expect, hasJs, test } from './fixtures';

const demo = { email: 'demo@slaapzaak.nl', password: 'Slaapzaak2026!' };

/** Opens a page; in the js project waits until React has taken over so axe sees the live page. */
async function open(page: Page, url: string, js: boolean, status = 200) {
  const res = await page.goto(url);
  expect(res?.status(), `status of ${url}`).toBe(status);
  if (js) await hydrated(page);
}

/** Waits until React has hydrated (any layout: the router exists only after hydration; React Router 7's __reactRouterDataRouter). */
async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      Boolean((window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter) && document.readyState === 'complete',
  );
}

/** The first orderable product of the best sellers, added to the cart. */
async function putProductInCart(page: Page) {
  await page.goto('/bestsellers/');
  const hrefs = await page.locator('a[href$=".html"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  for (const href of hrefs) {
    await page.goto(href);
    if ((await page.getByRole('button', { name: 'In winkelwagen' }).count()) > 0) break;
  }
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
}

async function firstProductUrl(page: Page) {
  await page.goto('/dekbedovertrek/');
  return (await page.locator('a[href$=".html"]').first().getAttribute('href'))!;
}

/**
 * Runs axe (WCAG 2.x A/AA rules) and fails on any serious or critical violation, listing them. Without JavaScript
 * the same URL (same cookies) is checked as served (axe.ts).
 */
async function expectNoSeriousViolations(page: Page, label: string, js: boolean) {
  if (js) return expectAxeClean(page, label);
  const served = await asServedWithoutJs(page);
  try {
    await expectAxeClean(await served.open(page.url()), label);
  } finally {
    await served.close();
  }
}

/** The frame every page shares: Dutch lang, a skip link to the main landmark, header/main/footer. */
async function expectFrame(page: Page, { navigation = true } = {}) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await expect(skip).toHaveAttribute('href', '#main');
  await expect(page.locator('#main')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('contentinfo').first()).toBeAttached();
  // The checkout frame leaves out the site navigation on purpose (no way out but back to the cart).
  if (navigation) await expect(page.getByRole('navigation').first()).toBeAttached();
}

/** Every visible form control has an accessible name (a label, aria-label or aria-labelledby). */
async function expectFieldsLabelled(page: Page) {
  const unlabelled = await page.evaluate(() => {
    const fields = Array.from(document.querySelectorAll<HTMLElement>('input, select, textarea'));
    return fields
      .filter((el) => {
        const type = el.getAttribute('type');
        if (type === 'hidden' || type === 'submit' || type === 'button' || type === 'image' || type === 'reset') return false;
        const style = getComputedStyle(el);
        if (style.display === 'none' || style.visibility === 'hidden') return false;
        // Not rendered at all (inside a display:none parent, like the honeypot of public forms).
        if (!el.checkVisibility()) return false;
        const labelled =
          (el as HTMLInputElement).labels?.length ||
          el.getAttribute('aria-label')?.trim() ||
          (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).some((id) => id && document.getElementById(id)?.textContent?.trim()) ||
          el.getAttribute('title')?.trim();
        return !labelled;
      })
      .map((el) => el.outerHTML.slice(0, 120));
  });
  expect(unlabelled, 'form fields without a label').toEqual([]);
}

/** Tabbing moves focus to the skip link first and it is visibly outlined when it has focus. */
async function expectVisibleFocus(page: Page) {
  await page.locator('body').press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName('Naar de inhoud');
  await expect(focused).toBeVisible();
  const ring = await focused.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0, shadow: s.boxShadow !== 'none' };
  });
  expect(ring.outline || ring.shadow, 'focused element shows an outline or ring').toBe(true);
  // The next stop (a header link) shows its focus too.
  await page.keyboard.press('Tab');
  const next = await page.locator(':focus').evaluate((el) => {
    const s = getComputedStyle(el);
    return { tag: el.tagName, outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0, shadow: s.boxShadow !== 'none' };
  });
  expect(next.outline || next.shadow, `focus visible on ${next.tag}`).toBe(true);
}

const anonymousPages: { name: string; url: string | ((page: Page) => Promise<string>); status?: number }[] = [
  { name: 'home', url: '/' },
  { name: 'product overview with a filter', url: '/dekbedovertrek/?sort=prijs-oplopend' },
  { name: 'product page', url: firstProductUrl },
  { name: 'search results', url: '/zoeken/?tn_q=dekbed+wit' },
  { name: 'brands', url: '/brands/' },
  { name: 'login', url: '/account/login/' },
  { name: 'register', url: '/account/register/' },
  { name: '404', url: '/deze-pagina-bestaat-echt-niet/', status: 404 },
  { name: 'text page', url: '/dekbed/dekbed-wassen/' },
  { name: 'service page', url: '/service/klantenservice-contact/' },
  { name: 'sitemap', url: '/sitemap/' },
];

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // axe runs take seconds each on a busy machine; the flows add a cart line or a login first.
  test.describe.configure({ timeout: 90_000 });

  for (const p of anonymousPages) {
    test(`${p.name}: no serious or critical violations`, async ({ page }, testInfo) => {
      const url = typeof p.url === 'string' ? p.url : await p.url(page);
      await open(page, url, hasJs(testInfo), p.status);
      await expectFrame(page);
      await expectFieldsLabelled(page);
      await expectNoSeriousViolations(page, p.name, hasJs(testInfo));
    });
  }

  test('cart with a line and the checkout address step', async ({ page }, testInfo) => {
    await putProductInCart(page);
    await open(page, '/cart/', hasJs(testInfo));
    await expect(page.getByRole('heading', { name: 'Mijn Winkelwagen' })).toBeVisible();
    await expectFrame(page);
    await expectFieldsLabelled(page);
    await expectNoSeriousViolations(page, 'cart', hasJs(testInfo));
    await open(page, '/checkout/address-details/', hasJs(testInfo));
    await expect(page.getByLabel('Postcode').first()).toBeVisible();
    await expectFrame(page, { navigation: false });
    await expectFieldsLabelled(page);
    await expectNoSeriousViolations(page, 'checkout address', hasJs(testInfo));
  });

  test('account dashboard of the demo customer', async ({ page }, testInfo) => {
    await open(page, '/account/login/', hasJs(testInfo));
    await page.getByLabel('E-mailadres').fill(demo.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/account\/?$/);
    if (hasJs(testInfo)) await hydrated(page);
    await expectFrame(page);
    await expectFieldsLabelled(page);
    await expectNoSeriousViolations(page, 'account dashboard', hasJs(testInfo));
  });

  test('keyboard: the skip link comes first and focus is visible', async ({ page }, testInfo) => {
    await open(page, '/', hasJs(testInfo));
    await expectVisibleFocus(page);
    // Following the skip link lands in the main landmark.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
