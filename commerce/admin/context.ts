// What every back-office service shares: its error (a Dutch message and a 4xx), who acts, the
// injected parts (database, clock, mail, payments, limits) and the audit log they write to.
import type { Db } from '../db/client';
import { auditLog, auditPersonal, type StaffRole } from '../db/schema';
import type { Logger } from '../providers';
import type { Mailer } from '../providers/mail';
import type { PaymentProvider } from '../providers/payment/types';
import type { OrderDeps } from '../order/orders';
import type { Limiter } from '../platform/rate-limits';
import { CommerceProblem } from '../problem';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export class AdminError extends CommerceProblem<400 | 401 | 403 | 404 | 409 | 429 | 503> {
  constructor(message: string, status: 400 | 401 | 403 | 404 | 409 | 429 | 503, field?: string) {
    super(message, status, field, status === 401 ? { 'WWW-Authenticate': 'Bearer realm="beheer"' } : undefined);
  }
}

export const ADMIN_MESSAGES = {
  notLoggedIn: 'Je bent niet (meer) ingelogd in het beheer. Log opnieuw in.',
  ownerOnly: 'Alleen de eigenaar mag dit doen.',
  orderNotFound: 'Deze bestelling bestaat niet.',
} as const;

/** Who does something: a staff member, or a maintenance command (`cli`). */
export interface Actor {
  id: number | null;
  email: string;
  role: StaffRole;
  /** Most this actor may refund at once, in cents; null: no limit (the owner). */
  refundLimit: number | null;
}

export const CLI_ACTOR: Actor = { id: null, email: 'cli', role: 'eigenaar', refundLimit: null };

export interface AdminServices {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  payments: PaymentProvider;
  limiter: Limiter;
  logger: Logger;
  /** The shop's public base URL, for links in mails. */
  publicUrl: string;
  /** Signs the links in alert mails (stock alerts' unsubscribe links). */
  tokenSecret: string;
  orderDeps: OrderDeps;
  /** Work after the answer (refreshing listing data after a price change). */
  runAfter: (name: string, task: () => Promise<unknown>) => void;
}

export function requireOwner(actor: Actor): void {
  if (actor.role !== 'eigenaar') throw new AdminError(ADMIN_MESSAGES.ownerOnly, 403);
}

/**
 * Fields whose text may name or locate a person (a reason typed by staff or a customer, a tracking URL
 * with a postcode, an address): the audit row keeps `{ "personal": id }`, the text goes to
 * audit_personal, which erasure deletes, so the append-only chained log never holds it (ADR 0047).
 */
export const AUDIT_PERSONAL_KEYS = new Set([
  'reason',
  'reject_reason',
  'tracking_url',
  'url',
  'reply',
  'note',
  'message',
  'email',
  'name',
  'first_name',
  'last_name',
  'phone',
  'street',
  'house_number',
  'zipcode',
  'address',
]);

/** A JSON value with the personal fields swapped for references (`store` keeps the text and answers its id). */
async function withoutPersonalData(value: unknown, store: (text: string) => Promise<number>): Promise<unknown> {
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) out.push(await withoutPersonalData(item, store));
    return out;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (AUDIT_PERSONAL_KEYS.has(key) && typeof item === 'string' && item.trim() !== '') out[key] = { personal: await store(item) };
    else out[key] = await withoutPersonalData(item, store);
  }
  return out;
}

/**
 * Appends one row to the audit log (in the caller's transaction when given one). The database chains
 * the row to the one before (trigger audit_log_chain); personal text goes to audit_personal.
 */
export async function audit(
  db: Db | Tx,
  actor: Actor,
  action: string,
  subject: string,
  before: unknown = null,
  after: unknown = null,
): Promise<void> {
  // JSON first: dates become strings and undefined disappears, as the jsonb column will hold them.
  const plain = (v: unknown) => (v === null || v === undefined ? null : (JSON.parse(JSON.stringify(v)) as unknown));
  // A savepoint inside the caller's transaction, else a transaction of its own.
  await (db as Db).transaction(async (tx) => {
    const store = async (text: string) => {
      const [row] = await tx.insert(auditPersonal).values({ subject, value: text }).returning();
      return row.id;
    };
    await tx.insert(auditLog).values({
      staffId: actor.id,
      actor: actor.email,
      action,
      subject,
      before: await withoutPersonalData(plain(before), store),
      after: await withoutPersonalData(plain(after), store),
    });
  });
}

export async function rows<T>(db: Db | Tx, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
