// The shop's one signing helper (docs/decisions/0041), node:crypto flavour: for the commerce API,
// whose token and link checks are synchronous. Same signatures as lib/signing/web.ts (tested): see
// there for the format. Verifying compares in constant time (crypto.timingSafeEqual) and takes the
// signature only as it was written.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignatureEncoding } from './encoding';

export type { SignatureEncoding } from './encoding';

/** The HMAC-SHA256 of `data` under `secret`, encoded without padding. */
export function hmacSignature(data: string, secret: string, encoding: SignatureEncoding = 'base64url'): string {
  const digest = createHmac('sha256', secret).update(data, 'utf8').digest(encoding);
  return encoding === 'base64' ? digest.replace(/=+$/, '') : digest;
}

/** True when `signature` is hmacSignature(data, secret, encoding); constant-time. */
export function verifyHmacSignature(data: string, signature: string, secret: string, encoding: SignatureEncoding = 'base64url'): boolean {
  return safeEqual(signature, hmacSignature(data, secret, encoding));
}

/** `value.signature`. */
export function signValue(value: string, secret: string, encoding: SignatureEncoding = 'base64url'): string {
  return `${value}.${hmacSignature(value, secret, encoding)}`;
}

/** The value of a signValue() result, or false when it was not signed with `secret`. */
export function unsignValue(signed: string, secret: string, encoding: SignatureEncoding = 'base64url'): string | false {
  const dot = signed.lastIndexOf('.');
  if (dot < 0) return false;
  const value = signed.slice(0, dot);
  return verifyHmacSignature(value, signed.slice(dot + 1), secret, encoding) ? value : false;
}

/**
 * Constant-time comparison of two strings of any length (a password, a signature): both are
 * hashed to the same length first, so neither the content nor the length leaks through timing.
 */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHmac('sha256', 'cmp').update(a, 'utf8').digest();
  const hb = createHmac('sha256', 'cmp').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb);
}
