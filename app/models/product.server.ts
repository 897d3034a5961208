// The product page's calls besides the product itself: related products and reviews (SPEC §7).
import { isCommerceError, type CommerceClient } from './client.server';
import type { ProductTile } from './catalog.server';

export interface ReviewPage {
  product_id: number;
  average_score: number | null;
  count: number;
  distribution: { score: number; count: number }[];
  /** `date` is the Dutch date, added by getReviews (the browser needs no date formatting code). */
  reviews: { id: number; display_name: string; title: string; content: string; score: number; created_at: string; date: string; reply: string | null }[];
  pagination: { page: number; pages: number; per_page: number; total: number };
}

const dateFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });

export interface ReviewSubmissionBody {
  product: { title: string; url: string; description?: string };
  review: { content: string; title: string; score: number };
  customer: { name: string; email: string };
}

/** Related products for the carousel; a failure means no carousel, never a broken page. */
export async function getSuggestedProducts(commerce: CommerceClient, productId: number, limit = 12): Promise<ProductTile[]> {
  try {
    const answer = await commerce.get<{ products: ProductTile[] }>(`/v1/catalog/suggested-products/${productId}`, { limit });
    return answer.products;
  } catch (error) {
    console.warn('Gerelateerde producten niet geladen', productId, error instanceof Error ? error.message : error);
    return [];
  }
}

export async function getReviews(commerce: CommerceClient, productId: number, page = 1): Promise<ReviewPage> {
  const answer = await commerce.get<ReviewPage>(`/v1/catalog/product/${productId}/reviews`, { page });
  return { ...answer, reviews: answer.reviews.map((r) => ({ ...r, date: dateFormat.format(new Date(r.created_at)) })) };
}

export type ReviewPostResult = { ok: true; message: string } | { ok: false; status: number; message: string };

/** Posts a review; a 4xx of the API (rate limit, validation) comes back as its Dutch message. */
export async function postReview(commerce: CommerceClient, productId: number, body: ReviewSubmissionBody, ip: string | null): Promise<ReviewPostResult> {
  try {
    const answer = await commerce.request<{ data: { message: string } }>('POST', `/v1/catalog/product/${productId}/review`, {
      body,
      headers: ip ? { 'x-forwarded-for': ip } : undefined,
    });
    return { ok: true, message: answer.data.message };
  } catch (error) {
    if (isCommerceError(error) && error.status >= 400 && error.status < 500) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
