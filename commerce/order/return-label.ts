// The return label of a self-service return (docs/decisions/0057): an A4 PDF (pdf-lib, standard fonts)
// with the shop's return address, the sender, the return number in large type and a QR code of it
// (the `qrcode` library), and the lines in the parcel. Rendered from the stored return on each download.
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { SHOP } from './invoice';
import type { OrderAddress } from './customer-orders';

export interface LabelInput {
  returnNumber: string;
  orderNumber: string;
  sender: OrderAddress;
  lines: { title: string; quantity: number }[];
}

/** What the QR code holds: the return number, so the warehouse scans the parcel to its return. */
export const qrPayload = (returnNumber: string) => `SLAAPZAAK-RETOUR:${returnNumber}`;

// The standard fonts speak WinAnsi: anything outside it becomes '?', never a crash.
const ansi = (s: string) => s.replace(/[^\x20-\x7e\u00a0-\u00ff€]/g, '?');

export async function renderReturnLabel(input: LabelInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Retourlabel ${input.returnNumber}`);
  pdf.setAuthor(SHOP.name);
  const page = pdf.addPage([595.28, 841.89]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const ink = rgb(0.12, 0.16, 0.27);
  let y = 790;
  const text = (s: string, x: number, size = 11, f = font) => page.drawText(ansi(s), { x, y, size, font: f, color: ink });
  text('RETOURLABEL', 50, 22, bold);
  y -= 40;
  // The label itself: a box to cut out.
  page.drawRectangle({ x: 45, y: 380, width: 505, height: 380, borderColor: ink, borderWidth: 1.5, borderDashArray: [6, 4] });
  y = 735;
  text('Aan:', 60, 10);
  y -= 18;
  for (const l of [`${SHOP.name} - Retouren`, SHOP.street, SHOP.city, SHOP.country]) {
    text(l, 60, 14, bold);
    y -= 18;
  }
  y -= 14;
  text('Van:', 60, 10);
  y -= 16;
  const s = input.sender;
  const name = [s?.first_name, s?.last_name].filter(Boolean).join(' ');
  const street = [s?.street, s?.house_number, s?.extension].filter(Boolean).join(' ');
  for (const l of [s?.company, name, street, [s?.zipcode, s?.city].filter(Boolean).join(' ')].filter(Boolean) as string[]) {
    text(l, 60, 11);
    y -= 15;
  }
  y = 470;
  text('Retournummer', 60, 10);
  y -= 34;
  text(input.returnNumber, 60, 32, bold);
  y -= 20;
  text(`Bestelling ${input.orderNumber}`, 60, 11);
  const png = await QRCode.toBuffer(qrPayload(input.returnNumber), { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 300 });
  const qr = await pdf.embedPng(png);
  page.drawImage(qr, { x: 370, y: 400, width: 160, height: 160 });
  y = 350;
  text('In dit pakket', 50, 13, bold);
  y -= 20;
  for (const line of input.lines) {
    text(`${line.quantity} x ${line.title}`.slice(0, 90), 50, 10);
    y -= 15;
    if (y < 80) break;
  }
  y = 70;
  text('Plak het label op het pakket en breng het naar een PostNL-punt. Bewaar je verzendbewijs.', 50, 9);
  y -= 13;
  text(`${SHOP.email} - ${SHOP.website}`, 50, 9);
  return pdf.save();
}
