// GET /sitemap.xml — the XML sitemap: home, every catalogue route, brands and service pages.
import { shopArgs } from '~/lib/context';
import type { LoaderFunctionArgs } from 'react-router';
import { sitemapXml } from '~/lib/sitemap';
import { getSitemap } from '~/models/catalog.server';

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  const { origin } = new URL(request.url);
  const sitemap = await getSitemap(context.commerce);
  const paths = [
    '/',
    ...sitemap.categories.map((c) => c.url),
    '/brands/',
    ...sitemap.brands.map((b) => b.url),
    ...sitemap.services.map((s) => s.url),
    '/sitemap/',
  ];
  return new Response(sitemapXml(origin, paths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
