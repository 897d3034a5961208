// GET /robots.txt — crawl everything but personal pages, the API and search; name the sitemap.
import type { LoaderFunctionArgs } from 'react-router';
import { shopArgs } from '~/lib/context';
import { linkOrigin } from '~/lib/public-origin';
import { robotsTxt } from '~/lib/sitemap';

export function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  return new Response(robotsTxt(linkOrigin(context, request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
