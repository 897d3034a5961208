// A trial return with pickup in a real browser (docs/decisions/0065), with JavaScript (js) and
// without (nojs): the test's own customer buys a mattress of the test's own (checkout as a shopper does),
// staff ship and deliver it, 35 nights pass (the fixture moves the delivery back); the order page offers
// the trial return, the customer chooses a pickup day and part of day from the crew's list, staff mark
// "Ophaling gedaan" after a confirmation with the computed amount, and the customer sees "Terugbetaald".
// A post from another site is refused. Screenshots at 390 and 1280 px under docs/screenshots/returns/.
import type { Browser, Page } from '@playwright/test';
import { expect, hasJs, hydrated, logInCustomer, mailText, seed, test, type OwnCustomer, type OwnProduct } from './fixtures';
import { logIn as staffLogIn, ready, workerStaff } from './staff-login';
import { formatPrice } from '../../lib/money';

test.describe.configure({ mode: 'serial' });

async function open(page: Page, url: string, js: boolean) {
  await page.goto(url);
  if (js) await hydrated(page);
}

/** The own customer's paid order of the own mattress, placed the way a shopper places it. */
async function placeOrder(browser: Browser, baseURL: string, customer: OwnCustomer, ...bought: OwnProduct[]): Promise<string> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true, locale: 'nl-NL' });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  const page = await context.newPage();
  await logInCustomer(page, customer, true);
  for (const product of bought) {
    await page.goto(product.path);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.locator('.cart-line').filter({ hasText: product.title })).toHaveCount(1);
  }
  await page.getByRole('link', { name: 'Verder naar bestellen' }).click();
  await page.getByRole('button', { name: 'Verder naar verzenden en betalen' }).click();
  await page.getByRole('radio', { name: /iDEAL/ }).check();
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await page.getByRole('button', { name: 'Bestelling plaatsen en betalen' }).click();
  await page.getByLabel('Kies je bank').selectOption({ label: 'ING' });
  await page.getByLabel('Betaald').check();
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=DKBD\d{7}$/);
  const number = new URL(page.url()).searchParams.get('order')!;
  await context.close();
  return number;
}

/** Staff (the worker's own owner) ship the order with a track & trace code and mark it delivered; the office stays open. */
async function shipAndDeliver(browser: Browser, baseURL: string, number: string, js: boolean, code: string) {
  const staff = await browser.newContext({ baseURL, javaScriptEnabled: js, locale: 'nl-NL' });
  const office = await staff.newPage();
  await staffLogIn(office, await workerStaff('eigenaar'), js);
  await office.goto(`/beheer/bestellingen/${number}/`);
  await ready(office, js);
  await office.getByLabel('Vervoerder').selectOption('PostNL');
  await office.getByLabel('Track & trace-code').fill(code);
  await office.getByRole('button', { name: 'Markeer als verzonden' }).click();
  await expect(office.locator('.admin-heading .badge')).toHaveText('Verzonden');
  await ready(office, js);
  await office.getByRole('button', { name: 'Markeer als bezorgd' }).click();
  await expect(office.locator('.admin-heading .badge')).toHaveText('Bezorgd');
  return { staff, office };
}

/** The own customer logs in on the shopper's page (cookie bar answered). */
async function logIn(page: Page, baseURL: string, customer: OwnCustomer, js: boolean) {
  await page.context().addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  await open(page, '/account/login/', js);
  await page.getByLabel('E-mailadres').fill(customer.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/account\/$/);
}

test('a trial return with pickup: a crew day chosen in the account, staff mark the pickup done, the customer sees it refunded', async ({
  page,
  browser,
  baseURL,
  ownCustomer,
}, testInfo) => {
  testInfo.setTimeout(240_000);
  const js = hasJs(testInfo);
  const mattress = await seed<OwnProduct>('/product', { stock: 50, type: 'matras' });
  const number = await placeOrder(browser, baseURL!, ownCustomer, mattress);

  // Staff ship and deliver it.
  const { staff, office } = await shipAndDeliver(browser, baseURL!, number, js, '3SPROEF12345');

  // Right after delivery: the order page says from when the trial return can be started.
  await logIn(page, baseURL!, ownCustomer, js);
  await open(page, `/account/orders/${number}/`, js);
  await expect(page.getByText(/Retourneren via proefslapen kan vanaf \d+ \w+ \d{4}\./)).toBeVisible();

  // 35 nights later.
  await seed(`/order/${number}/delivered`, { daysAgo: 35 });
  await open(page, `/account/orders/${number}/`, js);
  await expect(page.locator('.order-line-trial')).toHaveText('Nog 65 nachten proefslapen');
  await page.getByRole('link', { name: 'Proefslapen: retourneren en laten ophalen' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${number}/proefslapen/$`));
  if (js) await hydrated(page);

  await page.getByLabel('Anders dan verwacht').check();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (js)
      await page.screenshot({
        caret: 'initial',
        path: `docs/screenshots/returns/proefslapen-retour-formulier-${width}.png`,
        fullPage: true,
      });
  }
  const day = page.locator('label.option:has(input[name="delivery_date"]:not([disabled]))').first();
  const dayText = (await day.locator('.option-title').textContent())!.trim();
  const dayDate = await day.locator('input').inputValue();
  await day.locator('input').check();
  await page.getByRole('radio', { name: 'middag (12:00–17:00)' }).check();
  await page.getByRole('button', { name: 'Proefslaapretour aanmelden' }).click();
  const notice = page.getByText(/Je proefslaapretour RS\d{7} is aangemeld\. Onze bezorgers halen het op/);
  await expect(notice).toBeVisible();
  const returnNumber = (await notice.textContent())!.match(/RS\d{7}/)![0];
  await expect(notice).toContainText(`${dayText}, middag (12:00–17:00)`);
  const item = page.locator('.return-item').filter({ hasText: returnNumber });
  await expect(item).toContainText('Aangemeld');
  await expect(item).toContainText(`Ophalen: ${dayText}, middag (12:00–17:00)`);
  const mail = await mailText(ownCustomer.email, 'trial-return-created');
  expect(mail).toContain(`Onze bezorgers halen het op ${dayText}, middag (12:00–17:00)`);

  // A post from another site does not start a return.
  const forged = await page.request.post(`/account/orders/${number}/proefslapen/`, {
    headers: { Origin: 'https://kwaadwillend.example', 'Sec-Fetch-Site': 'cross-site' },
    form: { request_id: 'vervalst-formulier-2', reason: 'bedacht', qty_1: '1' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);

  // Staff: the list shows the kind and the pickup day; "Ophaling gedaan" refunds after the confirmation.
  await office.goto('/beheer/klantretouren/');
  await ready(office, js);
  const card = office.locator('.admin-card-item').filter({ hasText: returnNumber });
  await expect(card.getByRole('heading')).toContainText(`Proefslaapretour ${returnNumber}`);
  await expect(card).toContainText(`Ophalen door de bezorgers: ${dayText}, middag (12:00–17:00)`);
  for (const width of [390, 1280]) {
    await office.setViewportSize({ width, height: 900 });
    if (js) await office.screenshot({ caret: 'initial', path: `docs/screenshots/returns/proefslapen-beheer-${width}.png`, fullPage: true });
  }
  // The crew's day list (region NL12: the own customer lives at 1234 AB) has the pickup as a stop of its own,
  // without the delivery's buttons; the route sheet names it too.
  await office.goto(`/beheer/bezorging/NL12/${dayDate}/`);
  await ready(office, js);
  const stop = office.locator('.planning-stop').filter({ hasText: returnNumber });
  await expect(stop.locator('.planning-kind')).toHaveText('Ophalen');
  await expect(stop).toContainText('Op te halen');
  await expect(stop.getByRole('button')).toHaveCount(0);
  if (process.env.SHOTS_DIR && js) {
    for (const width of [390, 1280]) {
      await office.setViewportSize({ width, height: 900 });
      await office.screenshot({ caret: 'initial', path: `${process.env.SHOTS_DIR}/planning-dag-ophalen-${width}.png`, fullPage: true });
    }
  }
  await office.goto(`/beheer/bezorging/NL12/${dayDate}/routeblad/`);
  await expect(office.getByText(returnNumber)).toBeVisible();
  await office.goto('/beheer/klantretouren/');
  await ready(office, js);
  await card.getByRole('button', { name: 'Ophaling gedaan…' }).click();
  // The whole order goes back: what the mattress was paid (shipping was free above € 100), computed, never typed.
  const amount = formatPrice(mattress.price);
  expect(mattress.price).toBeGreaterThanOrEqual(10_000);
  await expect(office.getByRole('heading', { name: `Ophaling gedaan en ${amount} terugbetalen?` })).toBeVisible();
  await office.getByRole('button', { name: `Ja, opgehaald: ${amount} terugbetalen` }).click();
  await expect(
    office.getByRole('status').filter({ hasText: `Ophaling van retour ${returnNumber} is gedaan; ${amount} wordt terugbetaald.` }),
  ).toBeVisible();
  await staff.close();

  await open(page, `/account/orders/${number}/proefslapen/`, js);
  await expect(page.locator('.return-item').filter({ hasText: returnNumber })).toContainText('Terugbetaald');
});

test('a pillow bought with a topper goes back by parcel without choosing a pickup day', async ({
  page,
  browser,
  baseURL,
  ownCustomer,
}, testInfo) => {
  testInfo.setTimeout(240_000);
  const js = hasJs(testInfo);
  const topper = await seed<OwnProduct>('/product', { stock: 50, type: 'topper' });
  const pillow = await seed<OwnProduct>('/product', { stock: 50, type: 'hoofdkussen' });
  const number = await placeOrder(browser, baseURL!, ownCustomer, topper, pillow);

  const { staff } = await shipAndDeliver(browser, baseURL!, number, js, '3SKUSSEN12345');
  await staff.close();
  await seed(`/order/${number}/delivered`, { daysAgo: 20 });

  await logIn(page, baseURL!, ownCustomer, js);
  await open(page, `/account/orders/${number}/proefslapen/`, js);
  // Twenty nights: both may go back (topper 14 to 100 nights, pillow 7 to 30); the crew day is asked for the
  // topper, but a return of only the pillow needs none.
  await expect(page.getByRole('group', { name: /Ophaaldag \(alleen nodig als je een matras of topper retourneert/ })).toBeVisible();
  await page.getByLabel(new RegExp(pillow.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).selectOption('1');
  await page.getByLabel('Anders dan verwacht').check();
  await page.getByRole('button', { name: 'Proefslaapretour aanmelden' }).click();
  const notice = page.getByText(/Je proefslaapretour RS\d{7} is aangemeld/);
  await expect(notice).toBeVisible();
  await expect(page.locator('input[name="delivery_date"]:checked')).toHaveCount(0);
});
