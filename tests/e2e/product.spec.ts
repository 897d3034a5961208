// The product page as a shopper sees it: variant choice in the URL, the review form, the related
// products carousel and the quick view — with JavaScript (project js) and without (project nojs).
import { expect, hasJs, hydrated, test } from './fixtures';

// From the deterministic demo seed: three sizes, all in stock, with approved reviews.
const PRODUCT = '/synthetisch-dekbed-noorderzon-winter-1589.html';
const TITLE = 'Synthetisch dekbed Noorderzon – Winter';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

test('shows the product with gallery, price, stock, specifications, reviews and structured data', async ({ page, request }) => {
  const res = await page.goto(PRODUCT);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.locator('.product-brand').first()).toHaveText('Vedermolen');
  await expect(page.getByText(/^Je bespaart € \d+,\d\d \(\d+%\)$/)).toBeVisible();
  await expect(page.getByText('Op voorraad', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Specificaties' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Artikelnummer/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Beoordelingen', level: 2 })).toBeVisible();
  await expect(page.getByText('Verdeling van de scores')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Verdeling van de scores' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).or(page.locator('.breadcrumbs'))).toContainText('Dekbedden');
  // The LCP image is in the first HTML, not lazy, with high priority; the JSON-LD carries the nonce.
  const html = await (await request.get(PRODUCT)).text();
  const firstImage = html.match(/<img[^>]*srcSet="\/media\/p\/[^"]*"[^>]*>/)?.[0] ?? '';
  expect(firstImage).toContain('loading="eager"');
  expect(firstImage).toMatch(/fetchpriority="high"/i); // React 19 writes the attribute as fetchPriority; HTML ignores case
  const ld = [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const productLd = ld.find((j) => j['@type'] === 'Product');
  expect(productLd).toMatchObject({
    name: TITLE,
    offers: { '@type': 'Offer', priceCurrency: 'EUR' },
    aggregateRating: { '@type': 'AggregateRating' },
  });
  // The gallery image is resized by the server in a format the browser accepts.
  const image = await request.get(`${firstImage.match(/src="([^"]+)"/)![1]}`, { headers: { Accept: 'image/avif,image/webp,*/*' } });
  expect(image.headers()['content-type']).toBe('image/avif');
});

test('chooses a variant through the URL, which can be shared', async ({ page }, testInfo) => {
  await page.goto(PRODUCT);
  if (hasJs(testInfo)) await hydrated(page);
  const sizes = page.getByRole('navigation', { name: 'Kies maat' });
  await expect(sizes.getByRole('link', { name: '140x200' })).toHaveAttribute('aria-current', 'true');
  const before = await page.locator('.product-price .price-now').textContent();
  await sizes.getByRole('link', { name: '200x200' }).click();
  await expect(page).toHaveURL(/\?variant=\d+$/);
  await expect(sizes.getByRole('link', { name: '200x200' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('Maat: 200x200')).toBeVisible();
  await expect(page.locator('.product-price .price-now')).not.toHaveText(before!);
  const variantId = new URL(page.url()).searchParams.get('variant');
  await expect(page.locator('form.add-to-cart input[name="item_id"]')).toHaveValue(variantId!);
  // The shared address opens with the same size chosen, and adds that size to the cart.
  await page.goto(page.url());
  await expect(page.getByText('Maat: 200x200')).toBeVisible();
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByText('200x200').first()).toBeVisible();
});

test('posts a review: required fields first, then the server message replaces the form', async ({ page }, testInfo) => {
  await page.goto(PRODUCT);
  if (hasJs(testInfo)) await hydrated(page);
  const form = page.locator('form.review-form');
  await expect(form.getByRole('heading', { name: `Schrijf een beoordeling over ${TITLE}` })).toBeVisible();
  await expect(form.getByPlaceholder('Voornaam')).toBeVisible();
  await expect(form.getByLabel('Beoordeling')).toHaveAttribute('rows', '4');
  await form.getByRole('button', { name: 'Plaatsen' }).click();
  await expect(form.getByText('Dit is een verplicht veld')).toHaveCount(5);
  await form.getByPlaceholder('Voornaam').fill('Sanne');
  await form.getByPlaceholder('E-mail', { exact: true }).fill('sanne@');
  await form.getByPlaceholder('Titel').fill('<b>Heerlijk</b>');
  await form.getByLabel('Beoordeling').fill('Slaapt koel en zacht.');
  await form.getByText('4 sterren').click({ force: true });
  await form.getByRole('button', { name: 'Plaatsen' }).click();
  await expect(page.getByText('Dit is geen geldig e-mailadres')).toBeVisible();
  await expect(page.getByPlaceholder('Voornaam')).toHaveValue('Sanne');
  await page.getByPlaceholder('E-mail', { exact: true }).fill(`sanne-${testInfo.project.name}@example.com`);
  await page.getByRole('button', { name: 'Plaatsen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bedankt voor je beoordeling!' })).toBeVisible();
  await expect(page.locator('form.review-form')).toHaveCount(0);
});

test('related products: a swipe strip on mobile with JS, a scrollable list without, a grid on desktop', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PRODUCT);
  const track = page.locator('.related-track');
  await expect(page.getByRole('heading', { name: 'Misschien ook iets voor jou' })).toBeVisible();
  await expect(track.locator('.related-slide')).toHaveCount(8);
  if (hasJs(testInfo)) {
    await hydrated(page);
    await track.scrollIntoViewIfNeeded();
    await expect(track).toHaveClass(/is-slider/);
    // keen-slider places one slide per view below 640 px.
    const width = await track
      .locator('.related-slide')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    const trackWidth = await track.evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.abs(width - trackWidth)).toBeLessThan(2);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(track).not.toHaveClass(/is-slider/);
  } else {
    expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto')).toBe(true);
  }
});

test("'Toevoegen' opens the quick view and the quick-buy panel with JS; without JS the product page", async ({ page }, testInfo) => {
  await page.goto(PRODUCT);
  const first = page.locator('.related-slide').first();
  const title = (await first.locator('.tile-title a').textContent())!.trim();
  if (!hasJs(testInfo)) {
    await first.getByRole('link', { name: `Toevoegen: ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    return;
  }
  await hydrated(page);
  await first.getByRole('link', { name: `Toevoegen: ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await dialog.getByRole('button', { name: /^In winkelwagen/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Toegevoegd aan je winkelwagen' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Bekijk winkelwagen' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByText(title).first()).toBeVisible();
});

test('overview tiles open the quick view with JS; without JS the tile links to the product page', async ({ page }, testInfo) => {
  await page.goto('/dekbed/');
  const tile = page.locator('.listing-grid > li').first();
  const title = (await tile.locator('.tile-title a').textContent())!.trim();
  if (!hasJs(testInfo)) {
    await expect(tile.getByRole('button', { name: /Snel bekijken/ })).toHaveCount(0);
    await tile.locator('.tile-title a').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    return;
  }
  await hydrated(page);
  await tile.getByRole('button', { name: `Snel bekijken: ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Bekijk alle details' })).toHaveAttribute('href', /\.html$/);
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toHaveCount(0);
});

test("the quick-buy panel tells when adding failed, with the cart's Dutch reason (JS)", async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), 'the quick view needs JavaScript; without it the product page form answers');
  await page.goto('/dekbed/');
  const tile = page.locator('.listing-grid > li').first();
  const title = (await tile.locator('.tile-title a').textContent())!.trim();
  await hydrated(page);
  await tile.getByRole('button', { name: `Snel bekijken: ${title}` }).click();
  const dialog = page.getByRole('dialog');
  const add = dialog.getByRole('button', { name: /^In winkelwagen/ });
  await expect(add).toBeEnabled();
  // A quantity the cart refuses (1–99), as a tampered or stale request would send.
  await dialog.locator('input[name="quantity"]').evaluate((input: HTMLInputElement) => (input.value = '100'));
  await add.click();
  await expect(dialog.getByRole('heading', { name: 'Toevoegen is niet gelukt' })).toBeVisible();
  await expect(dialog.getByRole('alert')).not.toHaveText('');
  await expect(dialog.getByRole('link', { name: 'Bekijk winkelwagen' })).toHaveCount(0);
  // Nothing was added.
  await page.goto('/cart/');
  await expect(page.getByRole('heading', { name: 'Je winkelwagen is leeg' })).toBeVisible();
});
