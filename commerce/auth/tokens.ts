// Stateless, signed API tokens for the storefront's service account (docs/requirements/accounts.md#states start-up login).
// Format: base64url(JSON payload) + "." + base64url(HMAC-SHA256). Several API instances that share
// the secret accept each other's tokens, so scale-out needs no token store.
// Signed with the shop's signing helper (lib/signing/node.ts).
import { hmacSignature, safeEqual, verifyHmacSignature } from '../../lib/signing/node';

export { safeEqual };

export interface TokenPayload {
  sub: string;
  scope: 'service';
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export function issueToken(payload: TokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${hmacSignature(body, secret)}`;
}

export function verifyToken(token: string, secret: string, now = Date.now()): TokenPayload | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return null;
  const body = token.slice(0, dot);
  if (!verifyHmacSignature(body, token.slice(dot + 1), secret)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now) return null;
    if (payload.scope !== 'service') return null;
    return payload;
  } catch {
    return null;
  }
}
