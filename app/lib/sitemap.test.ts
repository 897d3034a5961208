import { describe, expect, it } from 'vitest';
import { escapeXml, nestByDepth, robotsTxt, sitemapXml } from './sitemap';

const c = (url: string, depth: number) => ({ title: url, url, kind: 'pop', depth });

describe('category tree', () => {
  it('nests a depth-first list', () => {
    const tree = nestByDepth([c('/a/', 0), c('/a/b/', 1), c('/a/b/c/', 2), c('/a/d/', 1), c('/e/', 0)]);
    expect(tree.map((n) => n.url)).toEqual(['/a/', '/e/']);
    expect(tree[0].children.map((n) => n.url)).toEqual(['/a/b/', '/a/d/']);
    expect(tree[0].children[0].children.map((n) => n.url)).toEqual(['/a/b/c/']);
  });
  it('copes with depths starting at 1 and with jumps', () => {
    const tree = nestByDepth([c('/a/', 1), c('/a/b/c/', 3), c('/e/', 1)]);
    expect(tree.map((n) => n.url)).toEqual(['/a/', '/e/']);
    expect(tree[0].children[0].url).toBe('/a/b/c/');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('escapes XML', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
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
    for (const p of ['/account/', '/cart/', '/checkout/', '/api/', '/zoeken/']) expect(txt).toContain(`Disallow: ${p}\n`);
    expect(txt).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
