// Abandonment: the storefront reports carts, browsing and e-mail addresses (SPEC §7 Abandonment);
// a job mails a signed restore link for carts left alone, once per cart.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { abandonEvents, cartItems, carts } from '../db/schema';
import type { Mailer } from '../providers/mail';
import { getCart } from './cart';

export type AbandonKind = 'cart' | 'browse' | 'category' | 'email';

export async function recordAbandonEvent(db: Db, kind: AbandonKind, payload: unknown) {
  await db.insert(abandonEvents).values({ kind, payload });
}

/** A restore link token: the quote id and an HMAC of it, so nobody can restore a guessed cart. */
export function restoreToken(quoteId: string, secret: string): string {
  const sig = createHmac('sha256', secret).update(`restore:${quoteId}`).digest('base64url').slice(0, 32);
  return `${quoteId}.${sig}`;
}

export function verifyRestoreToken(token: string, secret: string): string | null {
  const [quoteId, sig] = token.split('.');
  if (!quoteId || !sig) return null;
  const expected = restoreToken(quoteId, secret).split('.')[1];
  const a = Buffer.from(sig);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b) ? quoteId : null;
}

/** Mails a restore link for each cart with an e-mail address, items, and no change for `idleMinutes`. */
export async function remindAbandonedCarts(
  db: Db,
  deps: { mailer: Mailer; publicUrl: string; secret: string },
  idleMinutes = 60,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - idleMinutes * 60_000);
  const idle = await db
    .select({ id: carts.id, email: carts.email })
    .from(carts)
    .where(
      and(
        isNotNull(carts.email),
        isNull(carts.remindedAt),
        lt(carts.updatedAt, cutoff),
        sql`exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${carts.id})`,
      ),
    )
    .limit(500);
  let sent = 0;
  for (const cart of idle) {
    // Claim the cart first, so two job runs never mail the same cart twice.
    const [claimed] = await db.update(carts).set({ remindedAt: now }).where(and(eq(carts.id, cart.id), isNull(carts.remindedAt))).returning();
    if (!claimed || !cart.email) continue;
    const full = await getCart(db, cart.id);
    const link = `${deps.publicUrl}/cart/restore/${restoreToken(cart.id, deps.secret)}`;
    const lines = full.items.map((i) => `- ${i.quantity} × ${i.title}`);
    await deps.mailer.send({
      to: cart.email,
      tag: 'abandoned-cart',
      subject: 'Je winkelwagen staat nog voor je klaar',
      text: ['Hoi,', '', 'Je was nog niet klaar met bestellen. Je winkelwagen bewaren we voor je:', '', ...lines, '', `Verder bestellen: ${link}`, '', 'Slaap lekker!', 'Team Slaapzaak'].join('\n'),
    });
    sent++;
  }
  return sent;
}
