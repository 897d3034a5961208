// "Mail me als hij er weer is" (docs/decisions/0052). A shopper asks for a mail about a
// sold-out variant; the alert waits as `pending` until the mailed, signed link is followed (double
// opt-in), then `confirmed`. When stock comes back (the back office or its API sets it), every
// confirmed alert of that variant turns `sent` and its mail is queued in the same transaction,
// through the outbox: one mail per variant per address, however many restocks run at once.
import { and, eq, sql } from 'drizzle-orm';
import { hmacSignature, verifyHmacSignature } from '../../lib/signing/node';
import { ALERT_MESSAGES } from '#contract/forms/alerts';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '#contract/operations/alerts';
import type { Db } from '../db/client';
import { products, stockAlerts, variants } from '../db/schema';
import { enqueueMail } from '../platform/outbox';
import { alertMails } from './alert-mails';
import { CommerceProblem } from '../problem';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type StockAlertRow = typeof stockAlerts.$inferSelect;

/** Where links in mails point and what signs them. */
export interface AlertLinks {
  publicUrl: string;
  tokenSecret: string;
}

export class AlertError extends CommerceProblem<400 | 404 | 409 | 429> {
  constructor(message: string, status: 400 | 404 | 409 | 429, field?: string) {
    super(message, status, field, status === 429 ? { 'Retry-After': '3600' } : undefined);
  }
}

const CONFIRM_TTL_S = 7 * 24 * 60 * 60;
/** Unsubscribe links keep working long after the mail (a year: an alert may wait months for stock). */
const UNSUBSCRIBE_TTL_S = 400 * 24 * 60 * 60;

// The alerts' own key, derived from the API secret, so these tokens are good for nothing else; the
// purpose is signed too, so a confirmation link cannot unsubscribe and the other way round.
const alertKey = (secret: string) => `stock-alert:${secret}`;
type Purpose = 'confirm' | 'unsubscribe';

export function alertToken(id: number, purpose: Purpose, secret: string, now = Date.now()): string {
  const ttl = purpose === 'confirm' ? CONFIRM_TTL_S : UNSUBSCRIBE_TTL_S;
  const body = `${purpose === 'confirm' ? 'c' : 'u'}.${id}.${Math.floor(now / 1000) + ttl}`;
  return `${Buffer.from(body).toString('base64url')}.${hmacSignature(body, alertKey(secret))}`;
}

export function readAlertToken(token: string, purpose: Purpose, secret: string, now = Date.now()): number | null {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const body = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!verifyHmacSignature(body, signature, alertKey(secret))) return null;
  const match = /^([cu])\.(\d{1,9})\.(\d{1,12})$/.exec(body);
  if (!match || match[1] !== (purpose === 'confirm' ? 'c' : 'u') || Number(match[3]) * 1000 <= now) return null;
  return Number(match[2]);
}

const link = (links: AlertLinks, path: string, params: Record<string, string>) => {
  const url = new URL(path, links.publicUrl.endsWith('/') ? links.publicUrl : `${links.publicUrl}/`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
};

/** The storefront page that confirms or ends an alert with one button (a link scanner's GET changes nothing). */
export const ALERT_PAGE_PATH = '/voorraadmelding/';

export const confirmLink = (links: AlertLinks, id: number) =>
  link(links, ALERT_PAGE_PATH, { token: alertToken(id, 'confirm', links.tokenSecret) });
export const unsubscribeLink = (links: AlertLinks, id: number) =>
  link(links, ALERT_PAGE_PATH, { token: alertToken(id, 'unsubscribe', links.tokenSecret), actie: 'afmelden' });
export const oneClickLink = (links: AlertLinks, id: number) =>
  link(links, ONE_CLICK_UNSUBSCRIBE_PATH, { token: alertToken(id, 'unsubscribe', links.tokenSecret) });

interface VariantInfo {
  id: number;
  stock: number;
  available: boolean;
  productTitle: string;
  variantTitle: string;
  productUrl: string;
}

async function variantInfo(db: Db | Tx, variantId: number, lock = false): Promise<VariantInfo | null> {
  const query = db
    .select({
      id: variants.id,
      stock: variants.stock,
      options: variants.optionValues,
      available: products.available,
      title: products.title,
      slug: products.slug,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, variantId));
  const [row] = lock ? await query.for('update', { of: variants }) : await query;
  if (!row) return null;
  return {
    id: row.id,
    stock: row.stock,
    available: row.available,
    productTitle: row.title,
    variantTitle: row.options.filter((o) => o && o !== '0x0').join(' / '),
    productUrl: `/${row.slug}.html?variant=${row.id}`,
  };
}

export function alertJson(row: StockAlertRow, info: VariantInfo) {
  return {
    id: row.id,
    variant_id: row.variantId,
    product_title: info.productTitle,
    variant_title: info.variantTitle,
    product_url: info.productUrl,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Records the wish and answers the alert to mail a confirmation for, or null when none is needed
 * (already confirmed). The caller answers the same either way, so the form tells nobody who asked.
 */
export async function requestStockAlert(
  db: Db,
  input: { variantId: number; email: string; customerId: number | null },
): Promise<{ alert: StockAlertRow; info: VariantInfo } | null> {
  const info = await variantInfo(db, input.variantId);
  if (!info || !info.available) throw new AlertError(ALERT_MESSAGES.notFound, 404, 'variant_id');
  if (info.stock > 0) throw new AlertError(ALERT_MESSAGES.inStock, 409, 'variant_id');
  const email = input.email.trim();
  // Insert or re-arm in one statement (two identical posts at once leave one row). A confirmed alert
  // stays confirmed; a sent or ended one waits for a new confirmation.
  const result = (await db.execute(sql`
    insert into stock_alerts (variant_id, email, customer_id, status)
    values (${info.id}, ${email}, ${input.customerId}, 'pending')
    on conflict (variant_id, lower(email)) do update
       set status = case when stock_alerts.status = 'confirmed' then 'confirmed' else 'pending' end,
           customer_id = coalesce(stock_alerts.customer_id, excluded.customer_id),
           created_at = case when stock_alerts.status = 'confirmed' then stock_alerts.created_at else now() end
    returning id`)) as unknown as { rows: { id: number }[] };
  const [row] = await db.select().from(stockAlerts).where(eq(stockAlerts.id, result.rows[0]!.id));
  if (!row || row.status === 'confirmed') return null;
  return { alert: row, info };
}

export const confirmationMail = (links: AlertLinks, alert: StockAlertRow, info: VariantInfo) =>
  alertMails.confirm(alert.email, info, confirmLink(links, alert.id), unsubscribeLink(links, alert.id), oneClickLink(links, alert.id));

/**
 * Queues the "back in stock" mail of every confirmed alert of the variant, in the caller's
 * transaction (which changed its stock). The update claims each alert once: a second restock at the
 * same time waits for the first's row locks and then finds nothing left to claim; the outbox key is
 * unique per alert and confirmation besides. Answers the outbox keys to deliver after the commit.
 */
export async function queueBackInStock(tx: Tx, variantId: number, links: AlertLinks, now = new Date()): Promise<string[]> {
  const info = await variantInfo(tx, variantId);
  if (!info || info.stock <= 0 || !info.available) return [];
  const claimed = await tx
    .update(stockAlerts)
    .set({ status: 'sent', notifiedAt: now })
    .where(and(eq(stockAlerts.variantId, variantId), eq(stockAlerts.status, 'confirmed')))
    .returning();
  const keys: string[] = [];
  for (const alert of claimed) {
    const key = `stock-alert:${alert.id}:${alert.confirmedAt?.getTime() ?? 0}`;
    await enqueueMail(
      tx,
      key,
      alertMails.backInStock(alert.email, info, links, unsubscribeLink(links, alert.id), oneClickLink(links, alert.id)),
    );
    keys.push(key);
  }
  return keys;
}

/**
 * The one step every path that makes variants orderable again goes through: a stock change
 * (back office, API), stock an order gives back (cancelled, failed, expired, replaced) and a product
 * put back on sale (attack review H3, H8). In the caller's transaction, which holds (or takes here
 * with its update) the variants' row locks; each variant that is orderable with stock has its
 * confirmed alerts claimed and queued once (queueBackInStock), in id order. Answers the outbox keys.
 */
export async function queueOrderableAgain(tx: Tx, variantIds: number[], links: AlertLinks, now = new Date()): Promise<string[]> {
  const keys: string[] = [];
  for (const id of [...new Set(variantIds)].sort((a, b) => a - b)) keys.push(...(await queueBackInStock(tx, id, links, now)));
  return keys;
}

/**
 * Confirms an alert with its mailed token. When the variant came back in the meantime, its mail is
 * queued at once (the shopper asked to hear when it is there). Null for a bad, expired or ended link.
 */
export async function confirmStockAlert(db: Db, token: string, links: AlertLinks, now = new Date()) {
  const id = readAlertToken(token, 'confirm', links.tokenSecret, now.getTime());
  if (!id) return null;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(stockAlerts).where(eq(stockAlerts.id, id));
    if (!current || current.status === 'unsubscribed') return null;
    // The variant's row lock orders this confirmation against a restock of the same variant.
    const info = await variantInfo(tx, current.variantId, true);
    if (!info) return null;
    let row = current;
    if (current.status === 'pending') {
      [row] = (await tx
        .update(stockAlerts)
        .set({ status: 'confirmed', confirmedAt: now })
        .where(and(eq(stockAlerts.id, id), eq(stockAlerts.status, 'pending')))
        .returning()) as [StockAlertRow];
    }
    const keys = row?.status === 'confirmed' ? await queueBackInStock(tx, info.id, links, now) : [];
    const [after] = await tx.select().from(stockAlerts).where(eq(stockAlerts.id, id));
    return { alert: after!, info, keys };
  });
}

/** Ends an alert (any status); null for a bad link. Unsubscribing twice answers the same. */
export async function unsubscribeStockAlert(db: Db, token: string, links: AlertLinks, now = new Date()) {
  const id = readAlertToken(token, 'unsubscribe', links.tokenSecret, now.getTime());
  if (!id) return null;
  const [row] = await db.update(stockAlerts).set({ status: 'unsubscribed' }).where(eq(stockAlerts.id, id)).returning();
  if (!row) return null;
  const info = await variantInfo(db, row.variantId);
  return info ? { alert: row, info } : null;
}

/** The alerts of an address (the account page, the privacy export), newest first. */
export async function alertsOfEmail(db: Db | Tx, email: string) {
  const rows = await db
    .select({ alert: stockAlerts, title: products.title, slug: products.slug, options: variants.optionValues })
    .from(stockAlerts)
    .innerJoin(variants, eq(variants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(sql`lower(${stockAlerts.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(sql`${stockAlerts.createdAt} desc`, sql`${stockAlerts.id} desc`);
  return rows.map((r) =>
    alertJson(r.alert, {
      id: r.alert.variantId,
      stock: 0,
      available: true,
      productTitle: r.title,
      variantTitle: r.options.filter((o) => o && o !== '0x0').join(' / '),
      productUrl: `/${r.slug}.html?variant=${r.alert.variantId}`,
    }),
  );
}
