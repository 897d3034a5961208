// The back office's tables (docs/decisions/0036, migration 0023): staff apart from customers, their tokens and
// recovery codes, the append-only audit log, refunds by staff and stored return requests.
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

import { STAFF_ROLES } from '#contract/schemas/admin';

export { STAFF_ROLES };
export type { StaffRole } from '#contract/schemas/admin';

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** Argon2id, as customers' passwords; null until the enrolment link was used. */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret (SHA-1, 6 digits, 30 s); null until enrolled. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** Most a medewerker may refund per refund, in cents; null: no refunds above 0 unless owner. */
    refundLimit: integer('refund_limit'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_email_uq').on(sql`lower(${t.email})`),
    check('staff_role_check', sql`${t.role} IN ('eigenaar', 'medewerker')`),
  ],
);

export const STAFF_TOKEN_PURPOSES = ['session', 'login_ticket', 'enrol', 'password_reset'] as const;
export type StaffTokenPurpose = (typeof STAFF_TOKEN_PURPOSES)[number];

/** Sessions, pending-2FA tickets and one-time links; only the SHA-256 of a token is kept. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id').notNull(),
    purpose: text('purpose', { enum: STAFF_TOKEN_PURPOSES }).notNull(),
    /** An enrolment link's new TOTP secret, moved to the staff row when confirmed. */
    totpSecret: text('totp_secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used (one-time tokens) or revoked (sessions). */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_tokens_staff_idx').on(t.staffId, t.purpose)],
);

export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * Every staff action; a trigger refuses UPDATE, DELETE and TRUNCATE (also for the table's owner, which
 * has those privileges revoked), and a BEFORE INSERT trigger chains the rows: `hash` is
 * sha256(previous row's hash || this row's content), appended one at a time (docs/decisions/0047).
 * Rows name people by reference ids only; personal text lives in audit_personal, which erasure empties.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id'),
    /** The staff member's e-mail address, or `cli` for a maintenance command. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The chain: set by the database's trigger, never by the application. */
    hash: text('hash').notNull().default(''),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt, t.id), index('audit_log_subject_idx').on(t.subject)],
);

/**
 * The personal text an audit entry refers to (a cancel reason, a tracking URL with a postcode, an
 * exported address): the audit row holds `{ "personal": id }` instead, so erasure can delete this row
 * while the append-only, hash-chained log stays whole. `subject` is the audit entry's subject.
 */
export const auditPersonal = pgTable(
  'audit_personal',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_personal_subject_idx').on(t.subject)],
);

/**
 * Invoices as issued (art. 35a Wet OB, art. 52 AWR: kept 7 years): the invoice's fields frozen when
 * the order was paid, so the PDF is rendered from this document and never from the (mutable,
 * erasable) order. Erasure keeps a business customer's invoice and anonymises a private person's.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    number: text('number').notNull(),
    /** 'company' invoices are kept whole by erasure; 'private' ones are anonymised like the order. */
    customerType: text('customer_type').notNull(),
    document: jsonb('document').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invoices_order_uq').on(t.orderId), uniqueIndex('invoices_number_uq').on(t.number)],
);

/** A refund by staff (whole order, lines or an amount), delivered through the outbox. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    /** payments.id of the kept payment it is taken from. */
    paymentId: integer('payment_id').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull().default(''),
    lines: jsonb('lines').$type<{ line_id: number; quantity: number }[]>(),
    staffId: integer('staff_id'),
    /** The form's request id: a double submit finds this refund instead of making a second. */
    requestKey: text('request_key').notNull(),
    /** queued (in the outbox), pending (the provider has it), refunded, failed (refused after all). */
    status: text('status', { enum: ['queued', 'pending', 'refunded', 'failed'] })
      .notNull()
      .default('queued'),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_request_key_uq').on(t.requestKey),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

export const RETURN_STATUSES = ['requested', 'approved', 'received', 'refunded', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Rug returns (POST /v1/customer/service-fee-request), kept as a queue for staff. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    kind: text('kind').notNull().default('vloerkleed'),
    reason: text('reason').notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    returnNumber: text('return_number'),
    rejectReason: text('reject_reason'),
    refundId: integer('refund_id'),
    /** The order's rug lines this return covers (all of their units); null on requests from before 0025. */
    lines: jsonb('lines').$type<{ line_id: number; quantity: number }[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('return_requests_open_idx').on(t.status, t.createdAt),
    index('return_requests_order_idx').on(t.orderId),
    // One open return per order: a second request is refused, however many arrive at once.
    uniqueIndex('return_requests_one_open_uq')
      .on(t.orderId)
      .where(sql`${t.status} IN ('requested', 'approved', 'received')`),
  ],
);

/** Self-service returns (docs/decisions/0057): aangemeld → onderweg → ontvangen → terugbetaald, or afgewezen by staff (no refund). */
export const CUSTOMER_RETURN_STATUSES = ['aangemeld', 'onderweg', 'ontvangen', 'terugbetaald', 'afgewezen'] as const;
export type CustomerReturnStatus = (typeof CUSTOMER_RETURN_STATUSES)[number];
/** A return in the 30-day period (`retour`) or of a product on trial nights (`proefslapen`, docs/decisions/0065). */
export const CUSTOMER_RETURN_KINDS = ['retour', 'proefslapen'] as const;
export type CustomerReturnKind = (typeof CUSTOMER_RETURN_KINDS)[number];

/**
 * A customer's own return of lines of a delivered order, started in the account within 30 days of
 * delivery (docs/decisions/0057). `lines` are the units returned; a refunded return books them as a
 * line refund, so they are never returned or refunded again. `request_key` (customer id + the form's
 * random id) makes a double submit one return.
 */
export const customerReturns = pgTable(
  'customer_returns',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    orderId: integer('order_id').notNull(),
    customerId: integer('customer_id').notNull(),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<{ line_id: number; quantity: number }[]>().notNull(),
    status: text('status', { enum: CUSTOMER_RETURN_STATUSES }).notNull().default('aangemeld'),
    requestKey: text('request_key').notNull(),
    inspectionNote: text('inspection_note'),
    refundId: integer('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Staff rejected the return (docs/decisions/0064): the reason the customer sees; no refund. */
    rejectionReason: text('rejection_reason'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** docs/decisions/0065: a trial return is picked up — by the crew on a booked day and part of day, or as a parcel. */
    kind: text('kind', { enum: CUSTOMER_RETURN_KINDS }).notNull().default('retour'),
    pickupMethod: text('pickup_method', { enum: ['crew', 'parcel'] }),
    pickupRegion: text('pickup_region'),
    pickupDay: date('pickup_day', { mode: 'string' }),
    pickupSlot: text('pickup_slot', { enum: ['ochtend', 'middag', 'avond'] }),
    /** The crew's place was given back (the return was rejected): set once, so it is given back once. */
    pickupReleasedAt: timestamp('pickup_released_at', { withTimezone: true }),
    /** Staff marked the pickup done; the refund was queued in the same transaction. */
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_returns_number_uq').on(t.number),
    uniqueIndex('customer_returns_request_key_uq').on(t.requestKey),
    index('customer_returns_order_idx').on(t.orderId),
    index('customer_returns_status_idx').on(t.status, t.createdAt),
  ],
);
