// What every storefront request passes before React Router, the same on Node (server.ts) and on the
// worker (worker/index.ts): malformed paths, paths that would redirect off-site, cross-site posts,
// the trailing-slash redirect.
import { csrfRefusal, csrfRejection } from './csrf';
import { isMalformedPath, namesNoPage, trailingSlashLocation } from './routing';

/** An early answer for the request, or null to hand it to React Router. */
export async function frontDoor(request: Request, sessionSecret: string): Promise<Response | null> {
  const url = new URL(request.url);
  if (isMalformedPath(url.pathname)) {
    return new Response('Ongeldig adres', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  if (namesNoPage(url.pathname)) {
    return new Response('Deze pagina bestaat niet.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  if (await csrfRejection(request, sessionSecret)) return csrfRefusal();
  if (request.method === 'GET' || request.method === 'HEAD') {
    const location = trailingSlashLocation(url);
    if (location) return new Response(null, { status: 301, headers: { Location: location } });
  }
  return null;
}
