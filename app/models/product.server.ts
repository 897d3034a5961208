// The product page's calls besides the product itself: related products and reviews (docs/requirements/catalogue-and-search.md#api).
import type { CallInput } from '#contract/operation';
import * as ops from '#contract/operations/product';
import type { ReviewPageAnswer } from '#contract/schemas/catalog';
import { isCommerceError, type CommerceClient } from './client.server';
import type { ProductTile } from './catalog.server';
import { log } from '../lib/log.server';

/** A review page as the API answers it, each review with `date`, the Dutch date added by getReviews (the browser needs no date formatting code). */
export type ReviewPage = Omit<ReviewPageAnswer, 'reviews'> & { reviews: Array<ReviewPageAnswer['reviews'][number] & { date: string }> };

const dateFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });

/** docs/requirements/catalogue-and-search.md#data Review submission, as POST /v1/catalog/product/{id}/review takes it. */
export type ReviewSubmissionBody = CallInput<typeof ops.submitReview>['body'];

/** The answer of an accepted review (202; a call types only 200 and 201 answers). */

/** Related products for the carousel; a failure means no carousel, never a broken page. */
export async function getSuggestedProducts(commerce: CommerceClient, productId: number, limit = 12): Promise<ProductTile[]> {
  try {
    const answer = await commerce.call(ops.listSuggestedProducts, { params: { id: String(productId) }, query: { limit } });
    return answer.products;
  } catch (error) {
    log.warn('Gerelateerde producten niet geladen', productId, error instanceof Error ? error.message : error);
    return [];
  }
}

export async function getReviews(commerce: CommerceClient, productId: number, page = 1): Promise<ReviewPage> {
  const answer = await commerce.call(ops.listReviews, { params: { id: String(productId) }, query: { page } });
  return { ...answer, reviews: answer.reviews.map((r) => ({ ...r, date: dateFormat.format(new Date(r.created_at)) })) };
}

export type ReviewPostResult = { ok: true; message: string } | { ok: false; status: number; message: string };

/** Posts a review; a 4xx of the API (rate limit, validation) comes back as its Dutch message. */
export async function postReview(
  commerce: CommerceClient,
  productId: number,
  body: ReviewSubmissionBody,
  ip: string | null,
): Promise<ReviewPostResult> {
  try {
    const answer = await commerce.call(ops.submitReview, {
      params: { id: String(productId) },
      body,
      headers: ip ? { 'x-forwarded-for': ip } : undefined,
    });
    return { ok: true, message: answer.data.message };
  } catch (error) {
    if (isCommerceError(error) && error.status >= 400 && error.status < 500)
      return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
