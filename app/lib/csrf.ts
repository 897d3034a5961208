// Cross-site request forgery guard for the storefront's form posts (Web APIs only).
// A state-changing request must come from our own pages: browsers say so with Sec-Fetch-Site
// and Origin. The payment webhook and the bearer-token API are outside this guard by design.

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
