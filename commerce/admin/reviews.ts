// Review moderation for the back office and for `npm run moderate-reviews` (its thin client): the
// queue of pending reviews, approve or reject (the product's average follows in the same
// transaction, reviews.ts moderateReview), and a public reply shown under the review.
import { asc, eq } from 'drizzle-orm';
import { products, reviews } from '../db/schema';
import type { Db } from '../db/client';
import { moderateReview } from '../catalog/reviews';
import { AdminError, audit, type Actor } from './context';

const NOT_FOUND = 'Deze beoordeling bestaat niet.';

export async function reviewQueue(db: Db, limit = 50) {
  const found = await db
    .select({ review: reviews, product: products.title })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.status, 'pending'))
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
    .limit(limit);
  return {
    reviews: found.map(({ review: r, product }) => ({
      id: r.id,
      product_id: r.productId,
      product,
      display_name: r.displayName,
      email: r.email,
      title: r.title,
      content: r.content,
      score: r.score,
      status: r.status,
      reply: r.reply,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

export async function moderate(db: Db, actor: Actor, id: number, status: 'approved' | 'rejected') {
  // The change and its audit entry commit together or not at all.
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before || !(await moderateReview(tx, id, status))) throw new AdminError(NOT_FOUND, 404);
    await audit(tx, actor, `review.${status}`, `review:${id}`, before, { status });
    return { id, status };
  });
}

/** The shop's public reply (plain text; empty removes it). */
export async function replyToReview(db: Db, actor: Actor, id: number, reply: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ reply: reviews.reply }).from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) throw new AdminError(NOT_FOUND, 404);
    const text = reply.trim() || null;
    await tx.update(reviews).set({ reply: text }).where(eq(reviews.id, id));
    await audit(tx, actor, 'review.reply', `review:${id}`, before, { reply: text });
    return { id, reply: text };
  });
}
