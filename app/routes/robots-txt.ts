// GET /robots.txt — crawl everything but personal pages, the API and search; name the sitemap.
import { linkOrigin } from '~/lib/public-origin';
import { robotsTxt } from '~/lib/sitemap';
import type { Route } from './+types/robots-txt';
import { shopContext } from '~/lib/context';

export function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  return new Response(robotsTxt(linkOrigin(shop, request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
