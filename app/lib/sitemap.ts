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
 * Nests a depth-first list of categories (each with its depth) into a tree. Depths may start at 0
 * or 1; a jump of more than one level hangs the item under the nearest shallower one.
 */
export function nestByDepth(items: SitemapCategory[]): CategoryNode[] {
  const roots: CategoryNode[] = [];
  const stack: CategoryNode[] = [];
  for (const item of items) {
    const node: CategoryNode = { ...item, children: [] };
    while (stack.length > 0 && stack[stack.length - 1].depth >= node.depth) stack.pop();
    const parent = stack[stack.length - 1];
    (parent ? parent.children : roots).push(node);
    stack.push(node);
  }
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

/** Paths search engines should not crawl: personal pages, the API and search results. */
export const DISALLOWED_PATHS = ['/account/', '/cart/', '/checkout/', '/api/', '/zoeken/'];

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
