// Lines of one cart joining another: at login (the guest cart's lines move into the customer's
// own cart) and from a restore link (the mailed cart's lines are copied into the visitor's own
// cart). Never another customer's cart, never a lost line, never above the limits (0033).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, carts, discountCodes, variants } from '../db/schema';
import { emptyCart, getCart, isQuoteId, MAX_LINE_QUANTITY, type Cart } from './cart';
import { discountProblem } from '../discounts/codes';

export interface MergeLine {
  id: number;
  variantId: number;
  quantity: number;
  /** A configured line's payload: such a line never adds up with another. */
  custom: unknown;
  /** The variant's stock now. */
  stock: number;
}

export interface MergePlan {
  /** Lines of the target cart whose quantity changes, with the new quantity. */
  updates: { line: number; quantity: number }[];
  /** Incoming lines that become lines of the target cart, with their quantity. */
  added: { from: number; quantity: number }[];
  /** Incoming lines whose quantity went into another line (of the target, or one just added). */
  absorbed: number[];
}

/**
 * How the `incoming` lines join the `target` cart's lines. Lines of the same variant without a
 * configuration add up; the sum is capped at 99 and at the stock, but a line never shrinks below
 * what the target line already held, and never to 0 (a line whose stock ran out stays, with 1, so
 * the cart can say so instead of losing it). Pure, so it is property-tested (cart-merge.test.ts).
 */
export function planLineMerge(target: readonly MergeLine[], incoming: readonly MergeLine[]): MergePlan {
  // Per variant without a configuration: the one line it has in the result and its quantity.
  const plain = new Map<number, { kind: 'target' | 'added'; line: number; quantity: number }>();
  for (const line of target)
    if (line.custom === null && !plain.has(line.variantId))
      plain.set(line.variantId, { kind: 'target', line: line.id, quantity: line.quantity });
  const added = new Map<number, number>();
  const updates = new Map<number, number>();
  const absorbed: number[] = [];
  for (const line of incoming) {
    const same = line.custom === null ? plain.get(line.variantId) : undefined;
    const held = same?.quantity ?? 0;
    const cap = Math.max(Math.min(MAX_LINE_QUANTITY, Math.max(line.stock, 1)), held);
    const quantity = Math.min(held + Math.max(line.quantity, 1), cap);
    if (same) {
      same.quantity = quantity;
      (same.kind === 'target' ? updates : added).set(same.line, quantity);
      absorbed.push(line.id);
    } else {
      added.set(line.id, quantity);
      if (line.custom === null) plain.set(line.variantId, { kind: 'added', line: line.id, quantity });
    }
  }
  return {
    updates: [...updates].map(([line, quantity]) => ({ line, quantity })),
    added: [...added].map(([from, quantity]) => ({ from, quantity })),
    absorbed,
  };
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function linesOf(tx: Tx | Db, cartId: string): Promise<(MergeLine & { productId: number; unitPrice: number | null })[]> {
  return tx
    .select({
      id: cartItems.id,
      variantId: cartItems.variantId,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      custom: cartItems.custom,
      unitPrice: cartItems.unitPrice,
      stock: variants.stock,
    })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.id);
}

/**
 * Joins the lines of cart `fromId` into cart `toId` (in the caller's transaction). `move` takes
 * them out of the source (login); `copy` leaves the source as it was (restore link). Returns how
 * many lines came along.
 */
export async function joinLines(tx: Tx, fromId: string, toId: string, mode: 'move' | 'copy'): Promise<number> {
  const incoming = await linesOf(tx, fromId);
  const plan = planLineMerge(await linesOf(tx, toId), incoming);
  const byId = new Map(incoming.map((l) => [l.id, l]));
  for (const { line, quantity } of plan.updates) await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line));
  for (const { from, quantity } of plan.added) {
    if (mode === 'move') {
      await tx.update(cartItems).set({ cartId: toId, quantity }).where(eq(cartItems.id, from));
    } else {
      const line = byId.get(from)!;
      await tx.insert(cartItems).values({
        cartId: toId,
        productId: line.productId,
        variantId: line.variantId,
        quantity,
        custom: line.custom,
        unitPrice: line.unitPrice,
      });
    }
  }
  if (mode === 'move' && plan.absorbed.length) await tx.delete(cartItems).where(inArray(cartItems.id, plan.absorbed));
  await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, toId));
  return incoming.length;
}

/**
 * After lines joined: the cart keeps the first of `codes` that is usable on its new contents (its
 * own code first), or its own code when none is (the cart then shows why, as before).
 */
async function keepUsableCode(db: Db, cartId: string, codes: (string | null)[]): Promise<void> {
  const candidates = [...new Set(codes.filter((c): c is string => Boolean(c)))];
  if (candidates.length === 0) return;
  const cart = await getCart(db, cartId);
  const found = await db.select().from(discountCodes).where(inArray(discountCodes.code, candidates));
  const usable = candidates.find((code) => {
    const row = found.find((f) => f.code === code);
    return row && discountProblem(row, cart.totals.sub_total) === null;
  });
  if (usable && usable !== cart.applied_code) await db.update(carts).set({ appliedCode: usable }).where(eq(carts.id, cartId));
}

/** The customer's own cart: the one they changed last. */
export async function ownCartOf(db: Db | Tx, customerId: number) {
  const [own] = await db.select().from(carts).where(eq(carts.customerId, customerId)).orderBy(desc(carts.updatedAt)).limit(1);
  return own ?? null;
}

/**
 * At login the guest cart (this browser's) and the customer's own cart become one: lines of the
 * same variant add up (within stock and 99), the discount code that is usable stays (the
 * customer's own first). The result belongs to the customer, so it follows them to other devices.
 * A cart that belongs to another customer is never adopted, nor anything taken from it: the
 * customer gets their own cart (or none, quote_id '').
 */
export async function mergeCartsAtLogin(db: Db, guestQuoteId: string | null, customerId: number): Promise<Cart> {
  const own = await ownCartOf(db, customerId);
  const [presented] = guestQuoteId && isQuoteId(guestQuoteId) ? await db.select().from(carts).where(eq(carts.id, guestQuoteId)) : [];
  const guest = presented && (presented.customerId === null || presented.customerId === customerId) ? presented : undefined;
  if (!guest || guest.id === own?.id) return own ? getCart(db, own.id) : emptyCart('', false);
  if (!own || guest.customerId === customerId) {
    await db
      .update(carts)
      .set({ customerId, updatedAt: sql`now()` })
      .where(eq(carts.id, guest.id));
    return getCart(db, guest.id);
  }
  await db.transaction(async (tx) => {
    await joinLines(tx, guest.id, own.id, 'move');
    await tx.delete(carts).where(and(eq(carts.id, guest.id), sql`${carts.customerId} is null`));
  });
  await keepUsableCode(db, own.id, [own.appliedCode, guest.appliedCode]);
  return getCart(db, own.id);
}

/**
 * The cart a visitor's lines go to: the cart their cookie names when it is a guest cart or their
 * own, else (logged in) their own latest cart, else a new one. Never another customer's cart.
 */
export async function visitorCart(tx: Tx, visitor: { quoteId: string | null; customerId: number | null }): Promise<string> {
  if (visitor.quoteId && isQuoteId(visitor.quoteId)) {
    const [named] = await tx.select({ id: carts.id, customerId: carts.customerId }).from(carts).where(eq(carts.id, visitor.quoteId));
    if (named && (named.customerId === null || named.customerId === visitor.customerId)) return named.id;
  }
  if (visitor.customerId !== null) {
    const own = await ownCartOf(tx, visitor.customerId);
    if (own) return own.id;
  }
  const id = randomUUID();
  await tx.insert(carts).values({ id, customerId: visitor.customerId });
  return id;
}
