// GET /sitemaps/pages.xml — home, every catalogue route, brands and service pages;
// GET /sitemaps/products-N.xml — product sitemap N: product pages with lastmod and images (issue 32).
import { shopArgs } from '~/lib/context';
import type { LoaderFunctionArgs } from 'react-router';
import { linkOrigin } from '~/lib/public-origin';
import { sitemapXml } from '~/lib/sitemap';
import { getSitemap } from '~/models/catalog.server';
import { productSitemap } from '~/models/feeds.server';

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

export async function loader(args: LoaderFunctionArgs) {
  const { request, context, params } = shopArgs(args);
  const origin = linkOrigin(context, request);
  if (params.name === 'pages.xml') {
    const sitemap = await getSitemap(context.commerce);
    const paths = [
      '/',
      ...sitemap.categories.map((c) => c.url),
      '/brands/',
      ...sitemap.brands.map((b) => b.url),
      ...sitemap.services.map((s) => s.url),
      '/sitemap/',
    ];
    return new Response(sitemapXml(origin, paths), { headers: XML_HEADERS });
  }
  const part = /^products-([1-9]\d{0,3})\.xml$/.exec(params.name ?? '')?.[1];
  const found = part ? await productSitemap(context.commerce, origin, Number(part)) : null;
  if (!found) throw new Response('Deze sitemap bestaat niet.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(found.body, { headers: { ...XML_HEADERS, ETag: `"${found.version}"` } });
}
