import { orderDelivery } from '../delivery/slots';
// A customer's own orders: list, detail with lines and status history. Every look-up is scoped to
// the customer, so another customer's order answers exactly like one that does not exist.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { OrderAddress } from '#contract/schemas/customer';
import type { Db } from '../db/client';
import { orderEvents, orderLines, orders, products } from '../db/schema';
import { trialNights } from '../catalog/trial';
import { trackingJson } from '../admin/orders';
import { vatPartOf } from '../pricing/pricing';
import { isOrderNumber } from '#contract/rules/order-number';

export type OrderRow = typeof orders.$inferSelect;

/** An order's address as stored and answered (contract/schemas/customer.ts). */
export type { OrderAddress };

/** Orders with these statuses have been paid for and get an invoice. */
export const INVOICED_STATUSES = new Set(['paid', 'shipped', 'delivered']);

/** The order named by `ref` (an order number DKBD… or a numeric id) if it belongs to the customer. */
export async function findCustomerOrder(db: Db, customerId: number, ref: string): Promise<OrderRow | null> {
  const value = ref.trim().toUpperCase();
  let where;
  if (isOrderNumber(value)) where = eq(orders.number, value);
  else if (/^\d{1,9}$/.test(value)) where = eq(orders.id, Number(value));
  else return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(where, eq(orders.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

export async function listCustomerOrders(db: Db, customerId: number, limit = 50) {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      grandTotal: orders.grandTotal,
      // Spelled out: inside a subquery Drizzle would leave the outer column unqualified.
      itemCount: sql<number>`(select coalesce(sum(ol.quantity), 0)::int from order_lines ol where ol.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    grand_total: r.grandTotal,
    item_count: Number(r.itemCount),
    invoice_available: INVOICED_STATUSES.has(r.status),
  }));
}

export async function orderDetail(db: Db, order: OrderRow, now: Date = new Date()) {
  const [lines, events, delivery, trials] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    orderDelivery(db, order.id),
    db
      .select({ id: products.id, nights: products.trialNights, minNights: products.trialMinNights })
      .from(products)
      .innerJoin(orderLines, eq(orderLines.productId, products.id))
      .where(eq(orderLines.orderId, order.id)),
  ]);
  const trialOf = new Map(trials.filter((t) => t.nights).map((t) => [t.id, { nights: t.nights!, minNights: t.minNights ?? 0 }]));
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    email: order.email,
    payment_method: order.paymentMethod,
    shipping_method: order.shippingMethod,
    discount_code: order.discountCode,
    billing_address: order.billingAddress as OrderAddress,
    shipping_address: order.shippingAddress as OrderAddress,
    lines: lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      variant_id: l.variantId,
      title: l.title,
      sku: l.sku,
      options: l.optionValues ?? [],
      quantity: l.quantity,
      unit_price: l.unitPrice,
      row_total: l.rowTotal,
      // Trial nights (docs/decisions/0064): counted from delivery; before delivery only the number.
      trial: trialOf.has(l.productId)
        ? order.deliveredAt
          ? trialNights(order.deliveredAt, trialOf.get(l.productId)!.nights, trialOf.get(l.productId)!.minNights, now)
          : { nights: trialOf.get(l.productId)!.nights, min_nights: trialOf.get(l.productId)!.minNights }
        : null,
    })),
    totals: {
      sub_total: order.subTotal,
      discount_total: order.discountTotal,
      shipping_costs: order.shippingCosts,
      payment_costs: order.paymentCosts,
      additional_costs: order.additionalCosts,
      grand_total: order.grandTotal,
      vat: vatOf(order.grandTotal),
    },
    // The customer sees the order's status changes; notes kept at one status (payments, refunds at
    // the provider, staff notes) are the shop's own and stay in the back office.
    history: events
      .filter((e) => e.fromStatus !== e.toStatus)
      .map((e) => ({ status: e.toStatus, from_status: e.fromStatus, note: e.note, created_at: e.createdAt.toISOString() })),
    invoice_available: INVOICED_STATUSES.has(order.status),
    tracking: trackingJson(order),
    // The crew's day, part of day and services (docs/decisions/0069).
    delivery,
  };
}

export type OrderDetail = Awaited<ReturnType<typeof orderDetail>>;

/** Prices include 21% BTW: the BTW in a total is total × 21/121, rounded to the cent. */
export function vatOf(totalInclCents: number): number {
  return vatPartOf(totalInclCents);
}
