// Crew delivery slots (docs/decisions/0059): the places per region (postcode area), day and part
// of day that staff set, and the bookings orders hold on them. A slot is a scarce good like stock:
// `booked` only moves under the row's own guard (`booked < capacity`), so two orders never take the last place.
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './schema';

export const deliveryCapacity = pgTable(
  'delivery_capacity',
  {
    /** The postcode area: country and the postcode's first two digits ("NL10"). */
    region: text('region').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    slot: text('slot', { enum: ['ochtend', 'middag', 'avond'] }).notNull(),
    /** Places staff set (0 closes the part of day). */
    capacity: integer('capacity').notNull(),
    /** Places held by orders that have not left (released exactly once). */
    booked: integer('booked').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'delivery_capacity_pkey', columns: [t.region, t.day, t.slot] }),
    check('delivery_capacity_slot_ck', sql`${t.slot} in ('ochtend', 'middag', 'avond')`),
    check('delivery_capacity_capacity_ck', sql`${t.capacity} between 0 and 1000`),
    check('delivery_capacity_booked_ck', sql`${t.booked} >= 0`),
  ],
);

/** One order's chosen day and services; released_at is set once, when the order stops holding it. */
export const deliveryBookings = pgTable(
  'delivery_bookings',
  {
    orderId: integer('order_id').primaryKey(),
    region: text('region').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    slot: text('slot', { enum: ['ochtend', 'middag', 'avond'] }).notNull(),
    /** What assembly cost when the order was placed, in cents incl. BTW; null: not chosen. */
    assemblyPrice: integer('assembly_price'),
    /** What take-back of an old mattress or bed cost when the order was placed; null: not chosen. */
    takebackPrice: integer('takeback_price'),
    /** How many old mattresses or beds take-back was paid for (ADR 0069); null: not chosen (or one, before 0069). */
    takebackPieces: integer('takeback_pieces'),
    /** Floors carried up without a lift (ADR 0069): 0 for the ground floor or a lift. */
    floors: integer('floors').notNull().default(0),
    /** What carrying upstairs cost when the order was placed (floors × fee, incl. BTW); null: no floors. */
    upstairsPrice: integer('upstairs_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** Raised by every change the customer makes: a reschedule link signs it, so a used link is spent (ADR 0063). */
    linkVersion: integer('link_version').notNull().default(0),
    /** The customer gave the day back without cancelling the order: it waits for a new day (ADR 0063). */
    dayCancelledAt: timestamp('day_cancelled_at', { withTimezone: true }),
    /** Staff marked the customer not at home on the booked day: the place went back, the order waits for a new day (ADR 0066). */
    missedAt: timestamp('missed_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'delivery_bookings_order_id_fkey', columns: [t.orderId], foreignColumns: [orders.id] }).onDelete('cascade'),
    index('delivery_bookings_day_idx').on(t.day, t.region),
    check('delivery_bookings_floors_ck', sql`${t.floors} between 0 and 10`),
    check('delivery_bookings_takeback_pieces_ck', sql`${t.takebackPieces} is null or ${t.takebackPieces} >= 1`),
  ],
);
