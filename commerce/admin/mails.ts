// The mails staff actions send to a customer, in Dutch, as text and simple HTML: shipped with the
// tracking link, return approved with its number, return rejected with the reason, refunded.
import { formatPrice } from '../../lib/money';
import type { MailMessage } from '../providers/mail';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type Carrier = 'PostNL' | 'DHL';

/** The carrier's public tracking page for a code (PostNL wants the postcode too). */
export function trackingUrl(carrier: Carrier, code: string, zipcode: string | null | undefined): string {
  const c = encodeURIComponent(code);
  if (carrier === 'PostNL')
    return `https://jouw.postnl.nl/track-and-trace/${c}-NL-${encodeURIComponent((zipcode ?? '').replace(/\s+/g, '').toUpperCase())}`;
  return `https://www.dhl.com/nl-nl/home/traceren.html?tracking-id=${c}`;
}

function mail(to: string, subject: string, tag: string, firstName: string, paragraphs: string[]): MailMessage {
  const text = [`Beste ${firstName},`, '', ...paragraphs.flatMap((p) => [p, '']), 'Slaap lekker!', 'Team Slaapzaak'].join('\n');
  const html = `<p>Beste ${escapeHtml(firstName)},</p>\n${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}\n<p>Slaap lekker!<br>Team Slaapzaak</p>`;
  return { to, subject, text, html, tag };
}

export const adminMails = {
  shipped: (to: string, firstName: string, number: string, carrier: Carrier, code: string, url: string) =>
    mail(to, `Je bestelling ${number} is onderweg`, 'order-shipped', firstName, [
      `Goed nieuws: je bestelling ${number} is vandaag met ${carrier} verzonden.`,
      `Je track & trace-code is ${code}. Volg je pakket via ${url}`,
      'Je ziet de track & trace ook bij je bestelling in je account.',
    ]),
  returnApproved: (to: string, firstName: string, number: string, returnNumber: string) =>
    mail(to, `Je retour ${returnNumber} is goedgekeurd`, 'return-approved', firstName, [
      `We hebben je retourverzoek voor bestelling ${number} goedgekeurd. Je retournummer is ${returnNumber}.`,
      'Zet dit nummer goed leesbaar op het pakket. We nemen contact met je op om het ophalen van het vloerkleed in te plannen.',
    ]),
  returnRejected: (to: string, firstName: string, number: string, reason: string) =>
    mail(to, `Je retourverzoek voor ${number}`, 'return-rejected', firstName, [
      `Helaas kunnen we je retourverzoek voor bestelling ${number} niet goedkeuren.`,
      `Reden: ${reason}`,
      'Vragen? Mail klantenservice@slaapzaak.nl of bel 020 - 123 45 67.',
    ]),
  refunded: (to: string, firstName: string, number: string, amount: number) =>
    mail(to, `Terugbetaling voor bestelling ${number}`, 'order-refunded', firstName, [
      `We hebben ${formatPrice(amount)} terugbetaald voor bestelling ${number}. Afhankelijk van je bank staat het bedrag binnen een paar werkdagen op je rekening.`,
    ]),
};
