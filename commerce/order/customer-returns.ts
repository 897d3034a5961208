// Self-service returns (docs/decisions/0057): a logged-in customer returns lines of an own
// delivered order within 30 days of delivery (the 14-day legal withdrawal right, and the shop's longer
// promise). The customer chooses lines, quantities and a reason; the server decides what is still
// returnable under the order's row lock: bought, minus units refunded before (failed refunds not
// counted), minus units in returns still open (this kind, and the rug returns of docs/requirements/returns-and-trial-nights.md). A return gets a
// number (RS + 7 digits), a label (return-label.ts) in the account and by mail through the outbox.
// Staff receive and refund it (admin/customer-returns.ts); the refund books the units as a line refund.
import { and, asc, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isReturnNumber, returnNumberOf } from '#contract/rules/order-number';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
import { customerReturns, orderLines, orders, refunds, returnRequests, type CustomerReturnStatus } from '../db/schema';
import { enqueueMail } from '../platform/outbox';
import { customerReturnMails } from './customer-return-mails';
import type { OrderAddress } from './customer-orders';
import { renderReturnLabel } from './return-label';
import { formatDeliveryDay } from '../delivery/promise';
import { SLOT_TEXT } from '../delivery/slots';

/** Days after delivery a customer can start a return (the shop's promise; the law gives 14). */
export const RETURN_DAYS = 30;
export const LEGAL_WITHDRAWAL_DAYS = 14;
const DAY = 24 * 60 * 60 * 1000;

export const CUSTOMER_RETURN_MESSAGES = {
  notDelivered: 'Je kunt artikelen retourneren zodra je bestelling is bezorgd.',
  tooLate: `De retourtermijn van ${RETURN_DAYS} dagen na bezorging is voorbij. Neem contact op met onze klantenservice als je vragen hebt.`,
  nothingChosen: 'Kies minstens één artikel en het aantal dat je wilt retourneren.',
  unknownLine: 'Dit artikel hoort niet bij deze bestelling.',
  tooMany: (title: string, left: number) =>
    left > 0 ? `Van "${title}" kun je nog ${left} stuks retourneren.` : `"${title}" is al (helemaal) geretourneerd.`,
  created: (number: string) =>
    `Je retour ${number} is aangemeld. Download het retourlabel, plak het op het pakket en breng het naar een PostNL-punt. Je krijgt het label ook per e-mail.`,
};

export class ReturnRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const customerReturnNumber = returnNumberOf;

type OrderRow = typeof orders.$inferSelect;
type ReturnRow = typeof customerReturns.$inferSelect;
type Pick_ = { line_id: number; quantity: number };

/** The last day (inclusive, as an instant) a return can be started: delivery + 30 days. */
export function returnDeadline(order: Pick<OrderRow, 'deliveredAt'>): Date | null {
  return order.deliveredAt ? new Date(order.deliveredAt.getTime() + RETURN_DAYS * DAY) : null;
}

/** Whether the order can take a new return now (delivered, inside the period); else the refusal. */
export function returnWindow(order: Pick<OrderRow, 'status' | 'deliveredAt'>, now: Date): { open: true } | { open: false; reason: string } {
  const deadline = returnDeadline(order);
  if (order.status !== 'delivered' || !deadline) return { open: false, reason: CUSTOMER_RETURN_MESSAGES.notDelivered };
  if (now.getTime() > deadline.getTime()) return { open: false, reason: CUSTOMER_RETURN_MESSAGES.tooLate };
  return { open: true };
}

const unitsOf = (rows: { lines: Pick_[] | null }[], id: number) =>
  rows
    .flatMap((r) => r.lines ?? [])
    .filter((l) => l.line_id === id)
    .reduce((s, l) => s + l.quantity, 0);

/**
 * Every line of the order with what can still be returned: bought − refunded (not failed) − in open
 * returns (self-service returns neither refunded nor rejected; rug returns requested, approved or received).
 */
export async function returnableLines(db: Pick<Db, 'select'>, orderId: number) {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const refunded = await db
    .select({ lines: refunds.lines })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')));
  const open = await db
    .select({ lines: customerReturns.lines })
    .from(customerReturns)
    .where(and(eq(customerReturns.orderId, orderId), notInArray(customerReturns.status, ['terugbetaald', 'afgewezen'])));
  const rugs = await db
    .select({ lines: returnRequests.lines })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, ['requested', 'approved', 'received'])));
  return lines.map((line) => ({
    line,
    returnable: Math.max(0, line.quantity - unitsOf(refunded, line.id) - unitsOf(open, line.id) - unitsOf(rugs, line.id)),
  }));
}

export function customerReturnJson(r: ReturnRow, order?: Pick<OrderRow, 'number'>, titles?: Map<number, string>) {
  return {
    id: r.id,
    number: r.number,
    order_number: order?.number ?? null,
    status: r.status,
    reason: r.reason,
    lines: r.lines.map((l) => ({ line_id: l.line_id, quantity: l.quantity, title: titles?.get(l.line_id) ?? null })),
    inspection_note: r.inspectionNote,
    refund_id: r.refundId,
    created_at: r.createdAt.toISOString(),
    received_at: r.receivedAt?.toISOString() ?? null,
    refunded_at: r.refundedAt?.toISOString() ?? null,
    rejection_reason: r.rejectionReason ?? null,
    rejected_at: r.rejectedAt?.toISOString() ?? null,
    kind: r.kind,
    pickup:
      r.pickupMethod === null
        ? null
        : {
            method: r.pickupMethod,
            date: r.pickupDay,
            slot: r.pickupSlot,
            day_text: r.pickupDay ? formatDeliveryDay(r.pickupDay) : null,
            slot_text: r.pickupSlot ? SLOT_TEXT[r.pickupSlot] : null,
            released: r.pickupReleasedAt !== null,
          },
    picked_up_at: r.pickedUpAt?.toISOString() ?? null,
  };
}
export type CustomerReturnJson = ReturnType<typeof customerReturnJson>;

/** What the account's return page shows of an own order: the period, the lines and the returns so far. */
export async function returnOverview(db: Db, order: OrderRow, now: Date) {
  const lines = await returnableLines(db, order.id);
  const titles = new Map(lines.map((l) => [l.line.id, l.line.title]));
  const returns = await db
    .select()
    .from(customerReturns)
    .where(eq(customerReturns.orderId, order.id))
    .orderBy(desc(customerReturns.createdAt), desc(customerReturns.id));
  const window = returnWindow(order, now);
  const deadline = returnDeadline(order);
  return {
    order_number: order.number,
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    deadline: deadline?.toISOString() ?? null,
    open: window.open,
    closed_reason: window.open ? null : window.reason,
    return_days: RETURN_DAYS,
    legal_days: LEGAL_WITHDRAWAL_DAYS,
    lines: lines.map(({ line, returnable }) => ({
      line_id: line.id,
      title: line.title,
      sku: line.sku,
      quantity: line.quantity,
      returnable,
    })),
    returns: returns.map((r) => customerReturnJson(r, order, titles)),
  };
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Adds up the customer's picks per line; drops zero quantities. */
export function merged(picks: Pick_[]): Pick_[] {
  const by = new Map<number, number>();
  for (const p of picks) if (p.quantity > 0) by.set(p.line_id, (by.get(p.line_id) ?? 0) + p.quantity);
  return [...by].map(([line_id, quantity]) => ({ line_id, quantity }));
}

async function createIn(
  tx: Tx,
  order: OrderRow,
  customerId: number,
  input: { request_id: string; reason: string; lines: Pick_[] },
  now: Date,
  requestKey: string,
  labelUrl: (number: string) => string,
): Promise<{ row: ReturnRow; keys: string[]; replayed: boolean }> {
  // The order's row lock: two returns of the same order are decided one after the other.
  const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
  const [again] = await tx.select().from(customerReturns).where(eq(customerReturns.requestKey, requestKey));
  if (again) return { row: again, keys: [], replayed: true };
  const window = returnWindow(locked!, now);
  if (!window.open) throw new ReturnRefused(window.reason, 409);
  const picks = merged(input.lines);
  if (picks.length === 0) throw new ReturnRefused(CUSTOMER_RETURN_MESSAGES.nothingChosen, 400, 'lines');
  const known = await returnableLines(tx, order.id);
  for (const pick of picks) {
    const found = known.find((k) => k.line.id === pick.line_id);
    if (!found) throw new ReturnRefused(CUSTOMER_RETURN_MESSAGES.unknownLine, 400, 'lines');
    if (pick.quantity > found.returnable)
      throw new ReturnRefused(CUSTOMER_RETURN_MESSAGES.tooMany(found.line.title, found.returnable), 409, 'lines');
  }
  const [inserted] = await tx
    .insert(customerReturns)
    .values({
      number: `nieuw-${requestKey}`,
      orderId: order.id,
      customerId,
      reason: input.reason,
      lines: picks,
      requestKey,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const number = customerReturnNumber(inserted!.id);
  const [row] = await tx.update(customerReturns).set({ number }).where(eq(customerReturns.id, inserted!.id)).returning();
  const person = locked!.customer as { first_name?: string };
  const key = `customer-return-created:${row!.id}`;
  // The label goes with the mail (and stays downloadable in the account).
  const label = await renderReturnLabel({
    returnNumber: number,
    orderNumber: locked!.number,
    sender: locked!.shippingAddress as OrderAddress,
    lines: picks.map((p) => ({ title: known.find((k) => k.line.id === p.line_id)!.line.title, quantity: p.quantity })),
  });
  const mail = customerReturnMails.created(locked!.email, person.first_name ?? 'klant', locked!.number, number, labelUrl(number));
  await enqueueMail(tx, key, {
    ...mail,
    attachments: [{ filename: `retourlabel-${number}.pdf`, contentType: 'application/pdf', base64: Buffer.from(label).toString('base64') }],
  });
  return { row: row!, keys: [key], replayed: false };
}

/** Starts a return of an own order (the caller found it for this customer). A double submit answers the first. */
export async function createCustomerReturn(
  db: Db,
  order: OrderRow,
  customerId: number,
  input: { request_id: string; reason: string; lines: Pick_[] },
  now: Date,
  labelUrl: (number: string) => string,
) {
  // The order is part of the key: a form id replayed against another order is a new return there,
  // never an answer with this order's return (attack review, docs/security/threat-model.md).
  const requestKey = `${customerId}:${order.id}:${input.request_id}`;
  try {
    return await db.transaction((tx) => createIn(tx, order, customerId, input, now, requestKey, labelUrl));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [again] = await db.select().from(customerReturns).where(eq(customerReturns.requestKey, requestKey));
    if (!again) throw error;
    return { row: again, keys: [] as string[], replayed: true };
  }
}

/** An own return by its number, with its order; null for another customer's (answered as not found). */
export async function findCustomerReturn(db: Db, customerId: number, number: string) {
  const value = number.trim().toUpperCase();
  if (!isReturnNumber(value)) return null;
  const [found] = await db
    .select({ ret: customerReturns, order: orders })
    .from(customerReturns)
    .innerJoin(orders, eq(orders.id, customerReturns.orderId))
    .where(and(eq(customerReturns.number, value), eq(customerReturns.customerId, customerId), eq(orders.customerId, customerId)));
  return found ?? null;
}

/** The customer says the parcel is on its way: aangemeld → onderweg (any other status stays as it is). */
export async function markSent(db: Db, id: number, now: Date): Promise<CustomerReturnStatus> {
  const [after] = await db
    .update(customerReturns)
    .set({ status: 'onderweg', updatedAt: now })
    .where(and(eq(customerReturns.id, id), eq(customerReturns.status, 'aangemeld')))
    .returning();
  if (after) return after.status;
  const [row] = await db.select({ status: customerReturns.status }).from(customerReturns).where(eq(customerReturns.id, id));
  return row!.status;
}
