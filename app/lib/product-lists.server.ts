// Server side of favourites and last viewed: the cookies that keep both lists without JavaScript,
// and the tiles the pages show for them.
import type { AppLoadContext } from '@remix-run/server-runtime';
import { getProductTiles } from '~/models/product-lists.server';
import type { ProductTile } from '~/models/catalog.server';
import {
  addLastViewed,
  FAVOURITES_COOKIE,
  LAST_VIEWED_COOKIE,
  lastViewedProductIds,
  listCookie,
  parseFavouriteIds,
  parseLastViewed,
  readCookieValue,
  serializeFavouriteIds,
  serializeLastViewed,
  variantFromSearch,
  type LastViewedEntry,
} from './product-lists';

export function readFavouriteIds(request: Request): number[] {
  return parseFavouriteIds(readCookieValue(request.headers.get('Cookie'), FAVOURITES_COOKIE));
}

export function favouritesCookie(ids: number[], secure: boolean): string {
  return listCookie(FAVOURITES_COOKIE, serializeFavouriteIds(ids), secure);
}

export function readLastViewed(request: Request): LastViewedEntry[] {
  return parseLastViewed(readCookieValue(request.headers.get('Cookie'), LAST_VIEWED_COOKIE));
}

/** Tiles for ids; a failing look-up only means an empty strip, never a failing page. */
export async function tilesOrNone(context: AppLoadContext, ids: number[], what: string): Promise<ProductTile[]> {
  try {
    return await getProductTiles(context.commerce, ids);
  } catch (error) {
    console.warn(`${what} niet geladen`, error instanceof Error ? error.message : error);
    return [];
  }
}

/** The last-viewed strip of the cart page: the cookie's products. */
export function lastViewedTiles(request: Request, context: AppLoadContext): Promise<ProductTile[]> {
  return tilesOrNone(context, lastViewedProductIds(readLastViewed(request)), 'Laatst bekeken');
}

/** The cookie that records a product page view (newest first, SPEC §9 rules). */
export function productViewCookie(request: Request, context: AppLoadContext, productId: number): string {
  const list = addLastViewed(readLastViewed(request), { id: productId, vid: variantFromSearch(new URL(request.url).search) });
  return listCookie(LAST_VIEWED_COOKIE, serializeLastViewed(list), context.secureCookies);
}

/**
 * Wraps the product page loader: adds the last-viewed strip (the products seen before this one,
 * fetched while the product loads). The view itself is recorded by the browser store (JS) and, for
 * documents, by recordProductViewHeader.
 */
export async function withProductView<T extends { product: { id: number } }>(
  { request, context }: { request: Request; context: AppLoadContext },
  loading: Promise<T>,
): Promise<T & { lastViewed: ProductTile[] }> {
  const earlier = lastViewedTiles(request, context);
  const loaded = await loading;
  return { ...loaded, lastViewed: (await earlier).filter((t) => t.id !== loaded.product.id) };
}

/**
 * A server-rendered product page records the view in the last-viewed cookie, so the list also
 * grows without JavaScript (called by entry.server with the rendered route data).
 */
export function recordProductViewHeader(request: Request, context: AppLoadContext, loaderData: Record<string, unknown>, headers: Headers) {
  const loaded = loaderData.product as { product?: { id?: unknown } } | undefined;
  if (typeof loaded?.product?.id !== 'number') return;
  headers.append('Set-Cookie', productViewCookie(request, context, loaded.product.id));
}
