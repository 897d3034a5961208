// The embedded payment provider: a hosted sandbox page like a PSP's test mode. The shopper picks
// the outcome (Betaald, Mislukt, Geannuleerd, Verlopen, Open) and presses Doorgaan; the sandbox then
// calls the shop's webhook with only the payment id and sends the shopper back, as Mollie does.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { formatPrice } from '../../../lib/money';
import { isLoopbackUrl } from '../../config';
import type { Db } from '../../db/client';
import { sandboxPayments } from '../../db/schema';
import type { CreatePaymentInput, PaymentProvider, PaymentStatus, ProviderPayment, RefundOptions } from './types';
import { IDEAL_ISSUERS, paymentMethod } from '../../checkout/checkout-options';

export const SANDBOX_OUTCOMES: { status: PaymentStatus; label: string }[] = [
  { status: 'paid', label: 'Betaald' },
  { status: 'failed', label: 'Mislukt' },
  { status: 'canceled', label: 'Geannuleerd' },
  { status: 'expired', label: 'Verlopen' },
  { status: 'open', label: 'Open' },
];

type Row = typeof sandboxPayments.$inferSelect;

function toPayment(row: Row): ProviderPayment {
  return {
    id: row.id,
    status: row.status as PaymentStatus,
    amount: row.amount,
    currency: row.currency,
    orderNumber: row.orderNumber,
    checkoutUrl: row.status === 'open' ? `/sandbox/pay/${row.id}` : null,
    expiresAt: row.status === 'open' ? row.expiresAt : null,
  };
}

export interface SandboxOptions {
  /** Minutes an open sandbox payment stays payable, like a PSP's payment lifetime (30). */
  lifetimeMinutes?: number;
  now?: () => Date;
}

/** An open payment past its lifetime becomes expired, once (as a PSP expires it on its side). */
async function expireIfDue(db: Db, row: Row, now: Date): Promise<Row> {
  if (row.status !== 'open' || !row.expiresAt || row.expiresAt > now) return row;
  const [updated] = await db
    .update(sandboxPayments)
    .set({ status: 'expired' })
    .where(and(eq(sandboxPayments.id, row.id), eq(sandboxPayments.status, 'open')))
    .returning();
  return updated ?? (await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, row.id)))[0];
}

/** SANDBOX_PAYMENT_MINUTES: the sandbox's payment lifetime (30). */
export function sandboxLifetimeFromEnv(env: Record<string, string | undefined>): number {
  const minutes = Number(env.SANDBOX_PAYMENT_MINUTES ?? 30);
  return Number.isFinite(minutes) && minutes > 0 && minutes <= 60 * 24 * 7 ? minutes : 30;
}

/**
 * The sandbox lets a shopper mark their own order paid: it follows demo mode (docs/decisions/0044).
 * Allowed without PUBLIC_URL or with a loopback one (localhost, 127.0.0.1, ::1); refused for any
 * other PUBLIC_URL, http:// as well as https:// (a shop behind a TLS proxy), unless SANDBOX_PAYMENTS=1
 * says this shop is a test shop. NODE_ENV plays no part: production without PUBLIC_URL is a demo
 * (server.ts logs that as an error).
 */
export function sandboxPaymentsAllowed(env: Record<string, string | undefined>): boolean {
  return isLoopbackUrl(env.PUBLIC_URL) || env.SANDBOX_PAYMENTS === '1';
}

/** No provider at all: nothing can be paid, so the checkout offers no method and places no order. */
export function createUnavailablePaymentProvider(): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw new Error('Er is geen betaalprovider ingesteld (MOLLIE_API_KEY, of SANDBOX_PAYMENTS=1 voor een testwinkel).');
  };
  return {
    name: 'none',
    checkoutOrigins: [],
    supportsMethod: () => false,
    createPayment: refuse,
    getPayment: refuse,
    refund: refuse,
    getRefund: refuse,
  };
}

export function createSandboxProvider(db: Db, options: SandboxOptions = {}): PaymentProvider {
  const lifetimeMs = (options.lifetimeMinutes ?? 30) * 60_000;
  const now = options.now ?? (() => new Date());
  /** The refund made with this key, if any. */
  async function findRefund(id: string, key: string) {
    const [row] = await db
      .select({ made: sql<string | null>`${sandboxPayments.refundKeys} ->> ${key}::text` })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, id));
    return row?.made ? { id: row.made, status: 'refunded' as const } : null;
  }
  return {
    name: 'sandbox',
    // The sandbox page is on the shop's own origin.
    checkoutOrigins: [],
    supportsMethod: () => true,
    // Like iDEAL 2.0 at a real PSP: the sandbox page itself asks for the bank.
    hostsIssuerChoice: (method: string) => method === 'ideal',
    async createPayment(input: CreatePaymentInput) {
      const id = `tr_${randomBytes(10).toString('hex')}`;
      const [row] = await db
        .insert(sandboxPayments)
        .values({
          id,
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          orderNumber: input.orderNumber,
          method: input.method,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          status: 'open',
          expiresAt: new Date(now().getTime() + lifetimeMs),
        })
        .returning();
      return toPayment(row);
    },
    async getPayment(id: string) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      if (!row) throw new Error(`Onbekende betaling ${id}`);
      return toPayment(await expireIfDue(db, row, now()));
    },
    async refund(id: string, amount: number, options: RefundOptions = {}) {
      if (!Number.isSafeInteger(amount) || amount < 1)
        throw new Error(`Sandbox: betaling ${id} kan niet voor ${amount} cent terugbetaald worden`);
      const key = options.idempotencyKey;
      // Like a PSP: only a paid payment, never more than what is left of it, and a key refunds once.
      const [row] = await db
        .update(sandboxPayments)
        .set({
          refundedAmount: sql`${sandboxPayments.refundedAmount} + ${amount}`,
          ...(key
            ? {
                refundKeys: sql`${sandboxPayments.refundKeys} || jsonb_build_object(${key}::text, 're_' || substr(${id}::text, 4) || '_' || (${sandboxPayments.refundedAmount} + ${amount})::text)`,
              }
            : {}),
        })
        .where(
          and(
            eq(sandboxPayments.id, id),
            eq(sandboxPayments.status, 'paid'),
            sql`${sandboxPayments.refundedAmount} + ${amount} <= ${sandboxPayments.amount}`,
            key ? sql`(${sandboxPayments.refundKeys} ->> ${key}::text) is null` : undefined,
          ),
        )
        .returning();
      if (!row) {
        // The same key again (an answer that was lost): the refund it made, not a second one.
        const made = key ? await findRefund(id, key) : null;
        if (made) return { id: made.id, status: 'refunded' as const };
        throw new Error(`Sandbox: betaling ${id} kan niet voor ${amount} cent terugbetaald worden`);
      }
      return { id: `re_${id.slice(3)}_${row.refundedAmount}`, status: 'refunded' as const };
    },
    findRefund,
    // The sandbox refunds at once: a refund it made is done.
    async getRefund(_paymentId: string, refundId: string) {
      return { id: refundId, status: 'refunded' as const };
    },
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** iDEAL 2.0: the bank is chosen here, on the provider's page, not in the shop (docs/decisions/0040). */
const bankChoice = `<p><label for="bank" style="border:0;padding:0">Kies je bank</label>
<select id="bank" name="bank" style="width:100%;padding:10px;border-radius:8px;font:inherit">${IDEAL_ISSUERS.map((i) => `<option value="${i.id}">${escapeHtml(i.name)}</option>`).join('')}</select></p>`;

/**
 * The hosted page (GET/POST /sandbox/pay/:id). `notify` delivers the webhook call; the server passes
 * one that reaches its own API in-process.
 */
export function createSandboxPages(db: Db, notify: (webhookUrl: string, paymentId: string) => Promise<void>, options: SandboxOptions = {}) {
  const now = options.now ?? (() => new Date());
  const app = new Hono();
  const page = (row: Row, message = '') => `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox-betaling ${escapeHtml(row.orderNumber)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f1ea;color:#1f2430;margin:0;padding:24px}main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 20px rgba(0,0,0,.08)}h1{font-size:1.3rem}fieldset{border:0;padding:0;margin:16px 0}label{display:block;padding:10px 12px;border:1px solid #ddd;border-radius:8px;margin:6px 0;cursor:pointer}button{width:100%;padding:12px;border:0;border-radius:999px;background:#1f2a44;color:#fff;font:inherit;font-weight:700;cursor:pointer}.note{color:#666;font-size:.9rem}</style>
</head><body><main>
<p class="note">Testomgeving: er wordt geen echt geld afgeschreven.</p>
<h1>Betaling ${escapeHtml(row.orderNumber)}</h1>
<p>Bedrag: <strong>${formatPrice(row.amount)}</strong> · ${escapeHtml(paymentMethod(row.method)?.title ?? row.method)}</p>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post">
${row.method === 'ideal' ? bankChoice : ''}<fieldset><legend>Kies de uitkomst van deze testbetaling</legend>
${SANDBOX_OUTCOMES.map((o, i) => `<label><input type="radio" name="status" value="${o.status}"${i === 0 ? ' checked' : ''}> ${o.label}</label>`).join('\n')}
</fieldset>
<button type="submit">Doorgaan</button>
</form></main></body></html>`;

  app.get('/sandbox/pay/:id', async (c) => {
    const [found] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, c.req.param('id')));
    if (!found) return c.text('Deze betaling bestaat niet.', 404);
    const row = await expireIfDue(db, found, now());
    if (row.status !== 'open') {
      // Expired while the shopper was away: the shop hears it as from a PSP.
      if (found.status === 'open') await notify(row.webhookUrl, row.id).catch(() => undefined);
      return c.redirect(row.redirectUrl, 303);
    }
    c.header('Cache-Control', 'no-store');
    return c.html(page(row));
  });

  app.post('/sandbox/pay/:id', async (c) => {
    const [found] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, c.req.param('id')));
    if (!found) return c.text('Deze betaling bestaat niet.', 404);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const status = SANDBOX_OUTCOMES.find((o) => o.status === form.status)?.status;
    const row = await expireIfDue(db, found, now());
    if (row.status !== 'open') {
      if (found.status === 'open') await notify(row.webhookUrl, row.id).catch(() => undefined);
      return c.redirect(row.redirectUrl, 303);
    }
    if (!status) return c.html(page(row, 'Kies een uitkomst.'), 400);
    if (status !== 'open') {
      // Only an open payment moves, once: a second post (double click, replay) changes nothing.
      const [moved] = await db
        .update(sandboxPayments)
        .set({ status })
        .where(and(eq(sandboxPayments.id, row.id), eq(sandboxPayments.status, 'open')))
        .returning();
      // A PSP retries webhooks it could not deliver; the shop also checks the status on return.
      if (moved) await notify(row.webhookUrl, row.id).catch(() => undefined);
    }
    return c.redirect(row.redirectUrl, 303);
  });
  return app;
}
