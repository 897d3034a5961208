// Cross-site request forgery guard for the storefront's form posts (Web APIs only).
// A state-changing request must come from our own pages: browsers say so with Sec-Fetch-Site
// and Origin. The payment webhook and the bearer-token API are outside this guard by design.

import { hmac, verifyHmac } from './web-cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when a state-changing request visibly comes from another site. */
export function isCrossSiteRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('Origin');
  if (origin) {
    if (origin === 'null') return true;
    try {
      return new URL(origin).host !== new URL(request.url).host;
    } catch {
      return true;
    }
  }
  return false;
}

// Fallback for requests that carry neither header (old browsers, proxies that strip them): our
// forms hold a signed token in a hidden field, `_csrf` (components/ui/csrf-field.tsx). The token is
// not tied to a visitor, so pages that hold it stay cacheable at the edge; it proves the form came
// from one of our pages within the last day. Modern browsers never take this path: they send Origin
// on every cross-site post, and SameSite=Lax keeps our cookies off such posts anyway.

export const CSRF_FIELD = '_csrf';
const CSRF_HEADER = 'X-CSRF-Token';
const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export async function createCsrfToken(secret: string, now = Date.now()): Promise<string> {
  const issued = now.toString(36);
  return `${issued}.${await hmac(`csrf:${issued}`, secret)}`;
}

export async function verifyCsrfToken(token: string, secret: string, now = Date.now()): Promise<boolean> {
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  const issued = token.slice(0, dot);
  const issuedAt = parseInt(issued, 36);
  if (!/^[0-9a-z]+$/.test(issued) || !Number.isFinite(issuedAt)) return false;
  if (issuedAt > now + CLOCK_SKEW_MS || now - issuedAt > TOKEN_TTL_MS) return false;
  return verifyHmac(`csrf:${issued}`, token.slice(dot + 1), secret);
}

async function postedToken(request: Request): Promise<string | null> {
  const header = request.headers.get(CSRF_HEADER);
  if (header) return header;
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) return null;
  try {
    // A clone: the route's action still reads the body.
    const value = (await request.clone().formData()).get(CSRF_FIELD);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Why a state-changing request must be refused, or null when it may go on: cross-site by its
 * headers, or without those headers and without a valid signed token.
 */
export async function csrfRejection(request: Request, secret: string): Promise<'cross-site' | 'no-token' | null> {
  if (SAFE_METHODS.has(request.method)) return null;
  if (isCrossSiteRequest(request)) return 'cross-site';
  if (request.headers.has('Sec-Fetch-Site') || request.headers.has('Origin')) return null;
  const token = await postedToken(request);
  return token && (await verifyCsrfToken(token, secret)) ? null : 'no-token';
}

/** The 403 answer for a refused post, in Dutch. */
export function csrfRefusal(): Response {
  return new Response('Dit formulier kan alleen vanaf Slaapzaak zelf worden verstuurd.', {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
