// The customer stays in control of the crew's delivery day (docs/decisions/0063): a paid order's
// day and part of day can be moved to another offered one, or given back (the order then waits for a new
// day), until 48 hours before the booked day. From the account's order page, or without login through a
// signed one-time link in the mails: the link signs the order and the booking's link_version, which every
// change raises, so a used (or older) link is spent. The new place is taken with the guarded update
// (takePlace) and the old one given back exactly once, in one transaction with the row locked.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deliveryBookings, deliveryCapacity, orderEvents, orderLines, orders, products, variants } from '../db/schema';
import { hmacSignature, verifyHmacSignature } from '../../lib/signing/node';
import { enqueueMail } from '../platform/outbox';
import type { DeliveryOffer } from '#contract/schemas/checkout';
import { amsterdamTime, dayNumber, earliestDeliveryDay, formatDeliveryDay, isoDay, type DayNumber } from './promise';
import { closedDays, offeredDays, placesLeft, SERVICE_LIST, SLOT_TEXT, SLOTS, takePlace, validateDeliveryChoice, type Slot } from './slots';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
type Booking = typeof deliveryBookings.$inferSelect;

/** Changes are possible until the end of the calendar day three days before the booked day (Amsterdam). */
export const CHANGE_DAYS_BEFORE = 2;

export const CHANGE_MESSAGES = {
  late: 'Je bezorgdag kun je tot 48 uur van tevoren wijzigen. Bel ons op 020 - 123 45 67, dan kijken we samen wat kan.',
  used: 'Deze link is al gebruikt. Je vindt de nieuwste link in de laatste e-mail over je bezorgdag, of wijzig via je account.',
  invalid: 'Deze link klopt niet. Gebruik de link uit je e-mail of wijzig je bezorgdag via je account.',
  status: 'Voor deze bestelling kun je de bezorgdag niet (meer) wijzigen.',
  same: 'Dit is al je bezorgdag. Kies een andere dag of een ander dagdeel.',
  rescheduled: (day: string, slot: string) => `Je nieuwe bezorgdag is ${day}, ${slot}. We hebben je een bevestiging gemaild.`,
  cancelled: 'Je bezorgdag is vrijgegeven. Je bestelling blijft staan; kies een nieuwe dag wanneer het jou past.',
} as const;

/** A refusal with the HTTP status the API answers (400 input, 404 not found, 409 conflict, 410 spent link). */
export class ChangeRefused extends Error {
  constructor(
    message: string,
    public readonly status: 400 | 404 | 409 | 410,
    public readonly field?: string,
  ) {
    super(message);
  }
}

// ---- The signed link ------------------------------------------------------------------------------

const linkKey = (secret: string) => `delivery-link:${secret}`;

/** "<order id>.<link version>.<signature>": good for one change of this order's delivery day. */
export function deliveryLinkToken(orderId: number, version: number, secret: string): string {
  const body = `${orderId}.${version}`;
  return `${body}.${hmacSignature(body, linkKey(secret))}`;
}

export function readDeliveryLinkToken(token: string, secret: string): { orderId: number; version: number } | null {
  const m = /^(\d{1,9})\.(\d{1,6})\.([A-Za-z0-9_-]{20,60})$/.exec(token);
  if (!m || !verifyHmacSignature(`${m[1]}.${m[2]}`, m[3]!, linkKey(secret))) return null;
  return { orderId: Number(m[1]), version: Number(m[2]) };
}

export const deliveryLinkUrl = (publicUrl: string, orderId: number, version: number, secret: string) =>
  new URL(`/bezorgdag/${deliveryLinkToken(orderId, version, secret)}/`, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();

// ---- What can be changed ----------------------------------------------------------------------------

const dayOf = (iso: string): DayNumber => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return dayNumber(y, m, d);
};

/** Whether a booked day can still be changed at `now`: before the calendar day two days before it (Amsterdam). */
export function changeableAt(bookedDay: string, now: Date): boolean {
  return amsterdamTime(now).day < dayOf(bookedDay) - CHANGE_DAYS_BEFORE;
}

/** The first day a new booking may take: the order's crew lines' earliest day (its stock is its own), and past the 48 hours. */
async function firstNewDay(db: Executor, orderId: number, now: Date): Promise<DayNumber | null> {
  const lines = await db
    .select({ stock: variants.stock, quantity: orderLines.quantity, leadTimeDays: products.leadTimeDays })
    .from(orderLines)
    .innerJoin(variants, eq(variants.id, orderLines.variantId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, orderId), eq(products.deliveryMethod, 'crew')));
  let first = amsterdamTime(now).day + CHANGE_DAYS_BEFORE + 1;
  for (const line of lines) {
    const day = earliestDeliveryDay(
      { stock: line.stock + line.quantity, quantity: line.quantity, leadTimeDays: line.leadTimeDays, method: 'crew' },
      now,
    );
    if (day === null) return null;
    first = Math.max(first, day);
  }
  return first;
}

export interface DeliveryChangeView {
  order_number: string;
  /** The booked day, or null when the customer gave it back and the order waits for a new day. */
  current: { date: string; slot: Slot; day_text: string; slot_text: string } | null;
  waiting: boolean;
  changeable: boolean;
  /** Why it cannot be changed (Dutch), when not. */
  reason: string | null;
  /** Signs the form: a second submit of the same page is refused (double submit, replay). */
  version: number;
  offer: DeliveryOffer | null;
}

/** The order's delivery and what it can become; null when the order has no crew delivery. */
export async function deliveryChangeView(db: Executor, orderId: number, now: Date): Promise<DeliveryChangeView | null> {
  const [row] = await db
    .select({ booking: deliveryBookings, number: orders.number, status: orders.status })
    .from(deliveryBookings)
    .innerJoin(orders, eq(orders.id, deliveryBookings.orderId))
    .where(eq(deliveryBookings.orderId, orderId));
  if (!row) return null;
  const { booking } = row;
  const waiting = booking.dayCancelledAt !== null;
  const current = waiting
    ? null
    : { date: booking.day, slot: booking.slot, day_text: formatDeliveryDay(booking.day), slot_text: SLOT_TEXT[booking.slot] };
  const reason = refusal(row.status, booking, now);
  const offer = reason ? null : await changeOffer(db, orderId, booking.region, now);
  return { order_number: row.number, current, waiting, changeable: reason === null, reason, version: booking.linkVersion, offer };
}

function refusal(status: string, booking: Booking, now: Date): string | null {
  // A shipped (handed to the crew) order may choose again only after the crew found nobody home.
  const missed = booking.missedAt !== null && booking.dayCancelledAt !== null;
  if (status !== 'paid' && !(status === 'shipped' && missed)) return CHANGE_MESSAGES.status;
  if (booking.releasedAt !== null && booking.dayCancelledAt === null) return CHANGE_MESSAGES.status;
  if (booking.dayCancelledAt === null && !changeableAt(booking.day, now)) return CHANGE_MESSAGES.late;
  return null;
}

/** The same list the checkout offers (week groups, places left per part of day), from the first day a change may take. */
async function changeOffer(db: Executor, orderId: number, region: string, now: Date): Promise<DeliveryOffer | null> {
  const first = await firstNewDay(db, orderId, now);
  if (first === null) return null;
  const all = offeredDays(first);
  if (all.length === 0) return null;
  // Days staff closed are not offered (docs/decisions/0066).
  const closed = await closedDays(db, region, isoDay(all[0]!), isoDay(all[all.length - 1]!));
  const days = all.filter((d) => !closed.has(isoDay(d)));
  if (days.length === 0) return null;
  const left = await placesLeft(db, region, isoDay(days[0]!), isoDay(days[days.length - 1]!));
  const weeks = new Map<number, DeliveryOffer['weeks'][number]['days']>();
  for (const day of days) {
    const date = isoDay(day);
    const monday = day - ((day + 3) % 7);
    const slots = SLOTS.map((slot) => ({ slot, text: SLOT_TEXT[slot], left: left(date, slot) }));
    weeks.set(monday, [...(weeks.get(monday) ?? []), { date, text: formatDeliveryDay(date), slots }]);
  }
  return {
    region,
    earliest: isoDay(first),
    weeks: [...weeks].map(([monday, list]) => ({ label: `Week van ${formatDeliveryDay(isoDay(monday))}`, days: list })),
    services: SERVICE_LIST,
  };
}

// ---- The changes ------------------------------------------------------------------------------------

export interface ChangeLinks {
  publicUrl: string;
  tokenSecret: string;
}

/** Locks the booking and checks the version the form or link carried, the order's state and the 48 hours. */
async function lockForChange(tx: Tx, orderId: number, version: number | null, now: Date) {
  const [booking] = await tx.select().from(deliveryBookings).where(eq(deliveryBookings.orderId, orderId)).for('update');
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!booking || !order) throw new ChangeRefused('Deze bestelling bestaat niet.', 404);
  if (version !== null && version !== booking.linkVersion) throw new ChangeRefused(CHANGE_MESSAGES.used, 410);
  const reason = refusal(order.status, booking, now);
  if (reason) throw new ChangeRefused(reason, 409);
  return { booking, order };
}

/** Gives the booked place back, once (a waiting order holds none). */
async function giveBack(tx: Tx, booking: Booking): Promise<void> {
  if (booking.releasedAt !== null) return;
  await tx
    .update(deliveryCapacity)
    .set({ booked: sql`greatest(${deliveryCapacity.booked} - 1, 0)` })
    .where(
      and(eq(deliveryCapacity.region, booking.region), eq(deliveryCapacity.day, booking.day), eq(deliveryCapacity.slot, booking.slot)),
    );
}

function changeMail(order: typeof orders.$inferSelect, lines: string[], link: string) {
  const name = (order.customer as { first_name?: string }).first_name ?? 'klant';
  const text = [
    `Beste ${name},`,
    '',
    ...lines,
    '',
    `Wil je nog iets wijzigen? Dat kan tot 48 uur voor je bezorgdag: ${link}`,
    '',
    'Slaap lekker!',
    'Team Slaapzaak',
  ].join('\n');
  return { to: order.email, subject: `Je bezorgdag voor bestelling ${order.number}`, text, tag: 'delivery-change' };
}

/**
 * Moves the order's delivery to another offered day and part of day. The version is the one the page
 * or link was made with (null: the logged-in customer without a form version, e.g. the API). Returns
 * the outbox key of the confirmation mail.
 */
export async function rescheduleDelivery(
  db: Db,
  orderId: number,
  input: { delivery_date?: unknown; delivery_slot?: unknown; version: number | null },
  now: Date,
  links: ChangeLinks,
): Promise<{ key: string; message: string }> {
  return db.transaction(async (tx) => {
    const { booking, order } = await lockForChange(tx, orderId, input.version, now);
    const offer = await changeOffer(tx, orderId, booking.region, now);
    if (!offer) throw new ChangeRefused(CHANGE_MESSAGES.status, 409);
    const { delivery, issues } = validateDeliveryChoice(offer, input);
    if (!delivery) {
      const full = issues.find((i) => i.path === 'delivery_slot' && i.message.includes('vol'));
      throw full ? new ChangeRefused(full.message, 409, full.path) : new ChangeRefused(issues[0]!.message, 400, issues[0]!.path);
    }
    if (booking.releasedAt === null && delivery.date === booking.day && delivery.slot === booking.slot)
      throw new ChangeRefused(CHANGE_MESSAGES.same, 400, 'delivery_date');
    await takePlace(tx, booking.region, delivery.date, delivery.slot); // throws SlotFull
    await giveBack(tx, booking);
    const version = booking.linkVersion + 1;
    await tx
      .update(deliveryBookings)
      .set({ day: delivery.date, slot: delivery.slot, releasedAt: null, dayCancelledAt: null, linkVersion: version })
      .where(eq(deliveryBookings.orderId, orderId));
    const dayText = formatDeliveryDay(delivery.date);
    const before = booking.dayCancelledAt ? 'geen dag' : `${formatDeliveryDay(booking.day)} ${booking.slot}`;
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: order.status,
      toStatus: order.status,
      note: `Bezorgdag gewijzigd door de klant: ${before} → ${dayText} ${delivery.slot}`,
    });
    const key = `delivery-change:${order.number}:${version}`;
    const link = deliveryLinkUrl(links.publicUrl, orderId, version, links.tokenSecret);
    await enqueueMail(
      tx,
      key,
      changeMail(
        order,
        [`Je bezorgdag is gewijzigd. We bezorgen je bestelling ${order.number} op ${dayText}, ${SLOT_TEXT[delivery.slot]}.`],
        link,
      ),
    );
    return { key, message: CHANGE_MESSAGES.rescheduled(dayText, SLOT_TEXT[delivery.slot]) };
  });
}

/** Gives the booked day back without cancelling the order: it waits for a new day (staff see it). */
export async function cancelDeliveryDay(
  db: Db,
  orderId: number,
  input: { version: number | null },
  now: Date,
  links: ChangeLinks,
): Promise<{ key: string; message: string }> {
  return db.transaction(async (tx) => {
    const { booking, order } = await lockForChange(tx, orderId, input.version, now);
    if (booking.dayCancelledAt !== null) throw new ChangeRefused(CHANGE_MESSAGES.cancelled, 409);
    await giveBack(tx, booking);
    const version = booking.linkVersion + 1;
    await tx
      .update(deliveryBookings)
      .set({ releasedAt: now, dayCancelledAt: now, linkVersion: version })
      .where(eq(deliveryBookings.orderId, orderId));
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: order.status,
      toStatus: order.status,
      note: `Bezorgdag ${formatDeliveryDay(booking.day)} ${booking.slot} vrijgegeven door de klant: wacht op een nieuwe dag`,
    });
    const key = `delivery-change:${order.number}:${version}`;
    const link = deliveryLinkUrl(links.publicUrl, orderId, version, links.tokenSecret);
    await enqueueMail(
      tx,
      key,
      changeMail(
        order,
        [`Je bezorgdag voor bestelling ${order.number} is vrijgegeven. Je bestelling blijft staan.`, 'Kies een nieuwe dag via deze link:'],
        link,
      ),
    );
    return { key, message: CHANGE_MESSAGES.cancelled };
  });
}
