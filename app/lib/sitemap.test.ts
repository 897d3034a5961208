import { describe, expect, it } from 'vitest';
import { escapeXml, nestCategories, productSitemapXml, robotsTxt, sitemapIndexXml, sitemapXml } from './sitemap';

describe('category tree', () => {
  const c = (url: string, title = url) => ({ title, url, kind: 'pop', depth: url.split('/').length - 3 });
  it('nests by URL whatever the order', () => {
    const tree = nestCategories([
      c('/a/b/c/', 'Abc'),
      c('/a/', 'Alfa'),
      c('/a-z/', 'Alfabet'),
      c('/a/d/', 'Ad'),
      c('/a/b/', 'Ab'),
      c('/e/', 'Echo'),
    ]);
    expect(tree.map((n) => n.url)).toEqual(['/a/', '/a-z/', '/e/']);
    expect(tree[0].children.map((n) => n.url)).toEqual(['/a/b/', '/a/d/']);
    expect(tree[0].children[0].children.map((n) => n.url)).toEqual(['/a/b/c/']);
  });
  it('hangs an orphan under its nearest existing ancestor and sorts siblings by title', () => {
    const tree = nestCategories([c('/a/', 'Alfa'), c('/a/x/y/', 'Zulu'), c('/a/q/', 'Beta')]);
    expect(tree[0].children.map((n) => n.title)).toEqual(['Beta', 'Zulu']);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('escapes XML', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });
  it('drops what XML 1.0 forbids (control characters, lone surrogates, U+FFFF) and keeps the rest', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uFFFF\uD800g\uDC00h')).toBe('abcdefgh');
    expect(escapeXml('tab\tnl\ncr\r 😴 é')).toBe('tab\tnl\ncr\r 😴 é');
  });
  it('makes a sitemap index and product sitemaps with image entries', () => {
    const index = sitemapIndexXml('https://www.slaapzaak.nl', [
      { path: '/sitemaps/pages.xml' },
      { path: '/sitemaps/products-1.xml', lastmod: '2026-11-01T08:00:00Z' },
    ]);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(
      '<sitemap><loc>https://www.slaapzaak.nl/sitemaps/products-1.xml</loc><lastmod>2026-11-01T08:00:00Z</lastmod></sitemap>',
    );
    const products = productSitemapXml('https://www.slaapzaak.nl', [
      { path: '/a&b.html', lastmod: '2026-11-01T08:00:00Z', images: ['/media/x.svg'] },
    ]);
    expect(products).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(products).toContain(
      '<loc>https://www.slaapzaak.nl/a&amp;b.html</loc><lastmod>2026-11-01T08:00:00Z</lastmod><image:image><image:loc>https://www.slaapzaak.nl/media/x.svg</image:loc></image:image>',
    );
  });
  it('lists absolute, unique URLs', () => {
    const xml = sitemapXml('https://www.slaapzaak.nl', ['/', '/dekbed/', '/dekbed/', '/brands/a&b/']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://www.slaapzaak.nl/dekbed/</loc>');
    expect(xml).toContain('<loc>https://www.slaapzaak.nl/brands/a&amp;b/</loc>');
  });
  it('allows all but personal pages, the API and search, and names the sitemap', () => {
    const txt = robotsTxt('http://localhost:3000');
    expect(txt).toContain('Allow: /\n');
    for (const p of ['/account/', '/cart/', '/checkout/', '/api/', '/zoeken/', '/beheer/']) expect(txt).toContain(`Disallow: ${p}\n`);
    expect(txt).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
