// Order actions of the back office: mark shipped (carrier + track-and-trace, mailed to the customer
// through the outbox), mark delivered, cancel (cancelOrder: stock and code released, the payment
// refunded). Each goes through the order state machine under the order's row lock and writes an
// order event; doing the same thing twice (a double submit) answers the state it is in.
import { eq } from 'drizzle-orm';
import { orderEvents, orders } from '../db/schema';
import { canTransition, STATUS_LABELS } from '#contract/rules/order-state';
import { cancelOrder, OrderError } from '../order/orders';
import { deliverNow, enqueueMail } from '../platform/outbox';
import { AdminError, audit, type Actor, type AdminServices } from './context';
import { adminMails, trackingUrl, type Carrier } from './mails';
import { findOrder, trackingJson } from './orders';
import { checkRefundLimit, refundedByMedewerkers } from './refunds';

type Order = typeof orders.$inferSelect;

const cannot = (order: Order, action: string) =>
  new AdminError(`Deze bestelling kan niet ${action} worden: ze is ${STATUS_LABELS[order.status].toLowerCase()}.`, 409);

function orderState(order: Order) {
  return { number: order.number, status: order.status, tracking: trackingJson(order) };
}

export async function markShipped(svc: AdminServices, actor: Actor, number: string, input: { carrier: Carrier; tracking_code: string }) {
  const found = await findOrder(svc.db, number);
  const mailKey = `order-shipped:${found.number}`;
  const result = await svc.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (order.status === 'shipped' && order.carrier === input.carrier && order.trackingCode === input.tracking_code)
      return { order, changed: false };
    if (!canTransition(order.status, 'shipped')) throw cannot(order, 'als verzonden gemarkeerd');
    const now = svc.now();
    const [after] = await tx
      .update(orders)
      .set({ status: 'shipped', carrier: input.carrier, trackingCode: input.tracking_code, shippedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: 'shipped',
      note: `Verzonden met ${input.carrier}, track & trace ${input.tracking_code}`,
    });
    const person = order.customer as { first_name?: string };
    const url = trackingUrl(input.carrier, input.tracking_code, (order.shippingAddress as { zipcode?: string }).zipcode);
    await enqueueMail(
      tx,
      mailKey,
      adminMails.shipped(order.email, person.first_name ?? 'klant', order.number, input.carrier, input.tracking_code, url),
    );
    await audit(tx, actor, 'order.shipped', order.number, orderState(order), orderState(after));
    return { order: after, changed: true };
  });
  if (result.changed) await deliverNow(svc.db, { mailer: svc.mailer, payments: svc.payments, logger: svc.logger }, [mailKey]);
  return { ...orderState(result.order), changed: result.changed };
}

export async function markDelivered(svc: AdminServices, actor: Actor, number: string) {
  const found = await findOrder(svc.db, number);
  const result = await svc.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (order.status === 'delivered') return { order, changed: false };
    if (!canTransition(order.status, 'delivered')) throw cannot(order, 'als bezorgd gemarkeerd');
    const [after] = await tx.update(orders).set({ status: 'delivered', deliveredAt: svc.now() }).where(eq(orders.id, order.id)).returning();
    await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: 'delivered', note: 'Bezorgd' });
    await audit(tx, actor, 'order.delivered', order.number, orderState(order), orderState(after));
    return { order: after, changed: true };
  });
  return { ...orderState(result.order), changed: result.changed };
}

/**
 * Cancels through cancelOrder. A paid order's refund is held to the medewerker's limit (with what
 * medewerkers refunded of it before) under the order's row lock, after the provider was asked: a
 * "pending" order whose payment came in late is checked as the paid order it is. The audit row is
 * written in the same transaction.
 */
export async function cancelByStaff(svc: AdminServices, actor: Actor, number: string, reason: string) {
  const order = await findOrder(svc.db, number);
  if (order.status === 'cancelled') return { ...orderState(order), changed: false };
  try {
    await cancelOrder(svc.db, order.number, svc.orderDeps, 'Geannuleerd door de winkel', async (tx, locked, refund) => {
      if (refund > 0) checkRefundLimit(actor, refund, await refundedByMedewerkers(tx, locked.id));
      await audit(tx, actor, 'order.cancelled', locked.number, orderState(locked), {
        ...orderState({ ...locked, status: 'cancelled' }),
        reason,
        refund,
      });
    });
  } catch (error) {
    if (error instanceof OrderError) throw new AdminError(error.message, error.status === 404 ? 404 : error.status === 503 ? 503 : 409);
    throw error;
  }
  const after = await findOrder(svc.db, number);
  return { ...orderState(after), changed: true };
}
