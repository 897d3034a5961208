// Server side of favourites and last viewed: the cookies that keep both lists without JavaScript,
// the tiles the pages show for them, and — for a logged-in customer — the account's copy of both
// lists (docs/decisions/0019): merged in at login, changed along with the cookies, and what the
// pages show while the customer is logged in.
import type { AppLoadContext } from 'react-router';
import { getProductTiles } from '~/models/product-lists.server';
import type { ProductTile } from '~/models/catalog.server';
import { accountListsApi, type AccountLists } from '~/models/customer-lists.server';
import { isCommerceError } from '~/models/client.server';
import { sessionStorage } from './session.server';
import {
  addLastViewed,
  FAVOURITES_BASE_COOKIE,
  FAVOURITES_COOKIE,
  LAST_VIEWED_COOKIE,
  lastViewedProductIds,
  LIST_COOKIE_MAX_AGE,
  listCookie,
  parseFavouriteIds,
  parseLastViewed,
  readCookieValue,
  serializeFavouriteIds,
  serializeLastViewed,
  variantFromSearch,
  type LastViewedEntry,
} from './product-lists';
import { log } from './log.server';
import { pageUrl } from './page-url';

export function readFavouriteIds(request: Request): number[] {
  return parseFavouriteIds(readCookieValue(request.headers.get('Cookie'), FAVOURITES_COOKIE));
}

/**
 * The favourites base cookie: the account's favourites as this browser last received them (at
 * login, or from a change while logged in). At the next login it tells favourites added or removed
 * here as a guest from ones that only went out of date because they changed on another device.
 */
function readBaseIds(request: Request): number[] | null {
  const raw = readCookieValue(request.headers.get('Cookie'), FAVOURITES_BASE_COOKIE);
  return raw === null ? null : parseFavouriteIds(raw);
}

// ---------------------------------------------------------------------------------------------
// The account's lists

export interface CustomerListsOfRequest {
  token: string;
  lists: AccountLists;
}

async function customerToken(request: Request, context: AppLoadContext): Promise<string | null> {
  const session = await sessionStorage(context).getSession(request.headers.get('Cookie'));
  const token = session.get('customerToken');
  return typeof token === 'string' && token ? token : null;
}

const perRequest = new WeakMap<Request, Promise<CustomerListsOfRequest | null>>();

/**
 * The logged-in customer's lists, or null for a guest. The loaders of one request share one API
 * call. A failing call (a token the API no longer takes, the API away) counts as a guest: the page
 * then shows this browser's cookies rather than failing.
 */
export function accountLists(request: Request, context: AppLoadContext): Promise<CustomerListsOfRequest | null> {
  let answer = perRequest.get(request);
  if (!answer) {
    answer = customerToken(request, context).then(async (token) => {
      if (!token) return null;
      try {
        return { token, lists: await accountListsApi.get(context.commerce, token) };
      } catch (error) {
        if (!(isCommerceError(error) && error.status === 401))
          log.warn('Lijsten van het account niet geladen', error instanceof Error ? error.message : error);
        return null;
      }
    });
    perRequest.set(request, answer);
  }
  return answer;
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** The cookies that make this browser's lists the account's (favourites, their base, optionally last viewed). */
export function accountListCookies(lists: AccountLists, secure: boolean, withLastViewed = true): string[] {
  const ids = serializeFavouriteIds(lists.favourites);
  return [
    listCookie(FAVOURITES_COOKIE, ids, secure),
    // Empty is a value too here (an account without favourites): Max-Age must not delete it.
    `${FAVOURITES_BASE_COOKIE}=${ids}; Path=/; Max-Age=${LIST_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`,
    ...(withLastViewed ? [listCookie(LAST_VIEWED_COOKIE, serializeLastViewed(lists.last_viewed), secure)] : []),
  ];
}

/** Logging out leaves no list of the customer in this browser (docs/decisions/0019). */
export function clearedListCookies(secure: boolean): string[] {
  return [FAVOURITES_COOKIE, LAST_VIEWED_COOKIE, FAVOURITES_BASE_COOKIE].map((name) => listCookie(name, '', secure));
}

/**
 * At login: this browser's lists go into the account and the account's come back as the cookies.
 * Favourites added here since the account's list was last received are added; ones removed here
 * are removed; a browser that never had the account's list adds all it has. Last viewed: this
 * browser's are the newest. Never fails a login: on an error the cookies stay as they are.
 */
export async function mergeListsAtLogin(request: Request, context: AppLoadContext, token: string): Promise<string[]> {
  const cookie = readFavouriteIds(request);
  const base = readBaseIds(request) ?? [];
  try {
    const merged = await accountListsApi.merge(context.commerce, token, {
      favourites: cookie.filter((id) => !base.includes(id)),
      removed: base.filter((id) => !cookie.includes(id)),
      last_viewed: readLastViewed(request),
    });
    return accountListCookies(merged, context.secureCookies);
  } catch (error) {
    log.error('lists merge at login failed', error instanceof Error ? error.message : error);
    return [];
  }
}

/**
 * The header counter's favourites: the account's for a logged-in customer (with the cookies to set
 * when this browser's copy is behind, e.g. after a change on another device), else the cookie's.
 */
export async function headerFavourites(request: Request, context: AppLoadContext): Promise<{ ids: number[]; cookies: string[] }> {
  const account = await accountLists(request, context);
  if (!account) return { ids: readFavouriteIds(request), cookies: [] };
  const { favourites } = account.lists;
  const behind = !sameIds(readFavouriteIds(request), favourites) || !sameIds(readBaseIds(request) ?? [-1], favourites);
  return { ids: favourites, cookies: behind ? accountListCookies(account.lists, context.secureCookies, false) : [] };
}

/** The favourites /favorieten/ shows: the account's for a logged-in customer, else the cookie's. */
export async function favouriteIdsFor(request: Request, context: AppLoadContext): Promise<number[]> {
  return (await accountLists(request, context))?.lists.favourites ?? readFavouriteIds(request);
}

/**
 * A favourite on or off for the logged-in customer: the account's lists after it, or null for a
 * guest (and when the API did not take the token: the browser's cookie then keeps the change).
 */
export async function setAccountFavourite(
  request: Request,
  context: AppLoadContext,
  id: number,
  on: boolean | null,
): Promise<AccountLists | null> {
  const account = await accountLists(request, context);
  if (!account) return null;
  const wanted = on ?? !account.lists.favourites.includes(id);
  try {
    return await accountListsApi.setFavourite(context.commerce, account.token, id, wanted);
  } catch (error) {
    if (!(isCommerceError(error) && error.status === 401))
      log.error('favourite not saved in the account', error instanceof Error ? error.message : error);
    return null;
  }
}

/** The last viewed entries of this shopper: the account's when logged in, else the cookie's. */
async function lastViewedEntries(request: Request, context: AppLoadContext): Promise<LastViewedEntry[]> {
  return (await accountLists(request, context))?.lists.last_viewed ?? readLastViewed(request);
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
    log.warn(`${what} niet geladen`, error instanceof Error ? error.message : error);
    return [];
  }
}

/** The last-viewed strip of the cart page: the account's products when logged in, else the cookie's. */
export async function lastViewedTiles(request: Request, context: AppLoadContext): Promise<ProductTile[]> {
  return tilesOrNone(context, lastViewedProductIds(await lastViewedEntries(request, context)), 'Laatst bekeken');
}

/** The cookie that records a product page view (newest first, docs/requirements/accounts.md#limits rules). */
export function productViewCookie(request: Request, context: AppLoadContext, productId: number): string {
  const list = addLastViewed(readLastViewed(request), { id: productId, vid: variantFromSearch(pageUrl(request).search) });
  return listCookie(LAST_VIEWED_COOKIE, serializeLastViewed(list), context.secureCookies);
}

/**
 * Wraps the product page loader: adds the last-viewed strip (the products seen before this one,
 * fetched while the product loads). The view itself is recorded by the browser store (JS) and, for
 * documents, by recordProductViewHeader; for a logged-in customer also in the account, here (on
 * documents and on client navigations alike; not for the quick view, which is no page view).
 */
export async function withProductView<T extends { product: { id: number } }>(
  { request, context }: { request: Request; context: AppLoadContext },
  loading: Promise<T>,
): Promise<T & { lastViewed: ProductTile[] }> {
  const earlier = lastViewedTiles(request, context);
  const loaded = await loading;
  const account = await accountLists(request, context);
  const url = pageUrl(request);
  if (account && url.searchParams.get('quickview') !== '1') {
    const entry = { id: loaded.product.id, vid: variantFromSearch(url.search) };
    await accountListsApi.recordView(context.commerce, account.token, entry).catch((error: unknown) => {
      if (!(isCommerceError(error) && error.status === 401))
        log.warn('Bezoek niet in het account bewaard', error instanceof Error ? error.message : error);
    });
  }
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
