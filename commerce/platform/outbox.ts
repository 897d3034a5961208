// The durable outbox (docs/decisions/0029). A side effect — an e-mail, a refund at the payment
// provider — is written as a row in the same transaction as the change that causes it, and
// delivered after the commit: at once when possible, else by the outbox worker with back-off. A
// webhook or an order therefore never fails because mail or the provider is down, and a message is
// never lost or queued twice: `key` is unique (order-confirmation:DKBD…, refund:tr_…).
import { inRootSpan } from '../../lib/telemetry';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderEvents, orders, outboxMessages, payments, refunds } from '../db/schema';
import type { MailMessage, Mailer } from '../providers/mail';
import type { PaymentProvider } from '../providers/payment/types';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RefundRequest {
  provider: string;
  paymentId: string;
  amount: number;
  orderNumber: string;
  reason: string;
  /** refunds.id when staff asked for it (back office): marked refunded with the provider's id. */
  refundRecordId?: number;
  /** Sent to the provider on every attempt; absent: the message's key (stable per refund). */
  idempotencyKey?: string;
}

export type OutboxMessage = { kind: 'mail'; payload: MailMessage } | { kind: 'refund'; payload: RefundRequest };

export interface OutboxDeps {
  mailer: Mailer;
  /** Needed for refunds; a process without it (a mail-only script) leaves refunds to the shop's worker. */
  payments?: PaymentProvider;
  logger?: { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

/** How long a claimed message is left alone by other workers while one delivers it. */
const LEASE_MS = 2 * 60_000;

/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min, … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** Queues a message once per key (a second enqueue of the same key is a no-op). */
export async function enqueue(db: Db | Tx, key: string, message: OutboxMessage): Promise<void> {
  await db
    .insert(outboxMessages)
    // Due "now" on the clock deliverOutbox compares with (ours, in ms), not the database's now()
    // (microseconds): a message queued and delivered within the same millisecond was "not yet due"
    // to deliverNow and waited for the worker (on PostgreSQL, stock-alerts.test.ts lost mails).
    .values({ key, kind: message.kind, payload: message.payload, nextAttemptAt: new Date() })
    .onConflictDoNothing({ target: outboxMessages.key });
}

export const enqueueMail = (db: Db | Tx, key: string, mail: MailMessage) => enqueue(db, key, { kind: 'mail', payload: mail });

/**
 * Sends a refund to its provider at most once. The message's key goes along as the provider's
 * idempotency key on every attempt; a retry (an earlier attempt may have reached the provider and
 * lost its answer, or crashed before our commit) first asks the provider for a refund with that
 * key and books that one instead of asking again. Our books and the message's "sent" mark are one
 * transaction, so a refund is booked once however often this runs.
 */
async function performRefund(db: Db, row: ClaimedRow, refund: RefundRequest, deps: OutboxDeps): Promise<void> {
  if (!deps.payments || refund.provider !== deps.payments.name)
    throw new Error(`refund for provider ${refund.provider}, configured is ${deps.payments?.name ?? 'none'}`);
  const idempotencyKey = refund.idempotencyKey ?? row.key;
  const earlier = row.attempts > 1 && deps.payments.findRefund ? await deps.payments.findRefund(refund.paymentId, idempotencyKey) : null;
  if (earlier?.status === 'failed') throw new Error(`refund ${earlier.id} for ${refund.paymentId} was refused by the provider`);
  const done = earlier
    ? { id: earlier.id, status: earlier.status as 'pending' | 'refunded' }
    : await deps.payments.refund(refund.paymentId, refund.amount, { idempotencyKey });
  await db.transaction(async (tx) => {
    const [first] = await tx
      .update(outboxMessages)
      .set({ sentAt: new Date(), lockedUntil: null, lastError: null })
      .where(and(eq(outboxMessages.id, row.id), isNull(outboxMessages.sentAt)))
      .returning();
    if (!first) return; // booked by an earlier run already
    const [payment] = await tx
      .update(payments)
      .set({ refundedAmount: sql`${payments.refundedAmount} + ${refund.amount}`, refundId: done.id })
      .where(and(eq(payments.provider, refund.provider), eq(payments.providerPaymentId, refund.paymentId)))
      .returning();
    if (refund.refundRecordId) {
      // A provider may pay a refund out later (Mollie: pending); its webhook settles it (orders.ts syncRefunds).
      await tx.update(refunds).set({ status: done.status, providerRefundId: done.id }).where(eq(refunds.id, refund.refundRecordId));
    }
    const [order] = payment
      ? await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, payment.orderId))
      : [];
    if (order) {
      await tx.insert(orderEvents).values({
        orderId: order.id,
        fromStatus: order.status,
        toStatus: order.status,
        note: `Betaling ${refund.paymentId} terugbetaald (${done.id}): ${refund.reason}`,
      });
    }
  });
}

type ClaimedRow = { id: number; key: string; kind: string; payload: unknown; attempts: number };

async function perform(db: Db, row: ClaimedRow, deps: OutboxDeps): Promise<void> {
  const message = { kind: row.kind, payload: row.payload } as OutboxMessage;
  if (message.kind === 'refund') return performRefund(db, row, message.payload, deps);
  await deps.mailer.send(message.payload);
  await db.update(outboxMessages).set({ sentAt: new Date(), lockedUntil: null, lastError: null }).where(eq(outboxMessages.id, row.id));
}

/**
 * Delivers due messages (or only those with the given keys). Each is claimed with a lease first, so
 * two workers never send the same message at once; it is marked sent after the side effect. A
 * crash between the two sends it again on the next run (at least once; a Message-ID per key lets
 * mail clients fold such a twin).
 */
export async function deliverOutbox(
  db: Db,
  deps: OutboxDeps,
  options: { keys?: string[]; limit?: number; now?: Date } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  if (options.keys && options.keys.length === 0) return { sent: 0, failed: 0 };
  const onlyKeys = options.keys
    ? sql`and key in (${sql.join(
        options.keys.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  const claimed = (await db.execute(sql`
    update outbox_messages
       set locked_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz, attempts = attempts + 1
     where id in (
       select id from outbox_messages
        where sent_at is null and next_attempt_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz) ${onlyKeys}
        order by id limit ${options.limit ?? 20}
        for update skip locked)
    returning id, key, kind, payload, attempts`)) as unknown as {
    rows: ClaimedRow[];
  };

  let sent = 0;
  let failed = 0;
  for (const row of claimed.rows) {
    try {
      await perform(db, row, deps);
      sent++;
    } catch (error) {
      failed++;
      const message = (error as Error).message?.slice(0, 500) ?? String(error);
      deps.logger?.warn({ key: row.key, attempts: row.attempts, err: message }, 'outbox delivery failed; retried later');
      await db
        .update(outboxMessages)
        .set({ lockedUntil: null, lastError: message, nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) })
        .where(eq(outboxMessages.id, row.id));
    }
  }
  return { sent, failed };
}

/** Delivers what was just queued, without letting its failure reach the caller's answer. */
export async function deliverNow(db: Db, deps: OutboxDeps, keys: string[]): Promise<void> {
  try {
    await deliverOutbox(db, deps, { keys });
  } catch (error) {
    deps.logger?.error({ err: (error as Error).message }, 'outbox delivery failed');
  }
}

/** Messages not yet delivered (for tests, the back office and /readyz-style checks). */
export async function pendingOutbox(db: Db, keys?: string[]) {
  return db
    .select()
    .from(outboxMessages)
    .where(keys ? and(sql`${outboxMessages.sentAt} is null`, inArray(outboxMessages.key, keys)) : sql`${outboxMessages.sentAt} is null`);
}

/**
 * Runs the outbox every `intervalMs` (5 s) in this process until stopped. Every process may run
 * one: claims with a lease keep them from delivering the same message twice.
 */
/** How long a sent mail's text is kept (for support questions about it) before it is pruned. */
export const SENT_MAIL_RETENTION_DAYS = 30;

/**
 * Prunes the text of mails sent more than `days` ago (names, addresses, e-mail addresses): the row and
 * its key stay, so the message is still known to exist once and is never queued again (ADR 0047).
 */
export async function pruneSentMail(db: Db, now: Date, days = SENT_MAIL_RETENTION_DAYS): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60_000).toISOString();
  const pruned = await db
    .update(outboxMessages)
    .set({ payload: { pruned: true } })
    .where(
      and(
        eq(outboxMessages.kind, 'mail'),
        sql`${outboxMessages.sentAt} < ${before}::timestamptz`,
        sql`not (${outboxMessages.payload} ? 'pruned' or ${outboxMessages.payload} ? 'redacted')`,
      ),
    )
    .returning();
  return pruned.length;
}

export function startOutboxWorker(db: Db, deps: OutboxDeps, intervalMs = 5_000): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let prunedAt = 0;
  const timer = setInterval(() => {
    if (stopped) return;
    // A trace of its own per run (docs/decisions/0061): no request asked for it.
    running = running.then(() =>
      inRootSpan('job outbox', () => deliverOutbox(db, deps)).catch((error: Error) =>
        deps.logger?.error({ err: error.message }, 'outbox run failed'),
      ),
    );
    // Once an hour, sent mails past their retention lose their text.
    if (Date.now() - prunedAt > 60 * 60_000) {
      prunedAt = Date.now();
      running = running.then(() =>
        pruneSentMail(db, new Date()).catch((error: Error) => deps.logger?.error({ err: error.message }, 'outbox pruning failed')),
      );
    }
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
