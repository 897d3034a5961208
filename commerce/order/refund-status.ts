// Refunds the provider pays out later (Mollie: a refund starts `pending`): each payment webhook asks
// the provider where that payment's pending refunds stand and settles them once. A refund the bank
// or provider refused after all (failed, canceled) gives its amount back to what can be refunded and
// says so in the order's timeline, so staff see it and can refund again.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderEvents, orders, payments, refunds } from '../db/schema';
import type { PaymentProvider } from '../providers/payment/types';
import { formatPrice } from '../../lib/money';

type PaymentRow = typeof payments.$inferSelect;

export async function syncRefunds(db: Db, payment: PaymentRow, provider: PaymentProvider): Promise<{ refunded: number; failed: number }> {
  const pending = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'pending'), isNotNull(refunds.providerRefundId)));
  const result = { refunded: 0, failed: 0 };
  for (const refund of pending) {
    const remote = await provider.getRefund(payment.providerPaymentId, refund.providerRefundId!);
    if (remote.status === 'pending') continue;
    const settled = await db.transaction(async (tx) => {
      // Only the first of two webhooks at once moves it (the status check is the guard).
      const [moved] = await tx
        .update(refunds)
        .set({ status: remote.status })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
        .returning();
      if (!moved) return false;
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, refund.orderId));
      if (!order) return true;
      if (remote.status === 'failed') {
        await tx
          .update(payments)
          .set({ refundedAmount: sql`greatest(${payments.refundedAmount} - ${refund.amount}, 0)` })
          .where(eq(payments.id, payment.id));
      }
      const note =
        remote.status === 'refunded'
          ? `Terugbetaling van ${formatPrice(refund.amount)} uitbetaald (${remote.id})`
          : `Terugbetaling van ${formatPrice(refund.amount)} mislukt bij de betaalprovider (${remote.id}): opnieuw terug te betalen`;
      await tx.insert(orderEvents).values({ orderId: refund.orderId, fromStatus: order.status, toStatus: order.status, note });
      return true;
    });
    if (settled) result[remote.status]++;
  }
  return result;
}
