// A crew-delivered order (a boxspring with a chosen day and part of day) placed through the storefront's
// API calls as a shopper does, paid at the sandbox: for the delivery planning tests (docs/decisions/0066).
import { sql } from 'drizzle-orm';
import type { AdminShop } from './admin';

let crewOrders = 0;

/** The first crew-delivered, available variant; its stock raised so tests never run out. */
export async function crewVariant(a: AdminShop): Promise<number> {
  const [row] = await a.rows<{ id: number }>(
    sql`select v.id from variants v join products p on p.id = v.product_id where p.delivery_method = 'crew' and p.available order by v.id limit 1`,
  );
  await a.rows(sql`update variants set stock = 10000 where id = ${row!.id}`);
  return row!.id;
}

/**
 * Places a paid crew order to `zipcode` (its region is NL + the first two digits) on `pick(days)` of the
 * offered days (default: the first) in `slot`; answers its number, day and region.
 */
export async function crewOrder(
  a: AdminShop,
  options: {
    variantId: number;
    zipcode?: string;
    slot?: 'ochtend' | 'middag' | 'avond';
    day?: string | ((days: string[]) => string);
    assembly?: boolean;
    takeback?: boolean;
    /** Old pieces taken back and floors without a lift (ADR 0069). */
    takebackPieces?: number;
    floors?: number;
    quantity?: number;
    name?: { first: string; last: string };
    phone?: string;
  },
): Promise<{ number: string; day: string; region: string; slot: string }> {
  const service = { token: a.serviceToken };
  const added = await a.call('POST', '/v1/cart/item', {
    ...service,
    body: { item_id: options.variantId, quantity: options.quantity ?? 1 },
  });
  if (added.status !== 200) throw new Error(`cart ${added.status}: ${added.text}`);
  const q = { 'x-quote-id': added.body.quote_id as string };
  const zipcode = options.zipcode ?? '1234 AB';
  const customer = {
    type: 'private',
    first_name: options.name?.first ?? 'Sanne',
    last_name: options.name?.last ?? 'de Vries',
    email: `crew-${++crewOrders}-${Date.now()}@example.nl`,
    phone: options.phone ?? '06 12345678',
  };
  const step = await a.call('POST', '/v1/checkout/customer', {
    ...service,
    headers: q,
    body: {
      customer,
      billing: { zipcode, house_number: '1', extension: '', street: '', city: '', country_code: 'NL' },
      sameDeliveryAddress: true,
    },
  });
  if (step.status !== 200) throw new Error(`customer ${step.status}: ${step.text}`);
  const shipping = await a.call('GET', '/v1/checkout/shippingmethod', { ...service, headers: q });
  type Offered = { date: string; slots: { slot: string; left: number }[] };
  const offered = (shipping.body.delivery?.weeks ?? []).flatMap((w: { days: Offered[] }) => w.days) as Offered[];
  const days = offered.map((d) => d.date);
  const slot = options.slot ?? 'ochtend';
  // Default: the first day with room left in that part of day.
  const firstFree = offered.find((d) => d.slots.some((s) => s.slot === slot && s.left > 0))?.date ?? days[0]!;
  const day = typeof options.day === 'function' ? options.day(days) : (options.day ?? firstFree);
  const pay = await a.call('POST', '/v1/checkout/paymentmethod', {
    ...service,
    headers: q,
    body: {
      selectedPaymentMethod: 'ideal',
      issuer: 'ideal_INGBNL2A',
      shipping_method: 'postnl',
      delivery_date: day,
      delivery_slot: slot,
      service_assembly: options.assembly ?? false,
      service_takeback: options.takeback ?? false,
      ...(options.takebackPieces !== undefined ? { service_takeback_pieces: options.takebackPieces } : {}),
      ...(options.floors !== undefined ? { service_floors: options.floors } : {}),
    },
  });
  if (pay.status !== 200) throw new Error(`paymentmethod ${pay.status}: ${pay.text}`);
  const placed = await a.call('POST', '/v1/checkout/payment-url', {
    ...service,
    headers: { ...q, 'idempotency-key': `crew-${crewOrders}-${Math.random()}` },
    body: {},
  });
  if (placed.status !== 200) throw new Error(`place ${placed.status}: ${placed.text}`);
  await a.shop.sandbox.request(placed.body.payment_url, { method: 'POST', body: new URLSearchParams({ status: 'paid' }) });
  const digits = zipcode.replace(/\D/g, '');
  return { number: placed.body.order_number as string, day, region: `NL${digits.slice(0, 2)}`, slot };
}

/** The days the checkout offers a crew cart to `zipcode` now. */
export async function offeredCrewDays(a: AdminShop, variantId: number, zipcode: string): Promise<string[]> {
  const service = { token: a.serviceToken };
  const added = await a.call('POST', '/v1/cart/item', { ...service, body: { item_id: variantId, quantity: 1 } });
  const q = { 'x-quote-id': added.body.quote_id as string };
  await a.call('POST', '/v1/checkout/customer', {
    ...service,
    headers: q,
    body: {
      customer: { type: 'private', first_name: 'Kijk', last_name: 'Even', email: 'kijk@example.nl', phone: '0612345678' },
      billing: { zipcode, house_number: '1', extension: '', street: '', city: '', country_code: 'NL' },
      sameDeliveryAddress: true,
    },
  });
  const shipping = await a.call('GET', '/v1/checkout/shippingmethod', { ...service, headers: q });
  return (shipping.body.delivery?.weeks ?? []).flatMap((w: { days: { date: string }[] }) => w.days.map((d) => d.date)) as string[];
}
