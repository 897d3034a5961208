// The alerts' e-mails (docs/decisions/0052). Every one carries its unsubscribe link in the text and
// as List-Unsubscribe with one-click POST (RFC 8058), so a mail program offers "afmelden" itself.
import type { MailMessage } from '../providers/mail';
import { formatPrice } from '../../lib/money';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Link {
  url: string;
  label: string;
}

function mail(to: string, tag: string, subject: string, paragraphs: string[], links: Link[], oneClick?: string): MailMessage {
  const text = [...paragraphs, ...links.map((l) => `${l.label}: ${l.url}`), 'Groeten van het team van Slaapzaak'].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`),
    '<p>Groeten van het team van Slaapzaak</p>',
  ].join('\n');
  return { to, tag, subject, text, html, ...(oneClick ? { listUnsubscribe: oneClick } : {}) };
}

interface Variant {
  productTitle: string;
  variantTitle: string;
  productUrl: string;
}

const named = (v: Variant) => (v.variantTitle ? `${v.productTitle} (${v.variantTitle})` : v.productTitle);

const absolute = (publicUrl: string, path: string) => new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();

export const alertMails = {
  confirm: (to: string, variant: Variant, confirmUrl: string, unsubscribeUrl: string, oneClick: string) =>
    mail(
      to,
      'stock-alert-confirm',
      'Bevestig je voorraadmelding bij Slaapzaak',
      [
        'Hoi,',
        `Je vroeg ons je te mailen zodra ${named(variant)} weer op voorraad is. Bevestig dat met de knop hieronder; de link is 7 dagen geldig.`,
        'Was jij dit niet? Dan hoef je niets te doen: zonder bevestiging mailen we je niet.',
      ],
      [
        { url: confirmUrl, label: 'Voorraadmelding bevestigen' },
        { url: unsubscribeUrl, label: 'Afmelden' },
      ],
      oneClick,
    ),
  backInStock: (to: string, variant: Variant, links: { publicUrl: string }, unsubscribeUrl: string, oneClick: string) =>
    mail(
      to,
      'stock-alert',
      `${variant.productTitle} is weer op voorraad`,
      [
        'Hoi,',
        `Goed nieuws: ${named(variant)} is weer op voorraad. Op is op, dus wacht niet te lang.`,
        'Dit was je enige mail over dit artikel: je voorraadmelding is hiermee afgerond.',
      ],
      [
        { url: absolute(links.publicUrl, variant.productUrl), label: 'Bekijk het artikel' },
        { url: unsubscribeUrl, label: 'Afmelden' },
      ],
      oneClick,
    ),
  priceDrop: (
    to: string,
    firstName: string,
    items: { title: string; url: string; price: number; lowest: number }[],
    publicUrl: string,
    settingsUrl: string,
  ) =>
    mail(
      to,
      'price-alert',
      items.length === 1 ? `${items[0]!.title} is in prijs gedaald` : `${items.length} favorieten zijn in prijs gedaald`,
      [
        `Hoi ${firstName},`,
        'Een paar van je favorieten zijn nu goedkoper dan ze de afgelopen 30 dagen waren:',
        ...items.map(
          (i) =>
            `${i.title}: nu ${formatPrice(i.price)} (laagste prijs van de afgelopen 30 dagen: ${formatPrice(i.lowest)}) — ${absolute(publicUrl, i.url)}`,
        ),
        'Je krijgt deze mail hoogstens één keer per week. Je zet prijsmeldingen uit in je account.',
      ],
      [{ url: settingsUrl, label: 'Prijsmeldingen uitzetten' }],
    ),
};
