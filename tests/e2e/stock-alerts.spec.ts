// docs/decisions/0052, alerts, in a real browser with JavaScript (project js) and without (nojs): a shopper
// asks "Mail me als hij er weer is" on a sold-out size (a bad address first: its message at the
// field, the typing kept), confirms with the mailed link, staff restock the size in the back office,
// and the "weer op voorraad" mail arrives, with its one-click unsubscribe address.
// SHOTS_DIR=/tmp/shots saves screenshots of the form and the confirm page at 1280 and 390 px.
import { mkdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, hasJs, holdBack, hydrated, inOutbox, newOwnProduct, test, withConsent } from './fixtures';
import { logIn, workerStaff, type Staff } from './staff-login';

const OUTBOX_DIR = path.resolve('data/e2e/outbox');

/** A mail to `to` whose text contains `marker`, with its raw headers; waits for it to arrive. */
async function mailWith(to: string, marker: string): Promise<{ text: string; raw: string }> {
  return inOutbox(async () => {
    const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((f) => f.includes('-stock-alert'));
    for (const file of files.sort().reverse()) {
      const raw = await readFile(path.join(OUTBOX_DIR, file), 'utf8');
      if (!raw.includes(`\r\nTo: ${to}\r\n`)) continue;
      const part =
        /Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1] ?? '';
      const text = Buffer.from(part.replace(/\r\n/g, ''), 'base64').toString('utf8');
      if (text.includes(marker)) return { text, raw };
    }
    return null;
  }, `no mail with "${marker}" to ${to}`);
}

async function shots(page: Page, name: string, js: boolean) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ caret: 'initial', path: `${dir}/${name}-${width}-${js ? 'js' : 'nojs'}.png`, fullPage: false });
  }
  if (size) await page.setViewportSize(size);
}

/** A staff login in its own browser. */
async function staffPage(browser: Browser, baseURL: string, who: Staff, js: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: js, locale: 'nl-NL' });
  const page = await context.newPage();
  await logIn(page, who, js);
  return page;
}

test('a sold-out size: "Mail me als hij er weer is", confirmed by mail, and the mail arrives when staff restock', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  testInfo.setTimeout(150_000);
  const js = hasJs(testInfo);
  await withConsent(context);
  const email = `voorraad.${testInfo.project.name}.${Date.now().toString(36)}@example.nl`;
  // A sold-out product of this test's own: no other test sells or restocks it.
  const own = await newOwnProduct(0);
  const variant = { href: own.path, title: own.title, variantId: String(own.variantId) };

  await page.goto(variant.href);
  if (js) await hydrated(page);
  const form = page.locator('form.stock-alert');
  await expect(form.getByRole('heading', { name: 'Mail me als hij er weer is' })).toBeVisible();
  await shots(page, 'stock-alert-form', js);

  // An address the browser accepts but the shop does not: the message at the field, the typing kept.
  await form.getByLabel('E-mailadres').fill('iemand@voorbeeld');
  await form.getByRole('button', { name: 'Mail me als hij er weer is' }).click();
  await expect(page.locator('form.stock-alert .field-error')).toHaveText('Vul een geldig e-mailadres in');
  await expect(page.locator('form.stock-alert').getByLabel('E-mailadres')).toHaveValue('iemand@voorbeeld');

  await page.locator('form.stock-alert').getByLabel('E-mailadres').fill(email);
  await page.locator('form.stock-alert').getByRole('button', { name: 'Mail me als hij er weer is' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bijna klaar! Bevestig je aanmelding' })).toBeVisible();
  // Still the same product page and size.
  await expect(page.locator('h1')).toHaveText(variant.title);

  // The confirmation mail: a page with one button (a scanner's GET confirms nothing).
  const confirmation = await mailWith(email, 'Voorraadmelding bevestigen');
  expect(confirmation.raw).toMatch(/\r\nList-Unsubscribe: <http:\/\/localhost:\d+\/v1\/alerts\/stock\/one-click\?token=[^>]+>\r\n/);
  expect(confirmation.raw).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
  const confirmUrl = new URL(/Voorraadmelding bevestigen: (\S+)/.exec(confirmation.text)![1]!);
  await page.goto(confirmUrl.pathname + confirmUrl.search);
  await expect(page.getByRole('heading', { name: 'Voorraadmelding bevestigen' })).toBeVisible();
  await shots(page, 'stock-alert-confirm', js);
  await page.getByRole('button', { name: 'Voorraadmelding bevestigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gelukt! We mailen je één keer' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(variant.title) })).toBeVisible();

  // Staff put the size back in stock in the back office.
  const staff = await staffPage(browser, baseURL!, await workerStaff(js ? 'eigenaar' : 'medewerker'), js);
  await staff.goto(`/beheer/voorraad/?q=${encodeURIComponent(variant.title)}`);
  // Other products may share the title's words: the test's own is the one with its id.
  await staff.getByRole('table', { name: 'Gevonden producten' }).locator(`a[href$="/beheer/producten/${own.id}/"]`).click();
  await expect(staff).toHaveURL(new RegExp(`/beheer/producten/${own.id}/$`));
  const row = staff.locator('.admin-variant').filter({ has: staff.locator(`input[name="variant_id"][value="${variant.variantId}"]`) });
  await row.locator('form').filter({ hasText: 'Voorraad opslaan' }).getByLabel('Aantal').fill('5');
  await row.getByRole('button', { name: 'Voorraad opslaan' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'is nu 5.' })).toBeVisible();
  await staff.context().close();

  const back = await mailWith(email, 'is weer op voorraad');
  expect(back.text).toContain(`?variant=${variant.variantId}`);
  expect(back.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

  // The shopper's page offers the size again, without the alert form, once the storefront's shared
  // copy of the product (STOREFRONT_CACHE_SECONDS, 30 s) has run out.
  await expect(async () => {
    await page.goto(variant.href);
    await expect(page.locator('form.stock-alert')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 45_000, intervals: [2_000] });
  await expect(page.getByRole('button', { name: 'In winkelwagen' })).toBeVisible();

  // Unsubscribing from the mail's link: one button, then done.
  const unsubscribeUrl = new URL(/Afmelden: (\S+)/.exec(back.text)![1]!);
  await page.goto(unsubscribeUrl.pathname + unsubscribeUrl.search);
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Je bent afgemeld' })).toBeVisible();
});

// Issue 38: the page's useIds differed between the server HTML and the hydrated tree (a sibling of the app in
// entry.server.tsx); React keeps the server's attributes when it hydrates, so the field, remounted for the
// address the shop refused, got the browser's id while its label still named the server's: a field without a
// name for a screen reader, and getByLabel found nothing. Every run, not now and then.
test('after a refused address the e-mail field is still named by its label and described by the message', async ({
  page,
  context,
}, testInfo) => {
  const js = hasJs(testInfo);
  await withConsent(context);
  const own = await newOwnProduct(0);
  await page.goto(own.path);
  if (js) await hydrated(page);
  const form = page.locator('form.stock-alert');
  const field = form.locator('input[name="alert_email"]');
  await expect(field).toHaveAccessibleName('E-mailadres');
  await field.fill('iemand@voorbeeld');
  await form.getByRole('button', { name: 'Mail me als hij er weer is' }).click();
  await expect(page.locator('form.stock-alert .field-error')).toHaveText('Vul een geldig e-mailadres in');
  await expect(page.locator('form.stock-alert input[name="alert_email"]')).toHaveAccessibleName('E-mailadres');
  await expect(page.locator('form.stock-alert input[name="alert_email"]')).toHaveAccessibleDescription('Vul een geldig e-mailadres in');
  await expect(page.locator('form.stock-alert').getByLabel('E-mailadres')).toHaveValue('iemand@voorbeeld');
});

// components/ui/deferred.tsx: a location change (here the skip link, by keyboard) that reaches a deferred part
// before its code makes React render the part on the client; meanwhile it shows a copy of its server HTML,
// found by the wrapper's useId. With the server's ids other than the browser's (issue 38) no copy was found
// and the form vanished until its code came. The part's code is held back here until the copy has been seen.
test("a location change before the stock-alert form's code arrives keeps the form in place, and it works once its code is there", async ({
  page,
  context,
}, testInfo) => {
  // A part whose code arrives after the page is a state of the hydrated page only; without JavaScript the form is
  // server HTML throughout, and its label after a refused address is checked in both projects by the test above.
  test.skip(!hasJs(testInfo), 'without JavaScript no part of the page waits for its code');
  await withConsent(context);
  const own = await newOwnProduct(0);
  const release = await holdBack(page, /\/assets\/stock-alert-form-[\w-]+\.js$/);
  await page.goto(own.path);
  // The document has hydrated (the deferred parts count themselves), the form's boundary has not: its code is held.
  await page.waitForFunction(() => Number(document.documentElement.dataset.deferredPending ?? '0') > 0);
  const part = page.locator('[data-deferred^="stock-alert"]');
  await expect(part.locator(':scope > form.stock-alert')).toHaveCount(1);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  // React has rendered the part on the client: the server's form is gone, the copy stands in its place.
  await expect(part.locator(':scope > form.stock-alert')).toHaveCount(0);
  await expect(part.getByRole('heading', { name: 'Mail me als hij er weer is' })).toBeVisible();
  await expect(part.locator('input[name="alert_email"]')).toHaveAccessibleName('E-mailadres');

  release();
  await hydrated(page);
  const form = part.locator(':scope > form.stock-alert');
  await expect(form).toHaveCount(1);
  await form.getByLabel('E-mailadres').fill('iemand@voorbeeld');
  await form.getByRole('button', { name: 'Mail me als hij er weer is' }).click();
  await expect(form.locator('.field-error')).toHaveText('Vul een geldig e-mailadres in');
  await expect(form.getByLabel('E-mailadres')).toHaveValue('iemand@voorbeeld');
  // Still the page the shopper was on: the answer came in the form.
  await expect(page).toHaveURL(/#main$/);
});

test('a post of the alert form from another site is refused', async ({ request }) => {
  const res = await request.post('/voorraadmelding/', {
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'token=abc&actie=afmelden',
  });
  expect(res.status()).toBe(403);
});

test('the quick view offers "Mail me als hij er weer is" for a sold-out size and answers in place (JS)', async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), 'the quick view needs JavaScript; without it the tile links to the product page, tested above');
  testInfo.setTimeout(90_000);
  // A product of this test's own, sold out: no other test restocks it while this one looks.
  const product = await newOwnProduct(0);
  const search = `/zoeken/?tn_q=${encodeURIComponent(product.title)}`;
  await page.goto(search);
  await hydrated(page);
  // The tile of this product itself, by its link (a result link carries the search's click id): not the
  // first tile with its title, which may be another product of the same name (issue #38).
  const tile = page.locator('.listing-grid > li').filter({ has: page.locator(`.tile-title a[href^="${product.path}?"]`) });
  await expect(tile).toHaveCount(1);
  await tile.getByRole('button', { name: `Snel bekijken: ${product.title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: product.title, exact: true })).toBeVisible();
  const form = dialog.locator('form.stock-alert');
  // The form's code is a chunk of its own (fetched when the quick view opens): on a loaded machine it can
  // come after the product's data and after expect's default five seconds.
  await expect(form.getByRole('heading', { name: 'Mail me als hij er weer is' })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('button', { name: /^In winkelwagen/ })).toBeDisabled();
  await form.getByLabel('E-mailadres').fill(`snelkijk.${Date.now().toString(36)}@example.nl`);
  await form.getByRole('button', { name: 'Mail me als hij er weer is' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Bijna klaar! Bevestig je aanmelding' })).toBeVisible();
  // Still the search page, the dialog open.
  expect(new URL(page.url()).pathname).toBe('/zoeken/');
});
