// Product overviews, filters, sort, price range, load more, search, suggestions, brands and the
// sitemap — as a shopper sees them, with JavaScript (project js) and without (project nojs).
import type { Locator, Page } from '@playwright/test';
import { expect, hasJs, heartIds, hydrated, pressedHearts, test } from './fixtures';

/** The number in the listing's '265 producten' heading. */
async function total(page: Page): Promise<number> {
  const text = await page.locator('.listing-count').textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

/** The prices shown on the tiles, in euros. */
async function prices(grid: Locator): Promise<number[]> {
  const texts = await grid.locator('.price-now').allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
}

const tiles = (page: Page) => page.locator('.listing-grid > li');

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie choice is made; the bar would otherwise cover the bottom of the page.
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

test.describe('product overview (pop)', () => {
  test('shows the header, filters, sort, product tiles and the load-more bar', async ({ page }) => {
    const res = await page.goto('/dekbedovertrek/');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Dekbedovertrekken' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dekbedovertrek\/$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('BreadcrumbList');
    expect(jsonLd.itemListElement.at(-1).name).toBe('Dekbedovertrekken');
    expect(await total(page)).toBeGreaterThan(24);
    await expect(tiles(page)).toHaveCount(24);
    const tile = tiles(page).first();
    await expect(tile.locator('.tile-title a')).toHaveAttribute('href', /\.html$/);
    await expect(tile.locator('.price-now')).toHaveText(/€ \d+,\d\d/);
    await expect(page.getByRole('button', { name: /^Bekijk \d+ producten$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Herstel filters' })).toBeVisible();
    await expect(page.getByText('Meer', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Laad meer' })).toHaveAttribute('href', /tn_p=2/);
  });

  test('a heart on a tile marks the favourite for this visitor only, though the page markup is kept for all', async ({
    page,
    request,
  }, testInfo) => {
    // The tiles' HTML is rendered once per kept answer and visitor variant (docs/decisions/0028): a
    // favourite must show for the visitor who made it, on the next page view too, and never for another.
    await page.goto('/dekbed/');
    const tile = tiles(page).nth(1);
    const title = (await tile.locator('.tile-title a').textContent())!.trim();
    const heart = tile.getByRole('button', { name: `${title} als favoriet bewaren` });
    const id = await heart.getAttribute('value');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    if (hasJs(testInfo)) await hydrated(page);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    if (hasJs(testInfo)) await hydrated(page);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page).first().locator('.favourite-toggle')).toHaveAttribute('aria-pressed', 'false');
    const pressed = (html: string) => pressedHearts(html).includes(Number(id));
    // The server's HTML for this visitor (their cookie) marks it; another visitor's does not.
    expect(pressed(await (await page.request.get('/dekbed/')).text())).toBe(true);
    const other = await (await request.get('/dekbed/')).text();
    expect(heartIds(other)).toContain(Number(id));
    expect(pressed(other)).toBe(false);
  });

  test('filtering by a colour checkbox narrows the products', async ({ page }, testInfo) => {
    await page.goto('/dekbedovertrek/');
    if (hasJs(testInfo)) await hydrated(page);
    const before = await total(page);
    const wit = page.getByRole('checkbox', { name: /^Wit\b/ });
    await wit.check();
    if (!hasJs(testInfo)) await page.getByRole('button', { name: /^Bekijk \d+ producten?$/ }).click();
    await expect(page).toHaveURL(/[?&]tn_fk_kleur=wit(&|$)/);
    await expect(page).not.toHaveURL(/tn_pmin|tn_pmax/);
    await expect.poll(() => total(page)).toBeLessThan(before);
    await expect(page.getByRole('checkbox', { name: /^Wit\b/ })).toBeChecked();
    await expect(page.getByRole('list', { name: 'Gekozen filters' }).getByRole('link', { name: /Wit/ })).toBeVisible();
    const narrowed = await total(page);
    await expect(page.getByRole('button', { name: new RegExp(`^Bekijk ${narrowed} product`) })).toBeVisible();
    // 'Herstel filters' brings every product back.
    await page.getByRole('link', { name: 'Herstel filters' }).click();
    await expect(page).not.toHaveURL(/tn_fk_kleur/);
    await expect.poll(() => total(page)).toBe(before);
  });

  test('sorting by price puts the cheapest first', async ({ page }, testInfo) => {
    await page.goto('/dekbedovertrek/');
    if (hasJs(testInfo)) await hydrated(page);
    await page.getByLabel('Sorteer op').selectOption('prijs-oplopend');
    if (!hasJs(testInfo)) await page.getByRole('button', { name: 'Sorteer' }).click();
    await expect(page).toHaveURL(/tn_sort=prijs-oplopend/);
    await expect(page.getByLabel('Sorteer op')).toHaveValue('prijs-oplopend');
    // The address changes a moment before the new list is drawn: wait for the list itself.
    await expect
      .poll(async () => {
        const shown = await prices(page.locator('.listing-grid'));
        return shown.length === 24 && shown.every((p, i) => i === 0 || shown[i - 1] <= p);
      })
      .toBe(true);
  });

  test('a price range shows only products in that range', async ({ page }, testInfo) => {
    await page.goto('/dekbedovertrek/');
    if (hasJs(testInfo)) {
      await hydrated(page);
      // With JavaScript the range is also a slider of two thumbs.
      await expect(page.locator('.dual-range input[type="range"]')).toHaveCount(2);
    }
    const price = page.locator('details.filter-group').filter({ has: page.locator('summary', { hasText: 'Prijs' }) });
    if ((await price.getAttribute('open')) === null) await price.locator('summary').click();
    await price.getByLabel('Prijs: van (euro)').fill('40');
    await price.getByLabel('Prijs: tot (euro)').fill('60');
    await price.getByLabel('Prijs: tot (euro)').press('Enter');
    await expect(page).toHaveURL(/[?&]tn_fk_ae-prijs=40-60(&|$)/);
    await expect(page).not.toHaveURL(/tn_pmin|tn_pmax|tn_prange/);
    await expect(page.getByRole('list', { name: 'Gekozen filters' }).getByRole('link', { name: /Prijs/ })).toBeVisible();
    const shown = await prices(page.locator('.listing-grid'));
    expect(shown.length).toBeGreaterThan(0);
    for (const p of shown) {
      expect(p).toBeGreaterThanOrEqual(40);
      expect(p).toBeLessThan(61);
    }
  });

  test('load more adds the next products', async ({ page }, testInfo) => {
    await page.goto('/dekbedovertrek/');
    await expect(tiles(page)).toHaveCount(24);
    const firstOfPage1 = await tiles(page).first().locator('.tile-title').textContent();
    if (hasJs(testInfo)) {
      await hydrated(page);
      // It loads by itself as it comes within 900 px, in place, without leaving the page.
      await page.getByRole('link', { name: 'Laad meer' }).scrollIntoViewIfNeeded();
      await expect(tiles(page)).toHaveCount(48);
      await expect(page.locator('.load-more [aria-live]')).toHaveText('24 producten geladen');
      await expect(page.getByText('Je hebt 48 van de')).toBeVisible();
      await expect(tiles(page).first().locator('.tile-title')).toHaveText(firstOfPage1!);
      // The address follows, so a reload (or coming back from a product) keeps every product.
      await expect(page).toHaveURL(/\/dekbedovertrek\/\?tn_p=2$/);
      await page.reload();
      await hydrated(page);
      await expect(tiles(page)).toHaveCount(48);
      // A filter change starts a fresh list: never filtered and unfiltered products mixed.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('checkbox', { name: /^Wit\b/ }).check();
      await expect(page).toHaveURL(/tn_fk_kleur=wit/);
      await expect(tiles(page)).toHaveCount(Math.min(24, await total(page)));
    } else {
      await page.getByRole('link', { name: 'Laad meer' }).click();
      await expect(page).toHaveURL(/\?tn_p=2#pagina-2$/);
      await expect(tiles(page)).toHaveCount(48);
      await expect(tiles(page).first().locator('.tile-title')).toHaveText(firstOfPage1!);
      await expect(page.locator('#pagina-2')).toBeInViewport();
    }
  });

  test('a promotion page (acties/*) has filters; /acties itself shows none (docs/requirements/catalogue-and-search.md#screens-and-routes)', async ({
    page,
  }) => {
    await page.goto('/acties/black-friday-deals/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    await expect(page.locator('.filter-panel')).not.toHaveCount(0);
    await expect(page.getByLabel('Sorteer op')).toBeVisible();
    await page.goto('/acties/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.filter-panel')).toHaveCount(0);
  });

  test('a malformed filter answers 400 with a Dutch message, and a weird page number is ignored', async ({ request }) => {
    const bad = await request.get('/dekbedovertrek/?tn_sort=bestaat-niet');
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain('Deze sortering bestaat niet.');
    for (const p of ['-5', 'abc']) {
      const res = await request.get(`/dekbedovertrek/?tn_p=${p}`);
      expect(res.status(), p).toBe(200);
    }
  });
});

test.describe('category overview (cop)', () => {
  test('shows its featured products, with or without JavaScript', async ({ page }) => {
    await page.goto('/boxspring/');
    await expect(page.getByRole('heading', { name: /^Uitgelicht in / })).toBeVisible();
    await expect(page.locator('.featured-strip a[href$=".html"]').first()).toBeVisible();
  });
});

test.describe('search', () => {
  test('finds duvet covers despite a typo', async ({ page }, testInfo) => {
    await page.goto('/');
    if (hasJs(testInfo)) await hydrated(page);
    const box = page.getByRole('combobox', { name: 'Zoeken' });
    await box.fill('dekbedovertrk');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/zoeken\/\?tn_q=dekbedovertrk$/);
    // docs/decisions/0050: the page says what it understood, and which spelling it searched.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dekbedovertrekken');
    await expect(page.getByText('Je zocht op "dekbedovertrk"')).toBeVisible();
    expect(await total(page)).toBeGreaterThan(0);
    await expect(
      page
        .locator('.tile-title')
        .filter({ hasText: /dekbedovertrek/i })
        .first(),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('an empty or too short term asks for a search term; nothing found gives tips', async ({ page }) => {
    await page.goto('/zoeken/?tn_q=');
    await expect(page.getByRole('heading', { level: 1, name: 'Vul een zoekterm in' })).toBeVisible();
    await page.goto('/zoeken/?tn_q=bed');
    await expect(page.getByRole('heading', { level: 1, name: 'Vul een zoekterm in' })).toBeVisible();
    // docs/decisions/0050: never an empty page — a term that finds nothing shows the best sellers and says so.
    await page.goto('/zoeken/?tn_q=qqxqqxqqz');
    await expect(page.getByRole('heading', { level: 1, name: 'Onze bestsellers' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Geen resultaten voor "qqxqqxqqz"; dit zijn onze bestsellers.' }),
    ).toBeVisible();
    expect(await total(page)).toBeGreaterThan(0);
  });

  test('/zoeken/2/ shows the first two pages of results', async ({ page }) => {
    await page.goto('/zoeken/2/?tn_q=dekbed');
    expect(await total(page)).toBeGreaterThan(24);
    await expect(tiles(page)).toHaveCount(Math.min(48, await total(page)));
  });

  test('suggestions open while typing and are keyboard navigable', async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), 'suggestions need JavaScript');
    await page.goto('/');
    await hydrated(page);
    const box = page.getByRole('combobox', { name: 'Zoeken' });
    await box.fill('dekb');
    const list = page.getByRole('listbox', { name: 'Zoeksuggesties' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('group', { name: 'Producten' }).getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // Open again with the arrow key, and Enter opens the highlighted suggestion.
    await box.press('ArrowDown');
    const href = await first.locator('a').getAttribute('href');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.?]/g, '\\$&')}$`));
    await expect(list).toBeHidden();
  });

  test('Enter with a term of 3 characters or fewer does nothing (with JavaScript)', async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), 'without JavaScript the form always submits');
    await page.goto('/dekbed/');
    await hydrated(page);
    const box = page.getByRole('combobox', { name: 'Zoeken' });
    // Every navigation the page starts is noted; a longer term afterwards is the marker: by the time
    // its search has loaded, an earlier Enter would have shown up first.
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() || new URL(request.url()).pathname.endsWith('.data')) navigations.push(request.url());
    });
    await box.fill('bed');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/dekbed\/$/);
    await box.fill('bedden hout');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/zoeken\/\?tn_q=bedden\+hout$/);
    expect(navigations.filter((url) => /[?&]tn_q=bed(&|$)/.test(url))).toEqual([]);
  });
});

test.describe('brands and sitemap', () => {
  test('the brand index links to a brand page with only that brand', async ({ page }) => {
    await page.goto('/brands/');
    await expect(page.getByRole('heading', { level: 1, name: 'Alle merken' })).toBeVisible();
    const letters = page.getByRole('navigation', { name: 'Merken per letter' }).getByRole('link');
    expect(await letters.count()).toBeGreaterThan(5);
    const brand = page.locator('.brand-list a').first();
    const name = (await brand.textContent())!.replace(/\s*\(\d+\)\s*$/, '').trim();
    await brand.click();
    await expect(page).toHaveURL(/\/brands\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const brands = await page.locator('.listing-grid .tile-brand').allTextContents();
    expect(brands.length).toBeGreaterThan(0);
    for (const b of brands) expect(b).toBe(name);
    await expect(page.getByRole('group', { name: 'Merk' })).toHaveCount(0);
  });

  test('the sitemap page lists categories, brands and service pages', async ({ page }) => {
    await page.goto('/sitemap/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
    const main = page.getByRole('main');
    for (const heading of ['Categorieën', 'Merken', 'Klantenservice']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const categories = page.locator('.sitemap-categories');
    await expect(categories.getByRole('link', { name: 'Dekbedovertrekken', exact: true })).toHaveAttribute('href', '/dekbedovertrek/');
    // Nested: sub-categories sit in a list inside their parent.
    await expect(categories.locator('.sitemap-tree .sitemap-tree a').first()).toBeVisible();
  });

  test('sitemap.xml and robots.txt are served for search engines', async ({ request, baseURL }) => {
    const xml = await request.get('/sitemap.xml');
    expect(xml.status()).toBe(200);
    expect(xml.headers()['content-type']).toContain('application/xml');
    // A sitemap index: the shop's pages, then product sitemaps.
    const index = await xml.text();
    expect(index).toContain(`<sitemap><loc>${baseURL}/sitemaps/pages.xml</loc>`);
    expect(index).toContain(`<sitemap><loc>${baseURL}/sitemaps/products-1.xml</loc>`);
    const pages = await request.get('/sitemaps/pages.xml');
    expect(pages.headers()['content-type']).toContain('application/xml');
    const body = await pages.text();
    expect(body).toContain(`<loc>${baseURL}/dekbedovertrek/</loc>`);
    expect(body).toMatch(/<loc>[^<]+\/brands\/[a-z0-9-]+\/<\/loc>/);
    const products = await (await request.get('/sitemaps/products-1.xml')).text();
    expect(products).toMatch(/<url><loc>[^<]+\.html<\/loc><lastmod>/);
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toContain('Disallow: /checkout/');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
