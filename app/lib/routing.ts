// Routing rules of SPEC §2, as pure functions shared by every runtime (Node server, edge worker).

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
 * 'restore'. Returns the location to redirect to, or null.
 */
export function trailingSlashLocation(url: URL): string | null {
  const { pathname } = url;
  if (pathname.endsWith('/') || pathname.endsWith('.html')) return null;
  if (pathname.includes('restore')) return null;
  if (pathname === '/checkout/thankyou') return null;
  if (isFrameworkOrFile(pathname)) return null;
  return `${pathname}/${url.search}`;
}

/**
 * Where to go after login: only a same-origin path. Anything that a browser could read as another
 * origin (`//evil`, `/\evil`, encoded or with control characters) falls back to `fallback`.
 */
export function safeRedirectPath(target: unknown, fallback = '/account/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2000) return fallback;
  let decoded = target;
  try {
    // Decode repeatedly so %2F%2F and %252F%252F cannot smuggle a second slash.
    for (let i = 0; i < 3; i++) {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    }
  } catch {
    return fallback;
  }
  if (!decoded.startsWith('/')) return fallback;
  if (/^\/[/\\]/.test(decoded)) return fallback;
  // Browsers strip tabs and newlines from URLs and read '\' as '/'.
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return fallback;
  try {
    const resolved = new URL(target, 'https://slaapzaak.invalid');
    if (resolved.origin !== 'https://slaapzaak.invalid') return fallback;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return fallback;
  }
}

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
