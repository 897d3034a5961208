// Staff plan the crew's days (docs/decisions/0066): the places per region, day and part of day
// (a week's grid; one number per part of day applied to chosen days; closing a day), the day list with
// addresses, phone numbers, services and items (the route sheet), and marking a delivery "Bezorgd" or
// "Niet thuis". Capacity never goes below what is booked: the rows are locked (`for update`) and the
// update is guarded, so a booking at the same moment either counts or waits. Every change is audited.
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { customerReturns, deliveryBookings, deliveryCapacity, orderEvents, orderLines, orders } from '../db/schema';
import { AdminError, audit, type Actor, type AdminServices, type Tx } from '../admin/context';
import { deliverNow, enqueueMail } from '../platform/outbox';
import type { DayList, DeliveryStop, PlanWeek } from '#contract/schemas/delivery-planning';
import { deliveryLinkUrl } from './changes';
import { dayNumber, formatDeliveryDay, isDeliveryDay, isoDay, type DayNumber } from './promise';
import { bookedServices, DEFAULT_CAPACITY, SLOT_TEXT, SLOTS, type Slot } from './slots';

export const PLANNING_REFUSALS = {
  past: (day: string) => `${cap(formatDeliveryDay(day))} ligt in het verleden; die dag kun je niet meer plannen.`,
  noDelivery: (day: string) => `Op ${formatDeliveryDay(day)} bezorgen we niet (weekend of feestdag).`,
  belowBooked: (day: string, slot: Slot, booked: number) =>
    `Op ${formatDeliveryDay(day)} zijn in de ${slot} al ${booked} ${booked === 1 ? 'plaats' : 'plaatsen'} geboekt. Zet de capaciteit op minstens ${booked}, of verplaats eerst bezorgingen.`,
  notCrew: 'Deze bestelling wordt niet door onze bezorgers bezorgd.',
  notOnList: (region: string, day: string) => `Deze bestelling staat niet op de dagplanning van ${region} op ${formatDeliveryDay(day)}.`,
  missed: 'De klant was niet thuis; de bestelling wacht op een nieuwe bezorgdag van de klant.',
  released: 'Deze bezorging is vervallen: de klant heeft de dag vrijgegeven of de bestelling is geannuleerd.',
  delivered: 'Deze bestelling is al bezorgd.',
  status: 'Deze bestelling is niet betaald of geannuleerd; die bezorgen we niet.',
  farAhead: 'Je kunt hoogstens een jaar vooruit plannen.',
} as const;

/** How far ahead staff may set capacity (a year: no rows for the year 9999). */
export const PLAN_AHEAD_DAYS = 366;

const cap = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

const dayOf = (iso: string): DayNumber => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return dayNumber(y, m, d);
};
/** The Monday of a day's week (day 0, 1970-01-01, was a Thursday). */
const mondayOf = (day: DayNumber): DayNumber => day - ((day + 3) % 7);

// ---- The week's grid -------------------------------------------------------------------------------

/** A region's week, Monday to Friday (the crew's days, promise.ts): per part of day the places (set, or the default) and what is booked. */
export async function planWeek(db: AdminServices['db'], region: string, week: string | undefined, today: DayNumber): Promise<PlanWeek> {
  const monday = mondayOf(week ? dayOf(week) : today);
  const days = Array.from({ length: 5 }, (_, i) => monday + i);
  const rows = await db
    .select()
    .from(deliveryCapacity)
    .where(
      and(eq(deliveryCapacity.region, region), gte(deliveryCapacity.day, isoDay(days[0]!)), lte(deliveryCapacity.day, isoDay(days[4]!))),
    );
  const byKey = new Map(rows.map((r) => [`${r.day}|${r.slot}`, r]));
  return {
    region,
    week: isoDay(monday),
    previous_week: isoDay(monday - 7),
    next_week: isoDay(monday + 7),
    today: isoDay(today),
    default_capacity: DEFAULT_CAPACITY,
    days: days.map((d) => {
      const date = isoDay(d);
      const slots = SLOTS.map((slot) => {
        const row = byKey.get(`${date}|${slot}`);
        return { slot, capacity: row?.capacity ?? DEFAULT_CAPACITY, booked: row?.booked ?? 0, planned: row !== undefined };
      });
      return {
        date,
        text: formatDeliveryDay(date),
        delivery_day: isDeliveryDay(d, 'crew'),
        past: d < today,
        closed: slots.every((s) => s.capacity === 0),
        slots,
      };
    }),
  };
}

// ---- Setting capacity --------------------------------------------------------------------------------

export interface CapacityChange {
  day: string;
  slot: Slot;
  from: number;
  to: number;
}

/**
 * Sets the places of the chosen days' parts of day (null/undefined: leave that part as it is), all or
 * nothing. Refused: a day before today (400), a Sunday or public holiday (400), a number below what is
 * booked (409). One audit row per changed day: who, region, day, old → new per part of day.
 */
export async function setCapacity(
  svc: Pick<AdminServices, 'db'>,
  actor: Actor,
  input: { region: string; days: string[]; ochtend?: number | null; middag?: number | null; avond?: number | null },
  today: DayNumber,
  action = 'delivery.capacity',
): Promise<{ region: string; changed: CapacityChange[] }> {
  const days = [...new Set(input.days)].sort();
  for (const day of days) {
    if (dayOf(day) < today) throw new AdminError(PLANNING_REFUSALS.past(day), 400, 'days');
    if (dayOf(day) > today + PLAN_AHEAD_DAYS) throw new AdminError(PLANNING_REFUSALS.farAhead, 400, 'days');
    if (!isDeliveryDay(dayOf(day), 'crew')) throw new AdminError(PLANNING_REFUSALS.noDelivery(day), 400, 'days');
  }
  const wanted = SLOTS.flatMap((slot) => (typeof input[slot] === 'number' ? [{ slot, to: input[slot] }] : []));
  return svc.db.transaction(async (tx) => {
    const changed: CapacityChange[] = [];
    // Rows first (a part nobody set gets its default), then locked in one order: two editors never deadlock.
    await tx
      .insert(deliveryCapacity)
      .values(days.flatMap((day) => wanted.map(({ slot }) => ({ region: input.region, day, slot, capacity: DEFAULT_CAPACITY }))))
      .onConflictDoNothing();
    const locked = await tx
      .select()
      .from(deliveryCapacity)
      .where(
        and(
          eq(deliveryCapacity.region, input.region),
          inArray(deliveryCapacity.day, days),
          inArray(
            deliveryCapacity.slot,
            wanted.map((w) => w.slot),
          ),
        ),
      )
      .orderBy(asc(deliveryCapacity.day), asc(deliveryCapacity.slot))
      .for('update');
    for (const day of days) {
      for (const { slot, to } of wanted) {
        const row = locked.find((r) => r.day === day && r.slot === slot)!;
        if (to < row.booked) throw new AdminError(PLANNING_REFUSALS.belowBooked(day, slot, row.booked), 409, slot);
        if (to === row.capacity) continue;
        const [after] = await tx
          .update(deliveryCapacity)
          .set({ capacity: to, updatedAt: sql`now()` })
          .where(
            and(
              eq(deliveryCapacity.region, input.region),
              eq(deliveryCapacity.day, day),
              eq(deliveryCapacity.slot, slot),
              sql`${deliveryCapacity.booked} <= ${to}`,
            ),
          )
          .returning();
        if (!after) throw new AdminError(PLANNING_REFUSALS.belowBooked(day, slot, row.booked), 409, slot);
        changed.push({ day, slot, from: row.capacity, to });
      }
    }
    for (const day of days) {
      const ofDay = changed.filter((c) => c.day === day);
      if (ofDay.length === 0) continue;
      await audit(
        tx as Tx,
        actor,
        action,
        `${input.region} ${day}`,
        { region: input.region, day, ...Object.fromEntries(ofDay.map((c) => [c.slot, c.from])) },
        { region: input.region, day, ...Object.fromEntries(ofDay.map((c) => [c.slot, c.to])) },
      );
    }
    return { region: input.region, changed };
  });
}

/** Closes a day: no places in any part of day (refused while deliveries are booked on it). */
export function closeDay(svc: Pick<AdminServices, 'db'>, actor: Actor, input: { region: string; day: string }, today: DayNumber) {
  return setCapacity(svc, actor, { region: input.region, days: [input.day], ochtend: 0, middag: 0, avond: 0 }, today, 'delivery.close-day');
}

// ---- The day list ------------------------------------------------------------------------------------

type Address = { street?: string; house_number?: string; extension?: string; zipcode?: string; city?: string };
type Person = { first_name?: string; last_name?: string; phone?: string; company_name?: string };

/** Who a stop is for and where the crew goes: the order's customer and delivery address. */
function whoAndWhere(order: { customer: unknown; shippingAddress: unknown }) {
  const address = order.shippingAddress as Address;
  const person = order.customer as Person;
  return {
    name: [person.first_name, person.last_name].filter(Boolean).join(' ') || person.company_name || '',
    phone: person.phone ?? '',
    address: {
      street: address.street ?? '',
      house_number: [address.house_number, address.extension].filter(Boolean).join(' '),
      zipcode: address.zipcode ?? '',
      city: address.city ?? '',
    },
  };
}

const zipKey = (zip: string) => zip.replace(/\s/g, '').toUpperCase();

/**
 * A region's deliveries on a day: the ones to drive (held places), delivered ones and the ones where
 * nobody was home, with address, phone, services and items; ordered by part of day, then postcode.
 */
export async function dayList(db: AdminServices['db'], region: string, day: string): Promise<DayList> {
  const rows = await db
    .select({ booking: deliveryBookings, order: orders })
    .from(deliveryBookings)
    .innerJoin(orders, eq(orders.id, deliveryBookings.orderId))
    .where(
      and(
        eq(deliveryBookings.region, region),
        eq(deliveryBookings.day, day),
        inArray(orders.status, ['paid', 'shipped', 'delivered']),
        sql`(${deliveryBookings.releasedAt} is null or (${deliveryBookings.missedAt} is not null and ${deliveryBookings.dayCancelledAt} is not null))`,
      ),
    );
  // Crew pickups of trial returns (ADR 0065) in the same places: still holding theirs, or picked up (done).
  const pickups = await db
    .select({ ret: customerReturns, order: orders })
    .from(customerReturns)
    .innerJoin(orders, eq(orders.id, customerReturns.orderId))
    .where(
      and(
        eq(customerReturns.kind, 'proefslapen'),
        eq(customerReturns.pickupMethod, 'crew'),
        eq(customerReturns.pickupRegion, region),
        eq(customerReturns.pickupDay, day),
        sql`${customerReturns.status} <> 'afgewezen'`,
        sql`(${customerReturns.pickupReleasedAt} is null or ${customerReturns.pickedUpAt} is not null)`,
      ),
    );
  const ids = [...new Set([...rows.map((r) => r.order.id), ...pickups.map((p) => p.order.id)])];
  const lines = ids.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)) : [];
  const stops: DeliveryStop[] = rows.map(({ booking, order }) => {
    const missed = booking.releasedAt !== null;
    return {
      order_number: order.number,
      status: order.status === 'delivered' ? 'bezorgd' : missed ? 'niet-thuis' : 'te-bezorgen',
      slot: booking.slot,
      slot_text: SLOT_TEXT[booking.slot],
      ...whoAndWhere(order),
      // With their counts: "Oude matras of bed retour (2 stuks)", "Naar boven dragen zonder lift (3 verdiepingen)".
      services: bookedServices(booking).map((s) => ({ code: s.code, title: s.title })),
      items: lines
        .filter((l) => l.orderId === order.id)
        .map((l) => ({ title: l.title, options: l.optionValues, sku: l.sku, quantity: l.quantity })),
      delivered_at: order.deliveredAt?.toISOString() ?? null,
      missed_at: booking.missedAt?.toISOString() ?? null,
      kind: 'bezorgen',
      return_number: null,
      picked_up_at: null,
    };
  });
  for (const { ret, order } of pickups) {
    const quantities = new Map(ret.lines.map((l) => [l.line_id, l.quantity]));
    stops.push({
      order_number: order.number,
      status: ret.pickedUpAt ? 'bezorgd' : 'te-bezorgen',
      slot: ret.pickupSlot!,
      slot_text: SLOT_TEXT[ret.pickupSlot!],
      ...whoAndWhere(order),
      services: [],
      items: lines
        .filter((l) => l.orderId === order.id && quantities.has(l.id))
        .map((l) => ({ title: l.title, options: l.optionValues, sku: l.sku, quantity: quantities.get(l.id)! })),
      delivered_at: null,
      missed_at: null,
      kind: 'ophalen',
      return_number: ret.number,
      picked_up_at: ret.pickedUpAt?.toISOString() ?? null,
    });
  }
  stops.sort(
    (a, b) =>
      SLOTS.indexOf(a.slot) - SLOTS.indexOf(b.slot) ||
      zipKey(a.address.zipcode).localeCompare(zipKey(b.address.zipcode)) ||
      a.order_number.localeCompare(b.order_number) ||
      a.kind.localeCompare(b.kind),
  );
  return { region, day, day_text: formatDeliveryDay(day), stops };
}

// ---- Delivered / not at home -------------------------------------------------------------------------

/** The order and its booking, locked; the order must be a crew delivery on the list the staff member acts from. */
async function lockStop(tx: Tx, number: string, region: string, day: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
  if (!order) throw new AdminError('Deze bestelling bestaat niet.', 404);
  const [booking] = await tx.select().from(deliveryBookings).where(eq(deliveryBookings.orderId, order.id)).for('update');
  if (!booking) throw new AdminError(PLANNING_REFUSALS.notCrew, 404);
  if (booking.region !== region || booking.day !== day) throw new AdminError(PLANNING_REFUSALS.notOnList(region, day), 404);
  return { order, booking };
}

const stopState = (o: { status: string }, b: { region: string; day: string; slot: Slot }) => ({
  status: o.status,
  region: b.region,
  day: b.day,
  slot: b.slot,
});

/**
 * "Bezorgd": delivered_at is set once (the return period and trial nights count from it). A paid order
 * goes paid → shipped (handed to the crew) → delivered, as the state machine allows; a second mark
 * (double submit, a colleague at the same moment) waits for the lock and answers `changed: false`.
 */
export async function markStopDelivered(
  svc: Pick<AdminServices, 'db' | 'now'>,
  actor: Actor,
  number: string,
  at: { region: string; day: string },
) {
  return svc.db.transaction(async (tx) => {
    const { order, booking } = await lockStop(tx as Tx, number, at.region, at.day);
    if (order.status === 'delivered') return { order_number: number, status: 'bezorgd' as const, changed: false };
    if (booking.missedAt !== null && booking.dayCancelledAt !== null) throw new AdminError(PLANNING_REFUSALS.missed, 409);
    if (booking.releasedAt !== null) throw new AdminError(PLANNING_REFUSALS.released, 409);
    if (order.status !== 'paid' && order.status !== 'shipped') throw new AdminError(PLANNING_REFUSALS.status, 409);
    const now = svc.now();
    if (order.status === 'paid')
      await tx
        .insert(orderEvents)
        .values({ orderId: order.id, fromStatus: 'paid', toStatus: 'shipped', note: 'Meegegeven aan onze bezorgers' });
    await tx
      .update(orders)
      .set({ status: 'delivered', deliveredAt: now, shippedAt: order.shippedAt ?? now })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: 'shipped',
      toStatus: 'delivered',
      note: `Bezorgd door onze bezorgers (${formatDeliveryDay(booking.day)}, ${booking.slot})`,
    });
    await audit(tx as Tx, actor, 'delivery.delivered', number, stopState(order, booking), {
      ...stopState({ status: 'delivered' }, booking),
      delivered_at: now,
    });
    return { order_number: number, status: 'bezorgd' as const, changed: true };
  });
}

/**
 * "Niet thuis": the place goes back exactly once, the order waits for a new day (as when the customer
 * gives the day back, ADR 0063), and the customer gets a mail through the outbox with the signed one-time
 * link (a new link version, so older links are spent). A second mark answers `changed: false`.
 */
export async function markStopNotHome(svc: AdminServices, actor: Actor, number: string, at: { region: string; day: string }) {
  const done = await svc.db.transaction(async (tx) => {
    const { order, booking } = await lockStop(tx as Tx, number, at.region, at.day);
    if (booking.missedAt !== null && booking.dayCancelledAt !== null)
      return { result: { order_number: number, status: 'niet-thuis' as const, changed: false }, key: null };
    if (order.status === 'delivered') throw new AdminError(PLANNING_REFUSALS.delivered, 409);
    if (booking.releasedAt !== null) throw new AdminError(PLANNING_REFUSALS.released, 409);
    // A crew order staff marked "Verzonden" (handed to the crew) can meet a closed door too.
    if (order.status !== 'paid' && order.status !== 'shipped') throw new AdminError(PLANNING_REFUSALS.status, 409);
    const now = svc.now();
    await tx
      .update(deliveryCapacity)
      .set({ booked: sql`greatest(${deliveryCapacity.booked} - 1, 0)` })
      .where(
        and(eq(deliveryCapacity.region, booking.region), eq(deliveryCapacity.day, booking.day), eq(deliveryCapacity.slot, booking.slot)),
      );
    const version = booking.linkVersion + 1;
    await tx
      .update(deliveryBookings)
      .set({ releasedAt: now, dayCancelledAt: now, missedAt: now, linkVersion: version })
      .where(eq(deliveryBookings.orderId, order.id));
    const dayText = formatDeliveryDay(booking.day);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      note: `Niet thuis op ${dayText} (${booking.slot}): wacht op een nieuwe dag van de klant`,
    });
    const key = `delivery-not-home:${order.number}:${version}`;
    const link = deliveryLinkUrl(svc.publicUrl, order.id, version, svc.tokenSecret);
    const name = (order.customer as Person).first_name ?? 'klant';
    await enqueueMail(tx, key, {
      to: order.email,
      subject: `We hebben je niet thuis getroffen — kies een nieuwe bezorgdag (${order.number})`,
      text: [
        `Beste ${name},`,
        '',
        `Onze bezorgers stonden ${dayText} in de ${booking.slot} bij je voor de deur met bestelling ${order.number}, maar er was niemand thuis.`,
        'Geen probleem: kies hier een nieuwe bezorgdag die jou past:',
        link,
        '',
        'Lukt het niet via de link? Bel ons op 020 - 123 45 67.',
        '',
        'Slaap lekker!',
        'Team Slaapzaak',
      ].join('\n'),
      tag: 'delivery-not-home',
    });
    await audit(tx as Tx, actor, 'delivery.not-home', number, stopState(order, booking), {
      ...stopState(order, booking),
      missed_at: now,
      released: true,
    });
    return { result: { order_number: number, status: 'niet-thuis' as const, changed: true }, key };
  });
  if (done.key) await deliverNow(svc.db, { mailer: svc.mailer, payments: svc.payments, logger: svc.logger }, [done.key]);
  return done.result;
}

export { SLOT_TEXT };
