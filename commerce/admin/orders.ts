// The back office's orders list, CSV export and order page. The list is newest first, 50 a page,
// with keyset pagination on (created_at, id), so page 200 costs what page 1 does; every search and
// filter has an index of migration 0023 (measured by bench/admin-orders.ts).
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, orderEvents, orderLines, orders, payments, refunds, returnRequests, staff } from '../db/schema';
import type { OrderStatus } from '#contract/rules/order-state';
import { ADMIN_MESSAGES, AdminError, rows } from './context';
import { trackingUrl, type Carrier } from './mails';
import { refundableOf as refundableOfPayments, sumCents } from '../pricing/pricing';
import { formatPlainAmount } from '../../lib/money';
import { isOrderNumber, orderNumberOf } from '#contract/rules/order-number';

export const ORDERS_PER_PAGE = 50;
const CSV_MAX_ROWS = 20_000;

export interface OrderListQuery {
  q?: string;
  status?: OrderStatus;
  payment_method?: string;
  /** Dates (YYYY-MM-DD) in the shop's time zone, both inclusive. */
  from?: string;
  to?: string;
  cursor?: string;
}

interface ListRow {
  id: number;
  number: string;
  status: OrderStatus;
  created_at: Date | string;
  at_text: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  zipcode: string | null;
  city: string | null;
  payment_method: string;
  grand_total: number;
}

const NAME_EXPR = sql`lower(coalesce(o.customer->>'first_name', '') || ' ' || coalesce(o.customer->>'last_name', ''))`;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the search box means: an order number, a postcode, an e-mail address or a name. */
export function searchCondition(raw: string): { condition: SQL; fuzzy: boolean } | null {
  const q = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!q) return null;
  if (isOrderNumber(q.toUpperCase())) return { condition: sql`o.number = ${q.toUpperCase()}`, fuzzy: false };
  if (/^\d{1,7}$/.test(q)) return { condition: sql`o.number = ${orderNumberOf(q)}`, fuzzy: false };
  const zip = q.replace(/\s/g, '').toUpperCase();
  if (/^\d{4}[A-Z]{2}$/.test(zip)) {
    return {
      condition: sql`(upper(replace(o.shipping_address->>'zipcode', ' ', '')) = ${zip} or upper(replace(o.billing_address->>'zipcode', ' ', '')) = ${zip})`,
      fuzzy: false,
    };
  }
  if (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/.test(q)) return { condition: sql`lower(o.email) = ${q}`, fuzzy: false };
  const like = `%${likeEscape(q)}%`;
  if (q.includes('@')) return { condition: sql`lower(o.email) like ${like}`, fuzzy: true };
  return { condition: sql`(${NAME_EXPR} like ${like} or lower(o.email) like ${like})`, fuzzy: true };
}

/** A timestamptz as PostgreSQL writes it as text: `2026-11-25 18:24:04.510444+00`. */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

/** The cursor is the last row's exact created_at (as PostgreSQL wrote it) and id. */
export function encodeCursor(atText: string, id: number): string {
  return Buffer.from(JSON.stringify([atText, id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, number] {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof at === 'string' && TIMESTAMP_TEXT.test(at) && Number.isSafeInteger(id)) return [at, id as number];
  } catch {
    // Falls through to the Dutch 400 below.
  }
  throw new AdminError('Deze paginalink is ongeldig. Begin opnieuw bij de eerste pagina.', 400, 'cursor');
}

/** The filters other than the search box. */
function filters(query: OrderListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.status) where.push(sql`o.status = ${query.status}`);
  if (query.payment_method) where.push(sql`o.payment_method = ${query.payment_method}`);
  if (query.from) where.push(sql`o.created_at >= (${query.from}::date)::timestamp at time zone 'Europe/Amsterdam'`);
  if (query.to) where.push(sql`o.created_at < (${query.to}::date + 1)::timestamp at time zone 'Europe/Amsterdam'`);
  return where;
}

const LIST_COLUMNS = sql`o.id, o.number, o.status, o.created_at, o.created_at::text as at_text,
  o.customer->>'first_name' as first_name, o.customer->>'last_name' as last_name, o.email,
  o.shipping_address->>'zipcode' as zipcode, o.shipping_address->>'city' as city, o.payment_method, o.grand_total`;
const NEWEST_FIRST = sql`order by o.created_at desc, o.id desc`;
const whereOf = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

/** How many of the newest orders a name or e-mail fragment is first looked for in. */
const RECENT_WINDOW = 5000;

/**
 * One page of the list. A name or e-mail fragment is looked for among the newest orders first (a
 * common name fills the page there at once); when it does not, the trigram indexes find every match
 * and only those are sorted, so neither a common nor a rare name walks the whole table.
 */
async function selectPage(db: Db, where: SQL[], search: ReturnType<typeof searchCondition>, limit: number): Promise<ListRow[]> {
  if (!search) return rows<ListRow>(db, sql`select ${LIST_COLUMNS} from orders o ${whereOf(where)} ${NEWEST_FIRST} limit ${limit}`);
  if (!search.fuzzy)
    return rows<ListRow>(
      db,
      sql`select ${LIST_COLUMNS} from orders o ${whereOf([...where, search.condition])} ${NEWEST_FIRST} limit ${limit}`,
    );
  const recent = await rows<ListRow>(
    db,
    sql`select ${LIST_COLUMNS} from (select * from orders o ${whereOf(where)} ${NEWEST_FIRST} limit ${RECENT_WINDOW}) o
        where ${search.condition} ${NEWEST_FIRST} limit ${limit}`,
  );
  if (recent.length >= limit) return recent;
  const [{ n }] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from orders o ${whereOf(where)} limit ${RECENT_WINDOW}) w`,
  );
  if (Number(n) < RECENT_WINDOW) return recent;
  return rows<ListRow>(
    db,
    sql`with hits as materialized (select o.id from orders o ${whereOf([...where, search.condition])})
        select ${LIST_COLUMNS} from orders o join hits h on h.id = o.id ${NEWEST_FIRST} limit ${limit}`,
  );
}

const listJson = (r: ListRow) => ({
  id: r.id,
  number: r.number,
  status: r.status,
  created_at: new Date(r.created_at).toISOString(),
  name: [r.first_name, r.last_name].filter(Boolean).join(' '),
  email: r.email,
  zipcode: r.zipcode,
  city: r.city,
  payment_method: r.payment_method,
  grand_total: Number(r.grand_total),
});

const afterCursor = (at: string, id: number) => sql`(o.created_at, o.id) < (${at}::timestamptz, ${id}::int)`;

export async function listOrders(db: Db, query: OrderListQuery) {
  const where = filters(query);
  if (query.cursor) where.push(afterCursor(...decodeCursor(query.cursor)));
  const found = await selectPage(db, where, query.q ? searchCondition(query.q) : null, ORDERS_PER_PAGE + 1);
  const page = found.slice(0, ORDERS_PER_PAGE);
  const last = page[page.length - 1];
  return { orders: page.map(listJson), next_cursor: found.length > ORDERS_PER_PAGE && last ? encodeCursor(last.at_text, last.id) : null };
}

/** A spreadsheet cell that cannot run as a formula (CSV injection) and keeps ; and quotes intact. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The matching orders as CSV (semicolons and decimal commas, as Dutch spreadsheets expect). */
export async function exportOrdersCsv(db: Db, query: OrderListQuery): Promise<string> {
  const header = ['bestelnummer', 'datum', 'status', 'naam', 'e-mail', 'postcode', 'plaats', 'betaalmethode', 'totaal'];
  const lines = [header.join(';')];
  const base = filters(query);
  const search = query.q ? searchCondition(query.q) : null;
  let cursor: [string, number] | null = null;
  while (lines.length <= CSV_MAX_ROWS) {
    const where: SQL[] = cursor ? [...base, afterCursor(...cursor)] : base;
    const page = await selectPage(db, where, search, 1000);
    for (const r of page) {
      const o = listJson(r);
      lines.push(
        [o.number, o.created_at, o.status, o.name, o.email, o.zipcode, o.city, o.payment_method, formatPlainAmount(o.grand_total)]
          .map(csvCell)
          .join(';'),
      );
    }
    if (page.length < 1000) break;
    const last = page[page.length - 1];
    cursor = [last.at_text, last.id];
  }
  return `${lines.join('\r\n')}\r\n`;
}

export async function findOrder(db: Db, number: string) {
  if (!isOrderNumber(number)) throw new AdminError(ADMIN_MESSAGES.orderNotFound, 404);
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order) throw new AdminError(ADMIN_MESSAGES.orderNotFound, 404);
  return order;
}

/** The order page: lines, totals, addresses, payments with their refunds, returns and every event. */
export async function orderPage(db: Db, number: string) {
  const order = await findOrder(db, number);
  const [lines, events, paid, refunded, returns, actions] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
    db
      .select({ refund: refunds, by: staff.email })
      .from(refunds)
      .leftJoin(staff, eq(staff.id, refunds.staffId))
      .where(eq(refunds.orderId, order.id))
      .orderBy(asc(refunds.id)),
    db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id)).orderBy(asc(returnRequests.id)),
    // Who did what: the audit log (the order events are shown to the customer too, so they name no staff).
    db.select().from(auditLog).where(eq(auditLog.subject, order.number)).orderBy(asc(auditLog.id)),
  ]);
  return {
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      created_at: order.createdAt.toISOString(),
      email: order.email,
      customer_id: order.customerId,
      customer: order.customer,
      billing_address: order.billingAddress,
      shipping_address: order.shippingAddress,
      payment_method: order.paymentMethod,
      shipping_method: order.shippingMethod,
      discount_code: order.discountCode,
      totals: {
        sub_total: order.subTotal,
        discount_total: order.discountTotal,
        shipping_costs: order.shippingCosts,
        payment_costs: order.paymentCosts,
        additional_costs: order.additionalCosts,
        grand_total: order.grandTotal,
      },
      tracking: trackingJson(order),
      refundable: refundableOf(
        paid,
        refunded.map((r) => r.refund),
      ),
      anonymised: Boolean(order.anonymisedAt),
    },
    lines: lines.map((l) => ({
      id: l.id,
      variant_id: l.variantId,
      title: l.title,
      sku: l.sku,
      options: l.optionValues,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      row_total: l.rowTotal,
    })),
    payments: paid.map((p) => ({
      id: p.id,
      provider: p.provider,
      provider_payment_id: p.providerPaymentId,
      status: p.status,
      method: p.method,
      amount: p.amount,
      kept: p.kept,
      refunded_amount: p.refundedAmount,
      created_at: p.createdAt.toISOString(),
    })),
    refunds: refunded.map(({ refund: r, by }) => ({
      id: r.id,
      amount: r.amount,
      reason: r.reason,
      lines: r.lines,
      status: r.status,
      by,
      created_at: r.createdAt.toISOString(),
    })),
    returns: returns.map(returnJson),
    events: events.map((e) => ({ from_status: e.fromStatus, to_status: e.toStatus, note: e.note, created_at: e.createdAt.toISOString() })),
    staff_actions: actions.map((a) => ({ action: a.action, actor: a.actor, after: a.after, created_at: a.createdAt.toISOString() })),
  };
}

export function trackingJson(order: Pick<typeof orders.$inferSelect, 'carrier' | 'trackingCode' | 'shippedAt' | 'shippingAddress'>) {
  if (!order.carrier || !order.trackingCode) return null;
  const zipcode = (order.shippingAddress as { zipcode?: string } | null)?.zipcode;
  return {
    carrier: order.carrier,
    code: order.trackingCode,
    url: trackingUrl(order.carrier as Carrier, order.trackingCode, zipcode),
    shipped_at: order.shippedAt?.toISOString() ?? null,
  };
}

/** What can still be refunded: the kept payments less what was refunded or promised. */
export function refundableOf(paid: (typeof payments.$inferSelect)[], staffRefunds: (typeof refunds.$inferSelect)[]): number {
  const kept = paid.filter((p) => p.kept);
  const queued = sumCents(staffRefunds.filter((r) => r.status === 'queued' && kept.some((p) => p.id === r.paymentId)).map((r) => r.amount));
  return refundableOfPayments(kept, queued);
}

export function returnJson(r: typeof returnRequests.$inferSelect) {
  return {
    id: r.id,
    order_id: r.orderId,
    kind: r.kind,
    reason: r.reason,
    status: r.status,
    return_number: r.returnNumber,
    reject_reason: r.rejectReason,
    refund_id: r.refundId,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export async function ordersByIds(db: Db, ids: number[]) {
  return ids.length
    ? db
        .select({ id: orders.id, number: orders.number, email: orders.email, status: orders.status })
        .from(orders)
        .where(inArray(orders.id, ids))
    : [];
}
