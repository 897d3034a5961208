// GET /sitemaps/pages.xml — home, every catalogue route, brands and service pages;
// GET /sitemaps/products-N.xml — product sitemap N: product pages with lastmod and images (docs/decisions/0051).
import { linkOrigin } from '~/lib/public-origin';
import { sitemapXml } from '~/lib/sitemap';
import { getSitemap } from '~/models/catalog.server';
import { productSitemap } from '~/models/feeds.server';
import type { Route } from './+types/sitemap-part';
import { shopContext } from '~/lib/context';

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const origin = linkOrigin(shop, request);
  if (params.name === 'pages.xml') {
    const sitemap = await getSitemap(shop.commerce);
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
  const found = part ? await productSitemap(shop.commerce, origin, Number(part)) : null;
  if (!found) throw new Response('Deze sitemap bestaat niet.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(found.body, { headers: { ...XML_HEADERS, ETag: `"${found.version}"` } });
}
