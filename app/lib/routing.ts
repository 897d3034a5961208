// Routing rules of docs/requirements/operations.md#screens-and-routes, as pure functions shared by every runtime (Node server, edge worker).
import { sameOriginPath } from './redirect-guard';

/** Paths the trailing-slash rule leaves alone: framework data requests and files. */
function isFrameworkOrFile(pathname: string): boolean {
  return (
    pathname.endsWith('.data') ||
    pathname === '/__manifest' ||
    /\.(xml|txt|json|svg|png|jpe?g|webp|avif|ico|js|css|map|wav|mp3|woff2?)$/i.test(pathname)
  );
}

/**
 * docs/requirements/operations.md#screens-and-routes: a path that does not end in a slash or in .html is redirected to the same path with a
 * trailing slash, query kept. Exempt: checkout-thankyou, cart-restore and any path containing
 * 'restore'. Returns the location to redirect to, or null. A path the redirect guard refuses
 * (`//evil.example` would become `//evil.example/`, another host) is never redirected: see
 * namesNoPage.
 */
export function trailingSlashLocation(url: URL): string | null {
  const { pathname } = url;
  if (pathname.endsWith('/') || pathname.endsWith('.html')) return null;
  if (pathname.includes('restore')) return null;
  if (pathname === '/checkout/thankyou') return null;
  if (isFrameworkOrFile(pathname)) return null;
  return sameOriginPath(`${pathname}/${url.search}`);
}

/**
 * A path that begins with two slashes names no page here; anything built from it (the trailing
 * slash, a remembered return path) would point a browser at another host. Answered 404 up front.
 */
export function namesNoPage(pathname: string): boolean {
  return pathname.startsWith('//');
}

// The redirect guard lives in its own module; routes import it from here too.
export { safeRedirectPath, sameOriginPath } from './redirect-guard';

/**
 * docs/requirements/operations.md#screens-and-routes Scroll: these routes keep the scroll position when their URL changes. The brand page
 * itself (route id brands-brand) belongs with brands and brands-pagination: its second page is
 * brands-pagination, and going from one to the other is paging within the same list.
 */
export function keepsScroll(routeName: string | undefined): boolean {
  if (!routeName) return false;
  return routeName.startsWith('pop') || ['zoeken', 'zoeken-pagination', 'brands', 'brands-brand', 'brands-pagination'].includes(routeName);
}

/** What the scroll rule needs of a route match (React Router's UIMatch). */
export interface ScrollMatch {
  id: string;
  params: Record<string, string | undefined>;
  loaderData: unknown;
}

/**
 * The page a keep-scroll route shows, whatever its filters, sort, query or page number: moving
 * within one scope does not reset the scroll; null for every other route (to the top). An overview
 * is its path (filters, sort and paging are query parameters), all search results are one, a brand
 * is its brand. The router asks about the next location with the matches of the next route but the
 * loader data of the page on screen (state.loaderData): the catalogue route's data is only trusted
 * for its route name, which cannot change without the path changing too.
 */
export function scrollScope(match: ScrollMatch | undefined, pathname: string): string | null {
  if (!match) return null;
  const data = (match.loaderData ?? {}) as { routeName?: unknown };
  const name = typeof data.routeName === 'string' ? data.routeName : match.id;
  if (!keepsScroll(name)) return null;
  if (name.startsWith('pop')) return `pop:${pathname}`;
  if (name.startsWith('zoeken')) return 'zoeken';
  return `brands:${match.params.brand ?? ''}`;
}

/**
 * The key React Router saves and restores a scroll position under (ScrollRestoration's getKey).
 * `target` is the location the router asks about, `shown` the page on screen, `entryKey` the key of
 * the history entry the browser is on (on Back/Forward it has already moved to the target's).
 * - The page on screen is asked about when the router saves its position (leaving it, or the page
 *   being hidden): its own key.
 * - Back/Forward: the entry's own key, so Back restores exactly where the shopper was there.
 * - A new entry (link, filter, sort, paging) within the same keep-scroll scope: the key of the page
 *   on screen, whose position the router saved a moment before: the scroll stays put.
 * - Anything else is a new key with nothing saved: the router scrolls to the top.
 */
export function scrollRestorationKey(
  target: { key: string; scope: string | null },
  shown: { key: string; scope: string | null },
  entryKey: string | undefined,
): string {
  if (target.key === shown.key) return target.key;
  if (entryKey === undefined || entryKey === target.key) return target.key;
  if (target.scope !== null && target.scope === shown.scope) return shown.key;
  return target.key;
}

/** A URL the browser sent that cannot be decoded is a client error (400), not a crash. */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return pathname.includes('\u0000') || pathname.includes('%00');
  } catch {
    return true;
  }
}

/**
 * docs/requirements/operations.md#states Start-up: the cart is fetched on start except on the status and thank-you pages (they
 * follow a placed order; the header there has no cart counter, and the order, not the cart, is
 * what they show).
 */
export function fetchesCartAtStart(pathname: string): boolean {
  return !/^\/checkout\/(status|thankyou)(\/|$)/.test(pathname);
}
