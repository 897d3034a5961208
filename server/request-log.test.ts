// One logger (docs/decisions/0054): the shop's pino settings with the request's ids on every line, and no
// personal data — e-mail, address, phone, tokens — in fields or in message text.
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { safeLoggerOptions } from '../commerce/providers/log-redaction';
import { LOGGER_KEY, log } from '../app/lib/log.server';
import { idsFor, logIds, propagateIds, runWithIds } from './request-context';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  const logger = pino({ ...safeLoggerOptions('info'), mixin: logIds }, stream);
  return { logger, lines, records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

const PERSON = {
  email: 'sanne.devries@example.nl',
  phone: '06 12345678',
  phone_number: '+31 6 1234 5678',
  street: 'Voorbeeldstraat',
  house_number: '12',
  zipcode: '1234 AB',
  first_name: 'Sanne',
  last_name: 'de Vries',
};
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzYW5uZSJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbi1oZXJl';

describe('one logger', () => {
  it('puts the request id and trace id on every line inside a request, both wings alike', () => {
    const { logger, records } = capture();
    (globalThis as Record<symbol, unknown>)[LOGGER_KEY] = logger;
    const ids = idsFor(new Headers({ 'x-request-id': 'page-1234abcd', traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01` }));
    runWithIds(ids, () => {
      logger.info({ path: '/v1/cart' }, 'request'); // the API's request line
      log.warn('Winkelwagen niet geladen', new Error('time-out')); // the storefront's
    });
    logger.info('outside a request');
    delete (globalThis as Record<symbol, unknown>)[LOGGER_KEY];
    const [api, storefront, outside] = records();
    expect(api).toMatchObject({ reqId: 'page-1234abcd', traceId: 'a'.repeat(32), path: '/v1/cart' });
    expect(storefront).toMatchObject({ reqId: 'page-1234abcd', traceId: 'a'.repeat(32), msg: 'Winkelwagen niet geladen', level: 40 });
    expect(outside!.reqId).toBeUndefined();
  });

  it('sends the ids on the storefront’s API calls, a new span under the same trace', () => {
    const ids = idsFor(new Headers({ traceparent: `00-${'c'.repeat(32)}-${'d'.repeat(16)}-01` }));
    const sent = runWithIds(ids, () => propagateIds(new Request('http://api.example/v1/cart')));
    expect(sent.headers.get('x-request-id')).toBe(ids.requestId);
    expect(sent.headers.get('traceparent')).toMatch(new RegExp(`^00-${'c'.repeat(32)}-[0-9a-f]{16}-01$`));
    expect(sent.headers.get('traceparent')).not.toContain('d'.repeat(16));
    // Outside a request nothing is added.
    expect(propagateIds(new Request('http://api.example/v1/cart')).headers.has('x-request-id')).toBe(false);
  });

  it('makes new ids for a forged or malformed X-Request-Id or traceparent', () => {
    for (const bad of ['', 'short', 'x'.repeat(65), 'id with spaces', '"><script>'])
      expect(idsFor(new Headers({ 'x-request-id': bad })).requestId).not.toBe(bad);
    for (const bad of ['00-' + '0'.repeat(32) + '-' + 'b'.repeat(16) + '-01', 'ff-zz', '00-abc-def-01'])
      expect(idsFor(new Headers({ traceparent: bad })).traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(idsFor(new Headers({ traceparent: '00-' + '0'.repeat(32) + '-' + 'b'.repeat(16) + '-01' })).traceId).not.toBe('0'.repeat(32));
  });

  it('logs a request with a person’s data without the data: fields and free text', () => {
    const { logger, lines } = capture();
    (globalThis as Record<symbol, unknown>)[LOGGER_KEY] = logger;
    runWithIds(idsFor(new Headers()), () => {
      logger.info(
        {
          method: 'POST',
          path: '/v1/checkout/customer',
          req: { headers: { authorization: `Bearer ${TOKEN}`, cookie: `__session=${TOKEN}` } },
          body: { customer: PERSON, billing: PERSON },
        },
        'request',
      );
      logger.warn(
        { err: new Error(`SMTP 550 for ${PERSON.email}, call ${PERSON.phone}`) },
        `mail to ${PERSON.email} at ${PERSON.zipcode} failed; token ${TOKEN}`,
      );
      log.error(`Adres niet gevonden voor ${PERSON.zipcode} 12, bel +31 6 1234 5678`, { customer: PERSON });
    });
    delete (globalThis as Record<symbol, unknown>)[LOGGER_KEY];
    const text = lines.join('\n');
    expect(lines).toHaveLength(3);
    for (const value of [
      PERSON.email,
      'sanne.devries',
      PERSON.phone,
      '12345678',
      '1234 5678',
      PERSON.street,
      PERSON.zipcode,
      'de Vries',
      TOKEN,
      'c2lnbmF0dXJl',
    ])
      expect(text).not.toContain(value);
    // What stays helps: the path, the domain of the address, that it was a phone or a postcode.
    expect(text).toContain('/v1/checkout/customer');
    expect(text).toContain('example.nl');
  });
});
