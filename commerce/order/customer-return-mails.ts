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
  /** A trial return the crew picks up (docs/decisions/0065): the day and part of day, what goes back. */
  trialCrew: (
    to: string,
    firstName: string,
    orderNumber: string,
    returnNumber: string,
    day: string,
    slot: string,
    lines: { title: string; quantity: number }[],
  ) =>
    mail(to, `We halen je proefslaapretour ${returnNumber} op ${day}`, 'trial-return-created', firstName, [
      `Jammer dat het niet je bed is geworden. Je proefslaapretour uit bestelling ${orderNumber} is aangemeld; je retournummer is ${returnNumber}.`,
      `Onze bezorgers halen het op ${day}, ${slot}: ${lines.map((l) => `${l.quantity} × ${l.title}`).join(', ')}.`,
      'Zorg dat het artikel klaarstaat (een verpakking is niet nodig). Zodra we het hebben opgehaald, betalen we automatisch terug wat je ervoor betaalde.',
    ]),
  /** A trial return of small items, sent as a parcel with the label (docs/decisions/0065). */
  trialParcel: (to: string, firstName: string, orderNumber: string, returnNumber: string, labelUrl: string) =>
    mail(to, `Je proefslaapretour ${returnNumber} is aangemeld`, 'trial-return-created', firstName, [
      `Je proefslaapretour uit bestelling ${orderNumber} is aangemeld; je retournummer is ${returnNumber}.`,
      `Je retourlabel (PDF met retournummer en QR-code) zit als bijlage bij deze e-mail; je kunt het ook downloaden: ${labelUrl}`,
      'Plak het label op het pakket en breng het naar een PostNL-punt; daar halen we het op. Zodra het pakket is opgehaald, betalen we automatisch terug wat je ervoor betaalde.',
    ]),
};
