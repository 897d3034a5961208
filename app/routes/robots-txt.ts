// GET /robots.txt — crawl everything but personal pages, the API and search; name the sitemap.
import type { LoaderFunctionArgs } from 'react-router';
import { robotsTxt } from '~/lib/sitemap';

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
