// The back office in a real browser (docs/decisions/0036), with JavaScript (project js) and without (nojs):
// staff log in with a password and a TOTP code, ship an order with track & trace, refund part of
// it after a confirmation, moderate a review, adjust stock and make a discount code; a medewerker
// gets the Dutch 403 on the owner's pages; without a login every page goes to the login page;
// answers are never cached; a post from another site is refused; axe finds nothing serious.
// SHOTS_DIR=/tmp/shots saves screenshots of the main pages at 1280 and 390 px.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Cookie, Page } from '@playwright/test';
import { asServedWithoutJs, expectNoSeriousViolations } from './axe';
import { addFirstProductToCart, expect, hasJs, test } from './fixtures';
import { logIn, ready, workerStaff, type Staff } from './staff-login';

// One login per account, reused by the tests; the accounts are this worker's own (workerStaff).
test.describe.configure({ mode: 'serial' });

const logins = new Map<string, Cookie[]>();

async function staffCookies(browser: Browser, baseURL: string, who: Staff, js: boolean): Promise<Cookie[]> {
  const known = logins.get(who.email);
  if (known) return known;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: js, locale: 'nl-NL' });
  const page = await context.newPage();
  await logIn(page, who, js);
  const cookies = (await context.cookies()).filter((c) => c.name.includes('beheer'));
  await context.close();
  logins.set(who.email, cookies);
  return cookies;
}

/** A paid order placed the way a shopper places it (sandbox PSP: Betaald); answers its number. */
async function placePaidOrder(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true, locale: 'nl-NL' });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  const page = await context.newPage();
  await addFirstProductToCart(page);
  await page.getByRole('link', { name: 'Verder naar bestellen' }).click();
  await page.getByLabel('Voornaam', { exact: true }).fill('Sanne');
  await page.getByLabel('Achternaam', { exact: true }).fill('de Vries');
  await page.getByLabel('E-mailadres').fill('sanne.beheer@example.nl');
  await page.getByLabel('Telefoonnummer').fill('06 12345678');
  await page.getByLabel('Postcode').first().fill('1234 AB');
  await page.getByLabel('Huisnummer').first().fill('1');
  await page.getByRole('button', { name: 'Verder naar verzenden en betalen' }).click();
  await page.getByRole('radio', { name: /iDEAL/ }).check();
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await page.getByRole('button', { name: 'Bestelling plaatsen en betalen' }).click();
  // iDEAL 2.0: the bank is chosen on the provider's page (docs/decisions/0040).
  await page.getByLabel('Kies je bank').selectOption({ label: 'ING' });
  await page.getByLabel('Betaald').check();
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  // The provider's answer, the order's confirmation and its page: longer than an expect's 5 s under load.
  await page.waitForURL(/\/checkout\/thankyou\?order=DKBD\d{7}$/);
  const number = new URL(page.url()).searchParams.get('order')!;
  await context.close();
  return number;
}

function expectNeverShared(cacheControl: string | undefined, where: string) {
  expect(cacheControl, where).toBe('private, no-store');
  expect(cacheControl ?? '', where).not.toMatch(/public|s-maxage|stale-while-revalidate/);
}

async function as(context: BrowserContext, browser: Browser, baseURL: string, who: Staff, js: boolean) {
  await context.addCookies(await staffCookies(browser, baseURL, who, js));
}

const shotsDir = process.env.SHOTS_DIR;
async function shots(page: Page, name: string, js: boolean) {
  if (!shotsDir || !js) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ caret: 'initial', path: `${shotsDir}/beheer-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('without a login every back-office page goes to the login page, and nothing is cached', async ({ page, request }, testInfo) => {
  for (const path of [
    '/beheer/',
    '/beheer/bestellingen/?status=paid',
    '/beheer/bestellingen/DKBD1000001/',
    '/beheer/bestellingen/export/',
    '/beheer/voorraad/',
    '/beheer/medewerkers/',
    '/beheer/auditlog/',
    '/beheer/bestaat-niet/',
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers().location, path).toMatch(/^\/beheer\/inloggen\/(\?redirectTo=%2Fbeheer%2F|$)/);
    expectNeverShared(res.headers()['cache-control'], path);
  }
  const login = await request.get('/beheer/inloggen/');
  expect(login.status()).toBe(200);
  expectNeverShared(login.headers()['cache-control'], '/beheer/inloggen/');
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /beheer/\n');

  await page.goto('/beheer/bestellingen/?status=paid');
  await expect(page).toHaveURL(/\/beheer\/inloggen\/\?redirectTo=%2Fbeheer%2Fbestellingen%2F%3Fstatus%3Dpaid$/);
  await expect(page.getByRole('heading', { name: 'Inloggen in het beheer' })).toBeVisible();
  await ready(page, hasJs(testInfo));
  await shots(page, 'inloggen', hasJs(testInfo));
  // A wrong password: the API's Dutch message, the address kept, the password not.
  await page.getByLabel('E-mailadres', { exact: true }).fill('niemand@slaapzaak.nl');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Verkeerd2026!');
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Onjuiste inloggegevens.' })).toBeVisible();
  await expect(page.getByLabel('E-mailadres', { exact: true })).toHaveValue('niemand@slaapzaak.nl');
  await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveValue('');
});

test('the owner logs in with a TOTP code; the staff cookie is HttpOnly, SameSite=Strict and only for /beheer', async ({
  browser,
  baseURL,
}, testInfo) => {
  testInfo.setTimeout(150_000);
  const cookies = await staffCookies(browser, baseURL!, await workerStaff('eigenaar'), hasJs(testInfo));
  expect(cookies).toHaveLength(1);
  expect(cookies[0]).toMatchObject({ name: 'slaapzaak_beheer', httpOnly: true, sameSite: 'Strict', path: '/beheer' });
  expect(cookies[0]!.expires - Date.now() / 1000).toBeGreaterThan(8 * 3600 - 120);
  expect(cookies[0]!.expires - Date.now() / 1000).toBeLessThanOrEqual(8 * 3600 + 5);
});

test('back-office answers are private and no-store, page and data alike', async ({ page, context, browser, baseURL }, testInfo) => {
  const js = hasJs(testInfo);
  await as(context, browser, baseURL!, await workerStaff('eigenaar'), js);
  for (const path of [
    '/beheer/',
    '/beheer/bestellingen/',
    '/beheer/bestellingen/DKBD1000001/',
    '/beheer/kortingscodes/',
    '/beheer/auditlog/',
    '/beheer/bestaat-niet/',
  ]) {
    const res = await page.goto(path);
    expect(res!.status(), path).toBe(path.includes('bestaat-niet') ? 404 : 200);
    expectNeverShared(res!.headers()['cache-control'], path);
  }
  const data = await page.request.get('/beheer/bestellingen/_.data');
  expect(data.status()).toBe(200);
  expectNeverShared(data.headers()['cache-control'], '/beheer/bestellingen/_.data');
  const csv = await page.request.get('/beheer/bestellingen/export/?status=delivered');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expectNeverShared(csv.headers()['cache-control'], 'CSV');
  expect(await csv.text()).toMatch(/^\uFEFF?bestelnummer;datum;status;naam;e-mail;postcode;plaats;betaalmethode;totaal\r\n/);
});

test('a post from another site to a back-office action is refused, even with the staff cookie', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  await as(context, browser, baseURL!, await workerStaff('eigenaar'), hasJs(testInfo));
  const attempts: Record<string, string>[] = [{ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'null' }, {}];
  for (const headers of attempts) {
    const res = await page.request.post('/beheer/uitloggen/', { form: { intent: 'logout' }, headers, maxRedirects: 0 });
    expect(res.status(), JSON.stringify(headers)).toBe(403);
    expect(await res.text()).toBe('Dit formulier kan alleen vanaf Slaapzaak zelf worden verstuurd.');
  }
  // Still logged in: the refused logout did nothing.
  const still = await page.goto('/beheer/');
  expect(still!.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Overzicht' })).toBeVisible();
});

test('the owner ships an order with track & trace and refunds part of it after confirming', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  testInfo.setTimeout(120_000);
  const js = hasJs(testInfo);
  const number = await placePaidOrder(browser, baseURL!);
  await as(context, browser, baseURL!, await workerStaff('eigenaar'), js);

  await page.goto('/beheer/');
  await ready(page, js);
  await expect(page.getByText('Te verzenden')).toBeVisible();
  await shots(page, 'overzicht', js);
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Bestellingen' }).click();
  await expect(page.getByRole('heading', { name: 'Bestellingen', level: 1 })).toBeVisible();
  await ready(page, js);
  await page.getByLabel('Zoeken', { exact: true }).fill(number);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${number}`));
  await shots(page, 'bestellingen', js);
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Bestelling ${number}` })).toBeVisible();
  await ready(page, js);
  await shots(page, 'bestelling', js);

  // Bad input first: a Dutch message at the field, nothing shipped.
  await page.getByLabel('Track & trace-code').fill('3S');
  await page.getByRole('button', { name: 'Markeer als verzonden' }).click();
  await expect(page.getByText('Een track & trace-code is 6 tot 40 letters en cijfers.')).toBeVisible();
  await page.getByLabel('Vervoerder').selectOption('PostNL');
  await page.getByLabel('Track & trace-code').fill('3STEST1234567');
  await page.getByRole('button', { name: 'Markeer als verzonden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verzonden met PostNL, track & trace 3STEST1234567.' })).toBeVisible();
  await expect(page.locator('.admin-heading .badge')).toHaveText('Verzonden');
  await expect(page.getByRole('link', { name: '3STEST1234567' })).toHaveAttribute('href', /postnl/);

  await ready(page, js);
  await page.getByRole('radio', { name: 'Een bedrag' }).check();
  await page.getByLabel('Bedrag in euro').fill('1,00');
  await page.getByLabel('Reden', { exact: true }).fill('Kleine vlek, korting afgesproken');
  await page.getByRole('button', { name: 'Terugbetalen…' }).click();
  await expect(page.getByRole('heading', { name: '€ 1,00 terugbetalen?' })).toBeVisible();
  await expect(page.getByText('Dit kan niet ongedaan worden gemaakt.')).toBeVisible();
  await page.getByRole('button', { name: 'Ja, terugbetalen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Terugbetaling van € 1,00 aangevraagd.' })).toBeVisible();
  await expect(page.locator('.admin-timeline')).toContainText('Terugbetaling van € 1,00 aangevraagd');
});

test('staff moderate a review, adjust stock and make a discount code', async ({ page, context, browser, baseURL }, testInfo) => {
  testInfo.setTimeout(90_000);
  const js = hasJs(testInfo);
  const nth = js ? 0 : 1;
  await as(context, browser, baseURL!, await workerStaff('eigenaar'), js);

  await page.goto('/beheer/beoordelingen/');
  await ready(page, js);
  const card = page.locator('.admin-cards > li').nth(nth);
  const id = await card.locator('input[name="id"]').first().inputValue();
  await card.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(page.locator(`input[name="id"][value="${id}"]`)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'De beoordeling is goedgekeurd' })).toBeVisible();

  await page.goto('/beheer/voorraad/');
  await ready(page, js);
  await page.getByLabel('Productnummer of naam').fill('Noorderzon');
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  // Each project its own product: both run at once.
  await page.getByRole('table', { name: 'Gevonden producten' }).getByRole('link').nth(nth).click();
  await expect(page).toHaveURL(/\/beheer\/producten\/\d+\/$/);
  await ready(page, js);
  const variant = page.locator('.admin-variant').first();
  const before = Number(await variant.locator('p strong').first().innerText());
  await variant.getByLabel('Aantal').fill('3');
  await variant.getByRole('button', { name: 'Voorraad opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: `is nu ${before + 3}.` })).toBeVisible();
  await expect(page.locator('.admin-variant').first().locator('p strong').first()).toHaveText(String(before + 3));

  const code = `E2E-${testInfo.project.name.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/beheer/kortingscodes/');
  await ready(page, js);
  await page.getByText('Nieuwe kortingscode').click();
  await page.getByRole('button', { name: 'Kortingscode aanmaken' }).click();
  await expect(page.getByText('Vul een code in.')).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Soort').first().selectOption('percentage');
  await page.getByLabel('Waarde').first().fill('10');
  await page.getByRole('button', { name: 'Kortingscode aanmaken' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Kortingscode ${code} is aangemaakt.` })).toBeVisible();
  await expect(page.getByRole('link', { name: code })).toBeVisible();
});

test('a medewerker gets the Dutch 403 on the owner-only pages and does not see them in the menu', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  testInfo.setTimeout(150_000);
  const js = hasJs(testInfo);
  await as(context, browser, baseURL!, await workerStaff('medewerker'), js);
  for (const path of ['/beheer/medewerkers/', '/beheer/auditlog/']) {
    const res = await page.goto(path);
    expect(res!.status(), path).toBe(403);
    await expect(page.getByRole('alert').filter({ hasText: 'Alleen de eigenaar mag dit doen.' })).toBeVisible();
    expectNeverShared(res!.headers()['cache-control'], path);
  }
  const menu = page.getByRole('navigation', { name: 'Beheer' });
  await expect(menu.getByRole('link', { name: 'Bestellingen' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Medewerkers' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Auditlog' })).toHaveCount(0);
});

/** axe as in a11y.spec.ts: WCAG A/AA, 0 serious or critical; without JS the pages as served (axe.ts). */
async function axeTarget(page: Page, js: boolean): Promise<{ open(path: string): Promise<Page>; close(): Promise<void> }> {
  if (!js) return asServedWithoutJs(page);
  return {
    async open(path) {
      await page.goto(path);
      await ready(page, true);
      return page;
    },
    close: async () => {},
  };
}

test('axe finds no serious or critical problem on the main back-office pages', async ({ page, context, browser, baseURL }, testInfo) => {
  testInfo.setTimeout(180_000);
  const js = hasJs(testInfo);
  await page.goto('/beheer/inloggen/');
  const anonymous = await axeTarget(page, js);
  await expectNoSeriousViolations(await anonymous.open('/beheer/inloggen/'), 'inloggen');
  await anonymous.close();
  await as(context, browser, baseURL!, await workerStaff('eigenaar'), js);
  await page.goto('/beheer/');
  const staff = await axeTarget(page, js);
  try {
    for (const path of [
      '/beheer/',
      '/beheer/bestellingen/',
      '/beheer/bestellingen/DKBD1000003/',
      '/beheer/retouren/',
      '/beheer/voorraad/',
      '/beheer/kortingscodes/',
      '/beheer/beoordelingen/',
      '/beheer/privacy/',
      '/beheer/medewerkers/',
      '/beheer/auditlog/',
    ]) {
      const target = await staff.open(path);
      await expect(target.getByRole('main')).toBeVisible();
      await expect(target.locator('html')).toHaveAttribute('lang', 'nl');
      await expectNoSeriousViolations(target, path);
    }
  } finally {
    await staff.close();
  }
});
