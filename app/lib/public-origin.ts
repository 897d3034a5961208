// The origin the product feed's and the sitemaps' absolute links are built on (docs/decisions/0051,
// attack review H6). Never the request's Host header alone: a request claiming another Host would get
// (and any shared cache that does not key on Host would keep) a feed and sitemaps pointing elsewhere,
// and each new Host would render the whole feed again.
// - A real shop (PUBLIC_URL not on this machine): always PUBLIC_URL's origin, whatever the request says.
// - A demo (PUBLIC_URL absent or loopback): the request's origin when it is this machine too (the dev
//   server's or the e2e tests' own port), the configured one otherwise.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function originOf(url: string | undefined): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** The origin for absolute links in kept, publicly cached documents (feed, sitemaps, robots.txt). */
export function linkOrigin(context: { publicUrl?: string }, request: Request): string {
  const configured = originOf(context.publicUrl);
  if (configured && !LOOPBACK_HOSTS.has(configured.hostname)) return configured.origin;
  const asked = new URL(request.url);
  if (LOOPBACK_HOSTS.has(asked.hostname)) return asked.origin;
  return configured?.origin ?? 'http://localhost';
}
