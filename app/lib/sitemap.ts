// The sitemap page's category tree, the XML sitemap and robots.txt, as pure functions.

export interface SitemapCategory {
  title: string;
  url: string;
  kind: string;
  depth: number;
}

export interface CategoryNode extends SitemapCategory {
  children: CategoryNode[];
}

/**
 * Nests categories into a tree by their URL: '/dekbed/warm/' hangs under '/dekbed/', or under the
 * nearest ancestor that exists. The API's order is not relied on (sorting paths as text puts
 * '/dekbed-zonder-overtrek/' between '/dekbed/' and '/dekbed/warm/'); siblings are sorted by title.
 */
export function nestCategories(items: SitemapCategory[]): CategoryNode[] {
  const byUrl = new Map<string, CategoryNode>();
  for (const item of items) if (!byUrl.has(item.url)) byUrl.set(item.url, { ...item, children: [] });
  const roots: CategoryNode[] = [];
  for (const node of byUrl.values()) {
    const segments = node.url.split('/').filter(Boolean);
    let parent: CategoryNode | undefined;
    for (let n = segments.length - 1; n > 0 && !parent; n--) parent = byUrl.get(`/${segments.slice(0, n).join('/')}/`);
    (parent ? parent.children : roots).push(node);
  }
  const collator = new Intl.Collator('nl', { sensitivity: 'base' });
  const sort = (nodes: CategoryNode[]) => {
    nodes.sort((a, b) => collator.compare(a.title, b.title));
    nodes.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text safe inside an XML 1.0 element or attribute: the five markup characters escaped, and the
 * characters XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE/U+FFFF)
 * left out, so no product text can break the feed or the sitemap.
 */
export function escapeXml(text: string): string {
  return text
    .replace(
      // eslint-disable-next-line no-control-regex -- matching the control characters XML 1.0 forbids is the point
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '',
    )
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** A sitemaps.org urlset of absolute URLs; paths are resolved against origin, duplicates dropped. */
export function sitemapXml(origin: string, paths: string[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const path of paths) {
    const loc = new URL(path, origin).href;
    if (seen.has(loc)) continue;
    seen.add(loc);
    urls.push(`  <url><loc>${escapeXml(loc)}</loc></url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';

/** A sitemaps.org sitemap index: absolute locations of the sitemaps, each with its newest lastmod if known. */
export function sitemapIndexXml(origin: string, sitemaps: Array<{ path: string; lastmod?: string | null }>): string {
  const entries = sitemaps.map(
    (s) =>
      `  <sitemap><loc>${escapeXml(new URL(s.path, origin).href)}</loc>${s.lastmod ? `<lastmod>${escapeXml(s.lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A product sitemap: each product page with its last change and its images (Google's image namespace). */
export function productSitemapXml(origin: string, urls: Array<{ path: string; lastmod: string; images: string[] }>): string {
  const entries = urls.map((u) => {
    const images = u.images.map((i) => `<image:image><image:loc>${escapeXml(new URL(i, origin).href)}</image:loc></image:image>`).join('');
    return `  <url><loc>${escapeXml(new URL(u.path, origin).href)}</loc><lastmod>${escapeXml(u.lastmod)}</lastmod>${images}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Paths search engines should not crawl: personal pages, the API, search results and the back office. */
export const DISALLOWED_PATHS = ['/account/', '/cart/', '/checkout/', '/api/', '/zoeken/', '/beheer/'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
