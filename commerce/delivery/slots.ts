// Crew delivery slots (docs/decisions/0059): for a cart with crew-delivered items the shipping
// step offers days from the earliest possible one (promise.ts) and the parts of day with room left in the
// customer's region. A slot is a scarce good like stock: held when the order is placed (bookSlot, in the
// placing transaction) and given back exactly once when the order leaves (releaseSlot, where stock goes back).
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, deliveryBookings, deliveryCapacity, orderLines, orders, products, variants } from '../db/schema';
import { DELIVERY_SERVICES, MAX_FLOORS, servicePriceOf, type DeliveryService, type ServicesChoice } from '../pricing/pricing';
import type { CheckoutDelivery, DeliveryOffer, OrderDelivery } from '#contract/schemas/checkout';
import { dayNumber, earliestDeliveryDay, formatDeliveryDay, isDeliveryDay, isoDay, type DayNumber } from './promise';

export const SLOTS = ['ochtend', 'middag', 'avond'] as const;
export type Slot = (typeof SLOTS)[number];

export const SLOT_TEXT: Record<Slot, string> = {
  ochtend: 'ochtend (8:00–12:00)',
  middag: 'middag (12:00–17:00)',
  avond: 'avond (17:00–21:00)',
};

/** Places per region, day and part of day when staff set none: the demo works without planning. */
export const DEFAULT_CAPACITY = 4;
/** How many calendar days from the earliest day the customer may choose from. */
export const BOOKING_WINDOW_DAYS = 28;

export const DELIVERY_MESSAGES = {
  date: 'Kies een bezorgdag uit de lijst.',
  slot: 'Kies een dagdeel: ochtend, middag of avond.',
  full: 'Dit dagdeel is vol. Kies een ander dagdeel of een andere dag.',
  region: 'Vul eerst een geldig bezorgadres in; daarop bepalen we de bezorgdagen.',
  gone: 'De gekozen bezorgdag is niet meer mogelijk. Bestel opnieuw en kies een andere dag.',
  floors: `Kies het aantal verdiepingen zonder lift: 0 tot en met ${MAX_FLOORS}.`,
} as const;

/** The refusal of a take-back count: at most as many old pieces as the crew brings new ones (ADR 0069). */
export function takebackPiecesMessage(max: number): string {
  return max <= 1
    ? 'We nemen hoogstens 1 oude matras of 1 oud bed mee: zoveel stuks brengen we.'
    : `Kies hoeveel oude matrassen of bedden we meenemen: 1 tot en met ${max} (zoveel stuks brengen we).`;
}

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The postcode area a crew delivery is planned in: country and the postcode's first two digits ("NL10"). */
export function regionOf(address: { zipcode?: string | null; country_code?: string | null } | null | undefined): string | null {
  const digits = (address?.zipcode ?? '').replace(/\D/g, '');
  const country = (address?.country_code ?? 'NL').toUpperCase();
  if (digits.length < 4 || !/^[A-Z]{2}$/.test(country)) return null;
  return `${country}${digits.slice(0, 2)}`;
}

/** The first day every crew line of a cart can come, or null when the cart has none (or one cannot be promised). */
export async function earliestCrewDay(
  db: Executor,
  quoteId: string,
  now: Date,
): Promise<{ crew: boolean; earliest: DayNumber | null; pieces: number }> {
  const lines = await db
    .select({ stock: variants.stock, quantity: cartItems.quantity, leadTimeDays: products.leadTimeDays })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.cartId, quoteId), eq(products.deliveryMethod, 'crew')));
  // The crew-delivered pieces: the most old mattresses or beds the crew takes back (ADR 0069).
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (lines.length === 0) return { crew: false, earliest: null, pieces };
  let earliest: DayNumber | null = null;
  for (const line of lines) {
    // At the checkout stock already held by this cart's own open order is not counted against it.
    const day = earliestDeliveryDay(
      { stock: Math.max(line.stock, line.quantity), quantity: line.quantity, leadTimeDays: line.leadTimeDays, method: 'crew' },
      now,
    );
    if (day === null) return { crew: true, earliest: null, pieces };
    earliest = earliest === null ? day : Math.max(earliest, day);
  }
  return { crew: true, earliest, pieces };
}

/** The crew's delivery days in the booking window, from the earliest. */
export function offeredDays(earliest: DayNumber): DayNumber[] {
  const days: DayNumber[] = [];
  for (let d = earliest; d < earliest + BOOKING_WINDOW_DAYS; d++) if (isDeliveryDay(d, 'crew')) days.push(d);
  return days;
}

/** Places left per "day|slot" in a region between two days (both included); unset slots have DEFAULT_CAPACITY. */
export async function placesLeft(db: Executor, region: string, from: string, to: string): Promise<(day: string, slot: Slot) => number> {
  const rows = await db
    .select({
      day: deliveryCapacity.day,
      slot: deliveryCapacity.slot,
      capacity: deliveryCapacity.capacity,
      booked: deliveryCapacity.booked,
    })
    .from(deliveryCapacity)
    .where(and(eq(deliveryCapacity.region, region), gte(deliveryCapacity.day, from), lte(deliveryCapacity.day, to)));
  const left = new Map(rows.map((r) => [`${r.day}|${r.slot}`, Math.max(0, r.capacity - r.booked)]));
  return (day, slot) => left.get(`${day}|${slot}`) ?? DEFAULT_CAPACITY;
}

/**
 * The days staff closed in a region between two days (both included): every part of day set to 0 places
 * (docs/decisions/0066). A closed day is not offered at all; a full one still shows its parts as full.
 */
export async function closedDays(db: Executor, region: string, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: deliveryCapacity.day })
    .from(deliveryCapacity)
    .where(
      and(
        eq(deliveryCapacity.region, region),
        gte(deliveryCapacity.day, from),
        lte(deliveryCapacity.day, to),
        eq(deliveryCapacity.capacity, 0),
      ),
    )
    .groupBy(deliveryCapacity.day)
    .having(sql`count(*) = ${SLOTS.length}`);
  return new Set(rows.map((r) => r.day));
}

export type { DeliveryOffer };
type OfferedDay = DeliveryOffer['weeks'][number]['days'][number];

export const SERVICE_LIST = (Object.keys(DELIVERY_SERVICES) as (keyof typeof DELIVERY_SERVICES)[]).map((code) => ({
  code,
  title: DELIVERY_SERVICES[code].title,
  price_incl: DELIVERY_SERVICES[code].price_incl,
}));

/** What the shipping step offers a cart with crew items, for the address's region; null when there is nothing to choose. */
export async function deliveryOffer(
  db: Executor,
  quoteId: string,
  address: Parameters<typeof regionOf>[0],
  now: Date,
): Promise<DeliveryOffer | null> {
  const { crew, earliest, pieces } = await earliestCrewDay(db, quoteId, now);
  const region = regionOf(address);
  if (!crew || earliest === null || !region) return null;
  const all = offeredDays(earliest);
  const closed = await closedDays(db, region, isoDay(all[0]!), isoDay(all[all.length - 1]!));
  // Never null when the cart has crew items: with every day closed the list is empty and no day validates.
  const days = all.filter((d) => !closed.has(isoDay(d)));
  const free = await placesLeft(db, region, isoDay(all[0]!), isoDay(all[all.length - 1]!));
  // As with stock: a place held by this cart's own open order is not counted against it (placing the
  // changed cart replaces that order and gives the place back first). Attack review of docs/decisions/0063.
  const own = await db
    .select({ day: deliveryBookings.day, slot: deliveryBookings.slot })
    .from(deliveryBookings)
    .innerJoin(orders, eq(orders.id, deliveryBookings.orderId))
    .where(
      and(
        eq(orders.cartId, quoteId),
        eq(orders.status, 'pending'),
        eq(deliveryBookings.region, region),
        sql`${deliveryBookings.releasedAt} is null`,
      ),
    );
  const left = (day: string, slot: Slot) => free(day, slot) + own.filter((o) => o.day === day && o.slot === slot).length;
  const weeks = new Map<number, OfferedDay[]>();
  for (const day of days) {
    const date = isoDay(day);
    const slots = SLOTS.map((slot) => ({ slot, text: SLOT_TEXT[slot], left: left(date, slot) }));
    // Day 0 (1970-01-01) was a Thursday: the Monday of a day's week is day - ((day + 3) % 7).
    const monday = day - ((day + 3) % 7);
    weeks.set(monday, [...(weeks.get(monday) ?? []), { date, text: formatDeliveryDay(date), slots }]);
  }
  return {
    region,
    earliest: isoDay(earliest),
    weeks: [...weeks].map(([monday, list]) => ({ label: `Week van ${formatDeliveryDay(isoDay(monday))}`, days: list })),
    services: SERVICE_LIST,
    pieces,
    max_floors: MAX_FLOORS,
  };
}

const bool = (v: unknown) => v === true || v === 'true' || v === 'on' || v === '1';

/**
 * A count as a form or the API sends it: absent or empty is `fallback`; a whole number (as number or
 * digits) is itself; anything else (negative, fraction, "1e3", an object) is null, which is refused.
 */
function countOf(value: unknown, fallback: number): number | null {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value)) return Number(value.trim());
  return null;
}

/**
 * The shipping step's choice, checked against what is offered: a day in the list (so not past, not a
 * Sunday or holiday, not before the earliest), a part of day of the three with room left in the
 * customer's own region. The services are flags and counts; their prices are the pricing module's:
 * take-back 1..the crew pieces (default 1 when ticked; ignored when not), floors 0..MAX_FLOORS (ADR 0069).
 */
export function validateDeliveryChoice(
  offer: DeliveryOffer,
  input: {
    delivery_date?: unknown;
    delivery_slot?: unknown;
    service_assembly?: unknown;
    service_takeback?: unknown;
    service_takeback_pieces?: unknown;
    service_floors?: unknown;
  },
): { delivery: CheckoutDelivery | null; issues: { path: string; message: string }[] } {
  const date = typeof input.delivery_date === 'string' ? input.delivery_date.trim() : '';
  const slot = typeof input.delivery_slot === 'string' ? input.delivery_slot.trim() : '';
  const issues: { path: string; message: string }[] = [];
  const day = offer.weeks.flatMap((w) => w.days).find((d) => d.date === date);
  if (!day) issues.push({ path: 'delivery_date', message: DELIVERY_MESSAGES.date });
  if (!(SLOTS as readonly string[]).includes(slot)) issues.push({ path: 'delivery_slot', message: DELIVERY_MESSAGES.slot });
  else if (day && (day.slots.find((s) => s.slot === slot)?.left ?? 0) <= 0)
    issues.push({ path: 'delivery_slot', message: DELIVERY_MESSAGES.full });
  const takeback = bool(input.service_takeback);
  // A plain <select> is sent with the box unticked too: the count only counts when take-back is chosen.
  const maxPieces = Math.max(1, offer.pieces ?? 1);
  const pieces = takeback ? countOf(input.service_takeback_pieces, 1) : 0;
  if (pieces === null || (takeback && (pieces < 1 || pieces > maxPieces)))
    issues.push({ path: 'service_takeback_pieces', message: takebackPiecesMessage(maxPieces) });
  const floors = countOf(input.service_floors, 0);
  if (floors === null || floors < 0 || floors > MAX_FLOORS) issues.push({ path: 'service_floors', message: DELIVERY_MESSAGES.floors });
  if (issues.length) return { delivery: null, issues };
  return {
    delivery: {
      date,
      slot: slot as Slot,
      assembly: bool(input.service_assembly),
      takeback,
      takeback_pieces: pieces ?? 0,
      floors: floors ?? 0,
    },
    issues,
  };
}

export class SlotFull extends Error {
  constructor() {
    super(DELIVERY_MESSAGES.full);
  }
}

/** The booked day can no longer be reached (it passed, or lies before the earliest possible day now). */
export class SlotGone extends Error {
  constructor() {
    super(DELIVERY_MESSAGES.gone);
  }
}

/**
 * Takes one place of a slot (a row with the default capacity when staff set none). The guarded update is
 * the whole lock: PostgreSQL re-checks `booked < capacity` on the row's newest version after waiting for a
 * concurrent update, so of many takers of the last place exactly one gets it. Throws SlotFull.
 */
export async function takePlace(tx: Executor, region: string, day: string, slot: Slot): Promise<void> {
  await tx.insert(deliveryCapacity).values({ region, day, slot, capacity: DEFAULT_CAPACITY }).onConflictDoNothing();
  const taken = await tx
    .update(deliveryCapacity)
    .set({ booked: sql`${deliveryCapacity.booked} + 1` })
    .where(
      and(
        eq(deliveryCapacity.region, region),
        eq(deliveryCapacity.day, day),
        eq(deliveryCapacity.slot, slot),
        sql`${deliveryCapacity.booked} < ${deliveryCapacity.capacity}`,
      ),
    )
    .returning();
  if (taken.length === 0) throw new SlotFull();
}

/**
 * Holds one place of a slot for an order, in the placing transaction (takePlace). Throws SlotFull.
 */
export async function bookSlot(
  tx: Executor,
  booking: { orderId: number; region: string; date: string; slot: Slot } & ServicesChoice,
): Promise<void> {
  await takePlace(tx, booking.region, booking.date, booking.slot);
  await tx.insert(deliveryBookings).values({
    orderId: booking.orderId,
    region: booking.region,
    day: booking.date,
    slot: booking.slot,
    // Each price is the pricing module's for the count chosen (pieces × fee, floors × fee), kept as placed.
    assemblyPrice: booking.assembly ? servicePriceOf('assembly', booking) : null,
    takebackPrice: booking.takeback ? servicePriceOf('takeback', booking) : null,
    takebackPieces: booking.takeback ? Math.max(1, booking.takeback_pieces ?? 1) : null,
    floors: booking.floors ?? 0,
    upstairsPrice: (booking.floors ?? 0) > 0 ? servicePriceOf('upstairs', booking) : null,
  });
}

/** Gives an order's place back, once: a second call (a replayed expiry, a late cancel) finds it released. Answers whether it did. */
export async function releaseSlot(tx: Executor, orderId: number, now: Date = new Date()): Promise<boolean> {
  const [released] = await tx
    .update(deliveryBookings)
    .set({ releasedAt: now })
    .where(and(eq(deliveryBookings.orderId, orderId), sql`${deliveryBookings.releasedAt} is null`))
    .returning();
  if (!released) return false;
  await tx
    .update(deliveryCapacity)
    .set({ booked: sql`greatest(${deliveryCapacity.booked} - 1, 0)` })
    .where(
      and(eq(deliveryCapacity.region, released.region), eq(deliveryCapacity.day, released.day), eq(deliveryCapacity.slot, released.slot)),
    );
  return true;
}

/**
 * Takes an order's given-back place again, when the order is paid again after it failed, was cancelled
 * at the provider or expired (retryPayment): its stock and code are taken again, and so is its slot, by
 * the same guarded update as bookSlot. Throws SlotFull when the slot filled up meanwhile; does nothing
 * for an order without a crew delivery or whose place is still held. (Attack review of docs/decisions/0059.)
 */
export async function retakeSlot(tx: Executor, orderId: number, now: Date): Promise<void> {
  const [booking] = await tx
    .select()
    .from(deliveryBookings)
    .where(and(eq(deliveryBookings.orderId, orderId), sql`${deliveryBookings.releasedAt} is not null`))
    .for('update');
  if (!booking) return;
  // The booked day must still be reachable now: not past, not before the crew lines' earliest day.
  const lines = await tx
    .select({ stock: variants.stock, quantity: orderLines.quantity, leadTimeDays: products.leadTimeDays })
    .from(orderLines)
    .innerJoin(variants, eq(variants.id, orderLines.variantId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, orderId), eq(products.deliveryMethod, 'crew')));
  const [y, m, d] = booking.day.split('-').map(Number) as [number, number, number];
  const day = dayNumber(y, m, d);
  for (const line of lines) {
    // The stock was just taken again for this order: it is the order's own.
    const first = earliestDeliveryDay(
      { stock: line.stock + line.quantity, quantity: line.quantity, leadTimeDays: line.leadTimeDays, method: 'crew' },
      now,
    );
    if (first === null || day < first) throw new SlotGone();
  }
  await takePlace(tx, booking.region, booking.day, booking.slot);
  await tx.update(deliveryBookings).set({ releasedAt: null }).where(eq(deliveryBookings.orderId, orderId));
}

/** "2 stuks", "1 verdieping": the count a booked service was paid for, in the title (ADR 0069). */
export function serviceTitle(code: DeliveryService, quantity: number): string {
  const title = DELIVERY_SERVICES[code].title;
  if (code === 'takeback') return `${title} (${quantity} ${quantity === 1 ? 'stuk' : 'stuks'})`;
  if (code === 'upstairs') return `${title} (${quantity} ${quantity === 1 ? 'verdieping' : 'verdiepingen'})`;
  return title;
}

/** A booking's services as placed: code, title with the count, the price paid for them and the count. */
export function bookedServices(
  b: Pick<typeof deliveryBookings.$inferSelect, 'assemblyPrice' | 'takebackPrice' | 'takebackPieces' | 'floors' | 'upstairsPrice'>,
): { code: DeliveryService; title: string; price_incl: number; quantity: number }[] {
  const booked: { code: DeliveryService; price: number | null; quantity: number }[] = [
    { code: 'assembly', price: b.assemblyPrice, quantity: 1 },
    // Orders placed before ADR 0069 took back one piece.
    { code: 'takeback', price: b.takebackPrice, quantity: b.takebackPieces ?? 1 },
    { code: 'upstairs', price: b.upstairsPrice, quantity: b.floors },
  ];
  return booked.flatMap((s) =>
    s.price === null ? [] : [{ code: s.code, title: serviceTitle(s.code, s.quantity), price_incl: s.price, quantity: s.quantity }],
  );
}

/** An order's delivery as the API shows it (null: no crew delivery). */
export async function orderDelivery(db: Executor, orderId: number): Promise<OrderDelivery | null> {
  const [b] = await db.select().from(deliveryBookings).where(eq(deliveryBookings.orderId, orderId));
  if (!b) return null;
  return {
    date: b.day,
    slot: b.slot,
    day_text: formatDeliveryDay(b.day),
    slot_text: SLOT_TEXT[b.slot],
    services: bookedServices(b),
    released: b.releasedAt !== null,
    waiting: b.dayCancelledAt !== null,
  };
}

/** "2026-12-04" is a real calendar day. */
export function isIsoDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m !== null && isoDay(dayNumber(Number(m[1]), Number(m[2]), Number(m[3]))) === value;
}
