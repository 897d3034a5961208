// Routing rules of SPEC §2, as pure functions shared by every runtime (Node server, edge worker).
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
 * SPEC §2: a path that does not end in a slash or in .html is redirected to the same path with a
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

/** SPEC §2 Scroll: these routes keep the scroll position when their URL changes. */
export function keepsScroll(routeName: string | undefined): boolean {
  if (!routeName) return false;
  return routeName.startsWith('pop') || ['zoeken', 'zoeken-pagination', 'brands', 'brands-pagination'].includes(routeName);
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
 * SPEC §4 Start-up: the cart is fetched on start except on the status and thank-you pages (they
 * follow a placed order; the header there has no cart counter, and the order, not the cart, is
 * what they show).
 */
export function fetchesCartAtStart(pathname: string): boolean {
  return !/^\/checkout\/(status|thankyou)(\/|$)/.test(pathname);
}
