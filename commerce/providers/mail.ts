// Outgoing e-mail. The embedded default writes each message as an .eml file to an outbox folder
// (open it in any mail program); an SMTP adapter sends for real when SMTP_* settings are present.
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A tag to find messages by in tests and logs (order-confirmation, password-reset, …). */
  tag: string;
  /** An https unsubscribe URL: List-Unsubscribe with List-Unsubscribe-Post one-click (RFC 8058). */
  listUnsubscribe?: string;
  /** Files sent with the mail (a return label), base64, so the message stays JSON in the outbox. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/** The RFC 8058 headers of a message that can be unsubscribed from in one click. */
export function unsubscribeHeaders(message: MailMessage): Record<string, string> {
  return message.listUnsubscribe
    ? { 'List-Unsubscribe': `<${message.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
  /** Resolves when the mailer could send now (the relay answers, the outbox folder is writable): /readyz. */
  verify?(): Promise<void>;
}

export const SHOP_SENDER = 'Slaapzaak <klantenservice@slaapzaak.nl>';

/** RFC 5322 message text; headers with non-ASCII text are encoded (RFC 2047). */
export function toEml(message: MailMessage, id: string, date = new Date()): string {
  const encode = (value: string) => (/^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`);
  const boundary = `slaapzaak-${id}`;
  const headers = [
    `Message-ID: <${id}@slaapzaak.nl>`,
    `Date: ${date.toUTCString()}`,
    `From: ${SHOP_SENDER}`,
    `To: ${message.to}`,
    `Subject: ${encode(message.subject)}`,
    `X-Slaapzaak-Tag: ${message.tag}`,
    ...Object.entries(unsubscribeHeaders(message)).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
  ];
  const b64 = (s: string) => Buffer.from(s).toString('base64').replace(/.{76}/g, '$&\r\n');
  const files = message.attachments ?? [];
  if (files.length > 0) {
    // multipart/mixed: the body as below, then each file.
    const mixed = `slaapzaak-mixed-${id}`;
    const body = toEml({ ...message, attachments: undefined }, id, date);
    const bodyPart = body.slice(body.indexOf('MIME-Version: 1.0\r\n') + 'MIME-Version: 1.0\r\n'.length);
    const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');
    return [
      ...headers,
      `Content-Type: multipart/mixed; boundary="${mixed}"`,
      '',
      `--${mixed}`,
      bodyPart.replace(/\r\n$/, ''),
      ...files.flatMap((f) => [
        `--${mixed}`,
        `Content-Type: ${f.contentType}; name="${safeName(f.filename)}"`,
        `Content-Disposition: attachment; filename="${safeName(f.filename)}"`,
        'Content-Transfer-Encoding: base64',
        '',
        f.base64.replace(/.{76}/g, '$&\r\n'),
      ]),
      `--${mixed}--`,
      '',
    ].join('\r\n');
  }
  if (!message.html) {
    return [...headers, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', b64(message.text), ''].join(
      '\r\n',
    );
  }
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    b64(message.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    b64(message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

export interface OutboxMailer extends Mailer {
  readonly dir: string;
  /** Messages written so far, oldest first (for tests and the dev shop). */
  list(): Promise<
    { file: string; to: string; subject: string; tag: string; text: string; listUnsubscribe: string; attachments: string[] }[]
  >;
}

export function createOutboxMailer(dir: string): OutboxMailer {
  return {
    dir,
    async verify() {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    },
    async send(message) {
      const id = randomUUID();
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(dir, `${stamp}-${message.tag}-${id}.eml`), toEml(message, id));
      return { id };
    },
    async list() {
      let files: string[] = [];
      try {
        files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
      } catch {
        return [];
      }
      return Promise.all(
        files.map(async (file) => {
          const raw = await readFile(path.join(dir, file), 'utf8');
          const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(raw)?.[1] ?? '';
          const decode = (v: string) => v.replace(/=\?UTF-8\?B\?([^?]+)\?=/g, (_, b) => Buffer.from(b, 'base64').toString('utf8'));
          const textPart =
            /Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1] ??
            '';
          return {
            file,
            to: header('To'),
            subject: decode(header('Subject')),
            tag: header('X-Slaapzaak-Tag'),
            text: Buffer.from(textPart.replace(/\r\n/g, ''), 'base64').toString('utf8'),
            listUnsubscribe: header('List-Unsubscribe').replace(/^<|>$/g, ''),
            attachments: [...raw.matchAll(/^Content-Disposition: attachment; filename="([^"]+)"/gm)].map((m) => m[1]!),
          };
        }),
      );
    },
  };
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  pass?: string;
  from?: string;
}

/** SMTP_HOST (required), SMTP_PORT (587), SMTP_SECURE, SMTP_USER, SMTP_PASS, SMTP_FROM. */
export function smtpSettingsFromEnv(env: Record<string, string | undefined>): SmtpSettings | null {
  if (!env.SMTP_HOST) return null;
  const port = Number(env.SMTP_PORT ?? 587);
  return {
    host: env.SMTP_HOST,
    port,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
    user: env.SMTP_USER,
    pass: env.SMTP_PASS,
    from: env.SMTP_FROM,
  };
}

/** Sends through an SMTP server (nodemailer), with the shop as sender and the tag as a header. */
export async function createSmtpMailer(settings: SmtpSettings): Promise<Mailer> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
  });
  return {
    // Connects, greets and logs in, as a send would (nodemailer's verify), without sending.
    async verify() {
      await transport.verify();
    },
    async send(message) {
      const info = await transport.sendMail({
        from: settings.from ?? SHOP_SENDER,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'X-Slaapzaak-Tag': message.tag, ...unsubscribeHeaders(message) },
        attachments: message.attachments?.map((f) => ({
          filename: f.filename,
          content: f.base64,
          encoding: 'base64',
          contentType: f.contentType,
        })),
      });
      return { id: info.messageId };
    },
  };
}
