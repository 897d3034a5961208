// Abandonment: the storefront reports carts, browsing and e-mail addresses (docs/requirements/cart.md#api Abandonment);
// a job mails a signed restore link for carts left alone, once per cart. A link works once, for 7
// days, and copies the lines into the visitor's own cart (docs/decisions/0033).
import { randomBytes } from 'node:crypto';
import { hmacSignature, verifyHmacSignature } from '../../lib/signing/node';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { abandonEvents, cartItems, cartRestoreLinks, carts } from '../db/schema';
import { deliverNow, enqueueMail } from '../platform/outbox';
import type { Mailer } from '../providers/mail';
import { getCart, type Cart } from './cart';
import { joinLines, visitorCart, type Tx } from './cart-merge';

export type AbandonKind = 'cart' | 'browse' | 'category' | 'email';

export async function recordAbandonEvent(db: Db, kind: AbandonKind, payload: unknown) {
  await db.insert(abandonEvents).values({ kind, payload });
}

import { RESTORE_LINK_DAYS, RESTORE_MESSAGES } from '#contract/operations/abandon';
import { CommerceProblem } from '../problem';
export { RESTORE_LINK_DAYS, RESTORE_MESSAGES };

export class RestoreLinkError extends CommerceProblem<404 | 410> {
  constructor(
    readonly reason: keyof typeof RESTORE_MESSAGES,
    status: 404 | 410,
  ) {
    super(RESTORE_MESSAGES[reason], status, 'token');
  }
}

const LINK_ID = /^[A-Za-z0-9_-]{22}$/;

const signed = (linkId: string) => `restore-link:${linkId}`;

/**
 * A new restore link for a cart: a random id (a row in cart_restore_links) and its HMAC. The link
 * never names the cart's quote_id, so whoever holds it can copy the lines but never take the cart.
 */
export async function createRestoreLink(db: Db | Tx, cartId: string, secret: string, now = new Date()): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.insert(cartRestoreLinks).values({ id, cartId, createdAt: now });
  return `${id}.${hmacSignature(signed(id), secret)}`;
}

/** The link's id when the token is well formed and signed with `secret`, else null. */
export function verifyRestoreToken(token: string, secret: string): string | null {
  const [id, sig, ...rest] = token.split('.');
  if (!id || !sig || rest.length || !LINK_ID.test(id)) return null;
  return verifyHmacSignature(signed(id), sig, secret) ? id : null;
}

interface LinkState {
  cartId: string;
  lines: number;
}

/** Why a link cannot be used now (a RestoreLinkError), or the cart it restores and its line count. */
async function linkState(db: Db | Tx, token: string, secret: string, now: Date): Promise<LinkState & { linkId: string }> {
  const linkId = verifyRestoreToken(token, secret);
  if (!linkId) throw new RestoreLinkError('invalid', 404);
  const [link] = await db.select().from(cartRestoreLinks).where(eq(cartRestoreLinks.id, linkId));
  if (!link) throw new RestoreLinkError('invalid', 404);
  if (link.usedAt) throw new RestoreLinkError('used', 410);
  if (link.createdAt.getTime() <= now.getTime() - RESTORE_LINK_DAYS * 86_400_000) throw new RestoreLinkError('expired', 410);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(cartItems)
    .where(eq(cartItems.cartId, link.cartId));
  if (!n) throw new RestoreLinkError('empty', 410);
  return { linkId, cartId: link.cartId, lines: n };
}

/** Looks at a link without using it (the page before the shopper confirms): how many lines it brings. */
export async function peekRestoreLink(db: Db, token: string, secret: string, now = new Date()): Promise<{ lines: number }> {
  const { lines } = await linkState(db, token, secret, now);
  return { lines };
}

/**
 * Uses a restore link, once: the mailed cart's lines are copied into the visitor's own cart (see
 * visitorCart), which is what comes back — never the mailed cart itself. Taking the link and
 * copying are one transaction, so a failure leaves the link unused and no line half-copied.
 */
export async function restoreFromLink(
  db: Db,
  token: string,
  secret: string,
  visitor: { quoteId: string | null; customerId: number | null },
  now = new Date(),
): Promise<Cart> {
  const into = await db.transaction(async (tx) => {
    const { linkId, cartId } = await linkState(tx, token, secret, now);
    // The claim: of two uses at once, one finds used_at set and is refused.
    const [claimed] = await tx
      .update(cartRestoreLinks)
      .set({ usedAt: now })
      .where(and(eq(cartRestoreLinks.id, linkId), isNull(cartRestoreLinks.usedAt)))
      .returning();
    if (!claimed) throw new RestoreLinkError('used', 410);
    const target = await visitorCart(tx, visitor);
    // The browser that still holds the mailed cart has its lines already.
    if (target !== cartId) await joinLines(tx, cartId, target, 'copy');
    await tx.update(cartRestoreLinks).set({ restoredInto: target }).where(eq(cartRestoreLinks.id, linkId));
    return target;
  });
  return getCart(db, into);
}

/**
 * Mails a restore link for each cart with an e-mail address, items, and no change for `idleMinutes`,
 * through the durable outbox (docs/decisions/0029). Returns how many reminders were queued.
 */
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
  const keys: string[] = [];
  for (const cart of idle) {
    if (!cart.email) continue;
    const full = await getCart(db, cart.id);
    const lines = full.items.map((i) => `- ${i.quantity} × ${i.title}`);
    // Claim the cart, make its link and queue the mail in one transaction: two job runs never mail
    // the same cart twice, and a mail server that is down delays the reminder instead of losing it.
    const key = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(carts)
        .set({ remindedAt: now })
        .where(and(eq(carts.id, cart.id), isNull(carts.remindedAt)))
        .returning();
      if (!claimed) return null;
      const link = `${deps.publicUrl}/cart/restore/${await createRestoreLink(tx, cart.id, deps.secret, now)}`;
      const reminderKey = `cart-reminder:${cart.id}:${now.getTime()}`;
      await enqueueMail(tx, reminderKey, {
        to: cart.email!,
        tag: 'abandoned-cart',
        subject: 'Je winkelwagen staat nog voor je klaar',
        text: [
          'Hoi,',
          '',
          'Je was nog niet klaar met bestellen. Je winkelwagen bewaren we voor je:',
          '',
          ...lines,
          '',
          `Verder bestellen: ${link}`,
          `(De link werkt ${RESTORE_LINK_DAYS} dagen, één keer.)`,
          '',
          'Slaap lekker!',
          'Team Slaapzaak',
        ].join('\n'),
      });
      return reminderKey;
    });
    if (!key) continue;
    keys.push(key);
    sent++;
  }
  await deliverNow(db, { mailer: deps.mailer }, keys);
  return sent;
}
