// Self-service returns in a real browser (docs/decisions/0057), with JavaScript (project js)
// and without (nojs): the test's own customer buys the test's own product (two of it), staff ship and
// deliver it in the back office, the customer returns one on the order's return page, sees the return
// number and downloads its label (a PDF); staff mark it received and refund it after a confirmation,
// the amount computed (what one unit was paid); the customer sees "Terugbetaald". A post from another
// site is refused.
import type { Browser, Page } from '@playwright/test';
import { addOwnProductToCart, expect, hasJs, hydrated, mailText, test, type OwnCustomer, type OwnProduct } from './fixtures';
import { logIn as staffLogIn, ready, workerStaff } from './staff-login';
import { formatPrice } from '../../lib/money';

test.describe.configure({ mode: 'serial' });

async function open(page: Page, url: string, js: boolean) {
  await page.goto(url);
  if (js) await hydrated(page);
}

/** The own customer's paid order of two of the own product, placed the way a shopper places it. */
async function placeOrder(browser: Browser, baseURL: string, customer: OwnCustomer, product: OwnProduct): Promise<string> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true, locale: 'nl-NL' });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/account/login/');
  await hydrated(page);
  await page.getByLabel('E-mailadres').fill(customer.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  // The account page once the login is through, however long that takes (waitForURL waits within the
  // test's limit): under load the login's post alone took 4.2 s and its page 1 s more, past the 5 s of
  // an expect (docs/decisions/0049).
  await page.waitForURL(/\/account\/$/);
  await addOwnProductToCart(page, product, 2);
  await page.getByRole('link', { name: 'Verder naar bestellen' }).click();
  await page.getByRole('button', { name: 'Verder naar verzenden en betalen' }).click();
  await page.getByRole('radio', { name: /iDEAL/ }).check();
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await page.getByRole('button', { name: 'Bestelling plaatsen en betalen' }).click();
  await page.getByLabel('Kies je bank').selectOption({ label: 'ING' });
  await page.getByLabel('Betaald').check();
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  // The provider's answer, the order's confirmation and its page: longer than an expect's 5 s under load.
  await page.waitForURL(/\/checkout\/thankyou\?order=DKBD\d{7}$/);
  const number = new URL(page.url()).searchParams.get('order')!;
  await context.close();
  return number;
}

test('a customer returns one unit and downloads its label; staff receive it and refund the computed amount', async ({
  page,
  browser,
  baseURL,
  ownCustomer,
  ownProduct,
}, testInfo) => {
  testInfo.setTimeout(240_000);
  const js = hasJs(testInfo);
  const number = await placeOrder(browser, baseURL!, ownCustomer, ownProduct);

  // Staff ship and deliver it.
  const staff = await browser.newContext({ baseURL, javaScriptEnabled: js, locale: 'nl-NL' });
  const office = await staff.newPage();
  await staffLogIn(office, await workerStaff('eigenaar'), js);
  await office.goto(`/beheer/bestellingen/${number}/`);
  await ready(office, js);
  await office.getByLabel('Vervoerder').selectOption('PostNL');
  await office.getByLabel('Track & trace-code').fill('3SRETOUR12345');
  await office.getByRole('button', { name: 'Markeer als verzonden' }).click();
  await expect(office.locator('.admin-heading .badge')).toHaveText('Verzonden');
  await ready(office, js);
  await office.getByRole('button', { name: 'Markeer als bezorgd' }).click();
  await expect(office.locator('.admin-heading .badge')).toHaveText('Bezorgd');

  // The customer: the order page links to the return page.
  await open(page, '/account/login/', js);
  await page.getByLabel('E-mailadres').fill(ownCustomer.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(ownCustomer.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL(/\/account\/$/);
  await open(page, `/account/orders/${number}/`, js);
  await page.getByRole('link', { name: 'Artikelen retourneren' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${number}/retour/$`));
  await expect(page.getByText(/wettelijke herroepingsrecht: binnen 14 dagen/)).toBeVisible();
  await expect(page.getByText(/tot 30 dagen na bezorging/)).toBeVisible();
  if (js) await hydrated(page);

  // Nothing chosen: a Dutch message, the reason kept.
  await page.getByLabel('Anders dan verwacht').check();
  await page.getByRole('button', { name: 'Retour aanmelden' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Kies minstens één artikel' })).toBeVisible();
  await expect(page.getByLabel('Anders dan verwacht')).toBeChecked();

  await page.getByLabel(ownProduct.title, { exact: false }).selectOption('1');
  await page.getByRole('button', { name: 'Retour aanmelden' }).click();
  await expect(page.getByText(/Je retour RS\d{7} is aangemeld/)).toBeVisible();
  const returnNumber = (await page.getByText(/Je retour RS\d{7} is aangemeld/).textContent())!.match(/RS\d{7}/)![0];
  await expect(page.locator('.return-item').filter({ hasText: returnNumber })).toContainText('Aangemeld');

  // The label: a PDF with the return number in its name.
  const label = await page.request.get(`/account/retouren/${returnNumber}/label/`);
  expect(label.status()).toBe(200);
  expect(label.headers()['content-type']).toBe('application/pdf');
  expect(label.headers()['content-disposition']).toContain(`retourlabel-${returnNumber}.pdf`);
  expect((await label.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('link', { name: `Retourlabel ${returnNumber} downloaden (PDF)` })).toBeVisible();
  // And by mail, with the label attached.
  const mail = await mailText(ownCustomer.email, 'customer-return-created');
  expect(mail).toContain(`Je retournummer is ${returnNumber}.`);
  expect(mail).toContain('als bijlage');

  // A post from another site does not start a return.
  const forged = await page.request.post(`/account/orders/${number}/retour/`, {
    headers: { Origin: 'https://kwaadwillend.example', 'Sec-Fetch-Site': 'cross-site' },
    form: { request_id: 'vervalst-formulier-1', reason: 'bedacht', qty_1: '1' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);

  // Staff receive and refund it: the amount is what one of the two units was paid.
  await office.goto('/beheer/klantretouren/');
  await ready(office, js);
  const card = office.locator('.admin-card-item').filter({ hasText: returnNumber });
  await card.getByLabel('Notitie bij de controle (niet verplicht)').fill('Ongebruikt, in de verpakking');
  await card.getByRole('button', { name: 'Ontvangen en gecontroleerd' }).click();
  await expect(office.getByRole('status').filter({ hasText: 'Retour staat op ontvangen en gecontroleerd.' })).toBeVisible();
  await ready(office, js);
  await office.locator('.admin-card-item').filter({ hasText: returnNumber }).getByRole('button', { name: 'Terugbetalen…' }).click();
  // The confirmation shows the computed amount before anything is refunded (docs/decisions/0064).
  const amount = formatPrice(ownProduct.price);
  await expect(office.getByRole('heading', { name: `Retour terugbetalen: ${amount}?` })).toBeVisible();
  await office.getByRole('button', { name: `Ja, ${amount} terugbetalen` }).click();
  await expect(office.getByRole('status').filter({ hasText: `${amount} wordt terugbetaald voor retour ${returnNumber}.` })).toBeVisible();
  await staff.close();

  await open(page, `/account/orders/${number}/retour/`, js);
  await expect(page.locator('.return-item').filter({ hasText: returnNumber })).toContainText('Terugbetaald');
});
