// The browser tests' own data (docs/decisions/0049, server/e2e-fixtures.ts): each test gets a product no other
// test gets, with the stock it sets, a customer and staff of its own; the seeding path answers only with the
// run's token, and a shop started without the test flag has no such path at all.
import { startShop, type ShopServer } from '../helpers/shop-server';
import { addOwnProductToCart, expect, hasJs, newOwnProduct, test } from './fixtures';
import { logIn, newOwnStaff } from './staff-login';

const basePort = Number(process.env.E2E_PORT ?? 3111);

test.describe('a test owns its data', () => {
  test('two products asked for are two different products, each with the stock asked for', async ({ page, ownProduct }) => {
    const other = await newOwnProduct(3);
    expect(other.id).not.toBe(ownProduct.id);
    await addOwnProductToCart(page, other);
    // The quantity field's max is the stock the test set.
    const line = page.locator('.cart-line').filter({ hasText: other.title });
    await expect(line.locator('input[name="quantity"]')).toHaveAttribute('max', '3');
  });

  test('a product the test sells out shows as such on its page', async ({ page, ownProduct }) => {
    await ownProduct.setStock(0);
    await page.goto(ownProduct.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ownProduct.title);
    await expect(page.getByText('Dit product is op dit moment niet leverbaar.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'In winkelwagen' })).toHaveCount(0);
  });

  test('the own customer logs in with the password handed out', async ({ page, ownCustomer }) => {
    await page.goto('/account/login/');
    await page.getByLabel('E-mailadres').fill(ownCustomer.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(ownCustomer.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/account\/$/);
    await expect(page.getByText(ownCustomer.email).first()).toBeVisible();
  });

  test('the own staff member logs in to the back office with the password and a code of its own secret', async ({ page }, testInfo) => {
    const medewerker = await newOwnStaff('medewerker');
    await logIn(page, medewerker, hasJs(testInfo));
    await expect(page.getByText(medewerker.email).first()).toBeVisible();
    // A medewerker, not an owner: the owner's staff page is refused.
    const staffPage = await page.goto('/beheer/medewerkers/');
    expect(staffPage?.status()).toBe(403);
  });

  test('the seeding path answers 404 without the run token or with a wrong one', async ({ request }) => {
    expect((await request.post('/__e2e/product', { data: { stock: 5 } })).status()).toBe(404);
    const wrong = await request.post('/__e2e/customer', { headers: { 'x-e2e-fixtures': 'x'.repeat(48) } });
    expect(wrong.status()).toBe(404);
    expect((await request.post('/__e2e/staff', { data: { role: 'eigenaar' } })).status()).toBe(404);
  });
});

test.describe('a shop started without the test flag', () => {
  let shop: ShopServer | undefined;
  test.afterAll(async () => {
    await shop?.stop();
  });

  test('has no seeding path: with the run token /__e2e is the storefront 404 (a post its 403)', async ({ request }, testInfo) => {
    test.skip(!hasJs(testInfo), 'one production start is enough');
    testInfo.setTimeout(240_000);
    // The flag is cleared: what a production start (npm start, NODE_ENV=production) has.
    shop = await startShop(basePort + 5, { E2E_FIXTURES: '' });
    const token = process.env.E2E_FIXTURES!;
    for (const pathname of ['/__e2e/product', '/__e2e/customer', '/__e2e/staff']) {
      const withToken = await request.post(`${shop.origin}${pathname}`, { headers: { 'x-e2e-fixtures': token }, data: { stock: 5 } });
      // The storefront's own answer to a post it has no route for: its cross-site guard (403) or 404.
      expect([403, 404], pathname).toContain(withToken.status());
      expect(withToken.headers()['content-type'] ?? '', pathname).not.toContain('application/json');
    }
    const page = await request.get(`${shop.origin}/__e2e/product`, { headers: { 'x-e2e-fixtures': token } });
    expect(page.status()).toBe(404);
    expect(await page.text()).toContain('<html');
  });
});
