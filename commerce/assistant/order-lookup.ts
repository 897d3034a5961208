// The assistant's order status tool (docs/requirements/assistant-and-guided-selling.md#data Chat order request). It answers only when the order
// number, first name, postcode and house number all belong to one order, and it answers a wrong
// number, a wrong postcode or a wrong name in the very same words, so the chat cannot be used to
// find out which order numbers exist or to read another customer's order.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderEvents, orders } from '../db/schema';
import type { OrderAddress } from '../order/customer-orders';
import { chatOrderNumber } from '#contract/operations/assistant';
import { foldText } from './normalise';

export interface ChatOrderRequest {
  knowsOrderNumber: boolean;
  orderNumber?: string;
  firstName?: string;
  zipCode?: string;
  houseNumber?: string;
}

export const ORDER_NOT_FOUND =
  'Ik kan geen bestelling vinden met deze gegevens. Controleer je ordernummer (DKBD gevolgd door zeven cijfers), voornaam, postcode en huisnummer, of neem contact op met onze klantenservice via 020 - 123 45 67.';

export const ORDER_NUMBER_UNKNOWN =
  'Geen probleem. Je ordernummer (DKBD gevolgd door zeven cijfers) staat in je orderbevestiging per e-mail en in je account onder Mijn bestellingen (/account/orders/). Kun je het niet vinden? Bel onze klantenservice op 020 - 123 45 67 (ma t/m vr 09:00–17:30), dan zoeken we het samen op.';

const compactZip = (zip: string | null | undefined) => (zip ?? '').replace(/\s+/g, '').toUpperCase();
const compactHouse = (n: string | null | undefined) => (n ?? '').replace(/\s+/g, '').toLowerCase();
const sameName = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && foldText(a) === foldText(b);

export interface OrderStatusAnswer {
  found: boolean;
  content: string;
  /** The order number, only when the details matched (for a link to the account page). */
  orderNumber?: string;
}

const STATUS_TEXT: Record<string, string> = {
  pending: 'We wachten nog op je betaling.',
  paid: 'We hebben je betaling ontvangen en je bestelling wordt ingepakt in ons magazijn.',
  shipped: 'Je bestelling is verzonden en onderweg naar je toe.',
  delivered: 'Je bestelling is bezorgd.',
  cancelled: 'Deze bestelling is geannuleerd.',
  expired: 'De betaling van deze bestelling is verlopen; de bestelling is niet doorgegaan.',
  failed: 'De betaling van deze bestelling is mislukt; de bestelling is niet doorgegaan.',
};

const dateFormat = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Amsterdam' });

/** The next working day (Mon–Sat delivery by PostNL) after `from`. */
function nextDeliveryDay(from: Date): Date {
  const d = new Date(from.getTime() + 24 * 3600_000);
  while (d.getUTCDay() === 0) d.setTime(d.getTime() + 24 * 3600_000);
  return d;
}

export async function lookUpOrderStatus(db: Db, request: ChatOrderRequest): Promise<OrderStatusAnswer> {
  if (!request.knowsOrderNumber) return { found: false, content: ORDER_NUMBER_UNKNOWN };
  const number = chatOrderNumber(request.orderNumber ?? '');
  const notFound = { found: false, content: ORDER_NOT_FOUND };
  if (!number || !request.firstName?.trim() || !request.zipCode?.trim() || !request.houseNumber?.trim()) return notFound;
  const [order] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  if (!order) return notFound;
  // The details must all belong to one address of the order (billing or shipping).
  const matches = [order.shippingAddress as OrderAddress, order.billingAddress as OrderAddress].some(
    (a) =>
      a &&
      compactZip(a.zipcode) === compactZip(request.zipCode) &&
      [compactHouse(a.house_number), compactHouse(`${a.house_number ?? ''}${a.extension ?? ''}`)].includes(
        compactHouse(request.houseNumber),
      ) &&
      sameName(a.first_name, request.firstName),
  );
  if (!matches) return notFound;

  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const at = (status: string) => events.find((e) => e.toStatus === status)?.createdAt;
  const parts = [`Ik heb je bestelling ${order.number} gevonden. ${STATUS_TEXT[order.status] ?? ''}`];
  const shippedAt = at('shipped');
  if (order.status === 'shipped' && shippedAt) {
    parts.push(
      `Verzonden op ${dateFormat.format(shippedAt)} met ${order.shippingMethod.startsWith('postnl') ? 'PostNL' : 'onze bezorgdienst'}; de track-en-tracecode staat in je verzendmail. Verwachte bezorging: ${dateFormat.format(nextDeliveryDay(shippedAt))}.`,
    );
  } else if (order.status === 'delivered') {
    const deliveredAt = at('delivered');
    if (deliveredAt) parts.push(`Bezorgd op ${dateFormat.format(deliveredAt)}.`);
    parts.push('Niet ontvangen of klopt er iets niet? Neem dan contact op met onze klantenservice.');
  } else if (order.status === 'paid') {
    parts.push(
      'Je ontvangt een e-mail met de track-en-tracecode zodra het pakket ons magazijn verlaat; meestal is het de volgende werkdag bij je. Matrassen en boxsprings bezorgen we op afspraak.',
    );
  }
  parts.push(`Alle details vind je ook in je account onder Mijn bestellingen.`);
  return { found: true, content: parts.join(' '), orderNumber: order.number };
}
