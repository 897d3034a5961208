// GET /api/frame: the frame's static fragments as JSON, for a page whose document did not carry them
// (components/ui/static-fragment.tsx). The same for everyone, so shared caches may keep it.
import { createCsrfToken } from '~/lib/csrf';
import { frameFragments, withCsrfToken } from '~/lib/frame-fragments.server';
import type { Route } from './+types/api.frame';
import { shopContext } from '~/lib/context';

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  // The footer's newsletter form gets a fresh token (valid a day, not tied to a visitor: cacheable).
  const fragments = withCsrfToken(await frameFragments(shop.commerce), await createCsrfToken(shop.sessionSecret));
  return new Response(JSON.stringify(fragments), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=60, s-maxage=300' },
  });
}
