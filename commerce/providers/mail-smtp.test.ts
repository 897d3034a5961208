// The SMTP adapter against a small local SMTP server that speaks the protocol (RFC 5321).
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer, smtpSettingsFromEnv } from './mail';

interface Received {
  from: string;
  to: string[];
  data: string;
  auth: string | null;
}

function startFakeSmtp(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '', auth: null };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '', auth: current.auth };
            reply('250 2.0.0 queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.smtp\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
        else if (verb === 'AUTH') {
          current.auth = line.split(' ')[2] ?? null;
          reply('235 2.7.0 accepted');
        } else if (verb === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 OK');
        } else if (verb === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, received })),
  );
}

describe('SMTP mailer', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => new Promise<void>((r) => smtp.server.close(() => r())));

  it('reads its settings from the environment, or none without SMTP_HOST', () => {
    expect(smtpSettingsFromEnv({})).toBeNull();
    expect(smtpSettingsFromEnv({ SMTP_HOST: 'mail.example', SMTP_PORT: '465' })).toMatchObject({
      host: 'mail.example',
      port: 465,
      secure: true,
    });
  });

  it('delivers the message with sender, recipient, subject, tag and login', async () => {
    const mailer = await createSmtpMailer({ host: '127.0.0.1', port: smtp.port, secure: false, user: 'shop', pass: 'geheim' });
    const { id } = await mailer.send({
      to: 'sanne@example.nl',
      subject: 'Bedankt voor je bestelling DKBD2000001',
      text: 'Bedankt!',
      tag: 'order-confirmation',
    });
    expect(id).toBeTruthy();
    const [mail] = smtp.received;
    expect(mail.from).toBe('klantenservice@slaapzaak.nl');
    expect(mail.to).toEqual(['sanne@example.nl']);
    expect(mail.data).toContain('Subject: Bedankt voor je bestelling DKBD2000001');
    expect(mail.data).toContain('X-Slaapzaak-Tag: order-confirmation');
    expect(Buffer.from(mail.auth ?? '', 'base64').toString('utf8')).toBe('\u0000shop\u0000geheim');
  });
});
