// Staff plan the crew's days (docs/decisions/0066): a medewerker sets the places of a week in a
// region of the project's own (js: NL25, nojs: NL30), a shopper orders a boxspring for Friday 18 December
// with assembly, the staff member sees it on that day's list (name, address, phone, service, item) and on
// the route sheet, and marks it delivered. Both with and without JavaScript. The shop's delivery clock is
// fixed (DELIVERY_CLOCK in playwright.config.ts: Wednesday 2 December 2026).
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, hasJs, hydrated, pickDeliveryDay, test } from './fixtures';
import { logIn, ready, workerStaff } from './staff-login';

const addButton = (page: Page) => page.locator('.product-buy').getByRole('button', { name: 'In winkelwagen' });

/** A boxspring ordered for `day` in the morning with assembly, to `zipcode`, paid at the sandbox; answers its number. */
async function crewOrder(browser: Browser, baseURL: string, zipcode: string, name: string): Promise<string> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true, locale: 'nl-NL' });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/boxspring/');
  const hrefs = await page.locator('.listing-tile .tile-title a').evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  let found = false;
  for (const href of hrefs.filter(Boolean).slice(0, 8)) {
    await page.goto(href);
    if ((await addButton(page).count()) > 0) {
      found = true;
      break;
    }
  }
  expect(found, 'een bestelbare boxspring').toBe(true);
  await hydrated(page);
  await addButton(page).click();
  await expect(page).toHaveURL(/\/cart\/$/, { timeout: 15_000 });
  await page.goto('/checkout/address-details/');
  await page.getByLabel('Voornaam', { exact: true }).fill(name);
  await page.getByLabel('Achternaam', { exact: true }).fill('Planning');
  await page.getByLabel('E-mailadres').fill(`planning-${Date.now()}@example.nl`);
  await page.getByLabel('Telefoonnummer').fill('06 55544433');
  await page.getByLabel('Postcode').first().fill(zipcode);
  await page.getByLabel('Huisnummer').first().fill('1');
  await page.getByRole('button', { name: 'Verder naar verzenden en betalen' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/);
  await pickDeliveryDay(page, true, /vrijdag 18 december/, 'ochtend');
  await page.getByRole('checkbox', { name: /Montage door onze bezorgers/ }).check();
  await page.getByRole('radio', { name: /Creditcard/ }).check();
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\/$/);
  await page.getByRole('button', { name: 'Bestelling plaatsen en betalen' }).click();
  await page.getByLabel('Betaald').check();
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=DKBD\d{7}$/);
  const number = new URL(page.url()).searchParams.get('order')!;
  await context.close();
  return number;
}

async function shots(page: Page, name: string, project: string, print = false) {
  mkdirSync('docs/screenshots/delivery', { recursive: true });
  if (print) await page.emulateMedia({ media: 'print' });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ caret: 'initial', path: `docs/screenshots/delivery/planning-${name}-${width}-${project}.png`, fullPage: true });
  }
  if (print) await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('staff plan the delivery days', () => {
  test.setTimeout(150_000);

  test("set a week's capacity, see a crew order on its day's list and route sheet, mark it delivered", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const js = hasJs(testInfo);
    const project = testInfo.project.name;
    const [region, zipcode] = js ? ['NL25', '2511 BL'] : ['NL30', '3011 AD'];
    const name = js ? 'Fleur' : 'Joost';
    const number = await crewOrder(browser, baseURL!, zipcode, name);

    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, await workerStaff('medewerker'), js);
    await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Bezorgplanning' }).click();
    await expect(page.getByRole('heading', { name: 'Bezorgplanning', level: 1 })).toBeVisible();
    await ready(page, js);
    await page.getByLabel('Regio', { exact: true }).fill(region.toLowerCase());
    await page.getByLabel('Week met de dag').fill('2026-12-14');
    await page.getByRole('button', { name: 'Toon week' }).click();
    await expect(page.getByRole('heading', { name: `${region}, week van maandag 14 december` })).toBeVisible();
    const friday = page.getByRole('row', { name: /vrijdag 18 december/ });
    // The order holds one of the default four morning places.
    await expect(friday.getByRole('cell').nth(0)).toContainText('1 van 4');

    // Bulk edit: every day of the week (Monday to Friday) gets 5 morning and 3 afternoon places; the evening stays.
    await ready(page, js);
    await page.getByLabel('Ochtend (plaatsen)').fill('5');
    await page.getByLabel('Middag (plaatsen)').fill('3');
    await page.getByRole('button', { name: 'Opslaan voor de gekozen dagen' }).click();
    await expect(page.getByRole('status')).toContainText(`Capaciteit opgeslagen voor ${region}: 10 dagdelen gewijzigd.`);
    await expect(friday.getByRole('cell').nth(0)).toContainText('1 van 5');
    await expect(friday.getByRole('cell').nth(1)).toContainText('0 van 3');
    await expect(friday.getByRole('cell').nth(2)).toContainText('0 van 4');

    // Below what is booked: refused in Dutch, what was typed kept.
    await ready(page, js);
    const thursdayBox = page.getByRole('checkbox', { name: /donderdag 17 december/ });
    // The whole form first: after a post the page streams in, and a day box that arrives after the
    // look-up would stay ticked (CI under load sent Thursday along and kept it ticked).
    const dayBoxes = page.getByRole('group', { name: 'Dagen' }).getByRole('checkbox');
    await expect(dayBoxes).toHaveCount(5);
    for (const box of await dayBoxes.all()) await box.uncheck();
    await page.getByRole('checkbox', { name: /vrijdag 18 december/ }).check();
    await page.getByLabel('Ochtend (plaatsen)').fill('0');
    await page.getByRole('button', { name: 'Opslaan voor de gekozen dagen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'al 1 plaats geboekt' })).toBeVisible();
    await expect(page.getByLabel('Ochtend (plaatsen)')).toHaveValue('0');
    await expect(thursdayBox).not.toBeChecked();
    await expect(friday.getByRole('cell').nth(0)).toContainText('1 van 5');

    // Close Thursday: it shows closed.
    await ready(page, js);
    const thursday = page.getByRole('row', { name: /donderdag 17 december/ });
    await thursday.getByRole('button', { name: 'Dag sluiten' }).click();
    await expect(page.getByRole('status')).toContainText(`${region}: donderdag 17 december is gesloten.`);
    await expect(thursday).toContainText('Gesloten');
    await expect(thursday.getByRole('button', { name: 'Dag sluiten' })).toHaveCount(0);
    await shots(page, 'week', project);

    // The day list: the order with the customer's name, address, phone, service and item.
    await page.getByRole('link', { name: 'vrijdag 18 december' }).click();
    await expect(page.getByRole('heading', { name: `Dagplanning ${region}, vrijdag 18 december`, level: 1 })).toBeVisible();
    const stop = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: number }) });
    await expect(stop).toContainText(`${name} Planning`);
    await expect(stop).toContainText(zipcode);
    await expect(stop).toContainText('0655544433');
    await expect(stop).toContainText('Montage door onze bezorgers');
    await expect(stop).toContainText(/1 × .*boxspring/i);
    await expect(stop).toContainText('Te bezorgen');
    await shots(page, 'dag', project);

    // The route sheet, as printed.
    await page.getByRole('link', { name: 'Routeblad afdrukken' }).click();
    await expect(page.getByRole('heading', { name: `Routeblad ${region} — vrijdag 18 december` })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: number })).toContainText(zipcode);
    await shots(page, 'routeblad', project, true);
    await page.getByRole('link', { name: '← Dagplanning' }).click();

    // Delivered: once.
    await ready(page, js);
    await stop.getByRole('button', { name: 'Bezorgd' }).click();
    await expect(page.getByRole('status')).toContainText(`${number} is bezorgd.`);
    await expect(stop).toContainText('Bezorgd');
    await expect(stop.getByRole('button', { name: 'Niet thuis' })).toHaveCount(0);
    await page.goto(`/beheer/bestellingen/${number}/`);
    await expect(page.getByText('Bezorgd door onze bezorgers')).toBeVisible();
  });

  test('a post from another site to the planning is refused, even with the staff cookie', async ({ page }, testInfo) => {
    await logIn(page, await workerStaff('medewerker'), hasJs(testInfo));
    for (const path of ['/beheer/bezorging/', '/beheer/bezorging/NL25/2026-12-18/']) {
      const res = await page.request.post(path, {
        form: { intent: 'capaciteit', regio: 'NL25', dagen: '2026-12-18', ochtend: '50' },
        headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        maxRedirects: 0,
      });
      expect(res.status(), path).toBe(403);
      expect(await res.text()).toBe('Dit formulier kan alleen vanaf Slaapzaak zelf worden verstuurd.');
    }
  });
});
