// What every back-office service shares: its error (a Dutch message and a 4xx), who acts, the
// injected parts (database, clock, mail, payments, limits) and the audit log they write to.
import type { Db } from '../db/client';
import { auditLog, type StaffRole } from '../db/schema';
import type { Logger } from '../providers';
import type { Mailer } from '../providers/mail';
import type { PaymentProvider } from '../providers/payment/types';
import type { OrderDeps } from '../order/orders';
import type { Limiter } from '../platform/rate-limits';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export class AdminError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 429 | 503,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AdminError';
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
  orderDeps: OrderDeps;
  /** Work after the answer (refreshing listing data after a price change). */
  runAfter: (name: string, task: () => Promise<unknown>) => void;
}

export function requireOwner(actor: Actor): void {
  if (actor.role !== 'eigenaar') throw new AdminError(ADMIN_MESSAGES.ownerOnly, 403);
}

/** Appends one row to the audit log (in the caller's transaction when given one). */
export async function audit(
  db: Db | Tx,
  actor: Actor,
  action: string,
  subject: string,
  before: unknown = null,
  after: unknown = null,
): Promise<void> {
  await db
    .insert(auditLog)
    .values({ staffId: actor.id, actor: actor.email, action, subject, before: before ?? null, after: after ?? null });
}

export async function rows<T>(db: Db | Tx, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
