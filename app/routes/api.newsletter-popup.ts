// GET /api/newsletter-popup — the popup's content (docs/requirements/content-and-newsletter.md#data), fetched only when the popup is due,
// so no page pays for it in its first load.
import { getNewsletterPopup } from '~/models/content.server';
import type { Route } from './+types/api.newsletter-popup';
import { shopContext } from '~/lib/context';

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const content = await getNewsletterPopup(shop.commerce);
  return Response.json(content, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
