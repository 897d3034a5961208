// Field data (docs/decisions/0068): with JavaScript, a shopper's page view (load, click,
// navigate away) is sent as one beacon and counted in /beheer/snelheid/; without JavaScript nothing
// is sent and the staff page is a plain table. Screenshots at 390 and 1280 px with SHOTS_DIR set.
import type { Page } from '@playwright/test';
import { expect, hasJs, test } from './fixtures';
import { logIn, workerStaff } from './staff-login';

/** The page views the back office shows for a route on desktop (0 without a line). */
async function viewsOf(page: Page, route: string): Promise<number> {
  await page.goto('/beheer/snelheid/?dagen=7');
  const row = page.locator(`tr[data-route="${route}"]`).filter({ hasText: 'Desktop' });
  if ((await row.count()) === 0) return 0;
  return Number(await row.locator('td').nth(1).textContent());
}

test('a page view with a click and a navigation shows up in the back office, with its figures', async ({ browser, baseURL }, testInfo) => {
  const js = hasJs(testInfo);
  const staffContext = await browser.newContext({ baseURL, javaScriptEnabled: js, locale: 'nl-NL' });
  const staff = await staffContext.newPage();
  await logIn(staff, await workerStaff('medewerker'), js);
  const before = await viewsOf(staff, 'brands');

  const shopper = await browser.newContext({ baseURL, javaScriptEnabled: js, locale: 'nl-NL', viewport: { width: 1280, height: 800 } });
  const page = await shopper.newPage();
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/vitals')) beacons.push(r.postData() ?? '');
  });
  await page.goto('/brands/');
  if (js) await page.waitForFunction(() => Boolean((window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter));
  await page.locator('main a[href^="/brands/"]').first().click();
  await page.waitForURL(/\/brands\/[^/]+/);
  if (js) {
    await expect.poll(() => beacons.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const sent = JSON.parse(beacons[0]!) as { route: string; device: string; metrics: Record<string, number> };
    expect(sent).toMatchObject({ route: 'brands', device: 'desktop' });
    expect(sent.metrics.TTFB).toBeGreaterThanOrEqual(0);
    await expect.poll(() => viewsOf(staff, 'brands'), { timeout: 15_000 }).toBeGreaterThan(before);
    await expect(staff.locator('tr[data-route="brands"]').first()).toContainText(/goed|matig|slecht/);
  } else {
    await page.goto('/');
    expect(beacons).toEqual([]);
    await staff.goto('/beheer/snelheid/');
    await expect(staff.getByRole('heading', { name: 'Snelheid', level: 1 })).toBeVisible();
    await expect(staff.getByRole('link', { name: 'Snelheid' })).toBeVisible();
  }
  if (process.env.SHOTS_DIR) {
    for (const width of [390, 1280]) {
      await staff.setViewportSize({ width, height: 900 });
      await staff.goto('/beheer/snelheid/');
      await staff.screenshot({
        caret: 'initial',
        path: `${process.env.SHOTS_DIR}/beheer-snelheid-${width}-${js ? 'js' : 'nojs'}.png`,
        fullPage: true,
      });
    }
  }
  await shopper.close();
  await staffContext.close();
});
