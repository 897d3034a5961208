// Cache headers for storefront pages and their .data answers, set in entry.server.tsx. Catalogue
// pages seen without personal cookies are the same for everyone: a CDN (or the worker's cache) may
// keep them for minutes and serve them stale while it refreshes. Anything personal is never public.

/** Shared caches keep anonymous catalogue pages 5 minutes, then serve stale up to an hour while refreshing. */
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';
/** A catalogue page that does not exist: cached briefly so a broken link cannot hammer the API. */
export const PUBLIC_MISSING = 'public, max-age=0, s-maxage=60';
/** A page rendered for someone who is logged in or has a cart: the browser may keep it, no one else. */
export const PRIVATE_PAGE = 'private, no-cache';
/** Account, cart, checkout and form pages. */
export const PERSONAL = 'private, no-store';

/** Paths whose pages carry personal data or one-time tokens, with or without cookies. */
const PERSONAL_PATHS =
  /^\/(account|cart|checkout|favorieten|configurator|api|login|login-callback|redirect|vloerkleed-retourneren|nieuwsbrief|sandbox)(\/|$)/;
/** Cookies that make a page personal (the header's name and cart counter, guest orders). */
const PERSONAL_COOKIES = new Set(['slaapzaak_session', '__Host-slaapzaak_session', 'slaapzaak_cart', 'slaapzaak_orders']);

export function hasPersonalCookie(request: Request): boolean {
  const header = request.headers.get('Cookie');
  if (!header) return false;
  return header.split(';').some((part) => PERSONAL_COOKIES.has(part.split('=')[0]!.trim()));
}

/** The page path a document or single-fetch (.data) request is for. */
export function pagePath(url: URL): string {
  return url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
}

export function isPersonalPath(pathname: string): boolean {
  return PERSONAL_PATHS.test(pathname);
}

/** The Cache-Control a storefront answer gets; a value a route set itself is kept. */
export function pageCacheControl(request: Request, status: number, headers: Headers): string {
  const own = headers.get('Cache-Control');
  if (own) return own;
  if (request.method !== 'GET' && request.method !== 'HEAD') return PERSONAL;
  if (isPersonalPath(pagePath(new URL(request.url))) || headers.has('Set-Cookie')) return PERSONAL;
  if (hasPersonalCookie(request)) return PRIVATE_PAGE;
  if (status === 200) return PUBLIC_PAGE;
  if (status === 404 || status === 410) return PUBLIC_MISSING;
  return PRIVATE_PAGE;
}

/** Sets Cache-Control (and Vary: Cookie on shared answers, for caches that key on it). */
export function applyCacheControl(request: Request, status: number, headers: Headers): void {
  const value = pageCacheControl(request, status, headers);
  headers.set('Cache-Control', value);
  if (value.startsWith('public')) headers.append('Vary', 'Cookie');
}
