// Client state of favourites and last-viewed products (SPEC §4, §9): nanostores kept in
// localStorage, mirrored into the cookies the server reads, so the server-rendered pages (the
// header counter, /favorieten/) show the same lists on the next request. Loaded on demand after
// hydration (use-product-lists.ts), so no page carries it in its first load.
import { atom } from 'nanostores';
import {
  addLastViewed,
  FAVOURITES_COOKIE,
  LAST_VIEWED_COOKIE,
  listCookie,
  mergeFavourites,
  mergeLastViewed,
  parseFavouriteIds,
  parseLastViewed,
  readCookieValue,
  serializeFavouriteIds,
  serializeLastViewed,
  toggleFavourite,
  variantFromSearch,
  type Favourite,
  type LastViewedEntry,
} from '~/lib/product-lists';

const FAVOURITES_KEY = 'slaapzaak:favorieten';
const LAST_VIEWED_KEY = 'slaapzaak:laatst-bekeken';

export const $favourites = atom<Favourite[]>([]);
export const $lastViewed = atom<LastViewedEntry[]>([]);
/** False on the server and until browser storage has been read. */
export const $listsReady = atom(false);

function readStorage<T>(key: string): T[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function writeStorage(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the cookie still keeps the list.
  }
}

function writeCookie(name: string, value: string) {
  document.cookie = listCookie(name, value, window.location.protocol === 'https:');
}

/** Reads browser storage and the cookies once, merges them, and keeps both in step from then on. */
export function startProductLists() {
  if (typeof window === 'undefined' || $listsReady.get()) return;
  const cookies = document.cookie;
  $favourites.set(
    mergeFavourites(
      readStorage<Favourite>(FAVOURITES_KEY).filter((f) => f && typeof f.id === 'number'),
      parseFavouriteIds(readCookieValue(cookies, FAVOURITES_COOKIE)),
    ),
  );
  $lastViewed.set(
    mergeLastViewed(
      readStorage<LastViewedEntry>(LAST_VIEWED_KEY).filter((e) => e && typeof e.id === 'number' && typeof e.vid === 'number'),
      parseLastViewed(readCookieValue(cookies, LAST_VIEWED_COOKIE)),
    ),
  );
  $favourites.subscribe((list) => {
    writeStorage(FAVOURITES_KEY, list);
    writeCookie(FAVOURITES_COOKIE, serializeFavouriteIds(list.map((f) => f.id)));
  });
  $lastViewed.subscribe((list) => {
    writeStorage(LAST_VIEWED_KEY, list);
    writeCookie(LAST_VIEWED_COOKIE, serializeLastViewed(list));
  });
  $listsReady.set(true);
}

/** Toggles a favourite; answers true when it was added. */
export function toggleFavouriteInStore(item: Favourite): boolean {
  startProductLists();
  const { list, added } = toggleFavourite([...$favourites.get()], item);
  $favourites.set(list);
  return added;
}

/** Refreshes image and availability of stored favourites from fresh product data. */
export function refreshFavourites(fresh: Favourite[]) {
  const byId = new Map(fresh.map((f) => [f.id, f]));
  const list = $favourites.get();
  if (list.some((f) => byId.has(f.id) && (byId.get(f.id)!.image !== f.image || byId.get(f.id)!.available !== f.available))) {
    $favourites.set(list.map((f) => byId.get(f.id) ?? f));
  }
}

/** A product page view: the product and the variant its URL carries (?variant=…). */
export function recordProductView(id: number, search: string) {
  startProductLists();
  $lastViewed.set(addLastViewed([...$lastViewed.get()], { id, vid: variantFromSearch(search) }));
}
