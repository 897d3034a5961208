// GET /feeds/products.xml — the product feed for shopping sites (Google Merchant Center RSS 2.0,
// docs/decisions/0051): one item per variant of every available product, kept until the catalogue changes.
import { linkOrigin } from '~/lib/public-origin';
import { productFeed } from '~/models/feeds.server';
import type { Route } from './+types/feeds-products-xml';
import { shopContext } from '~/lib/context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { body, version } = await productFeed(shop.commerce, linkOrigin(shop, request));
  const etag = `"${version}"`;
  const headers = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300', ETag: etag };
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
