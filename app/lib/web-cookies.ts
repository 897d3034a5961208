// HMAC signatures for the storefront: the shop's signing helper (lib/signing/web.ts, Web Crypto
// alone, so the same code runs on Node and on a Workers runtime: docs/decisions/0012) in React
// Router's own cookie signature format (value.base64-HMAC-SHA256 without padding): links and tokens
// signed here and cookies signed by React Router read the same.
// Cookies and cookie sessions themselves are React Router's (Web Crypto since React Router 7).
export { createCookie, createCookieSessionStorage } from 'react-router';
import { hmacSignature, signValue, unsignValue, verifyHmacSignature } from '../../lib/signing/web';

/** HMAC-SHA256 of value, base64 without padding. */
export const hmac = (value: string, secret: string): Promise<string> => hmacSignature(value, secret, 'base64');

/** Constant-time check of an hmac() result (Web Crypto's verify compares in constant time). */
export const verifyHmac = (value: string, hash: string, secret: string): Promise<boolean> =>
  verifyHmacSignature(value, hash, secret, 'base64');

export const sign = (value: string, secret: string): Promise<string> => signValue(value, secret, 'base64');

export const unsign = (signed: string, secret: string): Promise<string | false> => unsignValue(signed, secret, 'base64');
