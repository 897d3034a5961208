// GET /api/newsletter-popup — the popup's content (SPEC §3), fetched only when the popup is due,
// so no page pays for it in its first load.
import { shopArgs } from '~/lib/context';
import { getNewsletterPopup } from '~/models/content.server';
import type { LoaderFunctionArgs } from 'react-router';

export async function loader(args: LoaderFunctionArgs) {
  const { context } = shopArgs(args);
  const content = await getNewsletterPopup(context.commerce);
  return Response.json(content, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
