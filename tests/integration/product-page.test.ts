// The product page (/{slug}.html): its loader and review action on a real commerce API, and the
// product, suggested-products and review endpoints (PGlite, and PostgreSQL with TEST_DATABASE_URL).
import type { AppLoadContext } from 'react-router';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as productAction, loader as productLoader } from '../../app/routes/product';
import { moderateReview, pendingReviews } from '../../commerce/catalog/reviews';
import { apiCaller, createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';

const ORIGIN = 'http://localhost:3000';

function unwrap<T>(value: T): { data: any; status: number } {
  const v = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (v && v.type === 'DataWithResponseInit') return { data: v.data, status: v.init?.status ?? 200 };
  return { data: value, status: 200 };
}

async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error.status;
    return (error as { init?: ResponseInit | null }).init?.status ?? 500;
  }
  throw new Error('expected a throw');
}

const reviewForm = (fields: Record<string, string>) => {
  const body = new URLSearchParams({ intent: 'review', ...fields });
  return body;
};

const VALID = {
  display_name: 'Sanne',
  email: 'sanne@example.com',
  review_title: 'Heerlijk dekbed',
  review_content: 'Slaapt koel en zacht.',
  review_score: '5',
};

describe.each(dbKinds)('product page on %s', (kind) => {
  let shop: TestShop;
  let token = '';
  let call: ReturnType<typeof apiCaller>;
  let product: { id: number; slug: string; title: string };
  let multiVariant: { slug: string; variants: { id: number }[] };

  const load = (slug: string, query = '') =>
    productLoader(routeArgs(new Request(`${ORIGIN}/${slug}.html${query}`), shop.context, { slug }));
  const post = (slug: string, body: URLSearchParams, ip = '203.0.113.7') =>
    productAction(
      routeArgs(
        new Request(`${ORIGIN}/${slug}.html`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
        { ...shop.context, clientIp: ip } as AppLoadContext,
        { slug },
      ),
    );

  beforeAll(async () => {
    shop = await createTestShop(kind, { products: 200 });
    token = await shop.token();
    call = apiCaller(shop, () => token);
    const rows = (await shop.database.db.execute(
      sql`select p.id, p.slug, p.title from products p where p.available and p.review_count > 2 order by p.id limit 1`,
    )) as unknown as { rows: { id: number; slug: string; title: string }[] };
    product = rows.rows[0]!;
    const multi = (await shop.database.db.execute(
      sql`select p.slug from products p where p.available and (select count(*) from variants v where v.product_id = p.id and v.stock > 0) >= 2 order by p.id limit 1`,
    )) as unknown as { rows: { slug: string }[] };
    multiVariant = (await call('GET', `/v1/catalog/product/${multi.rows[0]!.slug}`)).body as never;
  });
  afterAll(() => shop?.close());

  it('answers the complete product with a sanitised description, stock score and default variant', async () => {
    const { status, body } = await call('GET', `/v1/catalog/product/${product.slug}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: product.id, slug: product.slug, url: `/${product.slug}.html`, title: product.title });
    expect([0, 1, 2]).toContain(body.stock_score);
    expect(body.variants.map((v: { id: number }) => v.id)).toContain(body.variant_id);
    expect(body.usps).toContain('30 dagen bedenktijd');
    expect(body.images[0]).toMatchObject({ url: expect.stringMatching(/^\/media\/p\//), alt: expect.any(String) });
    expect(body.description).toMatch(/^<p>/);
    expect(body.description).not.toMatch(/<script|on\w+=/i);
  });

  it('suggests other products of the same main category, and 404s an unknown product', async () => {
    const { status, body } = await call('GET', `/v1/catalog/suggested-products/${product.id}?limit=5`);
    expect(status).toBe(200);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(5);
    expect(body.products.map((p: { id: number }) => p.id)).not.toContain(product.id);
    // The same (prepared) query with other values: a smaller limit, another product.
    const two = await call('GET', `/v1/catalog/suggested-products/${product.id}?limit=2`);
    expect(two.body.products.map((p: { id: number }) => p.id)).toEqual(body.products.slice(0, 2).map((p: { id: number }) => p.id));
    const other = body.products[0].id as number;
    const forOther = (await call('GET', `/v1/catalog/suggested-products/${other}?limit=5`)).body.products.map((p: { id: number }) => p.id);
    expect(forOther).not.toContain(other);
    // All from the product's main category, most popular first (the list is kept per category).
    const expected = (await shop.database.db.execute(
      sql`select p.id from products p where p.available and p.main_category_id = (select main_category_id from products where id = ${product.id}) and p.id <> ${product.id}
          order by p.popularity desc, p.id limit 5`,
    )) as unknown as { rows: { id: number }[] };
    expect(body.products.map((p: { id: number }) => p.id)).toEqual(expected.rows.map((r) => r.id));
    expect((await call('GET', '/v1/catalog/suggested-products/99999999')).status).toBe(404);
    expect((await call('GET', '/v1/catalog/suggested-products')).body.products.length).toBeGreaterThan(0);
  });

  it('lists approved reviews newest first with the score distribution, paged', async () => {
    const { status, body } = await call('GET', `/v1/catalog/product/${product.id}/reviews?per_page=2`);
    expect(status).toBe(200);
    expect(body.reviews).toHaveLength(2);
    expect(body.count).toBeGreaterThan(2);
    expect(body.distribution.map((d: { score: number }) => d.score)).toEqual([5, 4, 3, 2, 1]);
    expect(body.distribution.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(body.count);
    expect(new Date(body.reviews[0].created_at).getTime()).toBeGreaterThanOrEqual(new Date(body.reviews[1].created_at).getTime());
    const page2 = await call('GET', `/v1/catalog/product/${product.id}/reviews?per_page=2&page=2`);
    expect(page2.body.reviews[0].id).not.toBe(body.reviews[0].id);
    expect((await call('GET', '/v1/catalog/product/abc/reviews')).status).toBe(400);
    expect((await call('GET', '/v1/catalog/product/99999999/reviews')).status).toBe(404);
  });

  it('loads the product page with reviews, related products and Product/Offer/AggregateRating JSON-LD', async () => {
    const page = await load(product.slug);
    expect(page.product.id).toBe(product.id);
    expect(page.reviews.reviews.length).toBeGreaterThan(0);
    expect(page.reviews.reviews[0].date).toMatch(/^\d{1,2} [a-z]+ \d{4}$/);
    expect(page.related.length).toBeGreaterThan(0);
    expect(page.canonical).toBe(`${ORIGIN}/${product.slug}.html`);
    const ld = page.jsonLd.map((j: string) => JSON.parse(j));
    expect(ld.map((j: { '@type': string }) => j['@type'])).toEqual(['BreadcrumbList', 'Product']);
    expect(ld[1]).toMatchObject({
      name: product.title,
      offers: { '@type': 'Offer', priceCurrency: 'EUR' },
      aggregateRating: { '@type': 'AggregateRating', reviewCount: page.reviews.count },
    });
  });

  it('takes the variant from ?variant= and falls back to the default for a foreign or malformed one', async () => {
    const second = multiVariant.variants[1]!.id;
    expect((await load(multiVariant.slug, `?variant=${second}`)).variantId).toBe(second);
    const fallback = (await load(multiVariant.slug)).variantId;
    expect((await load(multiVariant.slug, `?variant=${product.id * 10 + 1}x`)).variantId).toBe(fallback);
    expect((await load(multiVariant.slug, '?variant=1')).variantId).toBe(fallback);
  });

  it('404s unknown and malformed product paths', async () => {
    expect(await thrownStatus(load('bestaat-niet'))).toBe(404);
    expect(await thrownStatus(load('x y'))).toBe(404);
  });

  it('stores a valid review as pending, answers the server message, and shows it only after approval', async () => {
    const result = unwrap(await post(product.slug, reviewForm({ ...VALID, review_title: 'Goedgekeurd later' })));
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ intent: 'review', ok: true, message: expect.stringContaining('Bedankt voor je beoordeling') });
    const before = (await load(product.slug)).reviews;
    expect(before.reviews.map((r: { title: string }) => r.title)).not.toContain('Goedgekeurd later');
    const pending = (await pendingReviews(shop.database.db, 500)).find((r) => r.title === 'Goedgekeurd later')!;
    expect(pending).toMatchObject({ productId: product.id, email: 'sanne@example.com', score: 5 });
    expect(await moderateReview(shop.database.db, pending.id, 'approved')).toBe(true);
    const after = await load(product.slug);
    expect(after.reviews.reviews[0].title).toBe('Goedgekeurd later');
    expect(after.reviews.count).toBe(before.count + 1);
    expect(after.product.review.count).toBe(before.count + 1);
  });

  it('shows a product without approved reviews with an empty list, and its first review once approved', async () => {
    const rows = (await shop.database.db.execute(
      sql`select p.slug, p.id from products p where p.review_count = 0 and not exists (select 1 from reviews r where r.product_id = p.id and r.status = 'approved') order by p.id limit 1`,
    )) as unknown as { rows: { slug: string; id: number }[] };
    const quiet = rows.rows[0]!;
    const before = await load(quiet.slug);
    expect(before.reviews).toMatchObject({ count: 0, average_score: null, reviews: [] });
    expect(before.reviews.distribution.map((d: { count: number }) => d.count)).toEqual([0, 0, 0, 0, 0]);
    expect(JSON.parse(before.jsonLd[1]).aggregateRating).toBeUndefined();
    expect(unwrap(await post(quiet.slug, reviewForm({ ...VALID, review_title: 'De eerste' }), '203.0.113.99')).status).toBe(200);
    const pending = (await pendingReviews(shop.database.db, 500)).find((r) => r.title === 'De eerste')!;
    expect(await moderateReview(shop.database.db, pending.id, 'approved')).toBe(true);
    const after = await load(quiet.slug);
    expect(after.reviews.count).toBe(1);
    expect(after.reviews.reviews.map((r: { title: string }) => r.title)).toEqual(['De eerste']);
  });

  it('refuses an invalid form with the SPEC messages and keeps what was typed', async () => {
    const result = unwrap(
      await post(
        product.slug,
        reviewForm({ display_name: 'Sanne', email: 'sanne@', review_title: '', review_content: 'Tekst', review_score: '9' }),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data.errors).toEqual({
      email: 'Dit is geen geldig e-mailadres',
      review_title: 'Dit is een verplicht veld',
      review_score: 'Kies een score van 1 tot 5 sterren',
    });
    expect(result.data.values).toMatchObject({ display_name: 'Sanne', email: 'sanne@', review_content: 'Tekst' });
  });

  it('stores hostile input as inert text and answers 4xx, never 500, for garbage', async () => {
    const hostile = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const ok = unwrap(await post(product.slug, reviewForm({ ...VALID, review_title: 'Hostile', review_content: hostile }), '198.51.100.9'));
    expect(ok.status).toBe(200);
    const stored = (await pendingReviews(shop.database.db, 500)).find((r) => r.title === 'Hostile')!;
    expect(stored.content).toBe(hostile);
    expect(unwrap(await post(product.slug, reviewForm({ ...VALID, review_content: 'x'.repeat(5000) }))).status).toBe(400);
    expect(await thrownStatus(post(product.slug, new URLSearchParams({ intent: 'iets-anders' })))).toBe(400);
    expect(await thrownStatus(post('bestaat-niet', reviewForm(VALID)))).toBe(404);
    // Straight to the API: wrong types and unknown products.
    expect((await call('POST', `/v1/catalog/product/${product.id}/review`, { review: { score: 'vijf' } })).status).toBe(400);
    expect(
      (
        await call('POST', '/v1/catalog/product/99999999/review', {
          review: { content: 'a', title: 'b', score: 5 },
          customer: { name: 'c', email: 'c@d.nl' },
        })
      ).status,
    ).toBe(404);
  });

  it('limits reviews per IP address with a Dutch message', async () => {
    const ip = '192.0.2.55';
    for (let i = 0; i < 5; i++)
      expect(unwrap(await post(product.slug, reviewForm({ ...VALID, review_title: `Limiet ${i}` }), ip)).status).toBe(200);
    const limited = unwrap(await post(product.slug, reviewForm({ ...VALID, review_title: 'Limiet 6' }), ip));
    expect(limited.status).toBe(429);
    expect(limited.data.alert).toMatch(/^Er ging iets mis: .*Probeer het over een uur opnieuw\.$/);
    expect(limited.data.values.review_title).toBe('Limiet 6');
    // Another address may still post.
    expect(unwrap(await post(product.slug, reviewForm(VALID), '192.0.2.56')).status).toBe(200);
  });

  it('answers data.message to the review submission shape', async () => {
    const res = await call(
      'POST',
      `/v1/catalog/product/${product.id}/review`,
      {
        product: { title: product.title, url: `/${product.slug}.html` },
        review: { content: 'Prima', title: 'Via API', score: '4' },
        customer: { name: 'Kees', email: 'kees@example.com' },
      },
      { 'x-forwarded-for': '192.0.2.77' },
    );
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ data: { message: expect.stringContaining('Bedankt') } });
  });
});
