// Discount codes in the money path: whether a code can be used now (the cart shows why not), and one use
// of it taken or given back inside the order's transaction. The back office's side (creating, editing,
// batches) is admin.ts beside this file; the sums a code makes are pricing.ts's (discountOn,
// isFreeShipping, allocatePaid).
import { and, eq, sql } from 'drizzle-orm';
import { formatPrice } from '../../lib/money';
import type { Db } from '../db/client';
import { discountCodes } from '../db/schema';
import { CommerceProblem } from '../problem';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A code's rules; the back office's bookkeeping columns (batch, created_at) do not change them. */
export type DiscountCode = Omit<typeof discountCodes.$inferSelect, 'disabledAt' | 'batch' | 'createdAt'> & {
  disabledAt?: Date | null;
};

/** Why a code cannot be used now, or null when it can (usage is taken for real at order placement). */
export function discountProblem(code: DiscountCode, subTotal: number, now = new Date()): string | null {
  if (code.disabledAt) return 'Deze kortingscode is niet meer geldig.';
  if (code.validFrom && code.validFrom > now) return 'Deze kortingscode is nog niet geldig.';
  if (code.validTo && code.validTo < now) return 'Deze kortingscode is verlopen.';
  if (code.usageLimit !== null && code.timesUsed >= code.usageLimit) return 'Deze kortingscode is al gebruikt.';
  if (subTotal < code.minOrderValue) {
    return `Deze kortingscode geldt vanaf een bestelbedrag van ${formatPrice(code.minOrderValue)}.`;
  }
  return null;
}

/** The code cannot serve this order after all (used up meanwhile, disabled, or this customer's limit reached). */
export class DiscountCodeTaken extends CommerceProblem<409> {
  constructor(message: string) {
    super(message, 409);
  }
}

/** Takes one use of a code, atomically: a single-use code never serves two orders. */
export async function takeCode(tx: Tx, code: string, email: string) {
  const [taken] = await tx
    .update(discountCodes)
    .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
    .where(
      and(
        eq(discountCodes.code, code),
        sql`(${discountCodes.usageLimit} is null or ${discountCodes.timesUsed} < ${discountCodes.usageLimit})`,
        sql`${discountCodes.disabledAt} is null`,
      ),
    )
    .returning();
  if (!taken) {
    const [disabled] = await tx
      .select({ code: discountCodes.code })
      .from(discountCodes)
      .where(and(eq(discountCodes.code, code), sql`${discountCodes.disabledAt} is not null`));
    throw new DiscountCodeTaken(disabled ? 'Deze kortingscode is niet meer geldig.' : 'Deze kortingscode is al gebruikt.');
  }
  if (taken.perCustomerLimit !== null) {
    const result = await tx.execute(
      sql`select count(*)::int as n from orders where discount_code = ${taken.code} and lower(email) = ${email} and status not in ('cancelled', 'expired', 'failed')`,
    );
    const used = (result as unknown as { rows: { n: number }[] }).rows[0];
    if ((used?.n ?? 0) >= taken.perCustomerLimit) throw new DiscountCodeTaken('Je hebt deze kortingscode al gebruikt.');
  }
  return taken;
}

/** Gives back the use an order took (it left without being paid). Call once per leaving. */
export async function giveBackCode(tx: Tx, code: string): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ timesUsed: sql`greatest(${discountCodes.timesUsed} - 1, 0)` })
    .where(eq(discountCodes.code, code));
}
