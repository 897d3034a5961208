// Placing orders and applying payment results (docs/decisions/0029 draws the state machine).
// Stock is taken under row locks in the same transaction that creates the order (Saleor's
// lock_objects, Vendure's overselling fix); an Idempotency-Key makes a double click or a replay
// return the same order and payment, and one cart has at most one open order. Whatever a provider
// says — late, twice, out of order — is asked back from it and applied under the order's row lock:
// a paid payment is never ignored, and an extra one is refunded through the outbox.
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, carts, orderEvents, orderLines, orders, payments, products, refunds, variants } from '../db/schema';
import type { Mailer } from '../providers/mail';
import type { PaymentProvider, ProviderPayment } from '../providers/payment/types';
import { computeTotals } from '../cart/cart';
import { allocatePaid, lineTotal } from '../pricing/pricing';
import type { CheckoutDetails } from '../checkout/checkout';
import { paymentMethod } from '../checkout/checkout-options';
import { canTransition, orderStatusForPayment, type OrderStatus } from '#contract/rules/order-state';
import { orderConfirmationMail } from './order-mail';
import { deliveryLinkUrl } from '../delivery/changes';
import { issueInvoice } from './invoice';
import { deliverNow, enqueue, enqueueMail } from '../platform/outbox';
import { syncRefunds } from './refund-status';
import { queueOrderableAgain, type AlertLinks } from '../alerts/stock-alerts';
import {
  bookSlot,
  DELIVERY_MESSAGES,
  earliestCrewDay,
  orderDelivery,
  releaseSlot,
  retakeSlot,
  deliveryOffer,
  SlotFull,
  SlotGone,
  validateDeliveryChoice,
} from '../delivery/slots';
import { servicesTotalOf } from '../pricing/pricing';
import { isOrderNumber, orderNumberOf } from '#contract/rules/order-number';
import { CommerceProblem } from '../problem';
import { giveBackCode, takeCode } from '../discounts/codes';

export class OrderError extends CommerceProblem<400 | 404 | 409 | 503> {
  constructor(message: string, status: 400 | 404 | 409 | 503) {
    super(message, status);
  }
}

export const ORDER_MESSAGES = {
  methodUnavailable: 'Deze betaalmethode is op dit moment niet beschikbaar. Kies een andere betaalmethode.',
  providerDown:
    'Betalen lukt op dit moment niet: de betaalprovider is niet bereikbaar. Je bestelling is niet geplaatst; probeer het over een paar minuten opnieuw.',
  alreadyPaid: 'Deze bestelling is al betaald.',
} as const;

export interface OrderDeps {
  payments: PaymentProvider;
  mailer: Mailer;
  /** Absolute base URL for PSP callbacks, or '' to use paths (the embedded sandbox). */
  publicUrl: string;
  logger?: { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** The clock (tests move it to expire orders). */
  now?: () => Date;
  /**
   * Links for the "weer op voorraad" mails of stock an order gives back (attack review H3). Without
   * them (tests of payments alone) the alerts wait for the next stock change.
   */
  alerts?: AlertLinks;
  /** The instant crew delivery days are offered for (promiseNow: the demo's DELIVERY_CLOCK); else `now`. */
  deliveryNow?: () => Date;
}

export interface PlacedOrder {
  order_number: string;
  status: OrderStatus;
  payment_url: string | null;
  grand_total: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Order = typeof orders.$inferSelect;
type Payment = typeof payments.$inferSelect;

/** A pending order whose provider tells no expiry is held this long (the sandbox's default too). */
const DEFAULT_HOLD_MS = 30 * 60_000;
/** A payment still open at the provider after our expiry is looked at again this much later. */
const RECHECK_MS = 5 * 60_000;

const clock = (deps: Pick<OrderDeps, 'now'>) => (deps.now ?? (() => new Date()))();

async function rows<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Locks the variants (in id order, so concurrent orders cannot deadlock) and checks their stock. */
async function takeStock(tx: Tx, lines: { variantId: number; quantity: number; title: string }[]) {
  const ids = [...new Set(lines.map((l) => l.variantId))].sort((a, b) => a - b);
  const locked = await rows<{ id: number; stock: number }>(
    tx,
    sql`select id, stock from variants where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update`,
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
    await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} - ${line.quantity}` })
      .where(eq(variants.id, line.variantId));
  }
}

/** Gives back what an order held: its stock, its use of a discount code and its delivery slot. Call once per leaving. Answers the variants given back. */
async function releaseHeld(tx: Tx, order: Pick<Order, 'id' | 'discountCode'>): Promise<number[]> {
  // The crew's place goes back with the stock; releaseSlot itself gives it back at most once.
  await releaseSlot(tx, order.id);
  const lines = await tx
    .select({ variantId: orderLines.variantId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  for (const line of lines) {
    await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${line.quantity}` })
      .where(eq(variants.id, line.variantId));
  }
  if (order.discountCode) await giveBackCode(tx, order.discountCode);
  return lines.map((l) => l.variantId);
}

/** Cents of refunds staff asked for on this payment that the provider has not confirmed yet. */
export async function queuedRefunds(tx: Tx, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${refunds.amount}), 0)::int`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'queued')));
  return row?.n ?? 0;
}

/** Moves a locked order that holds stock to a status that does not, releasing what it held. Answers the variants given back. */
async function leaveHolding(tx: Tx, order: Order, from: OrderStatus, to: 'failed' | 'cancelled' | 'expired', note: string) {
  await tx.update(orders).set({ status: to }).where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: from, toStatus: to, note });
  return releaseHeld(tx, order);
}

/** Stock given back makes its variants orderable again: their confirmed alerts are queued here (H3). */
async function queueReleased(tx: Tx, deps: Pick<OrderDeps, 'alerts' | 'now'>, variantIds: number[]): Promise<string[]> {
  return deps.alerts && variantIds.length ? queueOrderableAgain(tx, variantIds, deps.alerts, clock(deps)) : [];
}

/** leaveHolding, and the alerts of what came back, in the same transaction. Answers the outbox keys. */
async function leave(
  tx: Tx,
  deps: Pick<OrderDeps, 'alerts' | 'now'>,
  order: Order,
  from: OrderStatus,
  to: 'failed' | 'cancelled' | 'expired',
  note: string,
): Promise<string[]> {
  return queueReleased(tx, deps, await leaveHolding(tx, order, from, to, note));
}

/** Delivers the alerts queued by a release, after its commit. */
async function deliverReleased(db: Db, deps: OrderDeps, keys: string[]): Promise<void> {
  if (keys.length) await deliverNow(db, { mailer: deps.mailer, logger: deps.logger }, keys);
}

async function lockOrder(tx: Tx, id: number): Promise<Order | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order ?? null;
}

async function findByKey(db: Db, key: string) {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return order ?? null;
}

/** The answer for an order that exists: waits briefly for a payment another request is creating. */
/**
 * The answer to a placement that another request made (a replay, a retry with the same key, the cart's
 * open order). The payment is usually there within moments; an order still pending without one after
 * that lost its payment with a process that died between the provider's answer and our insert (found by
 * the scale-out test, ADR 0062): it gets one now, as "pay again" would give it (createPaymentFor keeps
 * one open payment per order, whoever inserts first).
 */
async function answerFor(db: Db, order: Order, deps: OrderDeps, issuer?: string | null): Promise<PlacedOrder> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)).limit(1);
    if (payment || current.status !== 'pending') {
      return {
        order_number: current.number,
        status: current.status,
        payment_url: current.status === 'pending' && payment?.status === 'open' ? payment.checkoutUrl : null,
        grand_total: current.grandTotal,
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return createPaymentFor(db, order, deps, issuer);
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

type CartLineRow = { variantId: number; quantity: number; price: number; custom: unknown };

/** Everything about a cart that changes what its order would be. */
function cartFingerprint(lines: CartLineRow[], cart: typeof carts.$inferSelect): string {
  const what = {
    lines: lines.map((l) => [l.variantId, l.quantity, l.price, l.custom ?? null]),
    code: cart.appliedCode ?? null,
    shipping: cart.shippingMethod ?? null,
    checkout: cart.checkout ?? null,
  };
  return createHash('sha256').update(JSON.stringify(what)).digest('hex');
}

async function loadCartLines(tx: Tx, quoteId: string) {
  return tx
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
      priceOld: sql<number | null>`case when ${cartItems.unitPrice} is null then ${variants.priceOld} end`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, quoteId))
    .orderBy(asc(cartItems.id));
}

class ReplayedOrder extends Error {}
class OpenOrder extends Error {
  constructor(readonly orderId: number) {
    super('open order');
  }
}

/** POST /v1/checkout/payment-url: the order from the cart, and a payment at the PSP. */
export async function placeOrder(
  db: Db,
  input: { quoteId: string; idempotencyKey: string; customerId?: number | null },
  deps: OrderDeps,
): Promise<PlacedOrder> {
  const existing = await findByKey(db, input.idempotencyKey);
  if (existing) return answerFor(db, existing, deps, await cartIssuer(db, input.quoteId));

  const [cart] = await db.select().from(carts).where(eq(carts.id, input.quoteId));
  const checkout = readyCheckout(cart, deps);
  const paid = await paidOpenOrder(db, cart.id, deps);
  if (paid) return paid;

  let orderId: number;
  try {
    orderId = await db.transaction((tx) => createOrder(tx, input, deps));
  } catch (error) {
    if (error instanceof OpenOrder) {
      const [open] = await db.select().from(orders).where(eq(orders.id, error.orderId));
      return answerFor(db, open, deps, checkout.payment.issuer);
    }
    if (error instanceof ReplayedOrder || isUniqueViolation(error)) {
      const order = await findByKey(db, input.idempotencyKey);
      if (order) return answerFor(db, order, deps, checkout.payment.issuer);
    }
    throw error;
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return createPaymentFor(db, order, deps, checkout.payment.issuer);
}

type ReadyCheckout = CheckoutDetails & Required<Pick<CheckoutDetails, 'customer' | 'billing' | 'payment'>>;

/** The cart's checkout details, refused until the shopper gave an address and a payment method the provider takes. */
function readyCheckout(cart: typeof carts.$inferSelect | undefined, deps: OrderDeps): ReadyCheckout {
  if (!cart) throw new OrderError('Je winkelwagen is leeg.', 400);
  const checkout = (cart.checkout ?? {}) as CheckoutDetails;
  if (!checkout.customer || !checkout.billing) throw new OrderError('Vul eerst je adresgegevens in.', 400);
  if (!checkout.payment) throw new OrderError('Kies eerst een betaalmethode.', 400);
  if (!deps.payments.supportsMethod(checkout.payment.method)) throw new OrderError(ORDER_MESSAGES.methodUnavailable, 400);
  return checkout as ReadyCheckout;
}

/** The cart's open order hears from its provider first: if it was paid meanwhile, that is the answer. */
async function paidOpenOrder(db: Db, cartId: string, deps: OrderDeps): Promise<PlacedOrder | null> {
  for (const open of await db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, 'pending')))) {
    await syncPayments(db, open, deps).catch(() => {
      throw new OrderError(ORDER_MESSAGES.providerDown, 503);
    });
    const [now] = await db.select().from(orders).where(eq(orders.id, open.id));
    if (now.status === 'paid') return { order_number: now.number, status: now.status, payment_url: null, grand_total: now.grandTotal };
  }
  return null;
}

/** In the placing transaction: the pending order with its lines, holding stock and the code's use. */
async function createOrder(
  tx: Tx,
  input: { quoteId: string; idempotencyKey: string; customerId?: number | null },
  deps: OrderDeps,
): Promise<number> {
  // One placement of a cart at a time: a second one finds the first's order below.
  const [locked] = await tx.select().from(carts).where(eq(carts.id, input.quoteId)).for('update');
  const details = (locked.checkout ?? {}) as CheckoutDetails;
  if (!details.customer || !details.billing || !details.payment) throw new OrderError('Vul eerst je adresgegevens in.', 400);
  const lines = await loadCartLines(tx, input.quoteId);
  if (lines.length === 0) throw new OrderError('Je winkelwagen is leeg.', 400);
  const fingerprint = cartFingerprint(lines, locked);
  const now = clock(deps);
  const released = await replaceOpenOrders(tx, locked.id, fingerprint, now);
  const unavailable = lines.find((l) => !l.available);
  if (unavailable) throw new OrderError(`${unavailable.title} is niet meer leverbaar.`, 409);

  await takeStock(tx, lines);
  // What the replaced order gave back and this one did not take again is orderable again (the
  // alerts' mails go with the outbox worker).
  await queueReleased(tx, deps, released);
  // Replays wait on the same row locks; once through, the first order is there to answer with.
  const [replayed] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
  if (replayed) throw new ReplayedOrder();

  const code = locked.appliedCode ? await takeCode(tx, locked.appliedCode, details.customer.email) : null;
  const shippingAddress = details.sameDeliveryAddress === false && details.shipping ? details.shipping : details.billing;
  const delivery = await checkedDelivery(tx, locked.id, details, shippingAddress, deps);
  const totals = computeTotals(
    lines.map((l) => ({ price: l.price, price_old: l.priceOld, quantity: l.quantity })),
    // The use was taken above, so the limit no longer stands in the way of the price.
    code ? { ...code, usageLimit: null } : null,
    {
      shippingMethod: locked.shippingMethod ?? 'postnl',
      paymentMethod: details.payment.method,
      shippingInsurance: details.shippingInsurance === true,
      now,
      services: delivery ? servicesTotalOf(delivery.choice) : 0,
      // The crew's rate for a cart with a crew-delivered line, as the cart showed it (ADR 0063).
      crew: (await earliestCrewDay(tx, locked.id, now)).crew,
    },
  );
  const [{ n }] = await rows<{ n: string }>(tx, sql`select nextval('order_number_seq')::text as n`);
  const billing = {
    ...details.billing,
    first_name: details.customer.first_name,
    last_name: details.customer.last_name,
    company: details.customer.company || undefined,
  };
  const [order] = await tx
    .insert(orders)
    .values({
      number: orderNumberOf(n),
      // Only who is logged in at placement owns the order: a cart once bound to an account does not decide it.
      customerId: input.customerId ?? null,
      cartId: locked.id,
      email: details.customer.email,
      status: 'pending',
      customer: details.customer,
      billingAddress: billing,
      shippingAddress: details.sameDeliveryAddress === false && details.shipping ? details.shipping : billing,
      paymentMethod: details.payment.method,
      shippingMethod: locked.shippingMethod ?? 'postnl',
      discountCode: code?.code ?? null,
      subTotal: totals.sub_total,
      discountTotal: totals.discounts,
      shippingCosts: totals.shipping_costs,
      paymentCosts: totals.payment_costs,
      additionalCosts: totals.additional_costs,
      grandTotal: totals.grand_total,
      idempotencyKey: input.idempotencyKey,
      cartFingerprint: fingerprint,
      expiresAt: new Date(now.getTime() + DEFAULT_HOLD_MS),
    })
    .returning();
  await insertOrderLines(tx, order.id, lines, totals.discounts);
  if (delivery) {
    try {
      await bookSlot(tx, { orderId: order.id, region: delivery.region, ...delivery.choice });
    } catch (error) {
      if (error instanceof SlotFull) throw new OrderError(DELIVERY_MESSAGES.full, 409);
      throw error;
    }
  }
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: null, toStatus: 'pending', note: 'Bestelling geplaatst' });
  return order.id;
}

/**
 * The crew delivery of a cart with crew-delivered items, checked again at placement against what is
 * offered now: the chosen day must still be offered (not past, not before the earliest day) in the
 * region of the address the order goes to, with room left. Null for a cart without crew items.
 */
async function checkedDelivery(
  tx: Tx,
  cartId: string,
  details: CheckoutDetails,
  address: CheckoutDetails['billing'],
  deps: Pick<OrderDeps, 'deliveryNow' | 'now'>,
) {
  const offer = await deliveryOffer(tx, cartId, address, (deps.deliveryNow ?? deps.now ?? (() => new Date()))());
  if (!offer) return null;
  const chosen = details.delivery;
  if (!chosen) throw new OrderError('Kies eerst een bezorgdag en dagdeel.', 400);
  const { delivery, issues } = validateDeliveryChoice(offer, {
    delivery_date: chosen.date,
    delivery_slot: chosen.slot,
    service_assembly: chosen.assembly,
    service_takeback: chosen.takeback,
    // Saved before ADR 0069: one piece, no floors.
    service_takeback_pieces: chosen.takeback_pieces ?? (chosen.takeback ? 1 : 0),
    service_floors: chosen.floors ?? 0,
  });
  if (!delivery) throw new OrderError(issues[0]!.message, 409);
  return { region: offer.region, choice: delivery };
}

/** The cart's open orders: one for the same cart that has not expired is the answer; a stale one goes and gives back what it held. */
async function replaceOpenOrders(tx: Tx, cartId: string, fingerprint: string, now: Date): Promise<number[]> {
  const released: number[] = [];
  for (const open of await tx
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, 'pending')))
    .for('update')) {
    if (open.cartFingerprint === fingerprint && (!open.expiresAt || open.expiresAt > now)) throw new OpenOrder(open.id);
    // The cart changed since: that order goes, and gives back what it held.
    released.push(
      ...(await leaveHolding(
        tx,
        open,
        'pending',
        'cancelled',
        'Winkelwagen gewijzigd en opnieuw besteld: vervangen door een nieuwe bestelling',
      )),
    );
  }
  return released;
}

/** The order's lines, each with what it was paid: its row less its share of the discount (refunds use it). */
async function insertOrderLines(tx: Tx, orderId: number, lines: Awaited<ReturnType<typeof loadCartLines>>, discount: number) {
  const paid = allocatePaid(
    lines.map((l) => lineTotal(l.price, l.quantity)),
    discount,
  );
  await tx.insert(orderLines).values(
    lines.map((l, i) => ({
      orderId,
      productId: l.productId,
      variantId: l.variantId,
      title: l.title,
      sku: l.sku,
      optionValues: l.optionValues,
      quantity: l.quantity,
      unitPrice: l.price,
      rowTotal: lineTotal(l.price, l.quantity),
      paidAmount: paid[i],
      custom: l.custom,
    })),
  );
}

/**
 * A payment at the provider for a pending order. When the provider cannot make one, the order
 * does not hold stock and code while nobody can pay it: it fails at once.
 */
async function createPaymentFor(db: Db, order: Order, deps: OrderDeps, issuer?: string | null): Promise<PlacedOrder> {
  let payment: ProviderPayment;
  try {
    payment = await deps.payments.createPayment({
      amount: order.grandTotal,
      currency: 'EUR',
      description: `Slaapzaak bestelling ${order.number}`,
      orderNumber: order.number,
      method: order.paymentMethod,
      issuer: issuer ?? undefined,
      redirectUrl: `${deps.publicUrl}/checkout/status/${order.number}/`,
      webhookUrl: `${deps.publicUrl}/v1/payments/webhook`,
    });
  } catch (error) {
    deps.logger?.error({ err: (error as Error).message, order: order.number }, 'payment could not be created');
    const alertKeys = await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      return locked?.status === 'pending'
        ? leave(tx, deps, locked, 'pending', 'failed', 'Betaling kon niet worden aangemaakt bij de betaalprovider')
        : [];
    });
    await deliverReleased(db, deps, alertKeys);
    throw new OrderError(ORDER_MESSAGES.providerDown, 503);
  }
  const expiresAt = payment.expiresAt ?? new Date(clock(deps).getTime() + DEFAULT_HOLD_MS);
  // One open payment per order: two requests that both created one (a retry while the first was still
  // waiting on the provider) store the first; the other's is never shown to anyone, so never paid.
  const url = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const [open] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'open')))
      .orderBy(desc(payments.id))
      .limit(1);
    if (open?.checkoutUrl && locked?.status === 'pending') return open.checkoutUrl;
    await tx.insert(payments).values({
      orderId: order.id,
      provider: deps.payments.name,
      providerPaymentId: payment.id,
      status: payment.status,
      amount: payment.amount,
      method: order.paymentMethod,
      checkoutUrl: payment.checkoutUrl,
    });
    await tx
      .update(orders)
      .set({ expiresAt })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
    return payment.checkoutUrl;
  });
  return { order_number: order.number, status: order.status, payment_url: url, grand_total: order.grandTotal };
}

/** The bank the cart's shopper chose, for a payment made again for its order. */
async function cartIssuer(db: Db, quoteId: string): Promise<string | null> {
  const [cart] = await db.select({ checkout: carts.checkout }).from(carts).where(eq(carts.id, quoteId));
  return ((cart?.checkout ?? {}) as CheckoutDetails).payment?.issuer ?? null;
}

/** Asks the provider about every payment of the order that was still open here, and applies it. */
export async function syncPayments(db: Db, order: Pick<Order, 'id'>, deps: OrderDeps): Promise<ProviderPayment[]> {
  const open = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, deps.payments.name), eq(payments.status, 'open')))
    .orderBy(asc(payments.id));
  const remotes: ProviderPayment[] = [];
  for (const row of open) {
    const remote = await deps.payments.getPayment(row.providerPaymentId);
    remotes.push(remote);
    await applyRemoteStatus(db, row, remote, deps);
  }
  return remotes;
}

/** POST /v1/order/payment-url: pay again for an order whose payment failed, was cancelled or expired. */
export async function retryPayment(db: Db, orderNumber: string, deps: OrderDeps): Promise<PlacedOrder> {
  const [found] = await db.select().from(orders).where(eq(orders.number, orderNumber));
  if (!found) throw new OrderError('Deze bestelling bestaat niet.', 404);
  // Before any new payment: an earlier one may have been paid while its webhook is still on its way.
  await syncPayments(db, found, deps).catch(() => {
    throw new OrderError(ORDER_MESSAGES.providerDown, 503);
  });
  const [order] = await db.select().from(orders).where(eq(orders.id, found.id));
  if (order.status === 'paid' || order.status === 'shipped' || order.status === 'delivered') {
    throw new OrderError(ORDER_MESSAGES.alreadyPaid, 409);
  }
  if (!deps.payments.supportsMethod(order.paymentMethod)) throw new OrderError(ORDER_MESSAGES.methodUnavailable, 409);
  if (order.status === 'pending') {
    const [last] = await db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)).limit(1);
    if (last?.status === 'open' && last.checkoutUrl) {
      return { order_number: order.number, status: order.status, payment_url: last.checkoutUrl, grand_total: order.grandTotal };
    }
    return createPaymentFor(db, order, deps);
  }
  await db.transaction(async (tx) => {
    // The cart first, as placing does: one cart keeps at most one open order.
    if (order.cartId) await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, order.cartId)).for('update');
    const locked = await lockOrder(tx, order.id);
    if (!locked || !canTransition(locked.status, 'pending')) throw new OrderError('Deze bestelling kan niet opnieuw betaald worden.', 409);
    // An order that was paid once and then cancelled (refunded) is closed for good.
    const [wasPaid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, locked.id), eq(payments.kept, true)))
      .limit(1);
    if (wasPaid) throw new OrderError('Deze bestelling is geannuleerd en terugbetaald; je kunt haar niet opnieuw betalen.', 409);
    if (locked.cartId) {
      const [newer] = await tx
        .select({ number: orders.number })
        .from(orders)
        .where(and(eq(orders.cartId, locked.cartId), eq(orders.status, 'pending'), sql`${orders.id} <> ${locked.id}`));
      if (newer)
        throw new OrderError(
          `Je hebt deze winkelwagen daarna opnieuw besteld als ${newer.number}. Rond de betaling van die bestelling af.`,
          409,
        );
    }
    const lines = await tx
      .select({ variantId: orderLines.variantId, quantity: orderLines.quantity, title: orderLines.title })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    await takeStock(tx, lines);
    if (locked.discountCode) await takeCode(tx, locked.discountCode, locked.email);
    // The crew's place was given back with the stock; it is taken again the same way, or the retry is refused.
    try {
      await retakeSlot(tx, locked.id, (deps.deliveryNow ?? deps.now ?? (() => new Date()))());
    } catch (error) {
      if (error instanceof SlotFull) throw new OrderError(DELIVERY_MESSAGES.full, 409);
      if (error instanceof SlotGone) throw new OrderError(DELIVERY_MESSAGES.gone, 409);
      throw error;
    }
    await tx
      .update(orders)
      .set({ status: 'pending', expiresAt: new Date(clock(deps).getTime() + DEFAULT_HOLD_MS) })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: locked.status, toStatus: 'pending', note: 'Opnieuw betalen' });
  });
  return createPaymentFor(db, { ...order, status: 'pending' }, deps);
}

type Applied = 'applied' | 'unchanged' | 'mismatch' | 'refunded';

/**
 * Applies what the provider says of one payment, under the order's row lock. Paid: a pending order
 * becomes paid with this payment as its one kept payment (confirmation mail queued in the same
 * transaction); money for an order that is already paid, or no longer wants it, is refunded.
 * Failed, cancelled or expired: only the order's latest payment moves a pending order.
 */
async function applyRemoteStatus(db: Db, row: Payment, remote: ProviderPayment, deps: OrderDeps): Promise<Applied> {
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  if (!order || remote.amount !== row.amount || remote.currency !== 'EUR' || remote.orderNumber !== order.number) {
    deps.logger?.error({ payment: row.providerPaymentId, order: order?.number }, 'payment does not match its order');
    return 'mismatch';
  }
  if (row.status !== remote.status) await db.update(payments).set({ status: remote.status }).where(eq(payments.id, row.id));
  const target = orderStatusForPayment(remote.status);
  if (!target) return 'unchanged';

  const confirmationKey = `order-confirmation:${order.number}`;
  const refundKey = `refund:${row.provider}:${row.providerPaymentId}`;
  let alertKeys: string[] = [];
  const outcome = await db.transaction(async (tx): Promise<'paid' | 'refund' | 'moved' | 'unchanged'> => {
    const locked = await lockOrder(tx, order.id);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, row.id)).for('update');
    if (!locked || !payment) return 'unchanged';
    if (target === 'paid') {
      if (payment.kept || payment.refundedAmount > 0) return 'unchanged';
      if (locked.status === 'pending') {
        await tx.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
        await tx.update(payments).set({ kept: true }).where(eq(payments.id, row.id));
        await tx
          .insert(orderEvents)
          .values({ orderId: order.id, fromStatus: 'pending', toStatus: 'paid', note: `Betaling ${row.providerPaymentId}: paid` });
        // The cart has become the order.
        if (order.cartId) {
          await tx.delete(cartItems).where(eq(cartItems.cartId, order.cartId));
          await tx.update(carts).set({ appliedCode: null, checkout: null }).where(eq(carts.id, order.cartId));
        }
        const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
        const delivery = await orderDelivery(tx, order.id);
        // A crew order's mail carries the signed one-time link to change the day (ADR 0063).
        const changeLink = delivery && deps.alerts ? deliveryLinkUrl(deps.alerts.publicUrl, order.id, 0, deps.alerts.tokenSecret) : null;
        const mail = orderConfirmationMail(
          { ...locked, status: 'paid' },
          lines,
          paymentMethod(order.paymentMethod)?.title ?? order.paymentMethod,
          delivery,
          changeLink,
        );
        await enqueueMail(tx, confirmationKey, mail);
        // The invoice is issued now, as a stored document (ADR 0047).
        await issueInvoice(tx, order.id);
        return 'paid';
      }
      // Money for an order that was paid by another payment, or was cancelled or expired: back it goes.
      const reason =
        locked.status === 'paid' || locked.status === 'shipped' || locked.status === 'delivered'
          ? 'bestelling was al betaald'
          : `bestelling was ${locked.status}`;
      await enqueue(tx, refundKey, {
        kind: 'refund',
        payload: { provider: row.provider, paymentId: row.providerPaymentId, amount: remote.amount, orderNumber: order.number, reason },
      });
      await tx.insert(orderEvents).values({
        orderId: order.id,
        fromStatus: locked.status,
        toStatus: locked.status,
        note: `Extra betaling ${row.providerPaymentId} ontvangen (${reason}): wordt terugbetaald`,
      });
      return 'refund';
    }
    if (locked.status !== 'pending' || !canTransition('pending', target)) return 'unchanged';
    const [latest] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.id))
      .limit(1);
    if (latest?.id !== row.id) return 'unchanged';
    alertKeys = await leave(
      tx,
      deps,
      locked,
      'pending',
      target as 'failed' | 'cancelled' | 'expired',
      `Betaling ${row.providerPaymentId}: ${remote.status}`,
    );
    return 'moved';
  });
  const outbox = { mailer: deps.mailer, payments: deps.payments, logger: deps.logger };
  if (outcome === 'paid') await deliverNow(db, outbox, [confirmationKey]);
  if (outcome === 'refund') await deliverNow(db, outbox, [refundKey]);
  if (outcome === 'moved') await deliverReleased(db, deps, alertKeys);
  return outcome === 'unchanged' ? 'unchanged' : outcome === 'refund' ? 'refunded' : 'applied';
}

/**
 * A webhook names only a payment id: the status is fetched from the provider, checked against the
 * order (amount, currency, order number) and applied at most once, in whatever order calls arrive.
 * Any payment of the order counts, not only the newest.
 */
export async function applyPaymentWebhook(db: Db, paymentId: string, deps: OrderDeps): Promise<Applied | 'unknown'> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, deps.payments.name), eq(payments.providerPaymentId, paymentId)));
  if (!row) return 'unknown';
  const applied = await applyRemoteStatus(db, row, await deps.payments.getPayment(paymentId), deps);
  // Mollie calls the same webhook when one of the payment's refunds moves.
  if (applied !== 'mismatch') await syncRefunds(db, row, deps.payments);
  return applied;
}

/**
 * Pending orders past their payment's lifetime: the provider is asked first (a late payment still
 * counts), then the order expires and gives back its stock and code, exactly once (row lock and
 * status check). Run by the server every minute and by `npm run expire-orders`.
 */
export async function expireOrders(db: Db, deps: OrderDeps, limit = 200): Promise<{ expired: number; paid: number; postponed: number }> {
  const now = clock(deps);
  const due = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  const result = { expired: 0, paid: 0, postponed: 0 };
  for (const order of due) {
    let remotes: ProviderPayment[];
    try {
      remotes = await syncPayments(db, order, deps);
    } catch (error) {
      // The provider is away: we cannot know whether it was paid, so the order waits.
      deps.logger?.warn({ err: (error as Error).message, order: order.number }, 'order expiry postponed: provider unreachable');
      result.postponed++;
      continue;
    }
    const stillOpen = remotes.filter((p) => p.status === 'open');
    let alertKeys: string[] = [];
    const changed = await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      // The provider's answer may have settled it already (paid, or expired at the provider too).
      if (!locked || locked.status !== 'pending')
        return locked?.status === 'paid' || locked?.status === 'expired' ? locked.status : 'other';
      if (stillOpen.length > 0) {
        // The provider still takes this payment: its own expiry decides.
        const later = Math.max(now.getTime() + RECHECK_MS, ...stillOpen.map((p) => p.expiresAt?.getTime() ?? 0));
        await tx
          .update(orders)
          .set({ expiresAt: new Date(later) })
          .where(eq(orders.id, order.id));
        return 'postponed';
      }
      if (!locked.expiresAt || locked.expiresAt > now) return 'other';
      alertKeys = await leave(tx, deps, locked, 'pending', 'expired', 'Niet op tijd betaald: bestelling verlopen');
      return 'expired';
    });
    if (changed === 'expired') await deliverReleased(db, deps, alertKeys);
    if (changed === 'expired') result.expired++;
    if (changed === 'paid') result.paid++;
    if (changed === 'postponed') result.postponed++;
  }
  return result;
}

/**
 * Cancels an order: a pending one gives back its stock and code; a paid one too, and its kept
 * payment is refunded through the outbox. Shipped or delivered orders cannot be cancelled.
 */
export async function cancelOrder(
  db: Db,
  orderNumber: string,
  deps: OrderDeps,
  note = 'Geannuleerd',
  /**
   * Runs under the order's row lock, after the provider was asked and before anything changes, with
   * the cents the cancel will refund: it may refuse (throw), or write in the same transaction (audit).
   */
  guard?: (tx: Tx, order: Order, refund: number) => Promise<void>,
): Promise<PlacedOrder> {
  const [found] = await db.select().from(orders).where(eq(orders.number, orderNumber));
  if (!found) throw new OrderError('Deze bestelling bestaat niet.', 404);
  await syncPayments(db, found, deps).catch(() => {
    throw new OrderError(ORDER_MESSAGES.providerDown, 503);
  });
  const refundKeys: string[] = [];
  let alertKeys: string[] = [];
  const order = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, found.id);
    if (!locked || !canTransition(locked.status, 'cancelled'))
      throw new OrderError('Deze bestelling kan niet meer geannuleerd worden.', 409);
    let refunding = 0;
    if (locked.status === 'paid') {
      const kept = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, locked.id), eq(payments.kept, true)));
      for (const payment of kept) {
        // Refunds staff queued that the provider has not confirmed yet are already promised.
        const amount = payment.amount - payment.refundedAmount - (await queuedRefunds(tx, payment.id));
        if (amount <= 0) continue;
        refunding += amount;
        const key = `refund:${payment.provider}:${payment.providerPaymentId}`;
        await enqueue(tx, key, {
          kind: 'refund',
          payload: {
            provider: payment.provider,
            paymentId: payment.providerPaymentId,
            amount,
            orderNumber: locked.number,
            reason: 'bestelling geannuleerd',
          },
        });
        refundKeys.push(key);
      }
    }
    if (guard) await guard(tx, locked, refunding);
    alertKeys = await leave(tx, deps, locked, locked.status, 'cancelled', note);
    return { ...locked, status: 'cancelled' as const };
  });
  await deliverNow(db, { mailer: deps.mailer, payments: deps.payments, logger: deps.logger }, refundKeys);
  await deliverReleased(db, deps, alertKeys);
  return { order_number: order.number, status: order.status, payment_url: null, grand_total: order.grandTotal };
}

/**
 * The cart changed while it had an open order: that order is cancelled and gives back what it
 * held, after its provider was asked (a payment that came in meanwhile makes it paid instead).
 */
export async function releaseOpenOrdersOfCart(db: Db, cartId: string, deps: OrderDeps): Promise<void> {
  const open = await db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, 'pending')));
  for (const order of open) {
    await syncPayments(db, order, deps).catch((error: Error) =>
      deps.logger?.warn({ err: error.message, order: order.number }, 'payment status unknown; order cancelled anyway'),
    );
    const alertKeys = await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      return locked?.status === 'pending'
        ? leave(tx, deps, locked, 'pending', 'cancelled', 'Winkelwagen gewijzigd: bestelling geannuleerd')
        : [];
    });
    await deliverReleased(db, deps, alertKeys);
  }
}

export async function findOrderByNumber(db: Db, number: string) {
  if (!isOrderNumber(number)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order) return null;
  const [lines, events] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
  ]);
  return { order, lines, events };
}
