// HMAC signatures on Web Crypto alone, so the same code runs on Node and on a Workers runtime
// (docs/decisions/0012). The format is React Router's own cookie signature (value.base64-HMAC-SHA256
// without padding): links and tokens signed here and cookies signed by React Router read the same.
// Cookies and cookie sessions themselves are React Router's (Web Crypto since React Router 7).
export { createCookie, createCookieSessionStorage } from 'react-router';

const encoder = new TextEncoder();
// Importing an HMAC key costs more than the signature itself; secrets are few and long-lived.
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** HMAC-SHA256 of value, base64 without padding. */
export async function hmac(value: string, secret: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(value));
  return toBase64(new Uint8Array(signature)).replace(/=+$/, '');
}

/** Constant-time check of an hmac() result (Web Crypto's verify compares in constant time). */
export async function verifyHmac(value: string, hash: string, secret: string): Promise<boolean> {
  const signature = fromBase64(hash);
  if (!signature) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(value));
}

export const sign = async (value: string, secret: string): Promise<string> => `${value}.${await hmac(value, secret)}`;

export const unsign = async (signed: string, secret: string): Promise<string | false> => {
  const index = signed.lastIndexOf('.');
  if (index < 0) return false;
  const value = signed.slice(0, index);
  return (await verifyHmac(value, signed.slice(index + 1), secret)) ? value : false;
};
