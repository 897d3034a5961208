import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer, toEml } from './mail';

describe('outbox mailer', () => {
  it('writes a readable .eml per message and lists them back', async () => {
    const mailer = createOutboxMailer(path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'outbox'));
    await mailer.send({
      to: 'sanne@example.nl',
      subject: 'Je bestelling DKBD1234567 is ontvangen',
      text: 'Bedankt voor je bestelling!',
      html: '<p>Bedankt!</p>',
      tag: 'order-confirmation',
    });
    const [mail] = await mailer.list();
    expect(mail).toMatchObject({ to: 'sanne@example.nl', subject: 'Je bestelling DKBD1234567 is ontvangen', tag: 'order-confirmation' });
    expect(mail.text).toBe('Bedankt voor je bestelling!');
  });

  it('encodes non-ASCII subjects', () => {
    const eml = toEml({ to: 'a@b.nl', subject: 'Bevestig je e-mailadres – welkom', text: 'é', tag: 't' }, 'id');
    expect(eml).toMatch(/Subject: =\?UTF-8\?B\?/);
    expect(eml).toContain('MIME-Version: 1.0');
  });
});
