// The customer service contact form: the question goes to the customer service mailbox (the
// footer's address), with a copy of receipt to the shopper. Everything the shopper typed is
// escaped in the HTML part: a message is text, never markup.
import type { Db } from '../db/client';
import type { MailMessage, Mailer } from '../providers/mail';
import type { ContactForm } from '#contract/forms/contact';
import { getContent } from './content';

const FALLBACK_SERVICE_ADDRESS = 'klantenservice@slaapzaak.nl';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function mail(to: string, tag: string, subject: string, lines: string[]): MailMessage {
  return {
    to,
    tag,
    subject,
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escapeHtml(l).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}

export async function sendContactMessage(db: Db, mailer: Mailer, form: ContactForm): Promise<void> {
  const footer = await getContent(db, 'footer');
  const serviceAddress = footer?.email ?? FALLBACK_SERVICE_ADDRESS;
  const about = form.order_number ? `Ordernummer: ${form.order_number}` : 'Geen ordernummer opgegeven';
  // Header values must not carry line breaks (no header injection through the subject).
  const subjectName = form.name.replace(/[\r\n]+/g, ' ').slice(0, 80);
  await mailer.send(
    mail(serviceAddress, 'contact-form', `Vraag via de website van ${subjectName}`, [
      `Van: ${form.name} <${form.email}>`,
      about,
      form.message,
    ]),
  );
  await mailer.send(
    mail(form.email, 'contact-receipt', 'We hebben je vraag ontvangen', [
      `Hoi ${form.name},`,
      'Bedankt voor je bericht. We reageren binnen één werkdag. Dit is je vraag:',
      form.message,
      'Groeten van het team van Slaapzaak',
    ]),
  );
}
