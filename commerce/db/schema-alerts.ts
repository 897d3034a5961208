// Alerts (docs/decisions/0052): "Mail me als hij er weer is" per variant, and the price-drop
// alerts of an account's favourites. Declared here so drizzle-kit knows the tables migration 0030 builds.
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers, products, variants } from './schema';

/**
 * One wish per variant and address: pending until the mailed link is followed (double opt-in),
 * confirmed until the variant is back (then sent, once), or unsubscribed.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id').notNull(),
    email: text('email').notNull(),
    /** The account that asked, when logged in (its privacy export and erasure find the alert by address too). */
    customerId: integer('customer_id'),
    status: text('status', { enum: ['pending', 'confirmed', 'sent', 'unsubscribed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_variant_email_uq').on(t.variantId, sql`lower(${t.email})`),
    index('stock_alerts_confirmed_idx')
      .on(t.variantId)
      .where(sql`${t.status} = 'confirmed'`),
    index('stock_alerts_email_idx').on(sql`lower(${t.email})`),
    foreignKey({ name: 'stock_alerts_variant_id_fkey', columns: [t.variantId], foreignColumns: [variants.id] }).onDelete('cascade'),
    foreignKey({ name: 'stock_alerts_customer_id_fkey', columns: [t.customerId], foreignColumns: [customers.id] }).onDelete('cascade'),
  ],
);

/** An account's opt-in to price-drop mails for its favourites, and when the last one went out (one a week). */
export const priceAlertSettings = pgTable(
  'price_alert_settings',
  {
    customerId: integer('customer_id').primaryKey(),
    optedInAt: timestamp('opted_in_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** Switched off (the row stays, so its week of last_sent_at survives an off-and-on; erasure deletes it). */
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'price_alert_settings_customer_id_fkey', columns: [t.customerId], foreignColumns: [customers.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** The favourites' prices an account was told about: the same drop is never mailed twice. */
export const priceAlertsSent = pgTable(
  'price_alerts_sent',
  {
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id').notNull(),
    price: integer('price').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'price_alerts_sent_pk', columns: [t.customerId, t.productId, t.price] }),
    foreignKey({ name: 'price_alerts_sent_customer_id_fkey', columns: [t.customerId], foreignColumns: [customers.id] }).onDelete('cascade'),
    foreignKey({ name: 'price_alerts_sent_product_id_fkey', columns: [t.productId], foreignColumns: [products.id] }).onDelete('cascade'),
  ],
);
