// Return requests for rugs (SPEC §7 POST /v1/customer/service-fee-request). A rug is picked up for a
// service fee, so the request goes to customer service, who plan the pick-up; the shopper gets a
// confirmation. Guests name their order by number and the postcode it went to.
import { eq } from 'drizzle-orm';
import type { ReturnRequest } from '../../contract/forms/returns';
import type { Db } from '../db/client';
import { orders, returnRequests } from '../db/schema';
import type { OrderAddress } from './customer-orders';

export const RETURN_MESSAGES = {
  received:
    'Bedankt! We hebben je retourverzoek ontvangen en sturen je een bevestiging per e-mail. Onze klantenservice neemt binnen twee werkdagen contact met je op.',
  notFound: 'We konden geen bestelling vinden met dit bestelnummer en deze postcode. Controleer je gegevens.',
  notReturnable: 'Deze bestelling kan (nog) niet worden geretourneerd. Neem contact op met onze klantenservice.',
};

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

/** Keeps the request for the back office's returns queue (issue 25). */
export async function recordReturnRequest(db: Db, orderId: number, reason: string): Promise<number> {
  const [row] = await db.insert(returnRequests).values({ orderId, reason }).returning();
  return row.id;
}
