// Refunds by staff: the whole order, some lines, or an amount, through the payment provider by the
// durable outbox (docs/decisions/0029). Under the order's row lock the amount is checked against
// what the kept payment still holds (paid − refunded − promised), so the refunds of an order never
// add up to more than was paid, however many arrive at once; a line is refunded at what was paid for
// it (its share of the discount taken off, stored at placement), and the order's shipping and other
// costs go back with its last unit; medewerkers are held to the owner's limit for all they refund on
// one order together (docs/decisions/0045); the form's request id makes a double submit answer the
// first refund instead of a second.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { orderEvents, orderLines, orders, payments, refunds, staff } from '../db/schema';
import { deliverNow, enqueue, enqueueMail } from '../platform/outbox';
import { queuedRefunds } from '../order/orders';
import { releaseSlot } from '../delivery/slots';
import { paidAmountsOf, refundableOf, sumCents, unitsShare } from '../pricing/pricing';
import { AdminError, audit, type Actor, type AdminServices, type Tx } from './context';
import { formatPrice } from '../../lib/money';
import { adminMails } from './mails';
import { findOrder } from './orders';

export interface RefundInput {
  /** A random id the form carries: the same id twice is one refund. */
  request_id: string;
  amount?: number;
  lines?: { line_id: number; quantity: number }[];
  reason: string;
  /** Internal (returns): a line refund that takes the last unit leaves the order's costs (shipping) alone. */
  withoutCosts?: boolean;
  /**
   * Internal (returns): the amount staff typed for these lines, at most what they are worth. The lines
   * are booked as refunded whatever the amount, so they cannot be refunded (or returned) again.
   */
  linesAmount?: number;
}

type RefundRow = typeof refunds.$inferSelect;
const REFUNDABLE_STATUSES = new Set(['paid', 'shipped', 'delivered']);

export function refundJson(r: RefundRow) {
  return { id: r.id, amount: r.amount, reason: r.reason, lines: r.lines, status: r.status, created_at: r.createdAt.toISOString() };
}

/**
 * Refused when this amount, with what medewerkers refunded of this order before (`before`, not failed),
 * passes the actor's limit (a medewerker's, set by the owner). Called under the order's row lock.
 */
export function checkRefundLimit(actor: Actor, amount: number, before = 0): void {
  if (actor.refundLimit === null || before + amount <= actor.refundLimit) return;
  const earlier =
    before > 0
      ? ` Samen met wat medewerkers eerder van deze bestelling terugbetaalden (${formatPrice(before)}) wordt dat ${formatPrice(before + amount)}.`
      : '';
  throw new AdminError(
    `Dit bedrag (${formatPrice(amount)}) is hoger dan jouw limiet voor terugbetalingen (${formatPrice(actor.refundLimit)}).${earlier} Vraag de eigenaar om deze terugbetaling te doen.`,
    403,
    'amount',
  );
}

/** Cents medewerkers refunded (or promised) of this order so far; a refund the provider refused does not count. */
export async function refundedByMedewerkers(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${refunds.amount}), 0)::int`.mapWith(Number) })
    .from(refunds)
    .innerJoin(staff, eq(staff.id, refunds.staffId))
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed'), eq(staff.role, 'medewerker')));
  return row?.n ?? 0;
}

type LineRow = typeof orderLines.$inferSelect;

/** The order's lines with what each was paid, and the units of each refunded before (failed refunds not counted). */
export async function linesWithPaid(tx: Tx, order: Pick<typeof orders.$inferSelect, 'id' | 'discountTotal'>) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const before = await tx
    .select({ lines: refunds.lines })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), ne(refunds.status, 'failed')));
  const paid = paidAmountsOf(lines, order);
  const done = (id: number) =>
    before
      .flatMap((b) => b.lines ?? [])
      .filter((l) => l.line_id === id)
      .reduce((s, l) => s + l.quantity, 0);
  return lines.map((line: LineRow, i) => ({ line, paid: paid[i], done: done(line.id) }));
}

/**
 * The cents the chosen lines were paid (their share of the discount off), checked against what of
 * each line was refunded before. The refund that takes the order's last unit also gives back what
 * the order cost beyond its lines (shipping, payment costs, insurance), so refunding every line, in
 * any steps, refunds the whole payment to the cent.
 */
async function amountOfLines(
  tx: Tx,
  order: typeof orders.$inferSelect,
  chosen: { line_id: number; quantity: number }[],
  withCosts = true,
): Promise<number> {
  const known = await linesWithPaid(tx, order);
  const amounts: number[] = [];
  const taking = new Map<number, number>();
  for (const pick of chosen) {
    const found = known.find((k) => k.line.id === pick.line_id);
    if (!found) throw new AdminError('Deze regel hoort niet bij de bestelling.', 400, 'lines');
    const { line, paid } = found;
    const done = found.done + (taking.get(line.id) ?? 0);
    if (pick.quantity > line.quantity - done)
      throw new AdminError(`Van "${line.title}" kun je nog ${Math.max(0, line.quantity - done)} stuks terugbetalen.`, 400, 'lines');
    amounts.push(unitsShare(paid, line.quantity, done, pick.quantity));
    taking.set(line.id, (taking.get(line.id) ?? 0) + pick.quantity);
  }
  const allRefunded = known.every((k) => k.done + (taking.get(k.line.id) ?? 0) >= k.line.quantity);
  if (allRefunded && withCosts) amounts.push(Math.max(0, order.grandTotal - sumCents(known.map((k) => k.paid))));
  return sumCents(amounts);
}

/**
 * What `queueRefund` will refund for these lines (no typed amount), without queueing anything: the
 * same computation, so the back office's confirmation shows the amount that is then refunded.
 */
export async function previewLinesRefund(tx: Tx | AdminServices['db'], orderId: number, lines: { line_id: number; quantity: number }[]) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !REFUNDABLE_STATUSES.has(order.status)) return 0;
  const [kept] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kept, true)));
  if (!kept) return 0;
  const left = refundableOf([kept], await queuedRefunds(tx as Tx, kept.id));
  if (left <= 0) return 0;
  return Math.min(await amountOfLines(tx as Tx, order, lines), left);
}

async function existingRefund(tx: Tx | AdminServices['db'], requestKey: string): Promise<RefundRow | null> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.requestKey, requestKey));
  return row ?? null;
}

/** Queues a refund (and its mail) in a transaction; answers the outbox keys to deliver after it. */
export async function queueRefund(
  tx: Tx,
  actor: Actor,
  orderId: number,
  input: RefundInput,
  requestKey: string,
): Promise<{ refund: RefundRow; keys: string[]; replayed: boolean }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  const again = await existingRefund(tx, requestKey);
  if (again) return { refund: again, keys: [], replayed: true };
  if (!order || !REFUNDABLE_STATUSES.has(order.status))
    throw new AdminError('Alleen een betaalde bestelling kan (deels) worden terugbetaald.', 409);
  const [kept] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kept, true)))
    .for('update');
  if (!kept) throw new AdminError('Deze bestelling heeft geen betaling om terug te betalen.', 409);
  const left = refundableOf([kept], await queuedRefunds(tx, kept.id));
  if (left <= 0) throw new AdminError('Er is niets meer terug te betalen voor deze bestelling.', 409, 'amount');
  // Lines are worth what was paid for them; after amount refunds, at most what the payment still holds.
  let amount = input.amount ?? left;
  if (input.lines?.length) {
    const worth = await amountOfLines(tx, order, input.lines, !input.withoutCosts);
    if (input.linesAmount !== undefined && input.linesAmount > worth)
      throw new AdminError(`Voor deze regels kun je hoogstens ${formatPrice(worth)} terugbetalen: wat ervoor betaald is.`, 400, 'amount');
    amount = input.linesAmount ?? Math.min(worth, left);
  }
  if (amount <= 0) throw new AdminError('Er is niets meer terug te betalen voor deze bestelling.', 409, 'amount');
  if (amount > left)
    throw new AdminError(`Je kunt niet meer terugbetalen dan er betaald is: er kan nog ${formatPrice(left)} terug.`, 400, 'amount');
  checkRefundLimit(actor, amount, await refundedByMedewerkers(tx, orderId));
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId,
      paymentId: kept.id,
      amount,
      reason: input.reason,
      lines: input.lines?.length ? input.lines : null,
      staffId: actor.id,
      requestKey,
    })
    .returning();
  const refundKey = `refund:staff:${refund.id}`;
  await enqueue(tx, refundKey, {
    kind: 'refund',
    payload: {
      provider: kept.provider,
      paymentId: kept.providerPaymentId,
      amount,
      orderNumber: order.number,
      reason: 'terugbetaling door de winkel',
      refundRecordId: refund.id,
    },
  });
  const mailKey = `order-refunded:${refund.id}`;
  const person = order.customer as { first_name?: string };
  await enqueueMail(tx, mailKey, adminMails.refunded(order.email, person.first_name ?? 'klant', order.number, amount));
  await tx
    .insert(orderEvents)
    .values({ orderId, fromStatus: order.status, toStatus: order.status, note: `Terugbetaling van ${formatPrice(amount)} aangevraagd` });
  // Paid back in full before it was delivered: there is nothing left for the crew to bring, so its place
  // goes back (once) and it leaves the day list; "Bezorgd" is then refused (docs/decisions/0066).
  if (amount === left && order.status !== 'delivered' && (await releaseSlot(tx, orderId, new Date())))
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: order.status,
      toStatus: order.status,
      note: 'Bezorgdag vrijgegeven: de bestelling is volledig terugbetaald',
    });
  await audit(tx, actor, 'order.refund', order.number, { refundable: left }, refundJson(refund));
  return { refund, keys: [refundKey, mailKey], replayed: false };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function refundOrder(svc: AdminServices, actor: Actor, number: string, input: RefundInput) {
  const order = await findOrder(svc.db, number);
  const requestKey = `order:${order.id}:${input.request_id}`;
  let result;
  try {
    result = await svc.db.transaction((tx) => queueRefund(tx, actor, order.id, input, requestKey));
  } catch (error) {
    // Two submits at the very same moment: the second finds the first's refund.
    if (!isUniqueViolation(error)) throw error;
    const again = await existingRefund(svc.db, requestKey);
    if (!again) throw error;
    result = { refund: again, keys: [], replayed: true };
  }
  await deliverNow(svc.db, { mailer: svc.mailer, payments: svc.payments, logger: svc.logger }, result.keys);
  const [fresh] = await svc.db.select().from(refunds).where(eq(refunds.id, result.refund.id));
  return { refund: refundJson(fresh ?? result.refund), replayed: result.replayed };
}

/** Sum of what was refunded and promised for an order (tests and the dashboard). */
export async function refundedTotal(db: AdminServices['db'], orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${refunds.amount}), 0)::int`.mapWith(Number) })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return row?.n ?? 0;
}
