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

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
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
