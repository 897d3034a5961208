// The mails of a self-service return (docs/decisions/0057): the label link when it is started, and
// the refund when staff refunded it (the refund mail itself is the back office's order-refunded mail).
import type { MailMessage } from '../providers/mail';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(to: string, subject: string, tag: string, firstName: string, paragraphs: string[]): MailMessage {
  const text = [`Beste ${firstName},`, '', ...paragraphs.flatMap((p) => [p, '']), 'Slaap lekker!', 'Team Slaapzaak'].join('\n');
  const html = `<p>Beste ${escapeHtml(firstName)},</p>\n${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}\n<p>Slaap lekker!<br>Team Slaapzaak</p>`;
  return { to, subject, text, html, tag };
}

export const customerReturnMails = {
  created: (to: string, firstName: string, orderNumber: string, returnNumber: string, labelUrl: string) =>
    mail(to, `Je retour ${returnNumber} is aangemeld`, 'customer-return-created', firstName, [
      `Je hebt artikelen uit bestelling ${orderNumber} aangemeld voor retour. Je retournummer is ${returnNumber}.`,
      `Je retourlabel (PDF met retournummer en QR-code) zit als bijlage bij deze e-mail; je kunt het ook downloaden: ${labelUrl}`,
      'Print het label, plak het op het pakket en breng het naar een PostNL-punt. Zodra we het pakket hebben ontvangen en gecontroleerd, betalen we het bedrag dat je voor deze artikelen betaalde automatisch terug.',
    ]),
};
