// Shared Playwright fixtures: every test fails on an unexpected console error or page error, and a
// test can ask for data of its own (docs/decisions/0049): `ownProduct` (a product no other test gets, with the
// stock the test sets) and `ownCustomer` (a confirmed customer with addresses). Each test already has
// its own browser context, so its own cookies and cart; `addOwnProductToCart` fills that cart with the
// test's own product. The data comes from the shop's test-only seeding path (server/e2e-fixtures.ts),
// which exists only in the shop playwright.config.ts starts.
import { mkdirSync, watch } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, request as playwrightRequest } from '@playwright/test';

export interface OwnProduct {
  id: number;
  variantId: number;
  /** e.g. /dekbed-xyz.html */
  path: string;
  title: string;
  /** In cents. */
  price: number;
  stock: number;
  /** Sets this product's stock (all its variants). */
  setStock(stock: number): Promise<void>;
}

export interface OwnCustomer {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

const FIXTURES_ORIGIN = () => process.env.E2E_FIXTURES_ORIGIN ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3111}`;

/** Calls the shop's test-only seeding path (server/e2e-fixtures.ts); `origin` for a shop a spec started itself. */
export async function seed<T>(pathname: string, body: object = {}, origin = FIXTURES_ORIGIN()): Promise<T> {
  const token = process.env.E2E_FIXTURES;
  if (!token) throw new Error('E2E_FIXTURES is not set: run the browser tests through playwright.config.ts');
  const api = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { 'x-e2e-fixtures': token } });
  try {
    const response = await api.post(`/__e2e${pathname}`, { data: body });
    if (!response.ok()) throw new Error(`seeding ${pathname}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  } finally {
    await api.dispose();
  }
}

/** A product of this test's own, with `stock` (default 100). */
export async function newOwnProduct(stock = 100): Promise<OwnProduct> {
  const product = await seed<Omit<OwnProduct, 'setStock'>>('/product', { stock });
  return { ...product, setStock: (n: number) => seed(`/product/${product.id}/stock`, { stock: n }).then(() => undefined) };
}

export const test = base.extend<{ consoleErrors: string[]; ownProduct: OwnProduct; ownCustomer: OwnCustomer }>({
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
  ownProduct: async ({}, use) => {
    await use(await newOwnProduct());
  },
  ownCustomer: async ({}, use) => {
    await use(await seed<OwnCustomer>('/customer'));
  },
});

/**
 * Puts `product` (the test's own) in this page's cart, `quantity` times, through the product page's
 * form as a shopper does, and ends on the cart page.
 */
export async function addOwnProductToCart(page: import('@playwright/test').Page, product: OwnProduct, quantity = 1) {
  await page.goto(product.path);
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  // The cart page, however long the way there takes: with JavaScript the click first loads the cart
  // route's code (route discovery and its modules), then posts, then loads the cart; under load that
  // was 7 s, past an expect's 5 s, though nothing was wrong (docs/decisions/0049). waitForURL waits within the
  // test's limit.
  await page.waitForURL(/\/cart\/$/);
  const line = page.locator('.cart-line').filter({ hasText: product.title });
  await expect(line).toHaveCount(1);
  if (quantity !== 1) {
    // The cart's count as the server has it (its summary), before and after: the field holds what was
    // typed at once, so waiting for its value waited for nothing, and the next step (a link to the
    // checkout) raced the update still on its way (docs/decisions/0049).
    const summary = page.locator('.cart-summary');
    const before = Number(/\((\d+) artikel/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(before, 'items in the cart').toBeGreaterThan(0);
    const field = line.locator('input[name="quantity"]');
    await field.fill(String(quantity));
    await field.press('Enter');
    const after = before - 1 + quantity;
    await expect(summary).toContainText(`(${after} ${after === 1 ? 'artikel' : 'artikelen'})`);
    await expect(field).toHaveValue(String(quantity));
  }
}

export { expect };

/**
 * Waits until the page is the home page. Every page of the shop ends in a slash, so `toHaveURL(/\/$/)`
 * matched the page being left at once, and the next check had only its own five seconds for the whole
 * round trip (a logout merges the cart and revokes the token first): the cause of flaky logout and
 * home-link tests on a loaded machine. The bound is generous; the wait ends as soon as the URL is home.
 */
export async function expectHome(page: import('@playwright/test').Page) {
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/, { timeout: 20_000 });
}

/** True in the `js` project. */
export function hasJs(testInfo: { project: { name: string } }): boolean {
  return testInfo.project.name === 'js';
}

/** Waits until React has hydrated the page (js project only). */
export async function hydrated(page: import('@playwright/test').Page) {
  await page.waitForFunction(
    () => Boolean((window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext) && document.readyState === 'complete',
  );
  // The copy button only becomes usable after hydration: a reliable sign React has taken over.
  await page.locator('.copy-code:not(.pending)').first().waitFor({ state: 'attached' });
  // Parts whose code loads after hydration (components/ui/deferred.tsx) count down to 0.
  await page.waitForFunction(() => (document.documentElement.dataset.deferredPending ?? '0') === '0');
}

/**
 * Holds back the answers to requests matching `url` (a script chunk, say) until the returned function is called:
 * for a test of what the page does while that code or answer is still on its way.
 */
export async function holdBack(page: import('@playwright/test').Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A guest's address step of the checkout, filled and sent (the page is already on it): ends on the shipping and
 * payment step. `name` is the shopper's first and last name.
 */
export async function sendGuestAddress(
  page: import('@playwright/test').Page,
  email: string,
  name: [string, string] = ['Sanne', 'de Vries'],
) {
  await page.getByLabel('Voornaam', { exact: true }).fill(name[0]);
  await page.getByLabel('Achternaam', { exact: true }).fill(name[1]);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Telefoonnummer').fill('06 12345678');
  await page.getByLabel('Postcode').first().fill('1234 AB');
  await page.getByLabel('Huisnummer').first().fill('1');
  await page.getByRole('button', { name: 'Verder naar verzenden en betalen' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/);
}

/** Logs `customer` in on the login page, as a shopper does (with JavaScript once the page is hydrated); ends on /account/. */
export async function logInCustomer(page: import('@playwright/test').Page, customer: Pick<OwnCustomer, 'email' | 'password'>, js: boolean) {
  await page.goto('/account/login/');
  if (js) await hydrated(page);
  await page.getByLabel('E-mailadres').fill(customer.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/account\/$/);
}

/**
 * Checkout pages have no alert bar, the sign `hydrated` waits for: with JavaScript, wait for the
 * step's route module instead (a click before it would be a plain form post, which works as well,
 * but a choice made while the page still loads could be lost).
 */
export async function routeReady(page: import('@playwright/test').Page, routeId: string, js: boolean) {
  await page.waitForLoadState('load');
  if (js) {
    await page.waitForFunction(
      (id) => Boolean((window as unknown as { __reactRouterRouteModules?: Record<string, unknown> }).__reactRouterRouteModules?.[id]),
      routeId,
    );
  }
}

/**
 * Adds a best seller that can be ordered and has stock to spare. Tests in both projects run at once
 * against one shop and buy these products: always taking the first one sold it out mid-run (a test
 * then met "niet meer op voorraad" at the pay step, as a shopper would). So each test starts at its
 * own place among the first best sellers (by its title), skips a product whose cart line allows
 * fewer than 10 (the quantity field's max is the stock), and one that sold out meanwhile.
 */
/**
 * Puts a product in the cart for a test that needs some cart, any: a product of the test's own (a
 * parcel from stock, 100 in stock), so no other test's orders sell it out under this one.
 */
export async function addFirstProductToCart(page: import('@playwright/test').Page) {
  await addOwnProductToCart(page, await newOwnProduct());
}

/**
 * Puts a best seller with stock to spare in the cart, for a spec that started a shop of its own (the
 * seeding path is the suite's shop's): each test starts at its own place in the list.
 */
export async function addBestsellerToCart(page: import('@playwright/test').Page) {
  await page.goto('/bestsellers/');
  const links = await page.locator('a[href$=".html"]').evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute('href')!))]);
  const title = base.info().titlePath.join(' / ');
  let start = 0;
  for (const ch of title) start = (start * 31 + ch.charCodeAt(0)) % 9973;
  start %= Math.max(1, Math.min(8, links.length));
  for (const href of [...links.slice(start), ...links.slice(0, start)]) {
    await page.goto(href);
    const add = page.getByRole('button', { name: 'In winkelwagen' });
    if ((await add.count()) === 0) continue;
    await add.click();
    await page.waitForURL(/\/cart\/$/);
    await expect(page.getByRole('heading', { name: 'Mijn Winkelwagen' })).toBeVisible();
    const lines = page.locator('.cart-line');
    if ((await lines.count()) === 0) continue;
    const newest = lines.last();
    const max = Number(await newest.locator('input[name="quantity"]').getAttribute('max'));
    if (max >= 10 || (await lines.count()) > 1) return;
    // Little stock left: put it back and take another.
    await newest.getByRole('button', { name: /^Verwijderen / }).click();
    await expect(lines).toHaveCount(0);
  }
  throw new Error('Geen bestelbaar product gevonden');
}

const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3111}`;
const OUTBOX_DIR = path.resolve('data/e2e/outbox');

/**
 * Waits for the shop's outbox to hold what `find` looks for: looks once, then again each time a file
 * is written there (no polling on a clock). Fails after `limitMs` with `what` in the message.
 */
export async function inOutbox<T>(find: () => Promise<T | null>, what: string, limitMs = 15_000): Promise<T> {
  mkdirSync(OUTBOX_DIR, { recursive: true });
  return new Promise<T>((resolve, reject) => {
    let done = false;
    let looking = Promise.resolve();
    const finish = (error: Error | null, value?: T) => {
      if (done) return;
      done = true;
      watcher.close();
      clearTimeout(limit);
      if (error) reject(error);
      else resolve(value as T);
    };
    const look = () => {
      looking = looking.then(async () => {
        if (done) return;
        const found = await find().catch(() => null);
        if (found !== null) finish(null, found);
      });
    };
    // Watch first, then look: a mail written in between is seen by one or the other.
    const watcher = watch(OUTBOX_DIR, look);
    const limit = setTimeout(() => finish(new Error(`${what} in ${OUTBOX_DIR}`)), limitMs);
    look();
  });
}

/** The text of the newest mail to `to` with `tag` in the shop's outbox, waiting for it to arrive. */
export async function mailText(to: string, tag: string): Promise<string> {
  return inOutbox(async () => {
    const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[]))
      .filter((f) => f.includes(`-${tag}-`))
      .sort()
      .reverse();
    for (const file of files) {
      const raw = await readFile(path.join(OUTBOX_DIR, file), 'utf8');
      if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\r?$`, 'mi').test(raw)) continue;
      const part =
        /Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1] ?? '';
      return Buffer.from(part.replace(/\r\n/g, ''), 'base64').toString('utf8');
    }
    return null;
  }, `no ${tag} mail to ${to}`);
}

/** Consent answered before the visit: no cookie bar in the way. */
export async function withConsent(context: import('@playwright/test').BrowserContext) {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: BASE_URL }]);
}

/** The first `n` product links of a listing: path and title. */
export async function productPaths(
  page: import('@playwright/test').Page,
  listing: string,
  n: number,
): Promise<{ path: string; title: string }[]> {
  await page.goto(listing);
  const links = page.locator('.listing-tile .tile-title a');
  const found: { path: string; title: string }[] = [];
  for (let i = 0; i < n; i++) {
    const link = links.nth(i);
    found.push({ path: (await link.getAttribute('href'))!, title: (await link.innerText()).trim() });
  }
  return found;
}

/** Product ids whose heart is pressed in this HTML. */
export function pressedHearts(html: string): number[] {
  return [...html.matchAll(/<button\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\baria-pressed="true"/.test(tag) && /\bname="id"/.test(tag))
    .map((tag) => Number(/\bvalue="(\d+)"/.exec(tag)?.[1]));
}

/** Product ids of the hearts (pressed or not) in this HTML, in page order, each once. */
export function heartIds(html: string): number[] {
  // Attributes in any order (React 19 writes a button's `name` last).
  const hearts = [...html.matchAll(/<button\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\bname="id"/.test(tag) && /\baria-pressed=/.test(tag));
  return [...new Set(hearts.map((tag) => Number(/\bvalue="(\d+)"/.exec(tag)?.[1])))];
}

/**
 * Chooses the crew's delivery day and part of day: with JavaScript in the calendar (ADR 0071), without it
 * in the plain list. Both post the same fields.
 */
export async function pickDeliveryDay(page: import('@playwright/test').Page, js: boolean, day: RegExp, slot: string) {
  if (js) {
    const cell = page.getByRole('gridcell', { name: day });
    await cell.click();
    await expect(cell).toHaveAttribute('aria-selected', 'true');
  } else {
    await page.getByRole('radio', { name: day }).check();
  }
  await page.getByRole('radio', { name: new RegExp(`^${slot}`) }).check();
}
