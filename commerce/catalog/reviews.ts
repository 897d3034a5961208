// Product reviews: approved ones are public (newest first, with the score distribution); new ones
// wait as 'pending' until a moderator approves them (npm run moderate-reviews), and only then count
// in the product's average.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ReviewSubmission } from '#contract/forms/review';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { products, reviews } from '../db/schema';

export const REVIEWS_PER_PAGE = 10;

export const REVIEW_THANKS = 'Bedankt voor je beoordeling! We bekijken hem eerst en plaatsen hem daarna op de site.';

export interface ReviewPage {
  product_id: number;
  average_score: number | null;
  count: number;
  /** Approved reviews per score, 5 stars first. */
  distribution: { score: number; count: number }[];
  reviews: { id: number; display_name: string; title: string; content: string; score: number; created_at: string; reply: string | null }[];
  pagination: { page: number; pages: number; per_page: number; total: number };
}

export async function productExists(db: Db, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return Boolean(row);
}

export async function listReviews(db: Db, productId: number, page: number, perPage = REVIEWS_PER_PAGE): Promise<ReviewPage | null> {
  // Two queries at once: the page of reviews, and the counts per score joined to the product, which
  // has no row at all when the product does not exist (and one row with a null score when it has
  // no approved reviews). Both prepared once (commerce/db/prepared.ts).
  const [rows, scores] = await Promise.all([
    preparedOnce(db, 'reviews_page', (name) =>
      db
        .select({
          id: reviews.id,
          displayName: reviews.displayName,
          title: reviews.title,
          content: reviews.content,
          score: reviews.score,
          createdAt: reviews.createdAt,
          reply: reviews.reply,
        })
        .from(reviews)
        .where(and(eq(reviews.productId, sql.placeholder('productId')), eq(reviews.status, 'approved')))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    ).execute({ productId, limit: perPage, offset: (page - 1) * perPage }),
    preparedOnce(db, 'review_scores', (name) =>
      db
        .select({ score: reviews.score, n: count(reviews.id) })
        .from(products)
        .leftJoin(reviews, and(eq(reviews.productId, products.id), eq(reviews.status, 'approved')))
        .where(eq(products.id, sql.placeholder('productId')))
        .groupBy(reviews.score)
        .prepare(name),
    ).execute({ productId }),
  ]);
  if (scores.length === 0) return null;
  const byScore = scores.filter((r): r is { score: number; n: number } => r.score !== null);
  const counts = new Map(byScore.map((r) => [r.score, Number(r.n)]));
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const sum = [...counts.entries()].reduce((a, [score, n]) => a + score * n, 0);
  return {
    product_id: productId,
    average_score: total ? Math.round((sum / total) * 10) / 10 : null,
    count: total,
    distribution: [5, 4, 3, 2, 1].map((score) => ({ score, count: counts.get(score) ?? 0 })),
    reviews: rows.map((r) => ({
      id: r.id,
      display_name: r.displayName,
      title: r.title,
      content: r.content,
      score: r.score,
      created_at: r.createdAt.toISOString(),
      reply: r.reply,
    })),
    pagination: { page, pages: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}

/** Stores a submission as pending. Text is stored as typed; the storefront always renders it as text. */
export async function submitReview(db: Db, productId: number, submission: ReviewSubmission): Promise<{ id: number }> {
  // A double submit (a second click, a replayed post) of the same review waiting for moderation is
  // the same review: the shopper gets the same answer, the moderators see it once.
  const [same] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.productId, productId),
        eq(reviews.status, 'pending'),
        eq(reviews.email, submission.customer.email),
        eq(reviews.title, submission.review.title),
        eq(reviews.content, submission.review.content),
      ),
    )
    .limit(1);
  if (same) return { id: same.id };
  const [row] = await db
    .insert(reviews)
    .values({
      productId,
      displayName: submission.customer.name,
      email: submission.customer.email,
      title: submission.review.title,
      content: submission.review.content,
      score: submission.review.score,
      status: 'pending',
    })
    .returning();
  return { id: row!.id };
}

export async function pendingReviews(db: Db, limit = 50) {
  return db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      displayName: reviews.displayName,
      email: reviews.email,
      title: reviews.title,
      content: reviews.content,
      score: reviews.score,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.status, 'pending'))
    .orderBy(reviews.createdAt, reviews.id)
    .limit(limit);
}

/**
 * Approves or rejects a review and brings the product's average and count up to date in the same
 * transaction. Answers false for an unknown review.
 */
/** In the caller's transaction when given one (the back office audits the change in it). */
export async function moderateReview(
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  reviewId: number,
  status: 'approved' | 'rejected',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(reviews).set({ status }).where(eq(reviews.id, reviewId)).returning();
    if (!row) return false;
    await tx.execute(sql`update products set
      review_count = (select count(*) from reviews where product_id = ${row.productId} and status = 'approved'),
      review_average = (select avg(score)::real from reviews where product_id = ${row.productId} and status = 'approved')
      where id = ${row.productId}`);
    return true;
  });
}
