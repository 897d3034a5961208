// docs/decisions/0015, content side: the content pages API (sanitised HTML), product tiles by id, and the
// storefront loaders and actions of favourites, last viewed, content pages and the newsletter —
// on a real commerce API over PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, products } from '../../commerce/db/schema';
import { PageSchema, HomepageSchema } from '#contract/schemas/content';
import { createCommerceClient } from '../../app/lib/context';
import { recordProductViewHeader } from '../../app/lib/product-lists.server';
import { action as favouritesAction } from '../../app/routes/api.favorites';
import { loader as cartLoader } from '../../app/routes/cart';
import { loader as productLoader } from '../../app/routes/product';
import { loader as indexLoader } from '../../app/routes/content-index';
import { loader as pageLoader } from '../../app/routes/content-page';
import { loader as favouritesLoader } from '../../app/routes/favorieten';
import { action as newsletterAction } from '../../app/routes/nieuwsbrief';
import { action as contactAction } from '../../app/routes/content-page';
import { loader as rootLoader } from '../../app/root';
import { createTestShop, dbKinds, testConfig, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';

const ORIGIN = 'http://localhost';

function get(path: string, context: AppLoadContext, params: Record<string, string> = {}, cookie?: string) {
  return routeArgs(new Request(ORIGIN + path, { headers: cookie ? { Cookie: cookie } : {} }), context, params);
}

function post(path: string, context: AppLoadContext, fields: Record<string, string>, cookie?: string) {
  return routeArgs(
    new Request(ORIGIN + path, { method: 'POST', body: new URLSearchParams(fields), headers: cookie ? { Cookie: cookie } : {} }),
    context,
  );
}

/** What a thrown Remix `data()` or Response carries: its status. */
async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error.status;
    return (error as { init?: ResponseInit | null }).init?.status ?? -1;
  }
  throw new Error('expected a thrown response');
}

type DataResult<T> = { data: T; init: ResponseInit | null };

describe.each(dbKinds)('content, favourites, last viewed and newsletter on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  let ids: number[];
  const api = (path: string) => shop.app.request(path, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    shop = await createTestShop(kind, { products: 120 });
    token = await shop.token();
    ids = (await shop.database.db.select({ id: products.id }).from(products).orderBy(products.id).limit(5)).map((r) => r.id);
  });
  afterAll(() => shop?.close());

  describe('content API', () => {
    it('answers the three service pages with real content (/v1/content/service-page/{slug})', async () => {
      for (const [slug, title, text] of [
        ['klantenservice-contact', 'Klantenservice & contact', 'tel:'],
        ['shipping-returns', 'Verzenden & Retourneren', '30 dagen bedenktijd'],
        ['orderandpayment', 'Bestellen & Betalen', 'DKBD'],
      ]) {
        const res = await api(`/v1/content/service-page/${slug}`);
        expect(res.status, slug).toBe(200);
        const page = PageSchema.parse(await res.json());
        expect(page.title).toBe(title);
        expect(page.url).toBe(`/service/${slug}/`);
        expect(page.body_html).toContain(text);
      }
      const contact = PageSchema.parse(await (await api('/v1/content/service-page/klantenservice-contact')).json());
      expect(contact.body_html).toContain('id="contactformulier"');
      expect(contact.body_html).toContain('href="mailto:klantenservice@slaapzaak.nl"');
    });

    it('answers 404 with a Dutch message for an unknown page and 400 for a malformed slug', async () => {
      const missing = await api('/v1/content/service-page/bestaat-niet');
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { error: { message: string } }).error.message).toBe('Deze pagina bestaat niet.');
      expect((await api('/v1/content/service-page/..%2Fsecret')).status).toBe(400);
      expect((await api('/v1/content/pages/nieuws/iets')).status).toBe(400);
      expect((await api('/v1/content/pages?kind=geheim')).status).toBe(400);
    });

    it('lists blog posts newest first, and serves one', async () => {
      const { pages: list } = (await (await api('/v1/content/pages?kind=blog')).json()) as {
        pages: { slug: string; url: string; published_at: string }[];
      };
      expect(list.length).toBeGreaterThan(1);
      const dates = list.map((p) => p.published_at);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(list[0]!.url).toBe(`/blog/${list[0]!.slug}/`);
      const one = await api(`/v1/content/pages/blog/${list[0]!.slug}`);
      expect(one.status).toBe(200);
      expect(PageSchema.parse(await one.json()).body_html.length).toBeGreaterThan(100);
    });

    it('never lets stored HTML carry script: tags, handlers and javascript: links are removed', async () => {
      await shop.database.db.insert(pages).values({
        kind: 'text',
        slug: 'test-vijandig',
        title: 'Vijandig',
        bodyHtml:
          '<p onclick="steal()">Hallo <strong>wereld</strong></p><script>alert(1)</script><img src=x onerror=alert(2)>' +
          '<a href="javascript:alert(3)">klik</a><a href="jav&#x61;script:alert(4)">ook</a><a href="/service/">ok</a>' +
          '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><h2 id="kop">Kop</h2>1 < 2',
      });
      const page = PageSchema.parse(await (await api('/v1/content/pages/text/test-vijandig')).json());
      expect(page.body_html).toBe(
        '<p>Hallo <strong>wereld</strong></p><img src="x"><a>klik</a><a>ook</a><a href="/service/">ok</a><h2 id="kop">Kop</h2>1 &lt; 2',
      );
    });

    it('answers product tiles for ids in the order asked, skipping unknown ids', async () => {
      const res = await api(`/v1/catalog/products?ids=${ids[2]},${ids[0]},999999999,${ids[1]}`);
      expect(res.status).toBe(200);
      const { products: tiles } = (await res.json()) as {
        products: { id: number; url: string; available: boolean; image: { url: string } | null }[];
      };
      expect(tiles.map((t) => t.id)).toEqual([ids[2], ids[0], ids[1]]);
      expect(tiles[0]!.url).toMatch(/\.html$/);
      expect(typeof tiles[0]!.available).toBe('boolean');
      expect((await api('/v1/catalog/products?ids=1,abc')).status).toBe(400);
      expect((await api(`/v1/catalog/products?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`)).status).toBe(400);
    });

    it('gives the home page featured tiles with ids and a reviews teaser of plain text', async () => {
      const home = HomepageSchema.parse(await (await api('/v1/content/homepage')).json());
      expect(home.featured.every((f) => Number.isInteger(f.id))).toBe(true);
      expect(home.reviews.length).toBeGreaterThan(0);
      expect(home.reviews.length).toBeLessThanOrEqual(3);
      for (const r of home.reviews) {
        expect(r.score).toBeGreaterThanOrEqual(4);
        expect(home.featured.some((f) => f.link === r.product.link)).toBe(true);
      }
    });
  });

  describe('content page loaders', () => {
    it('renders a service page, a blog post and the section overviews; unknown pages 404', async () => {
      const service = await pageLoader(get('/service/shipping-returns/', shop.context, { page: 'shipping-returns' }));
      expect(service.page.title).toBe('Verzenden & Retourneren');
      expect(service.section.url).toBe('/service/');
      expect(service.others.some((p) => p.slug === 'orderandpayment')).toBe(true);
      const blog = await indexLoader(get('/blog/', shop.context));
      expect(blog.pages.length).toBeGreaterThan(1);
      const post = await pageLoader(get(blog.pages[0]!.url, shop.context, { blog: blog.pages[0]!.slug }));
      expect(post.page.kind).toBe('blog');
      const inspiratie = await indexLoader(get('/inspiratie/', shop.context));
      expect(inspiratie.pages.every((p) => p.url.startsWith('/inspiratie/'))).toBe(true);
      const all = await indexLoader(get('/textpage/', shop.context));
      expect(new Set(all.pages.map((p) => p.kind))).toEqual(new Set(['service', 'blog', 'inspiratie', 'text']));
      expect(await thrownStatus(pageLoader(get('/service/bestaat-niet/', shop.context, { page: 'bestaat-niet' })))).toBe(404);
      expect(await thrownStatus(pageLoader(get('/blog/<script>/', shop.context, { blog: '<script>' })))).toBe(404);
    });
  });

  describe('favourites', () => {
    it('toggles a product in the cookie without JS and lists it with availability and image', async () => {
      const first = (await favouritesAction(
        post('/api/favorites', shop.context, { id: String(ids[0]), redirectTo: '/dekbed/' }),
      )) as Response;
      expect(first.status).toBe(303);
      expect(first.headers.get('Location')).toBe('/dekbed/');
      const cookie = first.headers.get('Set-Cookie')!.split(';')[0]!;
      expect(cookie).toBe(`favorieten=${ids[0]}`);
      const second = (await favouritesAction(
        post('/api/favorites', shop.context, { id: String(ids[1]), redirectTo: 'https://evil.example/' }, cookie),
      )) as Response;
      expect(second.headers.get('Location')).toBe('/favorieten/');
      const both = second.headers.get('Set-Cookie')!.split(';')[0]!;
      expect(both).toBe(`favorieten=${ids[1]}.${ids[0]}`);

      const page = await favouritesLoader(get('/favorieten/', shop.context, {}, both));
      expect(page.products.map((p) => p.id)).toEqual([ids[1], ids[0]]);
      expect(page.products[0]!.image?.url).toMatch(/^\/media\//);
      const root = (await rootLoader(get('/', shop.context, {}, both))).data;
      expect(root.favourites).toEqual([ids[1], ids[0]]);

      const removed = (await favouritesAction(post('/api/favorites', shop.context, { id: String(ids[1]) }, both))) as Response;
      expect(removed.headers.get('Set-Cookie')).toContain(`favorieten=${ids[0]};`);
    });

    it('refuses a malformed id with a Dutch message', async () => {
      const bad = (await favouritesAction(post('/api/favorites', shop.context, { id: 'abc' }))) as unknown as DataResult<{ error: string }>;
      expect(bad.init?.status).toBe(400);
      expect(bad.data.error).toBe('Dit product kunnen we niet als favoriet bewaren.');
    });
  });

  describe('last viewed', () => {
    it('shows the products seen before on a product page and the cart page, and records the view', async () => {
      const [a, b, c] = await shop.database.db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .orderBy(products.id)
        .limit(3);
      const cookie = `laatst_bekeken=${b!.id}-0.${a!.id}-0`;
      const loaded = await productLoader(get(`/${c!.slug}.html`, shop.context, { slug: c!.slug }, cookie));
      expect(loaded.product.id).toBe(c!.id);
      expect(loaded.lastViewed.map((t) => t.id)).toEqual([b!.id, a!.id]);
      // Viewing a product already in the list leaves it out of its own strip.
      const again = await productLoader(get(`/${a!.slug}.html`, shop.context, { slug: a!.slug }, cookie));
      expect(again.lastViewed.map((t) => t.id)).toEqual([b!.id]);

      const headers = new Headers();
      recordProductViewHeader(
        new Request(`${ORIGIN}/${c!.slug}.html?variant=77`, { headers: { Cookie: cookie } }),
        shop.context,
        { product: loaded },
        headers,
      );
      expect(headers.get('Set-Cookie')).toContain(`laatst_bekeken=${c!.id}-77.${b!.id}-0.${a!.id}-0;`);
      const none = new Headers();
      recordProductViewHeader(new Request(`${ORIGIN}/dekbed/`), shop.context, { catalogue: { type: 'category' } }, none);
      expect(none.get('Set-Cookie')).toBeNull();

      const cart = await cartLoader(get('/cart/', shop.context, {}, cookie));
      expect(cart.lastViewed.map((t) => t.id)).toEqual([b!.id, a!.id]);
    });
  });

  describe('newsletter', () => {
    it('keeps the typed address and says what is wrong with an invalid one', async () => {
      const res = (await newsletterAction(post('/nieuwsbrief/', shop.context, { email: 'geen-adres' }))) as unknown as DataResult<{
        ok: boolean;
        errors: { email?: string };
        values: { email: string };
      }>;
      expect(res.init?.status).toBe(400);
      expect(res.data.errors.email).toBe('Vul een geldig e-mailadres in');
      expect(res.data.values.email).toBe('geen-adres');
      const empty = (await newsletterAction(post('/nieuwsbrief/', shop.context, { email: '' }))) as unknown as DataResult<{
        errors: { email?: string };
      }>;
      expect(empty.data.errors.email).toBe('Vul een geldig e-mailadres in');
    });

    it('signs up with double opt-in: the success return without JS, the message in place with JS', async () => {
      const res = (await newsletterAction(post('/nieuwsbrief/', shop.context, { email: 'slaper@example.nl' }))) as Response;
      expect(res.status).toBe(303);
      expect(res.headers.get('Location')).toBe('/?newsletter=succes');
      const mails = (await shop.mailer.list()).filter((m) => m.to === 'slaper@example.nl');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('/account/confirm-email/?newsletter=');
      const inPlace = (await newsletterAction(
        post('/nieuwsbrief/', shop.context, { email: 'nacht@example.nl', via: 'fetcher' }),
      )) as unknown as DataResult<{ ok: boolean; message: string }>;
      expect(inPlace.data.ok).toBe(true);
      expect(inPlace.data.message).toContain('Bevestig je aanmelding');
    });

    it('shows the SPEC danger alert when the API fails', async () => {
      const failing = {
        ...shop.context,
        commerce: createCommerceClient({
          transport: (request) =>
            new URL(request.url).pathname === '/v1/customer/subscription'
              ? Promise.resolve(Response.json({ error: { message: 'kapot' } }, { status: 500 }))
              : Promise.resolve(shop.app.fetch(request)),
          baseUrl: 'http://commerce.test',
          serviceAccount: testConfig.serviceAccount,
        }),
      } as AppLoadContext;
      const res = (await newsletterAction(post('/nieuwsbrief/', failing, { email: 'fout@example.nl' }))) as unknown as DataResult<{
        ok: boolean;
        message: string;
        values: { email: string };
      }>;
      expect(res.init?.status).toBe(502);
      expect(res.data.message).toBe('Er is iets fout gegaan, probeer het later nog eens.');
      expect(res.data.values.email).toBe('fout@example.nl');
    });
  });

  describe('contact form', () => {
    it('sends the question to customer service and a receipt to the shopper, escaping what was typed', async () => {
      const fields = {
        name: 'Sanne <b>de Vries</b>',
        email: 'sanne.contact@example.nl',
        order_number: 'dkbd 1234567',
        message: 'Waar blijft mijn pakket? <script>alert(1)</script>',
      };
      const res = (await contactAction(post('/service/klantenservice-contact/', shop.context, fields))) as Response;
      expect(res.status).toBe(303);
      expect(res.headers.get('Location')).toBe('/service/klantenservice-contact/?verzonden=1#contactformulier');
      const mails = await shop.mailer.list();
      const toService = mails.find((m) => m.tag === 'contact-form' && m.text.includes('sanne.contact@example.nl'));
      expect(toService?.to).toBe('klantenservice@slaapzaak.nl');
      expect(toService?.text).toContain('Ordernummer: DKBD1234567');
      expect(mails.some((m) => m.tag === 'contact-receipt' && m.to === 'sanne.contact@example.nl')).toBe(true);
      const page = await pageLoader(get('/service/klantenservice-contact/?verzonden=1', shop.context, { page: 'klantenservice-contact' }));
      expect(page).toMatchObject({ hasContactForm: true, contactSent: true });
    });

    it('keeps what was typed and names each wrong field; other pages take no post', async () => {
      const res = (await contactAction(
        post('/service/klantenservice-contact/', shop.context, { name: '', email: 'x', order_number: '12', message: 'Hoi' }),
      )) as unknown as DataResult<{ errors: Record<string, string>; values: Record<string, string> }>;
      expect(res.init?.status).toBe(400);
      expect(res.data.errors).toEqual({
        name: 'Vul je naam in',
        email: 'Vul een geldig e-mailadres in',
        order_number: 'Vul een geldig ordernummer in: DKBD gevolgd door 7 cijfers',
        message: 'Schrijf je vraag (minimaal 10 tekens)',
      });
      expect(res.data.values.message).toBe('Hoi');
      expect(await thrownStatus(contactAction(post('/service/shipping-returns/', shop.context, { name: 'x' })))).toBe(405);
    });

    it('the API refuses a hostile or malformed body with 400', async () => {
      const res = await shop.app.request('/v1/customer/contact', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'a', email: 'not-an-address', message: 'x'.repeat(5000) }),
      });
      expect(res.status).toBe(400);
    });
  });
});
