// How much a request may carry (docs/decisions/0030): the same numbers on Node
// (server/http-front.ts, before Hono or React Router sees the request) and on the worker (worker/index.ts).
// Web APIs only.

/** A storefront form (checkout address, review, contact): a few KB; 64 KB is ten times the largest. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** JSON for the API (`/v1/*`, the service login): the largest real one, a cart merge, is a few KB. */
export const JSON_BODY_LIMIT = 256 * 1024;
/** The PSP's webhook posts only `id=tr_…`; anything larger is not from the PSP. */
export const WEBHOOK_BODY_LIMIT = 16 * 1024;
/** Longer URLs are no link of ours (listing query strings stop at 2,000 characters). */
export const URL_LENGTH_LIMIT = 8 * 1024;

/** The most bytes a request to `pathname` with this Content-Type may send. */
export function bodyLimitFor(pathname: string, contentType: string | null | undefined): number {
  if (pathname.startsWith('/v1/payments/webhook')) return WEBHOOK_BODY_LIMIT;
  if (/\bjson\b/i.test(contentType ?? '')) return JSON_BODY_LIMIT;
  return FORM_BODY_LIMIT;
}

/** The path of a request-target as the WHATWG parser (and so Hono and React Router) will read it. */
export function pathnameOf(requestTarget: string): string {
  try {
    return new URL(requestTarget, 'http://request.invalid').pathname;
  } catch {
    return requestTarget.split('?', 1)[0] ?? '/';
  }
}

const plain = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' };
export const PAYLOAD_TOO_LARGE_TEXT = 'Dit verzoek is te groot. Verstuur minder gegevens en probeer het opnieuw.';
export const URI_TOO_LONG_TEXT = 'Dit adres is te lang.';

export function payloadTooLarge(): Response {
  return new Response(PAYLOAD_TOO_LARGE_TEXT, { status: 413, headers: plain });
}

export function uriTooLong(): Response {
  return new Response(URI_TOO_LONG_TEXT, { status: 414, headers: plain });
}

/** The declared length, or null when there is none (chunked) or it is no number. */
export function declaredLength(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
}

/**
 * For a Fetch runtime (the worker): the request with its body read into memory when it stays
 * within the limit, or a 413/414 answer. A declared length over the limit is refused before any
 * byte is read; a body without one (chunked) is read up to the limit and then cut off.
 */
export async function limitRequest(request: Request): Promise<Request | Response> {
  if (request.url.length > URL_LENGTH_LIMIT) return uriTooLong();
  if (!request.body) return request;
  const limit = bodyLimitFor(new URL(request.url).pathname, request.headers.get('Content-Type'));
  const length = declaredLength(request.headers.get('Content-Length'));
  if (length !== null && length > limit) {
    await request.body.cancel().catch(() => {});
    return payloadTooLarge();
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return payloadTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // The body is whole now: its length is known, whatever framing the client used.
  const headers = new Headers(request.headers);
  headers.delete('Transfer-Encoding');
  headers.set('Content-Length', String(size));
  return new Request(request, { body, headers });
}
