import { describe, expect, it } from 'vitest';
import { linkOrigin } from './public-origin';

const at = (url: string) => new Request(url);

describe('linkOrigin: where the feed and sitemaps link to (attack review H6)', () => {
  it('a real shop links to PUBLIC_URL whatever Host the request claims', () => {
    for (const url of ['https://www.slaapzaak.nl/sitemap.xml', 'http://evil.example/sitemap.xml', 'http://127.0.0.1:3000/x']) {
      expect(linkOrigin({ publicUrl: 'https://www.slaapzaak.nl/' }, at(url))).toBe('https://www.slaapzaak.nl');
    }
  });

  it("a demo follows this machine's own origin, and falls back to the configured one for any other Host", () => {
    const demo = { publicUrl: 'http://localhost:3000' };
    expect(linkOrigin(demo, at('http://127.0.0.1:4173/sitemap.xml'))).toBe('http://127.0.0.1:4173');
    expect(linkOrigin(demo, at('http://[::1]:3000/sitemap.xml'))).toBe('http://[::1]:3000');
    expect(linkOrigin(demo, at('http://evil.example/sitemap.xml'))).toBe('http://localhost:3000');
    expect(linkOrigin({}, at('http://evil.example/sitemap.xml'))).toBe('http://localhost');
    expect(linkOrigin({ publicUrl: 'javascript:alert(1)' }, at('http://evil.example/'))).toBe('http://localhost');
  });
});
