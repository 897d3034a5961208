// Lawful "was" prices as a shopper sees them (docs/decisions/0051), with JavaScript (project js) and without
// (nojs): a reduction with a lawful reference shows "Van" with the lowest price of the 30 days before
// it, the same prices as the product feed (docs/decisions/0051); a product without one shows only its price.
import { expect, test } from './fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

const euro = (feedPrice: string) => `€ ${feedPrice.replace(' EUR', '').replace('.', ',')}`;

/** The first feed item (a product's first variant) with or without a sale price. */
async function feedItem(request: import('@playwright/test').APIRequestContext, reduced: boolean) {
  const res = await request.get('/feeds/products.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  const xml = await res.text();
  for (const [, body] of xml.matchAll(/<item>(.*?)<\/item>/g)) {
    const link = /<g:link>([^<]+)<\/g:link>/.exec(body!)![1]!;
    if (link.includes('?variant=')) continue;
    const sale = /<g:sale_price>([^<]+)</.exec(body!)?.[1];
    if (Boolean(sale) !== reduced) continue;
    return { path: new URL(link).pathname, price: /<g:price>([^<]+)</.exec(body!)![1]!, sale };
  }
  throw new Error('no such feed item');
}

test('a reduction shows the lowest price of the 30 days before it, as the feed says', async ({ page, request }) => {
  const item = await feedItem(request, true);
  await page.goto(item.path);
  const price = page.locator('.product-price');
  await expect(price.locator('del.price-old')).toContainText(euro(item.price));
  await expect(price.locator('ins.price-now')).toContainText(euro(item.sale!));
  await expect(price.getByText('Van-prijs: de laagste prijs in de 30 dagen voor de korting.')).toBeVisible();
});

test('a product without a lawful reference shows only its price', async ({ page, request }) => {
  const item = await feedItem(request, false);
  await page.goto(item.path);
  const price = page.locator('.product-price');
  await expect(price.locator('.price-now')).toContainText(euro(item.price));
  await expect(price.locator('del.price-old')).toHaveCount(0);
});

test('sitemap index, product sitemaps and the feed are served for search engines and shopping sites', async ({ request, baseURL }) => {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const part = /<loc>([^<]+\/sitemaps\/products-1\.xml)<\/loc>/.exec(index)![1]!;
  const products = await (await request.get(new URL(part).pathname)).text();
  expect(products).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
  expect(products).toMatch(
    new RegExp(`<url><loc>${baseURL}/[a-z0-9-]+\\.html</loc><lastmod>[^<]+</lastmod><image:image><image:loc>${baseURL}/`),
  );
  expect((await request.get('/sitemaps/products-999.xml')).status()).toBe(404);
});
