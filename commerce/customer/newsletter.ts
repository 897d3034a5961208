// Newsletter subscriptions with double opt-in. Subscribing answers the same whatever the address's
// state, so the form tells nobody who is on the list. The confirmation link carries a signed token
// (subscription id + expiry, HMAC with the API secret): subscribers need no account or token table.
import { hmacSignature, verifyHmacSignature } from '../../lib/signing/node';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';

export const SUBSCRIBE_MESSAGE = 'Bedankt! Bevestig je aanmelding via de link in de e-mail die we je hebben gestuurd.';
const CONFIRM_TTL_S = 7 * 24 * 60 * 60;

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export const subscriptionJson = (row: SubscriptionRow | null) =>
  row ? { id: row.id, email: row.email, status: row.status, created_at: row.createdAt.toISOString() } : null;

export async function findSubscription(db: Db, email: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** Records a wish to subscribe; answers the row to mail a confirmation for, or null (already subscribed). */
export async function requestSubscription(db: Db, email: string): Promise<SubscriptionRow | null> {
  const existing = await findSubscription(db, email);
  if (existing?.status === 'subscribed') return null;
  if (existing) {
    const [row] = await db
      .update(newsletterSubscriptions)
      .set({ status: 'pending' })
      .where(eq(newsletterSubscriptions.id, existing.id))
      .returning();
    return row!;
  }
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email: email.trim(), status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row ?? (await findSubscription(db, email));
}

export async function unsubscribe(db: Db, id: number) {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed' })
    .where(eq(newsletterSubscriptions.id, id))
    .returning();
  return row ?? null;
}

/** The newsletter's own key, derived from the API secret (so its tokens are good for nothing else). */
const newsletterKey = (secret: string) => `newsletter:${secret}`;

export function newsletterToken(id: number, secret: string, now = Date.now()): string {
  const body = `${id}.${Math.floor(now / 1000) + CONFIRM_TTL_S}`;
  return `${Buffer.from(body).toString('base64url')}.${hmacSignature(body, newsletterKey(secret))}`;
}

export function readNewsletterToken(token: string, secret: string, now = Date.now()): number | null {
  const [encoded, signature] = token.split('.');
  if (!encoded || !signature) return null;
  const body = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!verifyHmacSignature(body, signature, newsletterKey(secret))) return null;
  const match = /^(\d{1,9})\.(\d{1,12})$/.exec(body);
  if (!match || Number(match[2]) * 1000 <= now) return null;
  return Number(match[1]);
}

export async function confirmSubscription(db: Db, token: string, secret: string) {
  const id = readNewsletterToken(token, secret);
  if (!id) return null;
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'subscribed' })
    .where(sql`${newsletterSubscriptions.id} = ${id} and ${newsletterSubscriptions.status} <> 'unsubscribed'`)
    .returning();
  return row ?? null;
}
