// The returns queue: rug returns asked for on /vloerkleed-retourneren/ (a pick-up for a service fee),
// stored by POST /v1/customer/service-fee-request. Staff approve (a return number, mailed), mark
// received, refund (through refunds.ts, so the refund limit and the paid ceiling hold) or reject
// (with a reason, mailed). Each step is checked against the request's state under its row lock.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { orders, returnRequests, type ReturnStatus } from '../db/schema';
import { deliverNow, enqueueMail } from '../platform/outbox';
import { AdminError, audit, type Actor, type AdminServices, type Tx } from './context';
import { adminMails } from './mails';
import { returnJson } from './orders';
import { linesWithPaid, queueRefund } from './refunds';
import { rugLinesOf } from '../order/returns';
import { unitsShare, sumCents } from '../pricing/pricing';
import { formatPrice } from '../../lib/money';

const NEXT: Record<ReturnStatus, ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['received', 'rejected'],
  received: ['refunded', 'rejected'],
  refunded: [],
  rejected: [],
};

const STATUS_WORDS: Record<ReturnStatus, string> = {
  requested: 'aangevraagd',
  approved: 'goedgekeurd',
  received: 'ontvangen',
  refunded: 'terugbetaald',
  rejected: 'afgewezen',
};

export const OPEN_RETURN_STATUSES: ReturnStatus[] = ['requested', 'approved', 'received'];

export async function listReturns(svc: AdminServices, status: ReturnStatus | 'open') {
  const statuses = status === 'open' ? OPEN_RETURN_STATUSES : [status];
  const found = await svc.db
    .select({ request: returnRequests, number: orders.number, email: orders.email, customer: orders.customer })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(inArray(returnRequests.status, statuses))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(200);
  return {
    returns: found.map((r) => {
      const person = r.customer as { first_name?: string; last_name?: string };
      return {
        ...returnJson(r.request),
        order_number: r.number,
        email: r.email,
        name: [person.first_name, person.last_name].filter(Boolean).join(' '),
      };
    }),
  };
}

async function lockReturn(tx: Tx, id: number) {
  const [found] = await tx
    .select({ request: returnRequests, order: orders })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(eq(returnRequests.id, id))
    .for('update');
  if (!found) throw new AdminError('Dit retourverzoek bestaat niet.', 404);
  return found;
}

function move(request: typeof returnRequests.$inferSelect, to: ReturnStatus): boolean {
  if (request.status === to) return false;
  if (!NEXT[request.status].includes(to))
    throw new AdminError(`Dit retourverzoek is ${STATUS_WORDS[request.status]} en kan niet meer ${STATUS_WORDS[to]} worden.`, 409);
  return true;
}

const firstName = (order: typeof orders.$inferSelect) => (order.customer as { first_name?: string }).first_name ?? 'klant';

async function step(
  svc: AdminServices,
  actor: Actor,
  id: number,
  to: ReturnStatus,
  work: (
    tx: Tx,
    found: Awaited<ReturnType<typeof lockReturn>>,
  ) => Promise<{ set?: Partial<typeof returnRequests.$inferInsert>; keys?: string[] }>,
) {
  const keys: string[] = [];
  const result = await svc.db.transaction(async (tx) => {
    const found = await lockReturn(tx, id);
    if (!move(found.request, to)) return { request: found.request, changed: false };
    const done = await work(tx, found);
    keys.push(...(done.keys ?? []));
    const [after] = await tx
      .update(returnRequests)
      .set({ ...done.set, status: to, updatedAt: sql`now()` })
      .where(eq(returnRequests.id, id))
      .returning();
    await audit(tx, actor, `return.${to}`, `return:${id}`, returnJson(found.request), returnJson(after));
    return { request: after, changed: true };
  });
  await deliverNow(svc.db, { mailer: svc.mailer, payments: svc.payments, logger: svc.logger }, keys);
  return { return: returnJson(result.request), changed: result.changed };
}

export const returnNumberOf = (id: number) => `RT${String(id).padStart(7, '0')}`;

export function approveReturn(svc: AdminServices, actor: Actor, id: number) {
  return step(svc, actor, id, 'approved', async (tx, { order }) => {
    const returnNumber = returnNumberOf(id);
    const key = `return-approved:${id}`;
    await enqueueMail(tx, key, adminMails.returnApproved(order.email, firstName(order), order.number, returnNumber));
    return { set: { returnNumber }, keys: [key] };
  });
}

export function receiveReturn(svc: AdminServices, actor: Actor, id: number) {
  return step(svc, actor, id, 'received', async () => ({}));
}

export function rejectReturn(svc: AdminServices, actor: Actor, id: number, reason: string) {
  return step(svc, actor, id, 'rejected', async (tx, { order }) => {
    const key = `return-rejected:${id}`;
    await enqueueMail(tx, key, adminMails.returnRejected(order.email, firstName(order), order.number, reason));
    return { set: { rejectReason: reason }, keys: [key] };
  });
}

/**
 * Refunds a received return. Left empty: the returned rug lines, at what was paid for them (their
 * units not refunded before). An amount given may not pass that: a return never refunds the mattress
 * beside the rug, nor the order's shipping. Either way the refund records the returned rug units, so
 * a later return or line refund of the same rug finds nothing left (attack review 2026-11-27, H1).
 */
export function refundReturn(svc: AdminServices, actor: Actor, id: number, input: { amount?: number; reason?: string }) {
  return step(svc, actor, id, 'refunded', async (tx, { order, request }) => {
    const lines = request.lines ?? (await rugLinesOf(tx, order.id));
    if (lines.length === 0) throw new AdminError('Dit retourverzoek hoort niet bij een vloerkleed: er is niets van terug te betalen.', 409);
    const known = await linesWithPaid(tx, order);
    const open = lines
      .map((l) => ({ pick: l, found: known.find((k) => k.line.id === l.line_id) }))
      .filter((x) => x.found)
      .map(({ pick, found }) => ({
        line_id: pick.line_id,
        quantity: Math.min(pick.quantity, found!.line.quantity - found!.done),
        found: found!,
      }))
      .filter((x) => x.quantity > 0);
    const worth = sumCents(open.map((x) => unitsShare(x.found.paid, x.found.line.quantity, x.found.done, x.quantity)));
    if (worth <= 0) throw new AdminError('De vloerkleden van dit retour zijn al terugbetaald.', 409);
    if (input.amount !== undefined && input.amount > worth)
      throw new AdminError(
        `Voor dit retour kun je hoogstens ${formatPrice(worth)} terugbetalen: wat voor de vloerkleden betaald is.`,
        400,
        'amount',
      );
    // Typed or not, the refund books the returned rug units, so they are never refunded (or returned) again.
    const queued = await queueRefund(
      tx,
      actor,
      order.id,
      {
        request_id: `return-${id}`,
        lines: open.map(({ line_id, quantity }) => ({ line_id, quantity })),
        withoutCosts: true,
        linesAmount: input.amount,
        reason: input.reason ?? `Retour ${returnNumberOf(id)}`,
      },
      `return:${id}`,
    );
    return { set: { refundId: queued.refund.id }, keys: queued.keys };
  });
}

/** Open returns for the dashboard. */
export async function openReturnCount(svc: AdminServices): Promise<number> {
  const [row] = await svc.db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(returnRequests)
    .where(and(inArray(returnRequests.status, OPEN_RETURN_STATUSES)));
  return row?.n ?? 0;
}
