// GET /sitemap.xml — the sitemap index (issue 32): the sitemap of the shop's pages (home, catalogue
// routes, brands, service pages) and the product sitemaps of at most 50,000 product pages each.
import { shopArgs } from '~/lib/context';
import type { LoaderFunctionArgs } from 'react-router';
import { linkOrigin } from '~/lib/public-origin';
import { sitemapIndexXml } from '~/lib/sitemap';
import { productSitemapParts } from '~/models/feeds.server';

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  const origin = linkOrigin(context, request);
  const { parts } = await productSitemapParts(context.commerce);
  const xml = sitemapIndexXml(origin, [
    { path: '/sitemaps/pages.xml' },
    ...parts.map((p) => ({ path: `/sitemaps/products-${p.part}.xml`, lastmod: p.lastmod })),
  ]);
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
