// The shop's one signing helper (docs/decisions/0041), Web Crypto flavour: for the storefront, which
// also runs on a Workers runtime. lib/signing/node.ts is the same helper on node:crypto for the
// commerce API, whose callers are synchronous; both give the same signatures (tested).
//
// HMAC-SHA256 over UTF-8 text, written as base64url without padding (API tokens, links, the chat
// cookie) or as standard base64 without padding (`'base64'`: React Router's cookie signature, so
// values signed here and cookies signed by React Router read the same). Verifying takes the
// signature exactly as it was written (no other spelling of the same bytes) and compares in
// constant time (crypto.subtle.verify).
import { createCache } from '../cache';
import { type SignatureEncoding, decodeSignature, encodeSignature } from './encoding';

export type { SignatureEncoding } from './encoding';

const encoder = new TextEncoder();

/**
 * Imported HMAC keys (importing costs more than a signature). Cache policy: key = the secret
 * itself (a process has a few, long-lived); no age limit; at most 16 keys.
 */
const keys = /* @__PURE__ */ createCache<CryptoKey>({
  name: 'HMAC keys',
  ttlMs: null,
  maxEntries: 16,
  maxBytes: 16 * 1024,
  sizeOf: () => 256,
});

function hmacKey(secret: string): Promise<CryptoKey> {
  return keys.load(secret, () =>
    crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
  );
}

/** The HMAC-SHA256 of `data` under `secret`, encoded without padding. */
export async function hmacSignature(data: string, secret: string, encoding: SignatureEncoding = 'base64url'): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(data));
  return encodeSignature(new Uint8Array(signature), encoding);
}

/** True when `signature` is hmacSignature(data, secret, encoding); constant-time. */
export async function verifyHmacSignature(
  data: string,
  signature: string,
  secret: string,
  encoding: SignatureEncoding = 'base64url',
): Promise<boolean> {
  const bytes = decodeSignature(signature, encoding);
  if (!bytes) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret), bytes, encoder.encode(data));
}

/** `value.signature`. */
export async function signValue(value: string, secret: string, encoding: SignatureEncoding = 'base64url'): Promise<string> {
  return `${value}.${await hmacSignature(value, secret, encoding)}`;
}

/** The value of a signValue() result, or false when it was not signed with `secret`. */
export async function unsignValue(signed: string, secret: string, encoding: SignatureEncoding = 'base64url'): Promise<string | false> {
  const dot = signed.lastIndexOf('.');
  if (dot < 0) return false;
  const value = signed.slice(0, dot);
  return (await verifyHmacSignature(value, signed.slice(dot + 1), secret, encoding)) ? value : false;
}
