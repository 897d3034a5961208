// Self-service returns in the back office (docs/decisions/0057): a list, receive (received and
// inspected, with an optional note) and refund. The refund amount is never typed: it is the paid
// share of the returned units (refunds.ts, the per-line paid amounts with the discount taken off), and
// the return that takes the order's last unit gives back its shipping and costs too, so returning
// everything refunds the payment to the cent. The refund goes through the outbox to the provider with
// the return's own idempotency key (`customer-return:<id>`), under the return's row lock: a double
// submit or a retry finds the return refunded and the refund already queued, never a second one.
import { desc, eq, inArray } from 'drizzle-orm';
import { customerReturns, orderLines, orders, refunds, type CustomerReturnStatus } from '../db/schema';
import { deliverNow } from '../platform/outbox';
import { customerReturnJson } from '../order/customer-returns';
import { AdminError, audit, type Actor, type AdminServices, type Tx } from './context';
import { previewLinesRefund, queueRefund, refundJson } from './refunds';
import { releasePickup } from '../order/trial-returns';

const TRIAL_STEP = 'Dit is een proefslaapretour: markeer de ophaling als gedaan; dan wordt hij automatisch terugbetaald.';
const TRIAL_DONE = 'Deze proefslaapretour is al opgehaald en terugbetaald.';

export type CustomerReturnFilter = CustomerReturnStatus | 'open';
export const OPEN_CUSTOMER_RETURN: CustomerReturnStatus[] = ['aangemeld', 'onderweg', 'ontvangen'];

async function titlesOf(db: AdminServices['db'] | Tx, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: orderLines.id, title: orderLines.title })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds));
  return new Map(rows.map((r) => [r.id, r.title]));
}

export async function listCustomerReturns(svc: AdminServices, status: CustomerReturnFilter) {
  const statuses = status === 'open' ? OPEN_CUSTOMER_RETURN : [status];
  const found = await svc.db
    .select({ ret: customerReturns, order: orders })
    .from(customerReturns)
    .innerJoin(orders, eq(orders.id, customerReturns.orderId))
    .where(inArray(customerReturns.status, statuses))
    .orderBy(desc(customerReturns.createdAt), desc(customerReturns.id))
    .limit(200);
  const titles = await titlesOf(svc.db, [...new Set(found.map((f) => f.order.id))]);
  return {
    returns: found.map(({ ret, order }) => {
      const person = order.customer as { first_name?: string; last_name?: string };
      return {
        ...customerReturnJson(ret, order, titles),
        email: order.email,
        name: [person.first_name, person.last_name].filter(Boolean).join(' '),
      };
    }),
  };
}

async function lock(tx: Tx, id: number) {
  const [found] = await tx
    .select({ ret: customerReturns, order: orders })
    .from(customerReturns)
    .innerJoin(orders, eq(orders.id, customerReturns.orderId))
    .where(eq(customerReturns.id, id))
    .for('update');
  if (!found) throw new AdminError('Deze retour bestaat niet.', 404);
  return found;
}

/** Received and inspected: aangemeld or onderweg → ontvangen. Again on a received return changes nothing. */
export async function receiveCustomerReturn(svc: AdminServices, actor: Actor, id: number, note?: string) {
  return svc.db.transaction(async (tx) => {
    const { ret, order } = await lock(tx, id);
    if (ret.kind === 'proefslapen') throw new AdminError(TRIAL_STEP, 409);
    if (ret.status === 'ontvangen') return { return: customerReturnJson(ret, order), changed: false };
    if (ret.status === 'terugbetaald') throw new AdminError('Deze retour is al terugbetaald.', 409);
    if (ret.status === 'afgewezen') throw new AdminError('Deze retour is afgewezen.', 409);
    const now = svc.now();
    const [after] = await tx
      .update(customerReturns)
      .set({ status: 'ontvangen', inspectionNote: note?.trim() || null, receivedAt: now, updatedAt: now })
      .where(eq(customerReturns.id, id))
      .returning();
    await audit(tx, actor, 'customer-return.received', ret.number, customerReturnJson(ret), customerReturnJson(after!));
    return { return: customerReturnJson(after!, order), changed: true };
  });
}

/**
 * Refunds a received return: the computed paid share of its units, through the provider by the
 * outbox. Exactly once: the return's row lock orders two submits, the second finds it refunded;
 * the refund's request key is the return's, so even a retry after a crash finds the first refund.
 */
export async function refundCustomerReturn(svc: AdminServices, actor: Actor, id: number) {
  const keys: string[] = [];
  const result = await svc.db.transaction(async (tx) => {
    const { ret, order } = await lock(tx, id);
    if (ret.status === 'terugbetaald') return { ret, order, changed: false };
    if (ret.kind === 'proefslapen') throw new AdminError(TRIAL_STEP, 409);
    if (ret.status !== 'ontvangen')
      throw new AdminError('Markeer de retour eerst als ontvangen en gecontroleerd; daarna kun je hem terugbetalen.', 409);
    const queued = await queueRefund(
      tx,
      actor,
      order.id,
      { request_id: `customer-return-${id}`, lines: ret.lines, reason: `Retour ${ret.number}` },
      `customer-return:${id}`,
    );
    keys.push(...queued.keys);
    const now = svc.now();
    const [after] = await tx
      .update(customerReturns)
      .set({ status: 'terugbetaald', refundId: queued.refund.id, refundedAt: now, updatedAt: now })
      .where(eq(customerReturns.id, id))
      .returning();
    await audit(tx, actor, 'customer-return.refunded', ret.number, customerReturnJson(ret), {
      ...customerReturnJson(after!),
      refund: refundJson(queued.refund),
    });
    return { ret: after!, order, changed: true };
  });
  await deliverNow(svc.db, { mailer: svc.mailer, payments: svc.payments, logger: svc.logger }, keys);
  const [refund] = result.ret.refundId ? await svc.db.select().from(refunds).where(eq(refunds.id, result.ret.refundId)) : [];
  return { return: customerReturnJson(result.ret, result.order), refund: refund ? refundJson(refund) : null, changed: result.changed };
}

/** The amount `refundCustomerReturn` will refund now, shown in the staff confirmation (docs/decisions/0064). */
export async function previewCustomerReturnRefund(svc: AdminServices, id: number) {
  const [ret] = await svc.db.select().from(customerReturns).where(eq(customerReturns.id, id));
  if (!ret) throw new AdminError('Deze retour bestaat niet.', 404);
  if (ret.kind === 'proefslapen') {
    if (ret.status !== 'aangemeld' && ret.status !== 'onderweg') throw new AdminError(TRIAL_DONE, 409);
  } else if (ret.status !== 'ontvangen')
    throw new AdminError('Markeer de retour eerst als ontvangen en gecontroleerd; daarna kun je hem terugbetalen.', 409);
  return { amount: await previewLinesRefund(svc.db, ret.orderId, ret.lines) };
}

/**
 * Staff reject a return that is not refunded: status afgewezen with the reason the customer sees; no
 * refund, and its units count as returnable again. Audited; again on a rejected return changes nothing.
 */
export async function rejectCustomerReturn(svc: AdminServices, actor: Actor, id: number, reason: string) {
  return svc.db.transaction(async (tx) => {
    const { ret, order } = await lock(tx, id);
    if (ret.status === 'afgewezen') return { return: customerReturnJson(ret, order), changed: false };
    if (ret.status === 'terugbetaald') throw new AdminError('Deze retour is al terugbetaald en kan niet meer worden afgewezen.', 409);
    const now = svc.now();
    const [after] = await tx
      .update(customerReturns)
      .set({ status: 'afgewezen', rejectionReason: reason.trim(), rejectedAt: now, updatedAt: now })
      .where(eq(customerReturns.id, id))
      .returning();
    // A trial return's crew place goes back, once (docs/decisions/0065).
    const released = await releasePickup(tx, id, now);
    const [fresh] = released ? await tx.select().from(customerReturns).where(eq(customerReturns.id, id)) : [after!];
    await audit(tx, actor, 'customer-return.rejected', ret.number, customerReturnJson(ret), customerReturnJson(fresh!));
    return { return: customerReturnJson(fresh!, order), changed: true };
  });
}

/**
 * Staff mark a trial return's pickup done (docs/decisions/0065): in one transaction under the return's
 * row lock the refund of the paid share is queued (previewLinesRefund's computation, within the
 * medewerker's limit, provider key from the outbox, request key `trial-return:<id>`), and the return
 * becomes terugbetaald. A second mark — at once, later, or a retry after a lost answer — finds it
 * refunded (or the refund under its key) and refunds nothing more.
 */
export async function trialPickupDone(svc: AdminServices, actor: Actor, id: number) {
  const keys: string[] = [];
  const result = await svc.db.transaction(async (tx) => {
    const { ret, order } = await lock(tx, id);
    if (ret.kind !== 'proefslapen')
      throw new AdminError('Alleen een proefslaapretour wordt opgehaald; deze retour ontvang en betaal je terug.', 409);
    if (ret.status === 'terugbetaald') return { ret, order, changed: false };
    if (ret.status === 'afgewezen') throw new AdminError('Deze retour is afgewezen.', 409);
    const queued = await queueRefund(
      tx,
      actor,
      order.id,
      { request_id: `trial-return-${id}`, lines: ret.lines, reason: `Proefslaapretour ${ret.number}` },
      `trial-return:${id}`,
    );
    keys.push(...queued.keys);
    const now = svc.now();
    const [after] = await tx
      .update(customerReturns)
      .set({
        status: 'terugbetaald',
        pickedUpAt: now,
        receivedAt: now,
        refundId: queued.refund.id,
        refundedAt: now,
        updatedAt: now,
      })
      .where(eq(customerReturns.id, id))
      .returning();
    await audit(tx, actor, 'customer-return.picked-up', ret.number, customerReturnJson(ret), {
      ...customerReturnJson(after!),
      refund: refundJson(queued.refund),
    });
    return { ret: after!, order, changed: true };
  });
  await deliverNow(svc.db, { mailer: svc.mailer, payments: svc.payments, logger: svc.logger }, keys);
  const [refund] = result.ret.refundId ? await svc.db.select().from(refunds).where(eq(refunds.id, result.ret.refundId)) : [];
  return { return: customerReturnJson(result.ret, result.order), refund: refund ? refundJson(refund) : null, changed: result.changed };
}
