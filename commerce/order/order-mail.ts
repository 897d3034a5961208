// The order confirmation e-mail, in Dutch, as text and simple HTML.
import { formatPrice } from '../../lib/money';
import { SHIPPING_INSURANCE } from '../checkout/checkout-options';
import type { orderLines, orders } from '../db/schema';
import type { MailMessage } from '../providers/mail';
import type { OrderDelivery } from '#contract/schemas/checkout';

type Order = typeof orders.$inferSelect;
type Line = typeof orderLines.$inferSelect;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The crew delivery's lines of the mail: "Bezorgdag: vrijdag 4 december, ochtend (8:00–12:00)" and each service. */
export function deliveryLines(delivery: OrderDelivery | null | undefined): string[] {
  if (!delivery) return [];
  return [
    `Bezorgdag: ${delivery.day_text}, ${delivery.slot_text} (door onze bezorgers)`,
    ...delivery.services.map((s) => `${s.title}: ${formatPrice(s.price_incl)}`),
  ];
}

export function orderConfirmationMail(
  order: Order,
  lines: Line[],
  paymentTitle: string,
  delivery: OrderDelivery | null = null,
  changeLink: string | null = null,
): MailMessage {
  // Additional costs are the insurance plus the crew's services (priced on the booking, ADR 0059).
  const services = (delivery?.services ?? []).reduce((sum, s) => sum + s.price_incl, 0);
  const insurance = order.additionalCosts - services;
  const customer = order.customer as { first_name?: string };
  const address = order.shippingAddress as { street?: string; house_number?: string; extension?: string; zipcode?: string; city?: string };
  const addressLine = `${address.street ?? ''} ${address.house_number ?? ''}${address.extension ? ` ${address.extension}` : ''}, ${address.zipcode ?? ''} ${address.city ?? ''}`;
  const rows = lines.map(
    (l) => `${l.quantity} × ${l.title}${l.optionValues.length ? ` (${l.optionValues.join(', ')})` : ''}  ${formatPrice(l.rowTotal)}`,
  );
  const totals = [
    `Subtotaal: ${formatPrice(order.subTotal)}`,
    ...(order.discountTotal ? [`Korting: - ${formatPrice(order.discountTotal)}`] : []),
    `Verzendkosten: ${order.shippingCosts ? formatPrice(order.shippingCosts) : 'gratis'}`,
    ...(order.paymentCosts ? [`Betaalkosten: ${formatPrice(order.paymentCosts)}`] : []),
    ...(insurance > 0 ? [`${SHIPPING_INSURANCE.title}: ${formatPrice(insurance)}`] : []),
    ...deliveryLines(delivery),
    `Totaal (incl. 21% btw): ${formatPrice(order.grandTotal)}`,
  ];
  const text = [
    `Beste ${customer.first_name ?? 'klant'},`,
    '',
    `Bedankt voor je bestelling bij Slaapzaak! We hebben je betaling ontvangen. Je bestelnummer is ${order.number}.`,
    '',
    ...rows,
    '',
    ...totals,
    '',
    `Betaald met: ${paymentTitle}`,
    `Bezorgadres: ${addressLine}`,
    ...(delivery ? [`Bezorgdag: ${delivery.day_text}, ${delivery.slot_text}`] : []),
    '',
    // A crew order comes on its booked day, never "morgen" (docs/decisions/0063): it says so, with the change link.
    ...(delivery
      ? [
          'Onze bezorgers brengen je bestelling op de gekozen dag. De dag ervoor sturen we je een herinnering, en op de dag zelf een tijdvak van twee uur.',
          ...(changeLink ? [`Past de dag toch niet? Wijzig of annuleer je bezorgdag tot 48 uur van tevoren: ${changeLink}`] : []),
        ]
      : ['Voor 23:59 besteld? Dan bezorgen we morgen. Je krijgt een e-mail met de track & trace zodra je pakket onderweg is.']),
    'Vragen? Mail klantenservice@slaapzaak.nl of bel 020 - 123 45 67.',
    '',
    'Slaap lekker!',
    'Team Slaapzaak',
  ].join('\n');
  const html = `<p>Beste ${escapeHtml(customer.first_name ?? 'klant')},</p>
<p>Bedankt voor je bestelling bij Slaapzaak! We hebben je betaling ontvangen. Je bestelnummer is <strong>${order.number}</strong>.</p>
<ul>${rows.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>
<p>${totals.map(escapeHtml).join('<br>')}</p>
<p>Betaald met: ${escapeHtml(paymentTitle)}<br>Bezorgadres: ${escapeHtml(addressLine)}${delivery ? `<br>Bezorgdag: ${escapeHtml(`${delivery.day_text}, ${delivery.slot_text}`)}` : ''}</p>
${changeLink ? `<p>Past de dag toch niet? <a href="${escapeHtml(changeLink)}">Wijzig of annuleer je bezorgdag</a> (tot 48 uur van tevoren).</p>\n` : ''}<p>Slaap lekker!<br>Team Slaapzaak</p>`;
  return { to: order.email, subject: `Bedankt voor je bestelling ${order.number}`, text, html, tag: 'order-confirmation' };
}
