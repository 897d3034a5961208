// The invoice of a paid order as a PDF (A4, pdf-lib, the PDF standard fonts). Prices include 21% BTW,
// so the BTW in an amount is amount × 21/121; the breakdown shows it for the whole order.
// An invoice is issued once, when the order is paid: its fields are stored in `invoices` and the PDF
// is always rendered from that document, never from the order, which may change or be erased
// (art. 35a Wet OB, art. 52 AWR; docs/decisions/0047).
import { eq } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatPrice } from '../../lib/money';
import type { Db } from '../db/client';
import { invoices, orders } from '../db/schema';
import { SHIPPING_INSURANCE } from '../checkout/checkout-options';
import { orderDetail, type OrderAddress, type OrderDetail } from './customer-orders';
import { netOf, vatPartOf } from '../pricing/pricing';
import { orderDigits } from '#contract/rules/order-number';

export const SHOP = {
  name: 'Slaapzaak B.V.',
  street: 'Voorbeeldstraat 1',
  city: '1234 AB Amsterdam',
  country: 'Nederland',
  email: 'klantenservice@slaapzaak.nl',
  website: 'www.slaapzaak.nl',
  coc: '87654321',
  vat: 'NL876543219B01',
};

const COUNTRY_NAMES: Record<string, string> = { NL: 'Nederland', BE: 'België', LU: 'Luxemburg' };
const PAYMENT_NAMES: Record<string, string> = {
  ideal: 'iDEAL | Wero',
  afterpay: 'Riverty (achteraf betalen)',
  billink: 'Billink (achteraf betalen)',
  in3: 'in3 (in 3 termijnen)',
  alma: 'Alma (in termijnen)',
  spraypay: 'SprayPay',
  creditcard: 'Creditcard',
  paypal: 'PayPal',
  bancontact: 'Bancontact',
};

/** F + the order year + the order's digits: one invoice per order, derived, never reused. */
export function invoiceNumber(orderNumber: string, createdAt: string): string {
  return `F${new Date(createdAt).getUTCFullYear()}-${orderDigits(orderNumber)}`;
}

const dateFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });
const day = (iso: string) => dateFormat.format(new Date(iso));

/** What an invoice shows of its order. */
export type InvoiceOrder = Pick<
  OrderDetail,
  'number' | 'created_at' | 'payment_method' | 'discount_code' | 'billing_address' | 'lines' | 'totals'
> & { history?: OrderDetail['history']; delivery?: OrderDetail['delivery'] };

interface InvoiceInput {
  order: InvoiceOrder;
  /** The invoice date (the day of payment); else found in the order's history. */
  invoiceDate?: string;
  /** Name, company, VAT and CoC numbers as stored with the order. */
  customer: {
    first_name?: string | null;
    last_name?: string | null;
    company?: string | null;
    vat_number?: string | null;
    coc_number?: string | null;
    type?: string | null;
  };
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.12, 0.16, 0.27);
const MUTED = rgb(0.42, 0.45, 0.5);
const LINE = rgb(0.85, 0.85, 0.85);

type TextOptions = { font?: PDFFont; size?: number; color?: typeof INK; align?: 'left' | 'right' };

/** The PDF being written: the current page, the pen's height on it, and the fonts. */
class InvoiceCanvas {
  page: PDFPage;
  y = A4[1] - MARGIN;
  readonly right = A4[0] - MARGIN;
  /** Columns of the lines table. */
  readonly cols = { qty: this.right - 220, price: this.right - 95, total: this.right };
  private readonly charset: Set<number>;

  constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly number: string,
  ) {
    this.page = pdf.addPage(A4);
    this.charset = new Set(regular.getCharacterSet());
  }

  /** The standard fonts speak WinAnsi: anything else (emoji, rare letters) becomes '?'. */
  clean(text: string): string {
    return [...text.normalize('NFC').replace(/[\u00a0\u202f]/g, ' ')].map((c) => (this.charset.has(c.codePointAt(0)!) ? c : '?')).join('');
  }

  text(value: string, x: number, at: number, opts: TextOptions = {}) {
    const font = opts.font ?? this.regular;
    const size = opts.size ?? 10;
    const s = this.clean(value);
    const width = font.widthOfTextAtSize(s, size);
    this.page.drawText(s, { x: opts.align === 'right' ? x - width : x, y: at, size, font, color: opts.color ?? INK });
  }

  wrap(value: string, width: number, font: PDFFont, size: number): string[] {
    const words = this.clean(value).split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    return lines.length ? lines : [''];
  }

  rule(at: number) {
    this.page.drawLine({ start: { x: MARGIN, y: at }, end: { x: this.right, y: at }, thickness: 0.75, color: LINE });
  }

  tableHeader() {
    const { cols, bold } = this;
    this.text('Omschrijving', MARGIN, this.y, { font: bold, size: 10 });
    this.text('Aantal', cols.qty, this.y, { font: bold, size: 10, align: 'right' });
    this.text('Prijs', cols.price, this.y, { font: bold, size: 10, align: 'right' });
    this.text('Totaal', cols.total, this.y, { font: bold, size: 10, align: 'right' });
    this.y -= 8;
    this.rule(this.y);
    this.y -= 16;
  }

  /** A new page (with the table's header again) when `needed` points do not fit on this one. */
  ensureRoom(needed: number) {
    if (this.y - needed > MARGIN + 40) return;
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.text(`Factuur ${this.number} (vervolg)`, MARGIN, this.y, { size: 9, color: MUTED });
    this.y -= 24;
    this.tableHeader();
  }
}

export async function renderInvoicePdf({ order, customer, invoiceDate }: InvoiceInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const number = invoiceNumber(order.number, order.created_at);
  pdf.setTitle(`Factuur ${number} – bestelling ${order.number}`);
  pdf.setAuthor(SHOP.name);
  pdf.setCreator('Slaapzaak');
  pdf.setLanguage('nl-NL');

  const canvas = new InvoiceCanvas(pdf, regular, bold, number);
  drawHeader(canvas);
  drawFactsAndAddress(canvas, order, customer, invoiceDate);
  drawLines(canvas, order);
  drawTotals(canvas, order);
  drawFooters(canvas);
  return pdf.save();
}

/** Header: shop left, title right, and the shop's details. */
function drawHeader(c: InvoiceCanvas) {
  c.text('Slaapzaak', MARGIN, c.y - 8, { font: c.bold, size: 22 });
  c.text('FACTUUR', c.right, c.y - 8, { font: c.bold, size: 18, align: 'right' });
  c.y -= 30;
  for (const line of [SHOP.name, SHOP.street, `${SHOP.city}, ${SHOP.country}`, SHOP.email, `KvK ${SHOP.coc} · BTW ${SHOP.vat}`]) {
    c.text(line, MARGIN, c.y, { size: 9, color: MUTED });
    c.y -= 12;
  }
}

/** Invoice facts on the right, the customer on the left. */
function drawFactsAndAddress(c: InvoiceCanvas, order: InvoiceOrder, customer: InvoiceInput['customer'], invoiceDate?: string) {
  const paidAt = invoiceDate ?? order.history?.find((h) => h.status === 'paid')?.created_at ?? order.created_at;
  c.y -= 14;
  const facts: Array<[string, string]> = [
    ['Factuurnummer', c.number],
    ['Factuurdatum', day(paidAt)],
    ['Bestelnummer', order.number],
    ['Besteldatum', day(order.created_at)],
    ['Betaalmethode', PAYMENT_NAMES[order.payment_method] ?? order.payment_method],
  ];
  let fy = c.y;
  for (const [label, value] of facts) {
    c.text(label, c.right - 200, fy, { size: 10, color: MUTED });
    c.text(value, c.right, fy, { size: 10, font: c.bold, align: 'right' });
    fy -= 15;
  }
  c.text('Factuuradres', MARGIN, c.y, { font: c.bold, size: 10 });
  c.y -= 15;
  for (const line of addressLines(order.billing_address, customer)) {
    c.text(line, MARGIN, c.y, { size: 10 });
    c.y -= 14;
  }
  c.y = Math.min(c.y, fy) - 20;
}

/** The order's lines as a table (line totals as the order holds them), continued on new pages. */
function drawLines(c: InvoiceCanvas, order: InvoiceOrder) {
  const { cols } = c;
  c.tableHeader();
  for (const line of order.lines) {
    const titleLines = c.wrap(line.title, cols.qty - MARGIN - 60, c.regular, 10);
    const detail = [line.options.filter((o) => o && o !== '0x0').join(', '), `art.nr. ${line.sku}`].filter(Boolean).join(' · ');
    c.ensureRoom(titleLines.length * 13 + 16);
    c.text(String(line.quantity), cols.qty, c.y, { size: 10, align: 'right' });
    c.text(formatPrice(line.unit_price), cols.price, c.y, { size: 10, align: 'right' });
    c.text(formatPrice(line.row_total), cols.total, c.y, { size: 10, align: 'right' });
    for (const t of titleLines) {
      c.text(t, MARGIN, c.y, { size: 10 });
      c.y -= 13;
    }
    c.text(detail, MARGIN, c.y, { size: 8, color: MUTED });
    c.y -= 18;
  }
  c.rule(c.y + 8);
}

/** Totals and the BTW breakdown (the BTW part of the grand total: pricing.ts). */
function drawTotals(c: InvoiceCanvas, order: InvoiceOrder) {
  const t = order.totals;
  const rows: Array<[string, number, boolean?]> = [['Subtotaal', t.sub_total]];
  if (t.discount_total) rows.push([`Korting${order.discount_code ? ` (${order.discount_code})` : ''}`, -Math.abs(t.discount_total)]);
  rows.push(['Verzendkosten', t.shipping_costs]);
  if (t.payment_costs) rows.push(['Betaalkosten', t.payment_costs]);
  // Additional costs: the crew's services (each on its own row, priced at the booking) and the insurance.
  const services = order.delivery?.services ?? [];
  for (const s of services) rows.push([s.title, s.price_incl]);
  const insurance = t.additional_costs - services.reduce((sum, s) => sum + s.price_incl, 0);
  if (insurance > 0) rows.push([SHIPPING_INSURANCE.title, insurance]);
  rows.push(['Totaal incl. BTW', t.grand_total, true]);
  c.ensureRoom(rows.length * 16 + 90);
  c.y -= 8;
  for (const [label, value, strong] of rows) {
    c.text(label, c.cols.price - 60, c.y, { size: 10, font: strong ? c.bold : c.regular, align: 'right' });
    c.text(formatPrice(value), c.cols.total, c.y, { size: 10, font: strong ? c.bold : c.regular, align: 'right' });
    c.y -= 16;
  }
  c.y -= 10;
  c.text('BTW-specificatie', MARGIN, c.y, { font: c.bold, size: 10 });
  c.y -= 16;
  const breakdown: Array<[string, string]> = [
    ['Tarief', 'BTW 21%'],
    ['Bedrag excl. BTW', formatPrice(netOf(t.grand_total))],
    ['BTW 21%', formatPrice(vatPartOf(t.grand_total))],
    ['Bedrag incl. BTW', formatPrice(t.grand_total)],
  ];
  for (const [label, value] of breakdown) {
    c.text(label, MARGIN, c.y, { size: 10, color: MUTED });
    c.text(value, MARGIN + 220, c.y, { size: 10, align: 'right' });
    c.y -= 14;
  }
  c.y -= 12;
  c.text(
    `Deze factuur is voldaan via ${PAYMENT_NAMES[order.payment_method] ?? order.payment_method}. Bedankt voor je bestelling!`,
    MARGIN,
    c.y,
    { size: 9, color: MUTED },
  );
}

function drawFooters(c: InvoiceCanvas) {
  const footer = `${SHOP.name} · ${SHOP.street} · ${SHOP.city} · KvK ${SHOP.coc} · BTW ${SHOP.vat} · ${SHOP.website}`;
  for (const p of c.pdf.getPages()) {
    c.page = p;
    c.text(footer, A4[0] / 2 + c.regular.widthOfTextAtSize(c.clean(footer), 8) / 2, MARGIN - 20, { size: 8, color: MUTED, align: 'right' });
  }
}

function addressLines(address: OrderAddress, customer: InvoiceInput['customer']): string[] {
  const name = [address.first_name ?? customer.first_name, address.last_name ?? customer.last_name].filter(Boolean).join(' ');
  const company = address.company ?? customer.company;
  const lines = [
    company ?? '',
    name,
    [address.street, [address.house_number, address.extension].filter(Boolean).join(' ')].filter(Boolean).join(' '),
    [address.zipcode, address.city].filter(Boolean).join(' '),
    COUNTRY_NAMES[address.country_code ?? 'NL'] ?? address.country_code ?? '',
  ];
  if (customer.vat_number) lines.push(`BTW-nummer: ${customer.vat_number}`);
  if (customer.coc_number) lines.push(`KvK-nummer: ${customer.coc_number}`);
  return lines.filter((l) => l.trim() !== '');
}

type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The stored fields of an issued invoice: all that renderInvoicePdf needs. */
export interface InvoiceDocument {
  number: string;
  invoice_date: string;
  order: InvoiceOrder;
  customer: InvoiceInput['customer'];
}

const isCompany = (customer: InvoiceInput['customer']) => customer.type === 'company' || Boolean(customer.company || customer.vat_number);

/**
 * Issues the order's invoice once (in the caller's transaction: the payment that makes it paid). A
 * second call finds the first: an issued invoice never changes except by erasure of a private person.
 */
export async function issueInvoice(db: DbOrTx, orderId: number, issuedAt: Date = new Date()): Promise<InvoiceDocument | null> {
  const existing = await issuedInvoice(db, orderId);
  if (existing) return existing;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const detail = await orderDetail(db as Db, order);
  const c = (order.customer ?? {}) as Record<string, string | null | undefined>;
  const customer = {
    type: c.type ?? 'private',
    first_name: c.first_name ?? null,
    last_name: c.last_name ?? null,
    company: c.company ?? null,
    vat_number: c.vat_number ?? null,
    coc_number: c.coc_number ?? null,
  };
  const document: InvoiceDocument = {
    number: invoiceNumber(order.number, detail.created_at),
    invoice_date: detail.history.find((h) => h.status === 'paid')?.created_at ?? issuedAt.toISOString(),
    order: {
      number: detail.number,
      created_at: detail.created_at,
      payment_method: detail.payment_method,
      discount_code: detail.discount_code,
      billing_address: detail.billing_address,
      lines: detail.lines,
      totals: detail.totals,
      delivery: detail.delivery,
    },
    customer,
  };
  await db
    .insert(invoices)
    .values({ orderId, number: document.number, customerType: isCompany(customer) ? 'company' : 'private', document, issuedAt })
    .onConflictDoNothing();
  return issuedInvoice(db, orderId);
}

export async function issuedInvoice(db: DbOrTx, orderId: number): Promise<InvoiceDocument | null> {
  const [row] = await db.select({ document: invoices.document }).from(invoices).where(eq(invoices.orderId, orderId));
  return (row?.document as InvoiceDocument | undefined) ?? null;
}

/** The PDF of an issued invoice, rendered from its stored document. */
export function renderIssuedInvoice(document: InvoiceDocument): Promise<Uint8Array> {
  return renderInvoicePdf({ order: document.order, customer: document.customer, invoiceDate: document.invoice_date });
}

/**
 * Erasure of a private person: their invoice loses name and street (as the order does); a business
 * invoice is kept whole for the 7 years the law asks (ADR 0047). Answers whether it was anonymised.
 */
export async function anonymiseInvoice(db: DbOrTx, orderId: number, now: Date): Promise<boolean> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!row || row.customerType === 'company') return false;
  const doc = row.document as InvoiceDocument;
  const a = doc.order.billing_address;
  const anonymous: InvoiceDocument = {
    ...doc,
    order: {
      ...doc.order,
      billing_address: { ...a, first_name: 'Verwijderd', last_name: '', street: '', house_number: '', extension: '', zipcode: '' },
    },
    customer: { ...doc.customer, first_name: 'Verwijderd', last_name: '' },
  };
  await db.update(invoices).set({ document: anonymous, anonymisedAt: now }).where(eq(invoices.id, row.id));
  return true;
}
