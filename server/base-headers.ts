// Security headers for every answer the Node server gives, not only the storefront's HTML (which
// sets its full CSP itself in entry.server): API JSON, static files, media, redirects, 4xx text and
// the sandbox page. ASVS 5.0 3.4.1 (HSTS), 3.4.4 (nosniff), 3.4.6 (frame-ancestors).

/** Adds what is missing; a header the answer already has is left as it is. */
export function withBaseSecurityHeaders(response: Response, options: { hsts: boolean }): Response {
  let headers = response.headers;
  const wanted: [string, string][] = [['X-Content-Type-Options', 'nosniff']];
  if (options.hsts) wanted.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  if (!headers.has('Content-Security-Policy')) {
    // HTML without a policy of its own (the sandbox page) may keep its inline style; anything else
    // is never a document, so nothing may load from it.
    const html = /^text\/html\b/i.test(headers.get('Content-Type') ?? '');
    wanted.push(['Content-Security-Policy', html ? "frame-ancestors 'none'" : "default-src 'none'; frame-ancestors 'none'"]);
  }
  const missing = wanted.filter(([name]) => !headers.has(name));
  if (missing.length === 0) return response;
  // Always a new answer: @hono/node-server writes a cached header list for plain-body answers, so a
  // change to `headers` in place does not reach the wire (and some answers' headers are immutable).
  const copy = new Response(response.body, response);
  headers = copy.headers;
  for (const [name, value] of missing) headers.set(name, value);
  return copy;
}
