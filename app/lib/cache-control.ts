// Cache headers for storefront pages and their .data answers, set in entry.server.tsx, and the one
// rule the worker's edge cache follows too: a page is public only when it is the same for everyone
// (docs/decisions/0031). Every cookie the storefront reads while rendering is a personalising
// cookie; a request that carries one gets a page rendered for that visitor, marked private, never
// stored in or served from a shared cache. Catalogue pages seen without them may be kept by a CDN
// (or the worker's cache) for minutes and served stale while they refresh.

/** Shared caches keep anonymous catalogue pages 5 minutes, then serve stale up to an hour while refreshing. */
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';
/** A catalogue page that does not exist: cached briefly so a broken link cannot hammer the API. */
export const PUBLIC_MISSING = 'public, max-age=0, s-maxage=60';
/** A page rendered for one visitor (their cookies): the browser may keep it, no one else. */
export const PRIVATE_PAGE = 'private, no-cache';
/** Account, cart, checkout and form pages. */
export const PERSONAL = 'private, no-store';

/**
 * Every cookie the storefront reads on the server to render a page, and what it changes there.
 * Present with any value, it makes the answer private. A new cookie the server reads belongs here
 * (cache-control.test.ts finds every cookie name declared in app/ and fails until it is sorted).
 */
export const PERSONALISING_COOKIES = [
  // The header's greeting and account links; the account's favourites and last viewed.
  'slaapzaak_session',
  '__Host-slaapzaak_session',
  // The header's cart counter.
  'slaapzaak_cart',
  // A guest's placed orders (thank-you and status pages).
  'slaapzaak_orders',
  // Pressed hearts on every tile and the header's favourites counter.
  'favorieten',
  // The account's favourites as this browser last had them (read with the session).
  'favorieten_account',
  // The last-viewed strip (product page, cart); in the HTML wherever a page shows it.
  'laatst_bekeken',
  // The cookie bar and the analytics consent defaults in <head>: one visitor's "accepted" must
  // never reach someone who has not chosen.
  'cookie_consent',
  // The no-JavaScript chat's transcript (/service/chat/).
  'slaapzaak_chat',
  // The back office's staff session (Path=/beheer; lib/admin/staff-session.server.ts).
  'slaapzaak_beheer',
  '__Secure-slaapzaak_beheer',
  // The abandonment reports' visitor key and the note of the ?email= address already reported
  // (docs/decisions/0048): read by the root loader, they change no HTML, but they are set only
  // after "accepted", so a page that carries them is private through cookie_consent already.
  'sz_visitor',
  'sz_email_reported',
] as const;

/** Cookies only the browser reads (never the server): they leave the HTML alone. */
export const BROWSER_ONLY_COOKIES = [
  // The newsletter pop-up's "seen" mark, read by the pop-up's code after hydration.
  'newsletterpopup',
] as const;

const personalising = new Set<string>(PERSONALISING_COOKIES);

/** Paths whose pages carry personal data or one-time tokens, with or without cookies. */
const PERSONAL_PATHS =
  /^\/(account|cart|checkout|favorieten|configurator|api|login|login-callback|redirect|bezorgdag|vloerkleed-retourneren|nieuwsbrief|voorraadmelding|sandbox|beheer)(\/|$)/;
/** The back office (docs/decisions/0038): never kept by any cache, whatever a route says, never from the edge cache. */
const BACK_OFFICE_PATH = /^\/beheer(\/|\.data$|$)/;
/** Query parameters that put a visitor's own data in the page (docs/requirements/operations.md#screens-and-routes known visitor: ?email=). */
const PERSONAL_PARAMS = ['email'];

/**
 * A search's first page (/zoeken/?tn_q=…) is one shopper's search: the API counts it as one event and
 * signs its result links with that event's click id (?z=, docs/decisions/0050) and answers it
 * `private, no-store`. A shared cache must not keep the page either, or the next shopper's search goes
 * uncounted and their clicks land on someone else's event. Later pages (/zoeken/2/) stay public.
 */
const isOneShoppersSearch = (url: URL) => pagePath(url) === '/zoeken/' && url.searchParams.has('tn_q');

/** The personalising cookies this request carries (by name; the value does not matter). */
export function personalisingCookies(request: Request): string[] {
  const header = request.headers.get('Cookie');
  if (!header) return [];
  const found: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (personalising.has(name)) found.push(name);
  }
  return found;
}

export function hasPersonalisingCookie(request: Request): boolean {
  return personalisingCookies(request).length > 0;
}

/**
 * The page path a document or single-fetch request is for: `/a/b/_.data` is the data of `/a/b/`
 * and `/_.data` of `/` (React Router's trailing-slash-aware data URLs), `/a/b.data` of `/a/b`.
 */
export function pagePath(url: URL): string {
  const path = routedPath(url.pathname);
  if (path.endsWith('/_.data')) return path.slice(0, -'_.data'.length);
  return path.replace(/\.data$/, '').replace(/^\/_root$/, '/');
}

/**
 * A path as the router matches it: percent-decoded and in lower case. React Router finds `/Zoeken/` and
 * `/%63art/` as `/zoeken/` and `/cart/`, so the rules here must see them so too, or a personal page under
 * another spelling would be answered as public (attack review 2026-11-29).
 */
function routedPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is not a route React Router matches (it answers 400); the raw path is checked as it is.
  }
  return path.toLowerCase();
}

export function isPersonalPath(pathname: string): boolean {
  return PERSONAL_PATHS.test(routedPath(pathname));
}

/** A back-office page or its data (`/beheer/…`, `/beheer.data`), however the path is spelt. */
export function isBackOfficePath(pathname: string): boolean {
  return BACK_OFFICE_PATH.test(routedPath(pathname));
}

/**
 * Whether a shared cache may keep an answer with this Cache-Control: `public` with an `s-maxage`
 * above 0, and nothing that takes it back (private, no-store, no-cache).
 */
export function isSharedCacheable(cacheControl: string | null | undefined): boolean {
  if (!cacheControl) return false;
  const directives = cacheControl.split(',').map((d) => d.trim().toLowerCase());
  if (!directives.includes('public')) return false;
  if (
    directives.some((d) => d === 'private' || d.startsWith('private=') || d === 'no-store' || d === 'no-cache' || d.startsWith('no-cache='))
  )
    return false;
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='));
  return sMaxAge !== undefined && Number(sMaxAge.slice('s-maxage='.length)) > 0;
}

/** The Cache-Control a storefront answer gets. */
export function pageCacheControl(request: Request, status: number, headers: Headers): string {
  const url = new URL(request.url);
  if (isBackOfficePath(url.pathname)) return PERSONAL;
  const own = headers.get('Cache-Control');
  const personalPage =
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    isPersonalPath(pagePath(url)) ||
    headers.has('Set-Cookie') ||
    PERSONAL_PARAMS.some((name) => url.searchParams.has(name)) ||
    isOneShoppersSearch(url);
  const personalised = hasPersonalisingCookie(request);
  // A value a route set itself is kept, unless it would share a page that is not the same for everyone.
  if (own && !/\bpublic\b/i.test(own)) return own;
  if (personalPage) return PERSONAL;
  if (personalised) return PRIVATE_PAGE;
  if (own) return own;
  if (status === 200) return PUBLIC_PAGE;
  if (status === 404 || status === 410) return PUBLIC_MISSING;
  return PRIVATE_PAGE;
}

/** Sets Cache-Control (and Vary: Cookie on shared answers, for caches that key on it). */
export function applyCacheControl(request: Request, status: number, headers: Headers): void {
  const value = pageCacheControl(request, status, headers);
  headers.set('Cache-Control', value);
  if (/\bpublic\b/.test(value)) headers.append('Vary', 'Cookie');
}
