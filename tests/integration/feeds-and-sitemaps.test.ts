// Found by search engines and shopping sites (docs/decisions/0051): /sitemap.xml is a sitemap index whose
// product sitemaps list every available product with lastmod and images, and /feeds/products.xml
// is a Google Merchant Center feed with one item per variant, the product page's prices (the lawful
// "was" price of docs/decisions/0051), safe escaping of hostile text, kept until a price changes.
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as feedLoader } from '../../app/routes/feeds-products-xml';
import { loader as productLoader } from '../../app/routes/product';
import { loader as robotsLoader } from '../../app/routes/robots-txt';
import { loader as sitemapPartLoader } from '../../app/routes/sitemap-part';
import { loader as sitemapIndexLoader } from '../../app/routes/sitemap-xml';
import { productSitemap, productSitemapIndex } from '../../commerce/catalog/feeds';
import { SITEMAP_MAX_URLS } from '#contract/operations/feeds';
import { createAdminShop, MEDEWERKER, type AdminShop } from '../helpers/admin';
import { routeArgs } from '../helpers/route-args';
import { dbKinds } from '../helpers/shop';

const ORIGIN = 'http://localhost:3000';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const GOOGLE_NS = 'http://base.google.com/ns/1.0';
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['sitemap', 'url', 'item', 'image:image', 'g:additional_image_link'].includes(name),
});

/** Well-formed XML (fast-xml-parser's validator), parsed. */
function parsed(xml: string) {
  const valid = XMLValidator.validate(xml);
  expect(valid, JSON.stringify(valid)).toBe(true);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  return parser.parse(xml);
}

const get = async (
  loader: (args: never) => Promise<Response>,
  path: string,
  params: Record<string, string> = {},
  headers: HeadersInit = {},
) => loader(routeArgs(new Request(`${ORIGIN}${path}`, { headers }), shopContext(), params) as never);
let shopContext: () => AdminShop['shop']['context'];

interface FeedItem {
  [field: string]: unknown;
}
const euros = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;

describe.each(dbKinds)('sitemaps and the product feed on %s', (kind) => {
  let a: AdminShop;
  let staff: string;
  beforeAll(async () => {
    a = await createAdminShop(kind);
    shopContext = () => a.shop.context;
    staff = await a.login(MEDEWERKER);
  }, 180_000);
  afterAll(() => a?.close());

  const feedItems = async () => {
    const res = await get(feedLoader, '/feeds/products.xml');
    expect(res.status).toBe(200);
    const text = await res.text();
    const doc = parsed(text);
    return { text, res, items: doc.rss.channel.item as FeedItem[], doc };
  };

  it('sitemap.xml is a sitemap index of absolute URLs; the product sitemaps hold every available product with lastmod and images', async () => {
    const index = parsed(await (await get(sitemapIndexLoader, '/sitemap.xml')).text());
    expect(index.sitemapindex['@_xmlns']).toBe(SITEMAP_NS);
    const locs = (index.sitemapindex.sitemap as Array<{ loc: string; lastmod?: string }>).map((s) => s.loc);
    expect(locs[0]).toBe(`${ORIGIN}/sitemaps/pages.xml`);
    const productParts = locs.filter((l) => /\/sitemaps\/products-\d+\.xml$/.test(l));
    expect(productParts.length).toBeGreaterThan(0);

    const seen = new Map<string, { lastmod: string; images: string[] }>();
    for (const loc of productParts) {
      const name = loc.split('/').pop()!;
      const res = await get(sitemapPartLoader, `/sitemaps/${name}`, { name });
      expect(res.headers.get('content-type')).toContain('application/xml');
      const doc = parsed(await res.text());
      expect(doc.urlset['@_xmlns']).toBe(SITEMAP_NS);
      expect(doc.urlset['@_xmlns:image']).toBe(IMAGE_NS);
      const urls = doc.urlset.url as Array<{ loc: string; lastmod: string; 'image:image': Array<{ 'image:loc': string }> }>;
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      for (const u of urls) {
        expect(new URL(u.loc).origin).toBe(ORIGIN);
        expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        for (const image of u['image:image']) expect(new URL(image['image:loc']).origin).toBe(ORIGIN);
        seen.set(new URL(u.loc).pathname, { lastmod: u.lastmod, images: u['image:image'].map((i) => i['image:loc']) });
      }
    }
    const products = await a.rows<{ slug: string; available: boolean; updated_at: string; images: number }>(
      sql`select slug, available, updated_at, (select count(*) from product_images i where i.product_id = p.id)::int as images from products p`,
    );
    for (const p of products) {
      const entry = seen.get(`/${p.slug}.html`);
      if (!p.available) {
        expect(entry, p.slug).toBeUndefined();
        continue;
      }
      expect(entry, p.slug).toBeDefined();
      expect(entry!.lastmod).toBe(new Date(p.updated_at).toISOString().replace(/\.\d{3}Z$/, 'Z'));
      expect(entry!.images.length).toBe(p.images);
    }
    expect(seen.size).toBe(products.filter((p) => p.available).length);
    // The pages sitemap keeps the categories, brands and service pages.
    expect(await (await get(sitemapPartLoader, '/sitemaps/pages.xml', { name: 'pages.xml' })).text()).toContain(
      `<loc>${ORIGIN}/dekbedovertrek/</loc>`,
    );
  });

  it('product sitemaps split at the URL limit, without losing or repeating a product; unknown parts are 404', async () => {
    const db = a.shop.database.db;
    const perPart = 7;
    const { parts } = await productSitemapIndex(db, perPart);
    const all: string[] = [];
    for (const { part } of parts) {
      const { urls } = await productSitemap(db, part, perPart);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(perPart);
      all.push(...urls.map((u) => u.path));
    }
    const [{ n }] = await a.rows<{ n: number }>(sql`select count(*)::int as n from products where available`);
    expect(parts.length).toBe(Math.ceil(n / perPart));
    expect(new Set(all).size).toBe(n);
    for (const name of ['products-999.xml', 'products-0.xml', 'products-1.xml.gz', '..%2Fsecret', 'products-1.xml?x']) {
      const res = await get(sitemapPartLoader, `/sitemaps/${encodeURIComponent(name)}`, { name }).catch((e: unknown) => e as Response);
      expect(res.status, name).toBe(404);
    }
  });

  it('the feed is RSS 2.0 with the g: namespace, one item per variant of every available product, with every required field', async () => {
    const { items, doc } = await feedItems();
    expect(doc.rss['@_version']).toBe('2.0');
    expect(doc.rss['@_xmlns:g']).toBe(GOOGLE_NS);
    const [{ n }] = await a.rows<{ n: number }>(
      sql`select count(*)::int as n from variants v join products p on p.id = v.product_id where p.available`,
    );
    expect(items.length).toBe(n);
    const ids = new Set<string>();
    for (const item of items) {
      for (const field of [
        'g:id',
        'g:title',
        'g:description',
        'g:link',
        'g:image_link',
        'g:availability',
        'g:price',
        'g:brand',
        'g:mpn',
        'g:item_group_id',
        'g:condition',
      ])
        expect(String(item[field] ?? ''), `${String(item['g:id'])} ${field}`).not.toBe('');
      expect(['in_stock', 'out_of_stock']).toContain(item['g:availability']);
      expect(item['g:price']).toMatch(/^\d+\.\d{2} EUR$/);
      if (item['g:sale_price']) expect(item['g:sale_price']).toMatch(/^\d+\.\d{2} EUR$/);
      expect(new URL(String(item['g:link'])).origin).toBe(ORIGIN);
      expect(new URL(String(item['g:image_link'])).origin).toBe(ORIGIN);
      const shipping = item['g:shipping'] as Record<string, string>;
      expect(shipping['g:country']).toBe('NL');
      expect(shipping['g:price']).toMatch(/^\d+\.\d{2} EUR$/);
      ids.add(String(item['g:id']));
    }
    expect(ids.size).toBe(items.length);
    expect(items.some((i) => i['g:size'])).toBe(true);
    expect(items.some((i) => i['g:material'])).toBe(true);
    expect(items.some((i) => i['g:color'])).toBe(true);
  });

  it('feed prices are the product page prices: a lawful reduction as price + sale_price, one without a lawful "was" price as price only', async () => {
    const { items } = await feedItems();
    const samples = await a.rows<{
      slug: string;
      id: number;
      sku: string;
      price: number;
      price_old: number | null;
      compare_at: number | null;
    }>(
      sql`(select p.slug, v.id, v.sku, v.price, v.price_old, v.compare_at from variants v join products p on p.id = v.product_id
          where p.available and v.price_old is not null order by v.id limit 2)
        union all (select p.slug, v.id, v.sku, v.price, v.price_old, v.compare_at from variants v join products p on p.id = v.product_id
          where p.available and v.compare_at is not null and v.price_old is null order by v.id limit 2)
        union all (select p.slug, v.id, v.sku, v.price, v.price_old, v.compare_at from variants v join products p on p.id = v.product_id
          where p.available and v.compare_at is null order by v.id limit 1)`,
    );
    expect(samples.filter((s) => s.price_old !== null).length).toBeGreaterThan(0);
    expect(samples.filter((s) => s.compare_at !== null && s.price_old === null).length).toBeGreaterThan(0);
    for (const s of samples) {
      const page = await productLoader(
        routeArgs(new Request(`${ORIGIN}/${s.slug}.html?variant=${s.id}`), a.shop.context, { slug: s.slug }) as never,
      );
      const variant = (
        page as { product: { variants: Array<{ id: number; price: number; price_old: number | null }> } }
      ).product.variants.find((v) => v.id === s.id)!;
      const item = items.find((i) => i['g:id'] === s.sku)!;
      expect(item, s.sku).toBeDefined();
      if (variant.price_old !== null) {
        expect(item['g:price']).toBe(euros(variant.price_old));
        expect(item['g:sale_price']).toBe(euros(variant.price));
      } else {
        expect(item['g:price']).toBe(euros(variant.price));
        expect(item['g:sale_price']).toBeUndefined();
      }
      // The JSON-LD of the page says the same: a strikethrough price only with a lawful "was" price.
      const jsonLd = (page as { jsonLd: string[] }).jsonLd.map(
        (j) => JSON.parse(j) as { offers?: { price: string; priceSpecification?: { price: string } } },
      );
      const offer = jsonLd.find((j) => j.offers)!.offers!;
      expect(offer.price).toBe((variant.price / 100).toFixed(2));
      expect(offer.priceSpecification?.price ?? null).toBe(variant.price_old === null ? null : (variant.price_old / 100).toFixed(2));
    }
  });

  it('attacker: hostile product text is escaped, never breaks the XML or adds a price', async () => {
    const [target] = await a.rows<{ id: number; sku: string; slug: string }>(
      sql`select p.id, v.sku, p.slug from products p join variants v on v.product_id = p.id where p.available order by p.id desc, v.position limit 1`,
    );
    const hostile = `Dekbed <script>alert(1)</script> & "x" ]]> \u0001\u0008\uFFFF\uD800 </g:title><g:price>0.01 EUR</g:price>`;
    await a.rows(
      sql`update products set title = ${hostile}, description_html = ${`<p>${hostile}</p><![CDATA[ x ]]>`}, updated_at = now() where id = ${target!.id}`,
    );
    const { items, text } = await feedItems();
    expect(text).not.toContain('<script>');
    expect(text).not.toContain('\u0001');
    const item = items.find((i) => i['g:id'] === target!.sku)!;
    expect(String(item['g:title'])).toContain('Dekbed <script>alert(1)</script> & "x" ]]>');
    expect(item['g:price']).not.toBe('0.01 EUR');
    expect(text).not.toContain('<g:price>0.01 EUR</g:price>');
    const index = parsed(await (await get(sitemapIndexLoader, '/sitemap.xml')).text());
    expect(index.sitemapindex.sitemap.length).toBeGreaterThan(1);
  });

  it('a second visitor gets the same kept bytes; a staff price change makes a new feed with the new price', async () => {
    const first = await feedItems();
    const etag = first.res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\d.]+"$/);
    // Changed behind the shop's back (no price, availability or stock change): the kept feed stays.
    const [target] = await a.rows<{ id: number; product_id: number; sku: string; price: number }>(
      sql`select v.id, v.product_id, v.sku, v.price from variants v join products p on p.id = v.product_id
        where p.available and v.compare_at is null and not exists (select 1 from configurators c where c.product_id = p.id) order by v.id limit 1`,
    );
    await a.rows(sql`update products set title = 'Stilletjes veranderd' where id = ${target!.product_id}`);
    const second = await feedItems();
    expect(second.text).toBe(first.text);
    expect(second.res.headers.get('etag')).toBe(etag);
    expect((await get(feedLoader, '/feeds/products.xml', {}, { 'If-None-Match': etag })).status).toBe(304);

    const priced = await a.call('POST', `/v1/admin/variants/${target!.id}/price`, {
      token: staff,
      body: { price: target!.price + 1000, price_old: null },
    });
    expect(priced.status, priced.text).toBe(200);
    const third = await feedItems();
    expect(third.res.headers.get('etag')).not.toBe(etag);
    const item = third.items.find((i) => i['g:id'] === target!.sku)!;
    expect(item['g:price']).toBe(euros(target!.price + 1000));
    expect(String(item['g:title'])).toContain('Stilletjes veranderd');
  });

  it('attacker: links point at PUBLIC_URL whatever Host a request claims; one kept feed for every Host (attack review H6)', async () => {
    // A real shop (PUBLIC_URL not on this machine): the feed, the sitemaps and robots.txt link to it, also
    // for a request to the shop's own Host; a foreign Host gets the same bytes, so nothing pointing
    // elsewhere can be rendered, kept or handed to a shared cache.
    const real = { ...a.shop.context, publicUrl: 'https://www.slaapzaak.example/' };
    const load = (loader: (args: never) => Promise<Response> | Response, url: string, params: Record<string, string> = {}) =>
      Promise.resolve(loader(routeArgs(new Request(url), real, params) as never)).then((r) => r.text());
    const origins = (text: string) =>
      new Set([...text.matchAll(/https?:\/\/[^/<"\s]+/g)].map((m) => m[0]).filter((o) => !/sitemaps\.org|google\.com/.test(o)));
    for (const host of ['https://www.slaapzaak.example', 'http://winkel-slaapzaak.example', 'http://127.0.0.1:3000']) {
      const feed = await load(feedLoader, `${host}/feeds/products.xml`);
      expect(feed, host).toBe(await load(feedLoader, 'https://www.slaapzaak.example/feeds/products.xml'));
      expect([...origins(feed)], host).toEqual(['https://www.slaapzaak.example']);
      expect([...origins(await load(sitemapIndexLoader, `${host}/sitemap.xml`))], host).toEqual(['https://www.slaapzaak.example']);
      for (const name of ['pages.xml', 'products-1.xml'])
        expect([...origins(await load(sitemapPartLoader, `${host}/sitemaps/${name}`, { name }))], name).toEqual([
          'https://www.slaapzaak.example',
        ]);
      expect(await load(robotsLoader, `${host}/robots.txt`)).toContain('Sitemap: https://www.slaapzaak.example/sitemap.xml');
    }
    // A demo (loopback PUBLIC_URL, here http://localhost:3000): this machine's own origin is followed (the
    // dev server's or the e2e tests' port), any other Host gets the configured one.
    const demo = (url: string) => sitemapIndexLoader(routeArgs(new Request(url), a.shop.context, {}) as never);
    expect(await (await demo('http://127.0.0.1:4173/sitemap.xml')).text()).toContain('<loc>http://127.0.0.1:4173/sitemaps/pages.xml</loc>');
    expect(await (await demo('http://evil.example/sitemap.xml')).text()).toContain(`<loc>${ORIGIN}/sitemaps/pages.xml</loc>`);
  });
});
