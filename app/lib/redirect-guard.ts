// The one redirect guard (docs/decisions/0030). Every Location built from something the
// request carries (the trailing-slash rule, /redirect/?to=, login's redirectTo, the remembered path
// of a protected page, the price-filter redirect, the cookie and favourite forms' return path)
// passes through sameOriginPath, so an attacker cannot turn the shop's good name into a jump to
// another site. Shared by Node and the worker: no Node APIs.

/** Stands in for the shop's origin: a path only ever resolves against the origin it is served on. */
const SHOP_ORIGIN = 'https://slaapzaak.invalid';

/** Longer return paths are not something the shop makes; they only grow the login URL. */
export const MAX_REDIRECT_LENGTH = 2000;

/**
 * Characters no return path of ours holds raw: C0 and C1 controls, DEL, spaces (browsers strip
 * leading and trailing ones, and tabs and newlines anywhere), the Unicode spaces some clients fold,
 * the byte-order mark, and the backslash, which browsers read as a slash.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this guard looks for
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;

/** Decoded, a path may hold spaces (`%20` is harmless) but no controls and no backslash. */
// eslint-disable-next-line no-control-regex -- control characters are what this guard looks for
const UNSAFE_WHEN_DECODED = /[\u0000-\u001f\u007f-\u009f\\]/;

/** An encoded slash or backslash, also encoded again (%252F): proxies and servers decode them. */
const ENCODED_SLASH = /%(?:25)*(?:2f|5c)/i;

/**
 * The target as a path on this shop (`/a/b/?q#h`), or null when it is anything a browser could
 * read as, or turn into, another origin. The rule: a string that starts with one `/`, holds no
 * control or space characters and no backslash (raw or percent-encoded), no encoded slash and no
 * `//` in its path (also once decoded), resolves with the WHATWG URL parser to the shop's own origin, and whose resolved form is
 * again such a path (the parser removes dot segments: `/.//evil` becomes `//evil`).
 */
export function sameOriginPath(target: unknown): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_REDIRECT_LENGTH) return null;
  if (!looksLikeOwnPath(target)) return null;
  let resolved: URL;
  try {
    resolved = new URL(target, SHOP_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== SHOP_ORIGIN || resolved.username || resolved.password) return null;
  const path = resolved.pathname + resolved.search + resolved.hash;
  if (!looksLikeOwnPath(path)) return null;
  // What the browser will make of our answer: the same path on the same origin, nothing else.
  const again = new URL(path, SHOP_ORIGIN);
  if (again.origin !== SHOP_ORIGIN || again.pathname + again.search + again.hash !== path) return null;
  return path;
}

/** sameOriginPath, or `fallback` when the target is refused. */
export function safeRedirectPath(target: unknown, fallback = '/account/'): string {
  return sameOriginPath(target) ?? fallback;
}

function looksLikeOwnPath(text: string): boolean {
  if (text[0] !== '/' || text[1] === '/') return false;
  if (UNSAFE_CHARACTER.test(text)) return false;
  // Only the path can change where a URL points; the query and fragment stay ours.
  const path = text.split(/[?#]/, 1)[0]!;
  // No page of ours has an empty segment; after dot segments go, '/x/..//evil' is '//evil'.
  if (ENCODED_SLASH.test(path) || path.includes('//')) return false;
  // Decoded (a few rounds: %2509 is a tab once decoded twice) it must still be harmless.
  let decoded = path;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) return true;
    if (UNSAFE_WHEN_DECODED.test(next) || next.includes('//')) return false;
    decoded = next;
  }
  // Encoded four times over: no link of ours looks like that.
  return false;
}

/**
 * Where the pay forms may send a shopper: a path on our own site (the sandbox, the status page) or
 * a page on the payment provider's checkout origin, nowhere else, whatever the API answers.
 */
export function paymentRedirect(target: unknown, paymentOrigins: readonly string[] = []): string | null {
  if (typeof target !== 'string' || target.length > MAX_REDIRECT_LENGTH) return null;
  if (target.startsWith('/')) return sameOriginPath(target);
  try {
    const url = new URL(target);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && paymentOrigins.includes(url.origin)
      ? url.href
      : null;
  } catch {
    return null;
  }
}
