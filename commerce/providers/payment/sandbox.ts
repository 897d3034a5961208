// The embedded payment provider: a hosted sandbox page like a PSP's test mode. The shopper picks
// the outcome (Betaald, Mislukt, Geannuleerd, Verlopen, Open) and presses Doorgaan; the sandbox then
// calls the shop's webhook with only the payment id and sends the shopper back, as Mollie does.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { sandboxPayments } from '../../db/schema';
import type { CreatePaymentInput, PaymentProvider, PaymentStatus, ProviderPayment } from './types';

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
  };
}

export function createSandboxProvider(db: Db): PaymentProvider {
  return {
    name: 'sandbox',
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
        })
        .returning();
      return toPayment(row);
    },
    async getPayment(id: string) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      if (!row) throw new Error(`Onbekende betaling ${id}`);
      return toPayment(row);
    },
    async refund(id: string) {
      return { id: `re_${id}`, status: 'refunded' as const };
    },
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The hosted page (GET/POST /sandbox/pay/:id). `notify` delivers the webhook call; the server passes
 * one that reaches its own API in-process.
 */
export function createSandboxPages(db: Db, notify: (webhookUrl: string, paymentId: string) => Promise<void>) {
  const app = new Hono();
  const page = (row: Row, message = '') => `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox-betaling ${escapeHtml(row.orderNumber)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f1ea;color:#1f2430;margin:0;padding:24px}main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 20px rgba(0,0,0,.08)}h1{font-size:1.3rem}fieldset{border:0;padding:0;margin:16px 0}label{display:block;padding:10px 12px;border:1px solid #ddd;border-radius:8px;margin:6px 0;cursor:pointer}button{width:100%;padding:12px;border:0;border-radius:999px;background:#1f2a44;color:#fff;font:inherit;font-weight:700;cursor:pointer}.note{color:#666;font-size:.9rem}</style>
</head><body><main>
<p class="note">Testomgeving: er wordt geen echt geld afgeschreven.</p>
<h1>Betaling ${escapeHtml(row.orderNumber)}</h1>
<p>Bedrag: <strong>€ ${(row.amount / 100).toLocaleString('nl-NL', { minimumFractionDigits: 2 })}</strong> · ${escapeHtml(row.method)}</p>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post">
<fieldset><legend>Kies de uitkomst van deze testbetaling</legend>
${SANDBOX_OUTCOMES.map((o, i) => `<label><input type="radio" name="status" value="${o.status}"${i === 0 ? ' checked' : ''}> ${o.label}</label>`).join('\n')}
</fieldset>
<button type="submit">Doorgaan</button>
</form></main></body></html>`;

  app.get('/sandbox/pay/:id', async (c) => {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, c.req.param('id')));
    if (!row) return c.text('Deze betaling bestaat niet.', 404);
    if (row.status !== 'open') return c.redirect(row.redirectUrl, 303);
    c.header('Cache-Control', 'no-store');
    return c.html(page(row));
  });

  app.post('/sandbox/pay/:id', async (c) => {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, c.req.param('id')));
    if (!row) return c.text('Deze betaling bestaat niet.', 404);
    const form = await c.req.parseBody();
    const status = SANDBOX_OUTCOMES.find((o) => o.status === form.status)?.status;
    if (!status) return c.html(page(row, 'Kies een uitkomst.'), 400);
    if (row.status === 'open') {
      await db.update(sandboxPayments).set({ status }).where(eq(sandboxPayments.id, row.id));
      // A PSP retries webhooks it could not deliver; the shop also checks the status on return.
      await notify(row.webhookUrl, row.id).catch(() => undefined);
    }
    return c.redirect(row.redirectUrl, 303);
  });
  return app;
}
