// Placing orders and applying payment results. Stock is taken under row locks in the same
// transaction that creates the order (Saleor's lock_objects, Vendure's overselling fix); an
// Idempotency-Key makes a double click or a replay return the same order and payment.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, carts, discountCodes, orderEvents, orderLines, orders, payments, products, variants } from '../db/schema';
import type { Mailer } from '../providers/mail';
import type { PaymentProvider } from '../providers/payment/types';
import { computeTotals } from './cart';
import type { CheckoutDetails } from './checkout';
import { paymentMethod } from './checkout-options';
import { canTransition, orderStatusForPayment, type OrderStatus } from './order-state';
import { orderConfirmationMail } from './order-mail';

export class OrderError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message);
    this.name = 'OrderError';
  }
}

export interface OrderDeps {
  payments: PaymentProvider;
  mailer: Mailer;
  /** Absolute base URL for PSP callbacks, or '' to use paths (the embedded sandbox). */
  publicUrl: string;
}

export interface PlacedOrder {
  order_number: string;
  status: OrderStatus;
  payment_url: string | null;
  grand_total: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function rows<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Locks the variants (in id order, so concurrent orders cannot deadlock) and checks their stock. */
async function takeStock(tx: Tx, lines: { variantId: number; quantity: number; title: string }[]) {
  const ids = [...new Set(lines.map((l) => l.variantId))].sort((a, b) => a - b);
  const locked = await rows<{ id: number; stock: number }>(
    tx,
    sql`select id, stock from variants where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by id for update`,
  );
  const stock = new Map(locked.map((v) => [v.id, v.stock]));
  for (const line of lines) {
    const left = stock.get(line.variantId) ?? 0;
    if (left < line.quantity) {
      throw new OrderError(
        left <= 0
          ? `${line.title} is niet meer op voorraad.`
          : `${line.title}: er ${left === 1 ? 'is' : 'zijn'} nog maar ${left} op voorraad.`,
        409,
      );
    }
    stock.set(line.variantId, left - line.quantity);
  }
  for (const line of lines) {
    await tx.update(variants).set({ stock: sql`${variants.stock} - ${line.quantity}` }).where(eq(variants.id, line.variantId));
  }
}

async function releaseStock(tx: Tx, orderId: number) {
  const lines = await tx.select({ variantId: orderLines.variantId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId));
  for (const line of lines) {
    await tx.update(variants).set({ stock: sql`${variants.stock} + ${line.quantity}` }).where(eq(variants.id, line.variantId));
  }
}

async function findByKey(db: Db, key: string) {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return order ?? null;
}

/** The answer for an order that exists: waits briefly for a payment another request is creating. */
async function answerFor(db: Db, order: typeof orders.$inferSelect): Promise<PlacedOrder> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)).limit(1);
    if (payment) return { order_number: order.number, status: order.status, payment_url: payment.checkoutUrl, grand_total: order.grandTotal };
    await new Promise((r) => setTimeout(r, 100));
  }
  return { order_number: order.number, status: order.status, payment_url: null, grand_total: order.grandTotal };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** POST /v1/checkout/payment-url: the order from the cart, and a payment at the PSP. */
export async function placeOrder(
  db: Db,
  input: { quoteId: string; idempotencyKey: string; customerId?: number | null },
  deps: OrderDeps,
): Promise<PlacedOrder> {
  const existing = await findByKey(db, input.idempotencyKey);
  if (existing) return answerFor(db, existing);

  const [cart] = await db.select().from(carts).where(eq(carts.id, input.quoteId));
  if (!cart) throw new OrderError('Je winkelwagen is leeg.', 400);
  const checkout = (cart.checkout ?? {}) as CheckoutDetails;
  if (!checkout.customer || !checkout.billing) throw new OrderError('Vul eerst je adresgegevens in.', 400);
  if (!checkout.payment) throw new OrderError('Kies eerst een betaalmethode.', 400);

  let orderId: number;
  try {
    orderId = await db.transaction(async (tx) => {
      const lines = await tx
        .select({
          variantId: cartItems.variantId,
          productId: cartItems.productId,
          quantity: cartItems.quantity,
          custom: cartItems.custom,
          title: products.title,
          available: products.available,
          sku: variants.sku,
          optionValues: variants.optionValues,
          // A configured line's price was computed by the server from its configuration (cart.ts).
          price: sql<number>`coalesce(${cartItems.unitPrice}, ${variants.price})`.mapWith(Number),
          priceOld: sql<number | null>`case when ${cartItems.unitPrice} is null then ${variants.priceOld} end`.mapWith((v) => (v === null ? null : Number(v))),
        })
        .from(cartItems)
        .innerJoin(variants, eq(variants.id, cartItems.variantId))
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.cartId, input.quoteId))
        .orderBy(asc(cartItems.id));
      if (lines.length === 0) throw new OrderError('Je winkelwagen is leeg.', 400);
      const unavailable = lines.find((l) => !l.available);
      if (unavailable) throw new OrderError(`${unavailable.title} is niet meer leverbaar.`, 409);

      await takeStock(tx, lines);
      // Replays wait on the same row locks; once through, the first order is there to answer with.
      const [replayed] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
      if (replayed) throw new ReplayedOrder();

      let code: typeof discountCodes.$inferSelect | null = null;
      if (cart.appliedCode) {
        // Taking a use of the code is atomic: a single-use code can never serve two orders.
        const [taken] = await tx
          .update(discountCodes)
          .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
          .where(and(eq(discountCodes.code, cart.appliedCode), sql`(${discountCodes.usageLimit} is null or ${discountCodes.timesUsed} < ${discountCodes.usageLimit})`))
          .returning();
        if (!taken) throw new OrderError('Deze kortingscode is al gebruikt.', 409);
        if (taken.perCustomerLimit !== null) {
          const [used] = await rows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from orders where discount_code = ${taken.code} and lower(email) = ${checkout.customer!.email} and status not in ('cancelled', 'expired', 'failed')`,
          );
          if ((used?.n ?? 0) >= taken.perCustomerLimit) throw new OrderError('Je hebt deze kortingscode al gebruikt.', 409);
        }
        code = taken;
      }
      const totals = computeTotals(
        lines.map((l) => ({ price: l.price, price_old: l.priceOld, quantity: l.quantity })),
        // The use was taken above, so the limit no longer stands in the way of the price.
        code ? { ...code, usageLimit: null } : null,
        { shippingMethod: cart.shippingMethod ?? 'postnl', paymentMethod: checkout.payment!.method, shippingInsurance: checkout.shippingInsurance === true },
      );
      const [{ n }] = await rows<{ n: string }>(tx, sql`select nextval('order_number_seq')::text as n`);
      const number = `DKBD${n.padStart(7, '0').slice(-7)}`;
      const billing = { ...checkout.billing, first_name: checkout.customer!.first_name, last_name: checkout.customer!.last_name, company: checkout.customer!.company || undefined };
      const [order] = await tx
        .insert(orders)
        .values({
          number,
          customerId: input.customerId ?? cart.customerId ?? null,
          cartId: cart.id,
          email: checkout.customer!.email,
          status: 'pending',
          customer: checkout.customer!,
          billingAddress: billing,
          shippingAddress: checkout.sameDeliveryAddress === false && checkout.shipping ? checkout.shipping : billing,
          paymentMethod: checkout.payment!.method,
          shippingMethod: cart.shippingMethod ?? 'postnl',
          discountCode: code?.code ?? null,
          subTotal: totals.sub_total,
          discountTotal: totals.discounts,
          shippingCosts: totals.shipping_costs,
          paymentCosts: totals.payment_costs,
          additionalCosts: totals.additional_costs,
          grandTotal: totals.grand_total,
          idempotencyKey: input.idempotencyKey,
        })
        .returning();
      await tx.insert(orderLines).values(
        lines.map((l) => ({
          orderId: order.id,
          productId: l.productId,
          variantId: l.variantId,
          title: l.title,
          sku: l.sku,
          optionValues: l.optionValues,
          quantity: l.quantity,
          unitPrice: l.price,
          rowTotal: l.price * l.quantity,
          custom: l.custom,
        })),
      );
      await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: null, toStatus: 'pending', note: 'Bestelling geplaatst' });
      return order.id;
    });
  } catch (error) {
    if (error instanceof ReplayedOrder || isUniqueViolation(error)) {
      const order = await findByKey(db, input.idempotencyKey);
      if (order) return answerFor(db, order);
    }
    throw error;
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return createPaymentFor(db, order, deps, checkout.payment.issuer);
}

class ReplayedOrder extends Error {}

async function createPaymentFor(db: Db, order: typeof orders.$inferSelect, deps: OrderDeps, issuer?: string | null): Promise<PlacedOrder> {
  const payment = await deps.payments.createPayment({
    amount: order.grandTotal,
    currency: 'EUR',
    description: `Slaapzaak bestelling ${order.number}`,
    orderNumber: order.number,
    method: order.paymentMethod,
    issuer: issuer ?? undefined,
    redirectUrl: `${deps.publicUrl}/checkout/status/${order.number}/`,
    webhookUrl: `${deps.publicUrl}/v1/payments/webhook`,
  });
  await db.insert(payments).values({
    orderId: order.id,
    provider: deps.payments.name,
    providerPaymentId: payment.id,
    status: payment.status,
    amount: payment.amount,
    method: order.paymentMethod,
    checkoutUrl: payment.checkoutUrl,
  });
  return { order_number: order.number, status: order.status, payment_url: payment.checkoutUrl, grand_total: order.grandTotal };
}

/** POST /v1/order/payment-url: pay again for an order whose payment failed, was cancelled or expired. */
export async function retryPayment(db: Db, orderNumber: string, deps: OrderDeps): Promise<PlacedOrder> {
  const [order] = await db.select().from(orders).where(eq(orders.number, orderNumber));
  if (!order) throw new OrderError('Deze bestelling bestaat niet.', 404);
  if (order.status === 'paid' || order.status === 'shipped' || order.status === 'delivered') {
    throw new OrderError('Deze bestelling is al betaald.', 409);
  }
  if (order.status === 'pending') {
    const [last] = await db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)).limit(1);
    if (last) {
      const current = await deps.payments.getPayment(last.providerPaymentId);
      if (current.status === 'open' && current.checkoutUrl) {
        return { order_number: order.number, status: order.status, payment_url: current.checkoutUrl, grand_total: order.grandTotal };
      }
    }
    return createPaymentFor(db, order, deps);
  }
  await db.transaction(async (tx) => {
    const [locked] = await rows<{ status: OrderStatus }>(tx, sql`select status from orders where id = ${order.id} for update`);
    if (!locked || !canTransition(locked.status, 'pending')) throw new OrderError('Deze bestelling kan niet opnieuw betaald worden.', 409);
    const lines = await tx
      .select({ variantId: orderLines.variantId, quantity: orderLines.quantity, title: orderLines.title })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    await takeStock(tx, lines);
    await tx.update(orders).set({ status: 'pending' }).where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: locked.status, toStatus: 'pending', note: 'Opnieuw betalen' });
  });
  return createPaymentFor(db, { ...order, status: 'pending' }, deps);
}

/**
 * A webhook names only a payment id: the status is fetched from the provider, checked against the
 * order (amount, currency, order number) and applied at most once, in whatever order calls arrive.
 */
export async function applyPaymentWebhook(db: Db, paymentId: string, deps: OrderDeps): Promise<'applied' | 'unchanged' | 'unknown' | 'mismatch'> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, deps.payments.name), eq(payments.providerPaymentId, paymentId)));
  if (!row) return 'unknown';
  const remote = await deps.payments.getPayment(paymentId);
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  if (!order || remote.amount !== order.grandTotal || remote.currency !== 'EUR' || remote.orderNumber !== order.number) return 'mismatch';
  await db.update(payments).set({ status: remote.status }).where(eq(payments.id, row.id));
  const target = orderStatusForPayment(remote.status);
  if (!target) return 'unchanged';

  const changed = await db.transaction(async (tx) => {
    const [locked] = await rows<{ status: OrderStatus }>(tx, sql`select status from orders where id = ${order.id} for update`);
    // Only the order's latest payment may move it, and only out of pending.
    const [latest] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)).limit(1);
    if (!locked || locked.status !== 'pending' || latest?.id !== row.id || !canTransition(locked.status, target)) return false;
    await tx.update(orders).set({ status: target }).where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: 'pending', toStatus: target, note: `Betaling ${paymentId}: ${remote.status}` });
    if (target === 'paid') {
      // The cart has become the order.
      if (order.cartId) {
        await tx.delete(cartItems).where(eq(cartItems.cartId, order.cartId));
        await tx.update(carts).set({ appliedCode: null, checkout: null }).where(eq(carts.id, order.cartId));
      }
    } else {
      await releaseStock(tx, order.id);
      if (order.discountCode) {
        await tx.update(discountCodes).set({ timesUsed: sql`greatest(${discountCodes.timesUsed} - 1, 0)` }).where(eq(discountCodes.code, order.discountCode));
      }
    }
    return true;
  });
  if (!changed) return 'unchanged';
  if (target === 'paid') {
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    await deps.mailer.send(orderConfirmationMail({ ...order, status: 'paid' }, lines, paymentMethod(order.paymentMethod)?.title ?? order.paymentMethod));
  }
  return 'applied';
}

export async function findOrderByNumber(db: Db, number: string) {
  if (!/^DKBD\d{7}$/.test(number)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order) return null;
  const [lines, events] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
  ]);
  return { order, lines, events };
}
