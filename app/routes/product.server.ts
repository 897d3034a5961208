// Server side of the product page (/{slug}.html, its own route module): the product with the
// variant chosen in the URL, its first page of reviews, related products (a failure means no
// carousel), the JSON-LD, and the review form's action.
import { data } from 'react-router';
import { selectedVariant } from '~/lib/product-options';
import { REVIEW_MESSAGES, ReviewFormSchema, submissionOf } from '#contract/forms/review';
import type { AppLoadContext } from 'react-router';
import { firstErrors, parseSubmission, readFormBody, replyOf, typedValues, type Reply } from '~/lib/form-submission.server';
import { isSpam, SPAM_MESSAGE } from '~/lib/honeypot.server';
import { breadcrumbJsonLd } from '~/lib/seo.server';
import { productJsonLd } from '~/lib/product-json-ld.server';
import { getProduct, recordSearchClick, SEARCH_CLICK_PARAM, type Product } from '~/models/catalog.server';
import type { CommerceClient } from '~/models/client.server';
import { getReviews, getSuggestedProducts, postReview, type ReviewPage } from '~/models/product.server';
import { log } from '../lib/log.server';
import { pageUrl } from '~/lib/page-url';

const NOT_FOUND = 'This page could not be found';
/** The review list's page parameter (?beoordelingen=2). */
export const REVIEW_PAGE_PARAM = 'beoordelingen';

export function productSlug(splat: string): string | null {
  if (!splat.endsWith('.html')) return null;
  const slug = splat.slice(0, -'.html'.length);
  return /^[a-z0-9-]{1,200}$/i.test(slug) ? slug : '';
}

const EMPTY_REVIEWS = (productId: number): ReviewPage => ({
  product_id: productId,
  average_score: null,
  count: 0,
  distribution: [5, 4, 3, 2, 1].map((score) => ({ score, count: 0 })),
  reviews: [],
  pagination: { page: 1, pages: 1, per_page: 10, total: 0 },
});

export async function loadProductPage(request: Request, commerce: CommerceClient, slug: string) {
  if (!slug) throw data(NOT_FOUND, { status: 404 });
  const url = pageUrl(request);
  // Opened from search results (?z=…, ADR 0050): counts for the search's click-through, beside the look-up.
  const [product] = await Promise.all([getProduct(commerce, slug), recordSearchClick(commerce, url.searchParams.get(SEARCH_CLICK_PARAM))]);
  if (!product) throw data(NOT_FOUND, { status: 404 });
  const variant = selectedVariant(product, url.searchParams.get('variant'));
  const crumbs = [
    { title: 'Home', url: '/' },
    ...(product.main_category ? [product.main_category] : []),
    { title: product.title, url: product.url },
  ];
  const page = {
    type: 'product' as const,
    routeName: 'product',
    product,
    variantId: variant?.id ?? null,
    crumbs,
    canonical: new URL(product.url, url.origin).href,
  };
  // The quick view needs only the product itself.
  if (url.searchParams.get('quickview') === '1') return { ...page, jsonLd: [], reviews: EMPTY_REVIEWS(product.id), related: [] };
  const reviewPage = Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get(REVIEW_PAGE_PARAM) ?? '1', 10) || 1));
  // Reviews and related products are part of the first HTML (a streamed part would stay hidden
  // without JavaScript); either failing shows the page without them.
  // A product without approved reviews (its count says so) has no list to ask for.
  const [reviews, related] = await Promise.all([
    product.review.count === 0
      ? EMPTY_REVIEWS(product.id)
      : getReviews(commerce, product.id, reviewPage).catch((error) => {
          log.warn('Beoordelingen niet geladen', product.id, error instanceof Error ? error.message : error);
          return EMPTY_REVIEWS(product.id);
        }),
    getSuggestedProducts(commerce, product.id, 8),
  ]);
  return {
    ...page,
    jsonLd: [breadcrumbJsonLd(crumbs, url.origin), productJsonLd(product, variant, reviews, url.origin)],
    reviews,
    related,
  };
}

export type ReviewActionData =
  | { intent: 'review'; ok: true; message: string }
  | { intent: 'review'; ok: false; errors: Record<string, string>; values: Record<string, string>; alert: string | null; result: Reply };

const FAILED = 'Er ging iets mis';

/** POST of the review form (plain form without JS, fetcher with JS), checked with ReviewFormSchema. */
export async function reviewAction(
  request: Request,
  context: Pick<AppLoadContext, 'commerce' | 'sessionSecret'>,
  slug: string,
  ip: string | null,
) {
  const { commerce } = context;
  const product: Product | null = slug ? await getProduct(commerce, slug) : null;
  if (!product) throw data(NOT_FOUND, { status: 404 });
  const form = await readFormBody(request);
  if (form.get('intent') !== 'review') throw data('Onbekende actie', { status: 400 });
  const submission = parseSubmission(form, ReviewFormSchema);
  const failure = (result: Reply, alert: string | null, status: number) =>
    data<ReviewActionData>(
      { intent: 'review', ok: false, errors: firstErrors(result), values: typedValues(result), alert, result },
      status,
    );
  // A filled honeypot: a bot. Nothing is posted to the API; the answer says nothing about why.
  if (await isSpam(form, context)) return failure(replyOf(submission, { formErrors: [SPAM_MESSAGE] }), SPAM_MESSAGE, 400);
  if (submission.status !== 'success') return failure(replyOf(submission), null, 400);
  try {
    const result = await postReview(commerce, product.id, submissionOf(submission.value, product), ip);
    if (result.ok) return data<ReviewActionData>({ intent: 'review', ok: true, message: result.message });
    return failure(replyOf(submission, { formErrors: [`${FAILED}: ${result.message}`] }), `${FAILED}: ${result.message}`, result.status);
  } catch (error) {
    log.error('Beoordeling niet geplaatst', product.id, error instanceof Error ? error.message : error);
    return failure(
      replyOf(submission, { formErrors: [`${FAILED}. Probeer het later nog eens.`] }),
      `${FAILED}. Probeer het later nog eens.`,
      502,
    );
  }
}

export { REVIEW_MESSAGES };
