// Security headers for every HTML answer (Web APIs only, so the edge target can use it too).

/** A fresh random nonce per request (128 bits). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** sha256 of remix-utils' `<style>.__honeypot_inputs { display: none; }</style>` (HoneypotInputs). */
export const HONEYPOT_STYLE_HASH = 'sha256-wTcrNSQPjL8FCdQUWZlUGQz68W7TfPAjaUeRRWzwsSU=';

export function contentSecurityPolicy(nonce: string, { dev = false, formOrigins = [] as readonly string[] } = {}): string {
  const directives = [
    "default-src 'self'",
    // Framework and inline scripts carry the nonce; 'strict-dynamic' lets them load their chunks.
    `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // The one inline style allowed: remix-utils' honeypot rule (components/ui/honeypot-field.tsx).
    `style-src 'self' '${HONEYPOT_STYLE_HASH}'${dev ? " 'unsafe-inline'" : ''}`,
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    // The pay form's answer is a redirect to the payment provider's page, which form-action covers.
    ["form-action 'self'", ...formOrigins].join(' '),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ];
  return directives.join('; ');
}

export function applySecurityHeaders(
  headers: Headers,
  options: { nonce: string; hsts: boolean; dev?: boolean; formOrigins?: readonly string[] },
) {
  headers.set('Content-Security-Policy', contentSecurityPolicy(options.nonce, { dev: options.dev, formOrigins: options.formOrigins }));
  headers.set('X-Content-Type-Options', 'nosniff');
  // A page with a one-time token in its address (the delivery-day link) asks for a stricter policy: kept.
  const asked = headers.get('Referrer-Policy');
  if (asked !== 'no-referrer' && asked !== 'same-origin') headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()');
  headers.set('X-Frame-Options', 'DENY');
  if (options.hsts) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
