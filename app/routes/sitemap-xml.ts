// GET /sitemap.xml — the sitemap index (docs/decisions/0051): the sitemap of the shop's pages (home, catalogue
// routes, brands, service pages) and the product sitemaps of at most 50,000 product pages each.
import { linkOrigin } from '~/lib/public-origin';
import { sitemapIndexXml } from '~/lib/sitemap';
import { productSitemapParts } from '~/models/feeds.server';
import type { Route } from './+types/sitemap-xml';
import { shopContext } from '~/lib/context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const origin = linkOrigin(shop, request);
  const { parts } = await productSitemapParts(shop.commerce);
  const xml = sitemapIndexXml(origin, [
    { path: '/sitemaps/pages.xml' },
    ...parts.map((p) => ({ path: `/sitemaps/products-${p.part}.xml`, lastmod: p.lastmod })),
  ]);
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
