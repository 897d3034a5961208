// GET /api/newsletter-popup — the popup's content (SPEC §3), fetched only when the popup is due,
// so no page pays for it in its first load.
import { getNewsletterPopup } from '~/models/content.server';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';

export async function loader({ context }: LoaderFunctionArgs) {
  const content = await getNewsletterPopup(context.commerce);
  return Response.json(content, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
