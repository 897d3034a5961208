import type { Page } from '@playwright/test';
import { addFirstProductToCart, addOwnProductToCart, expect, hasJs, hydrated, routeReady, test } from './fixtures';

async function fillAddress(page: Page) {
  await page.getByLabel('Voornaam', { exact: true }).fill('Sanne');
  await page.getByLabel('Achternaam', { exact: true }).fill('de Vries');
  await page.getByLabel('E-mailadres').fill('sanne@example.nl');
  await page.getByLabel('Telefoonnummer').fill('06 12345678');
  await page.getByLabel('Postcode').first().fill('1234 AB');
  await page.getByLabel('Huisnummer').first().fill('1');
}

test.describe('guest checkout', () => {
  // A whole purchase is a dozen page loads; on a busy two-core machine that needs more than 30 s.
  test.describe.configure({ timeout: 90_000 });
  test('pays with the sandbox and sees the thank-you page', async ({ page }, testInfo) => {
    const events = () => page.evaluate(() => (window.dataLayer ?? []).map((e) => (e as { event?: string }).event).filter(Boolean));
    await addFirstProductToCart(page);
    if (hasJs(testInfo)) await expect.poll(events).toContain('add_to_cart');
    await page.getByRole('link', { name: 'Verder naar bestellen' }).click();
    await expect(page.locator('.checkout-progress li[aria-current="step"]')).toHaveText(/Adres/);
    await fillAddress(page);
    if (hasJs(testInfo)) {
      // The postcode lookup fills street and city as the shopper types.
      await page.getByLabel('Huisnummer').first().blur();
      await expect(page.getByLabel('Straat').first()).toHaveValue('Voorbeeldstraat');
    }
    await page.getByRole('button', { name: 'Verder naar verzenden en betalen' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/);
    await expect(page.locator('.checkout-progress li[aria-current="step"]')).toHaveText(/Verzend- & betaalmethode/);

    // No method chosen: the required message (docs/requirements/checkout-and-payment.md#validation).
    await page.getByRole('button', { name: 'Verder naar betalen' }).click();
    await expect(page.getByRole('alert').first()).toHaveText('Selecteer een betaalmethode');

    await page.getByRole('radio', { name: /Creditcard/ }).check();
    // Optional shipping insurance: € 10,00 on top, shown in the summary of the pay step.
    await page.getByRole('checkbox', { name: /Verzendverzekering/ }).check();
    await page.getByRole('button', { name: 'Verder naar betalen' }).click();
    await expect(page).toHaveURL(/\/checkout\/pay\/$/);
    await expect(page.locator('.checkout-summary')).toContainText(/Verzendverzekering\s*€\s10,00/);
    if (hasJs(testInfo)) await expect.poll(events).toEqual(expect.arrayContaining(['add_shipping_info', 'add_payment_info']));
    await expect(page.getByText('Voorbeeldstraat 1')).toBeVisible();
    await page.getByRole('button', { name: 'Bestelling plaatsen en betalen' }).click();

    // The sandbox PSP's hosted page.
    await expect(page).toHaveURL(/\/sandbox\/pay\/tr_/);
    for (const label of ['Betaald', 'Mislukt', 'Geannuleerd', 'Verlopen', 'Open'])
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await page.getByLabel('Betaald').check();
    await page.getByRole('button', { name: 'Doorgaan' }).click();

    await expect(page).toHaveURL(/\/checkout\/thankyou\?order=DKBD\d{7}$/);
    await expect(page.getByText(/Je bestelnummer is DKBD\d{7}/)).toBeVisible();
    if (hasJs(testInfo)) await expect.poll(events).toContain('purchase');
    // The cart has become the order.
    await page.goto('/cart/');
    await expect(page.getByRole('heading', { name: 'Je winkelwagen is leeg' })).toBeVisible();
  });

  test('a failed payment brings the shopper back to a working cart', async ({ page }, testInfo) => {
    const js = hasJs(testInfo);
    await addFirstProductToCart(page);
    await page.goto('/checkout/address-details/');
    await fillAddress(page);
    await page.getByLabel('Straat').first().fill('Voorbeeldstraat');
    await page.getByLabel('Plaats').first().fill('Amsterdam');
    await page.getByRole('button', { name: 'Verder naar verzenden en betalen' }).click();
    // Each step's page fully there before it is used: a choice made while the page still loads
    // could go to the step before (on a busy machine this step once ended on another method).
    await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/);
    await routeReady(page, 'checkout-payment-methods', js);
    await page.getByRole('radio', { name: /iDEAL \| Wero/ }).check();
    // iDEAL 2.0: no bank list on our page; the bank is chosen on the provider's (docs/decisions/0040).
    await expect(page.getByLabel('Kies je bank')).toHaveCount(0);
    await page.getByRole('button', { name: 'Verder naar betalen' }).click();
    await expect(page).toHaveURL(/\/checkout\/pay\/$/);
    await routeReady(page, 'checkout-pay', js);
    await page.getByRole('button', { name: 'Bestelling plaatsen en betalen' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/tr_/);
    await page.getByLabel('Kies je bank').selectOption({ label: 'ING' });
    await page.getByLabel('Mislukt').check();
    await page.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(page).toHaveURL(/\/checkout\/status\/DKBD\d{7}\/$/);
    await expect(page.getByRole('alert')).toContainText('De betaling is niet gelukt.');
    await page.getByRole('link', { name: 'Naar je winkelwagen', exact: true }).click();
    await expect(page.locator('.cart-line')).toHaveCount(1);
    // Paying again opens a new sandbox payment.
    await page.goBack();
    await page.getByRole('button', { name: 'Opnieuw betalen' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/tr_/);
  });

  test('each payment method asks for its own fields with the SPEC messages', async ({ page }) => {
    await addFirstProductToCart(page);
    await page.goto('/checkout/address-details/');
    await fillAddress(page);
    await page.getByRole('button', { name: 'Verder naar verzenden en betalen' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/);

    // Pay later (Riverty): date of birth and the terms are required.
    await page.getByRole('radio', { name: /Riverty/ }).check();
    await page.getByRole('button', { name: 'Verder naar betalen' }).click();
    await expect(page.getByText('Vul een (geldige) geboortedatum in').first()).toBeVisible();
    await expect(page.getByText('Je moet akkoord gaan met de voorwaarden.').first()).toBeVisible();

    // SprayPay is only for shoppers from 23 to 75 years old.
    await page.getByRole('radio', { name: /SprayPay/ }).check();
    await page.getByLabel('Geboortedatum (dd-mm-jjjj)').fill('01-01-1940');
    await page.getByRole('button', { name: 'Verder naar betalen' }).click();
    await expect(page.getByText('Vul een (geldige) geboortedatum in').first()).toBeVisible();
    await expect(page.getByLabel('Geboortedatum (dd-mm-jjjj)')).toHaveValue('01-01-1940');

    // Riverty with a valid date of birth, phone and the terms ticked goes on to the pay step (with
    // JavaScript, changing the method has cleared the fields, as docs/requirements/checkout-and-payment.md#states asks).
    await page.getByRole('radio', { name: /Riverty/ }).check();
    await page.getByLabel('Geboortedatum (dd-mm-jjjj)').fill('01-01-1990');
    await page.getByLabel('Telefoonnummer').fill('0612345678');
    await page.getByRole('checkbox', { name: /Ik ga akkoord met de/ }).check();
    await page.getByRole('button', { name: 'Verder naar betalen' }).click();
    await expect(page).toHaveURL(/\/checkout\/pay\/$/);
  });

  test('an unknown postcode is flagged and street and city are emptied', async ({ page, ownProduct }, testInfo) => {
    await addOwnProductToCart(page, ownProduct);
    await page.goto('/checkout/address-details/');
    await routeReady(page, 'checkout-address-details', hasJs(testInfo));
    await fillAddress(page);
    await page.getByLabel('Postcode').first().fill('9999 ZZ');
    await page.getByLabel('Straat').first().fill('Verzonnen');
    await page.getByLabel('Plaats').first().fill('Nergens');
    // The step's answer (a named response, with JavaScript or without), however long the server's
    // postcode check takes under load; then the page shows its verdict (docs/decisions/0049).
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/checkout/address-details/'),
    );
    await page.getByRole('button', { name: 'Verder naar verzenden en betalen' }).click();
    await answer;
    await expect(page.getByText('Postcode onjuist').first()).toBeVisible();
    await expect(page.getByLabel('Straat').first()).toHaveValue('');
    // What the shopper typed elsewhere is kept.
    await expect(page.getByLabel('E-mailadres')).toHaveValue('sanne@example.nl');
  });

  test('a late answer for an earlier postcode does not fill street and city over the newer one', async ({ page, ownProduct }, testInfo) => {
    test.skip(!hasJs(testInfo), 'the lookup needs JavaScript');
    // The race a shopper on a slow line meets, made certain: the first lookup (1234 AB) answers only
    // after the second (9999 ZZ, unknown) has. Before the fix its street and city filled the form
    // and removed the flag.
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    await page.route('**/api/postcode/**', async (route) => {
      if (new URL(route.request().url()).searchParams.get('zipcode') === '1234 AB') await firstHeld;
      await route.continue();
    });
    await addOwnProductToCart(page, ownProduct);
    await page.goto('/checkout/address-details/');
    await routeReady(page, 'checkout-address-details', true);
    const second = page.waitForResponse((r) => r.url().includes('/api/postcode/') && r.url().includes('9999'));
    await fillAddress(page);
    await page.getByLabel('Postcode').first().fill('9999 ZZ');
    await page.getByLabel('Telefoonnummer').focus();
    await second;
    await expect(page.getByText('Postcode onjuist').first()).toBeVisible();
    const first = page.waitForResponse((r) => r.url().includes('/api/postcode/') && r.url().includes('1234'));
    releaseFirst();
    await first;
    // The older answer came and went: the flag and the empty street stay.
    await expect(page.getByText('Postcode onjuist').first()).toBeVisible();
    await expect(page.getByLabel('Straat').first()).toHaveValue('');
    await expect(page.getByLabel('Plaats').first()).toHaveValue('');
  });

  /** Holds every browser lookup of the address until `release` is called: its answer comes late. */
  async function holdLookups(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/postcode/**', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    return release;
  }
  const isAddressPost = (r: import('@playwright/test').Response) =>
    r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/checkout/address-details');

  test('the server flags an unknown postcode and empties street and city while the browser lookup is still out', async ({
    page,
    ownProduct,
  }, testInfo) => {
    test.skip(!hasJs(testInfo), 'the lookup needs JavaScript');
    // docs/decisions/0049, the race behind the flaky test above: the browser's lookup of 9999 ZZ answered only
    // after the form was sent, and the server's verdict (it looks the address up again on submit) was
    // not put in the inputs, so 'Verzonnen' stayed under 'Postcode onjuist'. Here the lookup is held
    // until the server has answered.
    const release = await holdLookups(page);
    await addOwnProductToCart(page, ownProduct);
    await page.goto('/checkout/address-details/');
    await routeReady(page, 'checkout-address-details', true);
    await fillAddress(page);
    await page.getByLabel('Postcode').first().fill('9999 ZZ');
    await page.getByLabel('Straat').first().fill('Verzonnen');
    await page.getByLabel('Plaats').first().fill('Nergens');
    const answered = page.waitForResponse(isAddressPost);
    await page.getByRole('button', { name: 'Verder naar verzenden en betalen' }).click();
    expect((await answered).status()).toBe(400);
    await expect(page.getByText('Postcode onjuist').first()).toBeVisible();
    await expect(page.getByLabel('Straat').first()).toHaveValue('');
    await expect(page.getByLabel('Plaats').first()).toHaveValue('');
    await expect(page.getByLabel('E-mailadres')).toHaveValue('sanne@example.nl');
    // The held lookups answer after the server did: they change nothing.
    const late = page.waitForResponse((r) => r.url().includes('/api/postcode/') && r.url().includes('9999'));
    release();
    await late;
    await expect(page.getByLabel('Straat').first()).toHaveValue('');
    await expect(page.getByText('Postcode onjuist').first()).toBeVisible();
  });
});

test.describe('cart', () => {
  test('updates quantities, refuses nonsense and applies GRATISTHUIS', async ({ page }, testInfo) => {
    await addFirstProductToCart(page);
    const quantity = page.getByLabel(/^Aantal van/);
    // The line's maximum is its stock; the demo data may have only one left.
    const wanted = Math.min(2, Number(await quantity.getAttribute('max')));
    await quantity.fill(String(wanted));
    // With JavaScript a change submits at once; without it the shopper presses 'Bijwerken'.
    if (!hasJs(testInfo)) await page.getByRole('button', { name: 'Bijwerken' }).click();
    await expect(page.locator('.cart-summary')).toContainText(wanted === 1 ? '1 artikel)' : '2 artikelen');
    await page.getByLabel('Kortingscode').fill('bestaatniet');
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await expect(page.getByText('Deze kortingscode bestaat niet.')).toBeVisible();
    await expect(page.getByLabel('Kortingscode')).toHaveValue('bestaatniet');
    await page.getByLabel('Kortingscode').fill('GRATISTHUIS');
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await expect(page.getByText(/Kortingscode GRATISTHUIS is toegepast/)).toBeVisible();
    await expect(page.locator('.cart-summary')).toContainText('Gratis');
    await page.getByRole('button', { name: /^Verwijderen / }).click();
    await expect(page.getByRole('heading', { name: 'Je winkelwagen is leeg' })).toBeVisible();
  });

  test('a quantity typed while the cart page still loads its code is kept when the page comes alive', async ({
    page,
    ownProduct,
  }, testInfo) => {
    test.skip(
      !hasJs(testInfo),
      'Without JavaScript nothing hydrates, so nothing can swap the form: the plain quantity post is tested in nojs by "updates quantities"',
    );
    // The race a shopper on a slow line meets (docs/decisions/0049, returns.spec.ts failed at its add-to-cart step under
    // load), made certain: the page's code is held until the shopper has typed. Before the fix the line's
    // form was swapped for another component at hydration (a plain form became a fetcher form), the
    // field was made anew with the old quantity and the typed 2 was lost.
    await addOwnProductToCart(page, ownProduct);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    const quantity = page.getByLabel(`Aantal van ${ownProduct.title}`);
    await quantity.fill('2');
    release();
    await hydrated(page);
    await expect(quantity).toHaveValue('2');
    // And the typed quantity is what the cart gets.
    await quantity.press('Enter');
    await expect(page.locator('.cart-summary')).toContainText('(2 artikelen)');
    await page.reload();
    await expect(quantity).toHaveValue('2');
  });

  test('a tampered quantity is refused with a Dutch message and a 4xx', async ({ page }) => {
    await page.goto('/cart/');
    const res = await page.request.post('/cart/', {
      form: { intent: 'add', item_id: '1', quantity: '-5' },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain('Kies een aantal van 1 tot en met 99.');
  });
});
