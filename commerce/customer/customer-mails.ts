// The account e-mails. Links are built from config.publicUrl, never from a request's Host header, so
// a forged Host cannot turn a reset mail into a link to someone else's site.
import type { MailMessage } from '../providers/mail';

export function accountLink(publicUrl: string, path: string, token?: string): string {
  const url = new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function mail(to: string, tag: string, subject: string, paragraphs: string[], link?: { url: string; label: string }): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), 'Groeten van het team van Slaapzaak'].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    '<p>Groeten van het team van Slaapzaak</p>',
  ].join('\n');
  return { to, tag, subject, text, html };
}

export const customerMails = {
  confirmEmail: (to: string, firstName: string, url: string) =>
    mail(
      to,
      'email-confirm',
      'Bevestig je e-mailadres bij Slaapzaak',
      [`Hoi ${firstName},`, 'Welkom bij Slaapzaak! Bevestig je e-mailadres om je account te activeren. De link is 48 uur geldig.'],
      { url, label: 'E-mailadres bevestigen' },
    ),
  accountExists: (to: string, firstName: string, url: string) =>
    mail(
      to,
      'account-exists',
      'Je hebt al een account bij Slaapzaak',
      [
        `Hoi ${firstName},`,
        'Iemand (misschien jij) probeerde een nieuw account aan te maken met dit e-mailadres. Je hebt al een account bij ons, dus er is niets veranderd.',
        'Weet je je wachtwoord niet meer? Stel dan een nieuw wachtwoord in.',
      ],
      { url, label: 'Nieuw wachtwoord instellen' },
    ),
  passwordReset: (to: string, firstName: string, url: string) =>
    mail(
      to,
      'password-reset',
      'Stel een nieuw wachtwoord in voor Slaapzaak',
      [
        `Hoi ${firstName},`,
        'Je vroeg een nieuw wachtwoord aan. Via de link hieronder stel je het in; de link is 30 minuten geldig en werkt één keer.',
        'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren.',
      ],
      { url, label: 'Nieuw wachtwoord instellen' },
    ),
  passwordChanged: (to: string, firstName: string, url: string) =>
    mail(
      to,
      'password-changed',
      'Je wachtwoord bij Slaapzaak is gewijzigd',
      [
        `Hoi ${firstName},`,
        'Het wachtwoord van je Slaapzaak-account is zojuist gewijzigd. Op andere apparaten ben je uitgelogd.',
        'Was jij dit niet? Stel dan meteen een nieuw wachtwoord in en neem contact op met onze klantenservice.',
      ],
      { url, label: 'Nieuw wachtwoord instellen' },
    ),
  emailChanged: (to: string, firstName: string, newEmail: string) =>
    mail(to, 'email-changed', 'Je e-mailadres bij Slaapzaak is gewijzigd', [
      `Hoi ${firstName},`,
      `Het e-mailadres van je Slaapzaak-account is gewijzigd in ${newEmail}. Was jij dit niet? Neem dan contact op met onze klantenservice.`,
    ]),
  emailChangeRequested: (to: string, firstName: string, newEmail: string, forgotUrl: string) =>
    mail(
      to,
      'email-change-requested',
      'Je e-mailadres bij Slaapzaak wordt gewijzigd',
      [
        `Hoi ${firstName},`,
        `Er is gevraagd om het e-mailadres van je Slaapzaak-account te wijzigen in ${newEmail}. Het wordt pas gewijzigd als iemand op de link klikt die we naar dat adres hebben gestuurd; tot dan blijft dit e-mailadres in gebruik.`,
        'Was jij dit niet? Stel dan meteen een nieuw wachtwoord in: daarmee vervalt de wijziging en word je op alle apparaten uitgelogd.',
      ],
      { url: forgotUrl, label: 'Nieuw wachtwoord instellen' },
    ),
  loginLink: (to: string, firstName: string, url: string, forgotUrl: string) =>
    mail(
      to,
      'login-link',
      'Je eenmalige inloglink voor Slaapzaak',
      [
        `Hoi ${firstName},`,
        'Er is een paar keer achter elkaar met een verkeerd wachtwoord geprobeerd in te loggen op je Slaapzaak-account. Daarom kun je nu even alleen inloggen met deze link. De link is 15 minuten geldig en werkt één keer.',
        `Was jij dit niet? Dan heeft iemand anders het geprobeerd; je wachtwoord is daarmee niet geraden. Kies voor de zekerheid een nieuw wachtwoord: ${forgotUrl}`,
      ],
      { url, label: 'Inloggen bij Slaapzaak' },
    ),
  emailChangeConfirm: (to: string, firstName: string, url: string) =>
    mail(
      to,
      'email-change-confirm',
      'Bevestig je nieuwe e-mailadres bij Slaapzaak',
      [
        `Hoi ${firstName},`,
        'Je vroeg om dit e-mailadres voortaan voor je Slaapzaak-account te gebruiken. Bevestig het via de link hieronder; pas daarna wordt het gewijzigd. De link is 24 uur geldig en werkt één keer.',
        'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren: er verandert niets.',
      ],
      { url, label: 'Nieuw e-mailadres bevestigen' },
    ),
  emailChangeTaken: (to: string, forgotUrl: string) =>
    mail(
      to,
      'email-change-taken',
      'Je e-mailadres bij Slaapzaak',
      [
        'Hoi,',
        'Iemand (misschien jij) vroeg om dit e-mailadres aan een ander Slaapzaak-account te koppelen. Er is al een account met dit e-mailadres, dus er is niets veranderd.',
        'Wil je dit account gebruiken? Log dan in met dit e-mailadres. Weet je je wachtwoord niet meer? Stel dan een nieuw wachtwoord in.',
      ],
      { url: forgotUrl, label: 'Nieuw wachtwoord instellen' },
    ),
  newsletterConfirm: (to: string, url: string) =>
    mail(
      to,
      'newsletter-confirm',
      'Bevestig je aanmelding voor de nieuwsbrief van Slaapzaak',
      [
        'Hoi,',
        'Leuk dat je de nieuwsbrief van Slaapzaak wilt ontvangen! Bevestig je aanmelding via de link hieronder.',
        'Heb je je niet aangemeld? Dan kun je deze e-mail negeren.',
      ],
      {
        url,
        label: 'Aanmelding bevestigen',
      },
    ),
  returnConfirmation: (to: string, name: string, orderNumber: string, reason: string) =>
    mail(to, 'return-request-confirmation', `We hebben je retourverzoek voor ${orderNumber} ontvangen`, [
      `Hoi ${name},`,
      `We hebben je verzoek ontvangen om (een deel van) bestelling ${orderNumber} te retourneren. Voor het ophalen van een vloerkleed rekenen we servicekosten; onze klantenservice neemt binnen twee werkdagen contact met je op om een ophaalmoment af te spreken.`,
      `Je reden: ${reason}`,
    ]),
  returnForService: (orderNumber: string, email: string, reason: string, customerId: number | null) =>
    mail('klantenservice@slaapzaak.nl', 'return-request', `Retourverzoek vloerkleed ${orderNumber}`, [
      `Bestelling: ${orderNumber}`,
      `E-mailadres van de bestelling: ${email}`,
      `Ingelogde klant: ${customerId ?? 'nee (gast)'}`,
      `Reden: ${reason}`,
    ]),
};
