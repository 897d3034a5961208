// GET /feeds/products.xml — the product feed for shopping sites (Google Merchant Center RSS 2.0,
// issue 32): one item per variant of every available product, kept until the catalogue changes.
import { shopArgs } from '~/lib/context';
import type { LoaderFunctionArgs } from 'react-router';
import { linkOrigin } from '~/lib/public-origin';
import { productFeed } from '~/models/feeds.server';

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  const { body, version } = await productFeed(context.commerce, linkOrigin(context, request));
  const etag = `"${version}"`;
  const headers = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300', ETag: etag };
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
