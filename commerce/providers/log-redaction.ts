// What the shop's logs may never carry (docs/decisions/0021): passwords, tokens, full e-mail addresses, card
// data. pino's `redact` removes known fields; this also scrubs free text, because error messages
// quote values: a failed Drizzle query lists its parameters (addresses, password hashes, tokens), an
// SMTP error names the recipient.
import type { LoggerOptions } from 'pino';

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const BEARER = /\b(Bearer|CustomerToken)\s+[A-Za-z0-9._~+/=-]+/gi;
// 13–19 digits, optionally grouped by spaces or dashes: what a card number looks like.
const CARD = /\b(?:\d[ -]?){12,18}\d\b/g;
// Long opaque strings (tokens, hashes, session ids): 32+ characters of base64/hex alphabet.
const OPAQUE = /\b[A-Za-z0-9_-]{32,}\b/g;
const ARGON = /\$argon2[a-z]*\$[^\s,"']+/g;
// Dutch phone numbers (06…, +31 6…, 020-…): 9 or 10 digits after the country or trunk prefix.
const PHONE = /(?:\+31|0031|\b0)(?:[\s-]?\d){9}\b/g;
// Dutch postcodes: four digits (not starting with 0) and two capitals.
const POSTCODE = /\b[1-9]\d{3}\s?[A-Z]{2}\b/g;

/** One piece of text made safe to log: e-mails shortened to their first letter and domain. */
export function scrubText(text: string): string {
  let out = text;
  // Drizzle's "Failed query: … params: …": the parameters are the shopper's values, never logged.
  out = out.replace(/(\bparams:)[\s\S]*$/i, '$1 [redacted]');
  out = out.replace(ARGON, '[hash]');
  out = out.replace(BEARER, '$1 [redacted]');
  out = out.replace(EMAIL, '$1***@$2');
  out = out.replace(CARD, '[number]');
  out = out.replace(PHONE, '[phone]');
  out = out.replace(POSTCODE, '[postcode]');
  out = out.replace(OPAQUE, '[redacted]');
  return out;
}

const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|card|cvc|iban|api[-_]?key/i;
// A person's phone and address by field name (the field names of docs/requirements/checkout-and-payment.md#data and the API's): never logged at all.
const PERSONAL_KEY =
  /^(phone(_?number)?|telephone|street|house_?number|extension|zip_?code|postcode|address(_?line\d?)?|first_?name|last_?name|city|vat_number|coc_number|company)$/i;

/** A log record's fields, scrubbed to any depth (secret-looking keys dropped, text scrubbed). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  if (value instanceof Error) return { message: scrubText(value.message), stack: value.stack ? scrubText(value.stack) : undefined };
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value))
    // The request's own ids (server/request-context.ts, checked when they come in) stay readable.
    out[key] =
      depth === 0 && (key === 'reqId' || key === 'traceId')
        ? v
        : SECRET_KEY.test(key) || (PERSONAL_KEY.test(key) && (typeof v === 'string' || typeof v === 'number'))
          ? '[redacted]'
          : key === 'email' && typeof v === 'string'
            ? scrubText(v)
            : scrubValue(v, depth + 1);
  return out;
}

/** pino options for every logger of the shop: field redaction plus scrubbed fields and messages. */
export function safeLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password', 'token', '*.token'],
    formatters: { log: (record) => scrubValue(record) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as Parameters<typeof method>);
      },
    },
  };
}
