// The invoice of a paid order as a PDF (A4, pdf-lib, the PDF standard fonts). Prices include 21% BTW,
// so the BTW in an amount is amount × 21/121; the breakdown shows it for the whole order.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatPrice } from '../../lib/money';
import { SHIPPING_INSURANCE } from './checkout-options';
import { vatOf, type OrderAddress, type OrderDetail } from './customer-orders';

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
  return `F${new Date(createdAt).getUTCFullYear()}-${orderNumber.replace(/^DKBD/, '')}`;
}

const dateFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });
const day = (iso: string) => dateFormat.format(new Date(iso));

interface InvoiceInput {
  order: OrderDetail;
  /** Name, company, VAT and CoC numbers as stored with the order. */
  customer: { first_name?: string | null; last_name?: string | null; company?: string | null; vat_number?: string | null; coc_number?: string | null; type?: string | null };
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.12, 0.16, 0.27);
const MUTED = rgb(0.42, 0.45, 0.5);
const LINE = rgb(0.85, 0.85, 0.85);

export async function renderInvoicePdf({ order, customer }: InvoiceInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const number = invoiceNumber(order.number, order.created_at);
  const paidAt = order.history.find((h) => h.status === 'paid')?.created_at ?? order.created_at;
  pdf.setTitle(`Factuur ${number} – bestelling ${order.number}`);
  pdf.setAuthor(SHOP.name);
  pdf.setCreator('Slaapzaak');
  pdf.setLanguage('nl-NL');

  // The standard fonts speak WinAnsi: anything else (emoji, rare letters) becomes '?'.
  const charset = new Set(regular.getCharacterSet());
  const clean = (text: string) =>
    [...text.normalize('NFC').replace(/[\u00a0\u202f]/g, ' ')].map((c) => (charset.has(c.codePointAt(0)!) ? c : '?')).join('');

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const right = A4[0] - MARGIN;

  const text = (value: string, x: number, at: number, opts: { font?: PDFFont; size?: number; color?: typeof INK; align?: 'left' | 'right' } = {}) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 10;
    const s = clean(value);
    const width = font.widthOfTextAtSize(s, size);
    page.drawText(s, { x: opts.align === 'right' ? x - width : x, y: at, size, font, color: opts.color ?? INK });
  };
  const wrap = (value: string, width: number, font: PDFFont, size: number): string[] => {
    const words = clean(value).split(/\s+/).filter(Boolean);
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
  };
  const rule = (at: number) => page.drawLine({ start: { x: MARGIN, y: at }, end: { x: right, y: at }, thickness: 0.75, color: LINE });

  // Header: shop left, title right.
  text('Slaapzaak', MARGIN, y - 8, { font: bold, size: 22 });
  text('FACTUUR', right, y - 8, { font: bold, size: 18, align: 'right' });
  y -= 30;
  for (const line of [SHOP.name, SHOP.street, `${SHOP.city}, ${SHOP.country}`, SHOP.email, `KvK ${SHOP.coc} · BTW ${SHOP.vat}`]) {
    text(line, MARGIN, y, { size: 9, color: MUTED });
    y -= 12;
  }

  // Invoice facts on the right, the customer on the left.
  y -= 14;
  const top = y;
  const facts: Array<[string, string]> = [
    ['Factuurnummer', number],
    ['Factuurdatum', day(paidAt)],
    ['Bestelnummer', order.number],
    ['Besteldatum', day(order.created_at)],
    ['Betaalmethode', PAYMENT_NAMES[order.payment_method] ?? order.payment_method],
  ];
  let fy = top;
  for (const [label, value] of facts) {
    text(label, right - 200, fy, { size: 10, color: MUTED });
    text(value, right, fy, { size: 10, font: bold, align: 'right' });
    fy -= 15;
  }
  text('Factuuradres', MARGIN, y, { font: bold, size: 10 });
  y -= 15;
  for (const line of addressLines(order.billing_address, customer)) {
    text(line, MARGIN, y, { size: 10 });
    y -= 14;
  }
  y = Math.min(y, fy) - 20;

  // Lines.
  const cols = { qty: right - 220, price: right - 95, total: right };
  const tableHeader = () => {
    text('Omschrijving', MARGIN, y, { font: bold, size: 10 });
    text('Aantal', cols.qty, y, { font: bold, size: 10, align: 'right' });
    text('Prijs', cols.price, y, { font: bold, size: 10, align: 'right' });
    text('Totaal', cols.total, y, { font: bold, size: 10, align: 'right' });
    y -= 8;
    rule(y);
    y -= 16;
  };
  const ensureRoom = (needed: number) => {
    if (y - needed > MARGIN + 40) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
    text(`Factuur ${number} (vervolg)`, MARGIN, y, { size: 9, color: MUTED });
    y -= 24;
    tableHeader();
  };
  tableHeader();
  for (const line of order.lines) {
    const titleLines = wrap(line.title, cols.qty - MARGIN - 60, regular, 10);
    const detail = [line.options.filter((o) => o && o !== '0x0').join(', '), `art.nr. ${line.sku}`].filter(Boolean).join(' · ');
    ensureRoom(titleLines.length * 13 + 16);
    text(String(line.quantity), cols.qty, y, { size: 10, align: 'right' });
    text(formatPrice(line.unit_price), cols.price, y, { size: 10, align: 'right' });
    text(formatPrice(line.row_total), cols.total, y, { size: 10, align: 'right' });
    for (const t of titleLines) {
      text(t, MARGIN, y, { size: 10 });
      y -= 13;
    }
    text(detail, MARGIN, y, { size: 8, color: MUTED });
    y -= 18;
  }
  rule(y + 8);

  // Totals and the BTW breakdown.
  const t = order.totals;
  const vat = vatOf(t.grand_total);
  const rows: Array<[string, number, boolean?]> = [['Subtotaal', t.sub_total]];
  if (t.discount_total) rows.push([`Korting${order.discount_code ? ` (${order.discount_code})` : ''}`, -Math.abs(t.discount_total)]);
  rows.push(['Verzendkosten', t.shipping_costs]);
  if (t.payment_costs) rows.push(['Betaalkosten', t.payment_costs]);
  if (t.additional_costs) rows.push([SHIPPING_INSURANCE.title, t.additional_costs]);
  rows.push(['Totaal incl. BTW', t.grand_total, true]);
  ensureRoom(rows.length * 16 + 90);
  y -= 8;
  for (const [label, value, strong] of rows) {
    text(label, cols.price - 60, y, { size: 10, font: strong ? bold : regular, align: 'right' });
    text(formatPrice(value), cols.total, y, { size: 10, font: strong ? bold : regular, align: 'right' });
    y -= 16;
  }
  y -= 10;
  text('BTW-specificatie', MARGIN, y, { font: bold, size: 10 });
  y -= 16;
  const breakdown: Array<[string, string]> = [
    ['Tarief', 'BTW 21%'],
    ['Bedrag excl. BTW', formatPrice(t.grand_total - vat)],
    ['BTW 21%', formatPrice(vat)],
    ['Bedrag incl. BTW', formatPrice(t.grand_total)],
  ];
  for (const [label, value] of breakdown) {
    text(label, MARGIN, y, { size: 10, color: MUTED });
    text(value, MARGIN + 220, y, { size: 10, align: 'right' });
    y -= 14;
  }
  y -= 12;
  text(`Deze factuur is voldaan via ${PAYMENT_NAMES[order.payment_method] ?? order.payment_method}. Bedankt voor je bestelling!`, MARGIN, y, { size: 9, color: MUTED });

  for (const p of pdf.getPages()) {
    page = p;
    const footer = `${SHOP.name} · ${SHOP.street} · ${SHOP.city} · KvK ${SHOP.coc} · BTW ${SHOP.vat} · ${SHOP.website}`;
    text(footer, A4[0] / 2 + regular.widthOfTextAtSize(clean(footer), 8) / 2, MARGIN - 20, { size: 8, color: MUTED, align: 'right' });
  }
  return pdf.save();
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
