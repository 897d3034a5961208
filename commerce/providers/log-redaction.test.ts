// The logs carry no passwords, tokens, full e-mail addresses or card numbers (docs/decisions/0021).
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { safeLoggerOptions, scrubText } from './log-redaction';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino(safeLoggerOptions('info'), stream), text: () => lines.join('') };
}

describe('log redaction', () => {
  it('drops the parameters of a failed query and shortens addresses in messages', () => {
    const { logger, text } = capture();
    const err = new Error(
      'Failed query: insert into customers (email, password_hash) values ($1, $2)\nparams: sanne@example.nl,$argon2id$v=19$m=19456,t=2,p=1$abc$def',
    );
    logger.error({ err: { message: err.message, stack: err.stack }, path: '/v1/customer' }, 'commerce error');
    logger.warn('mail to sanne.de.vries@example.nl not sent');
    const out = text();
    expect(out).not.toContain('sanne@example.nl');
    expect(out).not.toContain('sanne.de.vries@example.nl');
    expect(out).not.toContain('argon2');
    expect(out).toContain('params: [redacted]');
    expect(out).toContain('s***@example.nl');
    expect(out).toContain('/v1/customer');
  });

  it('removes password, token and card fields at any depth, and bearer tokens in text', () => {
    const { logger, text } = capture();
    logger.info(
      {
        body: { customer: { password: 'Slaapzaak2026!', email: 'demo@slaapzaak.nl' }, card: '4111 1111 1111 1111' },
        token: 'abc',
        header: 'Bearer eyJhbGciOiJIUzI1NiJ9.payload.sig',
      },
      'request',
    );
    const out = text();
    for (const secret of ['Slaapzaak2026!', 'demo@slaapzaak.nl', '4111', 'eyJhbGciOiJIUzI1NiJ9', '"abc"'])
      expect(out).not.toContain(secret);
    expect(out).toContain('d***@slaapzaak.nl');
  });

  it('leaves ordinary text alone', () => {
    expect(scrubText('GET /dekbedovertrek/ 200 in 12 ms, order DKBD1000001')).toBe('GET /dekbedovertrek/ 200 in 12 ms, order DKBD1000001');
  });
});
