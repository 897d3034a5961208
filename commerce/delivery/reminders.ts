// Delivery reminders through the outbox (docs/decisions/0059, docs/decisions/0063): the day before a crew delivery
// "Morgen bezorgen we je bestelling", and from 07:00 on the day itself the two-hour window. Each is queued
// once per booking and day (outbox key `delivery-reminder:<order>:<day>:<kind>`, unique), so two processes
// running the job at once, or a run repeated, queue it once; a rescheduled booking gets its new day's mails.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deliveryBookings, orders } from '../db/schema';
import { enqueueMail } from '../platform/outbox';
import { amsterdamTime, formatDeliveryDay, isoDay } from './promise';
import { SLOT_TEXT, type Slot } from './slots';

/** The hours a part of day covers (SLOT_TEXT). */
const SLOT_HOURS: Record<Slot, [number, number]> = { ochtend: [8, 12], middag: [12, 17], avond: [17, 21] };
/** From this local hour on the delivery day the window mail goes out. */
export const WINDOW_MAIL_HOUR = 7;

/**
 * The two-hour window of the n-th (0-based) of `count` bookings in one region, day and part of day, in
 * the crew's order (by order number, i.e. placement): the window starts on a whole hour from the part's
 * start to two hours before its end, and the bookings are spread evenly over those starts in order.
 * ochtend (8–12): 8–10, 9–11, 10–12; middag (12–17): 12–14 … 15–17; avond (17–21): 17–19 … 19–21.
 */
export function twoHourWindow(slot: Slot, position: number, count: number): { from: number; to: number; text: string } {
  const [start, end] = SLOT_HOURS[slot];
  const starts = end - start - 1;
  const index = count <= 1 ? 0 : Math.min(starts - 1, Math.floor((position * starts) / count));
  const from = start + index;
  return { from, to: from + 2, text: `${from}:00–${from + 2}:00` };
}

type Row = { orderId: number; number: string; email: string; customer: unknown; region: string; day: string; slot: Slot };

async function bookingsOn(db: Db, day: string): Promise<Row[]> {
  return db
    .select({
      orderId: orders.id,
      number: orders.number,
      email: orders.email,
      customer: orders.customer,
      region: deliveryBookings.region,
      day: deliveryBookings.day,
      slot: deliveryBookings.slot,
    })
    .from(deliveryBookings)
    .innerJoin(orders, eq(orders.id, deliveryBookings.orderId))
    .where(and(eq(deliveryBookings.day, day), isNull(deliveryBookings.releasedAt), inArray(orders.status, ['paid', 'shipped'])))
    .orderBy(asc(orders.number));
}

const firstName = (r: Row) => (r.customer as { first_name?: string }).first_name ?? 'klant';

/** Queues the reminders due at `now`; answers the keys due this run (a key queued before is not queued again). */
export async function queueDeliveryReminders(db: Db, now: Date): Promise<string[]> {
  const local = amsterdamTime(now);
  const keys: string[] = [];
  const tomorrow = isoDay(local.day + 1);
  for (const r of await bookingsOn(db, tomorrow)) {
    const key = `delivery-reminder:${r.orderId}:${r.day}:dag-ervoor`;
    await enqueueMail(db, key, {
      to: r.email,
      subject: 'Morgen bezorgen we je bestelling',
      text: [
        `Beste ${firstName(r)},`,
        '',
        `Morgen bezorgen we je bestelling ${r.number}: ${formatDeliveryDay(r.day)}, ${SLOT_TEXT[r.slot]}.`,
        `Morgenochtend vanaf ${WINDOW_MAIL_HOUR}:00 mailen we je het tijdvak van twee uur waarin onze bezorgers komen.`,
        'Zorg dat er iemand thuis is en de weg naar de slaapkamer vrij is.',
        '',
        'Slaap lekker!',
        'Team Slaapzaak',
      ].join('\n'),
      tag: 'delivery-reminder',
    });
    keys.push(key);
  }
  if (local.hour >= WINDOW_MAIL_HOUR) {
    const today = await bookingsOn(db, isoDay(local.day));
    const groups = new Map<string, Row[]>();
    for (const r of today) groups.set(`${r.region}|${r.slot}`, [...(groups.get(`${r.region}|${r.slot}`) ?? []), r]);
    for (const list of groups.values()) {
      for (const [position, r] of list.entries()) {
        const window = twoHourWindow(r.slot, position, list.length);
        const key = `delivery-reminder:${r.orderId}:${r.day}:tijdvak`;
        await enqueueMail(db, key, {
          to: r.email,
          subject: `Vandaag tussen ${window.text} bezorgen we je bestelling`,
          text: [
            `Beste ${firstName(r)},`,
            '',
            `Vandaag bezorgen onze bezorgers je bestelling ${r.number} tussen ${window.text}.`,
            'Lukt het toch niet? Bel ons op 020 - 123 45 67.',
            '',
            'Team Slaapzaak',
          ].join('\n'),
          tag: 'delivery-reminder',
        });
        keys.push(key);
      }
    }
  }
  return keys;
}
