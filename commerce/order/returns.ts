// Return requests for rugs (docs/requirements/returns-and-trial-nights.md#api POST /v1/customer/service-fee-request). A rug is picked up for a
// service fee, so the request goes to customer service, who plan the pick-up; the shopper gets a
// confirmation. Guests name their order by number and the postcode it went to. Only the order's rug
// lines can be returned this way, only while some of their units were not refunded yet, and an order
// has at most one open return (a unique index), so knowing an order number and postcode does not let
// anyone file returns, or mails, without end.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { ReturnRequest } from '#contract/forms/returns';
import type { Db } from '../db/client';
import { orderLines, orders, products, refunds, returnRequests } from '../db/schema';
import type { OrderAddress } from './customer-orders';

export const RETURN_MESSAGES = {
  received:
    'Bedankt! We hebben je retourverzoek ontvangen en sturen je een bevestiging per e-mail. Onze klantenservice neemt binnen twee werkdagen contact met je op.',
  notFound: 'We konden geen bestelling vinden met dit bestelnummer en deze postcode. Controleer je gegevens.',
  notReturnable: 'Deze bestelling kan (nog) niet worden geretourneerd. Neem contact op met onze klantenservice.',
  noRugs:
    'In deze bestelling zit geen vloerkleed. Via deze pagina retourneer je alleen vloerkleden; voor andere artikelen helpt onze klantenservice je graag.',
  nothingLeft:
    'De vloerkleden uit deze bestelling zijn al terugbetaald, dus er valt niets meer te retourneren. Heb je een vraag? Neem contact op met onze klantenservice.',
  alreadyOpen: 'Voor deze bestelling loopt al een retourverzoek. Onze klantenservice neemt binnen twee werkdagen contact met je op.',
};

/** The product type of rugs: the only lines this return covers. */
export const RUG_TYPE = 'vloerkleed';

const compact = (zip: string | null | undefined) => (zip ?? '').replace(/\s+/g, '').toUpperCase();

/** The order with this number whose billing or shipping postcode matches. */
export async function findOrderForReturn(db: Db, request: ReturnRequest) {
  const [order] = await db.select().from(orders).where(eq(orders.number, request.orderNumber)).limit(1);
  if (!order) return null;
  const zip = compact(request.zipcode);
  const billing = order.billingAddress as OrderAddress;
  const shipping = order.shippingAddress as OrderAddress;
  return compact(billing?.zipcode) === zip || compact(shipping?.zipcode) === zip ? order : null;
}

/** Only orders that were paid (and so may have been delivered) can be returned. */
export const RETURNABLE = new Set(['paid', 'shipped', 'delivered']);

/** The order's rug lines (all their units), in line order. */
export async function rugLinesOf(db: Pick<Db, 'select'>, orderId: number): Promise<{ line_id: number; quantity: number }[]> {
  const found = await db
    .select({ id: orderLines.id, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, orderId), eq(products.productType, RUG_TYPE)))
    .orderBy(asc(orderLines.id));
  return found.map((l) => ({ line_id: l.id, quantity: l.quantity }));
}

/**
 * The order's rug lines with the units not refunded yet (refunds that failed at the provider do not
 * count); lines with nothing left are left out. A refunded return books its units as a line refund.
 */
export async function rugLinesLeftOf(db: Pick<Db, 'select'>, orderId: number): Promise<{ line_id: number; quantity: number }[]> {
  const rugs = await rugLinesOf(db, orderId);
  const before = await db
    .select({ lines: refunds.lines })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')));
  const done = (id: number) =>
    before
      .flatMap((b) => b.lines ?? [])
      .filter((l) => l.line_id === id)
      .reduce((s, l) => s + l.quantity, 0);
  return rugs.map((l) => ({ line_id: l.line_id, quantity: l.quantity - done(l.line_id) })).filter((l) => l.quantity > 0);
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Keeps the request for the back office's returns queue (docs/decisions/0036), covering the order's rug lines.
 * Refused (a Dutch message and a status) for an order without rugs, with its rugs refunded already,
 * or with a return still open.
 */
export async function recordReturnRequest(
  db: Db,
  orderId: number,
  reason: string,
): Promise<{ id: number } | { refused: string; status: 400 | 409 }> {
  if ((await rugLinesOf(db, orderId)).length === 0) return { refused: RETURN_MESSAGES.noRugs, status: 400 };
  const lines = await rugLinesLeftOf(db, orderId);
  if (lines.length === 0) return { refused: RETURN_MESSAGES.nothingLeft, status: 409 };
  try {
    const [row] = await db.insert(returnRequests).values({ orderId, reason, lines }).returning();
    return { id: row.id };
  } catch (error) {
    // return_requests_one_open_uq: this order has an open return already (or one arrived at the same moment).
    if (isUniqueViolation(error)) return { refused: RETURN_MESSAGES.alreadyOpen, status: 409 };
    throw error;
  }
}
