import { describe, expect, it } from 'vitest';
import { withBaseSecurityHeaders } from './base-headers';

describe('security headers on every answer (ASVS 3.4.1, 3.4.4, 3.4.6)', () => {
  it('adds nosniff, frame-ancestors and, over HTTPS, HSTS to JSON, text, redirects and static files', () => {
    const answers = [
      new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
      new Response('Te groot', { status: 413, headers: { 'Content-Type': 'text/plain' } }),
      Response.redirect('https://shop.example/a/', 301),
      new Response('body{}', { headers: { 'Content-Type': 'text/css' } }),
    ];
    for (const answer of answers) {
      const out = withBaseSecurityHeaders(answer, { hsts: true });
      expect(out.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(out.headers.get('Strict-Transport-Security')).toMatch(/max-age=31536000/);
      expect(out.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(out.status).toBe(answer.status);
    }
    expect(withBaseSecurityHeaders(new Response('x'), { hsts: false }).headers.has('Strict-Transport-Security')).toBe(false);
  });

  it("keeps a page's own policy, and lets an HTML page without one keep its inline style", () => {
    const page = new Response('<p>', { headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': "default-src 'self'" } });
    expect(withBaseSecurityHeaders(page, { hsts: false }).headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    const sandbox = new Response('<style>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    expect(withBaseSecurityHeaders(sandbox, { hsts: false }).headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
  });
});
