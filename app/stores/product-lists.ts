// Client state of favourites and last-viewed products (docs/requirements/accounts.md#states, #limits): nanostores kept in
// localStorage, mirrored into the cookies the server reads, so the server-rendered pages (the
// header counter, /favorieten/) show the same lists on the next request. Loaded on demand after
// hydration (use-product-lists.ts), so no page carries it in its first load.
// The server writes the cookies too (a no-JS toggle, a login merging the lists into the account,
// a logout, a change made on another device: docs/decisions/0019). The store remembers the cookie
// values it last wrote; a cookie that differs was changed by the server, and then it wins.
import { atom } from 'nanostores';
import {
  addLastViewed,
  adoptFavourites,
  FAVOURITES_BASE_COOKIE,
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
/** The cookie values the store last wrote (or took over), per list. */
const FAVOURITES_SEEN_KEY = 'slaapzaak:favorieten-cookie';
const LAST_VIEWED_SEEN_KEY = 'slaapzaak:laatst-bekeken-cookie';

export const $favourites = atom<Favourite[]>([]);
export const $lastViewed = atom<LastViewedEntry[]>([]);
/** False on the server and until browser storage has been read. */
export const $listsReady = atom(false);

function readSeen(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSeen(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Without storage the store starts from the union again next time (0016).
  }
}

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

const seen: { favourites: string | null; lastViewed: string | null } = { favourites: null, lastViewed: null };

/**
 * Brings the lists in step with the cookies. No remembered cookie value (first start): the union of
 * browser storage and cookie (0016). The cookie as the store left it: nothing to do. A changed
 * cookie: the server changed it, and its list is taken over.
 */
function syncWithCookies() {
  const cookies = document.cookie;
  const favouritesCookie = readCookieValue(cookies, FAVOURITES_COOKIE) ?? '';
  if (!$listsReady.get() || favouritesCookie !== seen.favourites) {
    const stored = $listsReady.get()
      ? $favourites.get()
      : readStorage<Favourite>(FAVOURITES_KEY).filter((f) => f && typeof f.id === 'number');
    const ids = parseFavouriteIds(favouritesCookie);
    $favourites.set(
      seen.favourites === null
        ? mergeFavourites(stored, ids)
        : favouritesCookie === seen.favourites
          ? mergeFavourites(stored, [])
          : adoptFavourites(stored, ids),
    );
  }
  const lastViewedCookie = readCookieValue(cookies, LAST_VIEWED_COOKIE) ?? '';
  if (!$listsReady.get() || lastViewedCookie !== seen.lastViewed) {
    const stored = $listsReady.get()
      ? $lastViewed.get()
      : readStorage<LastViewedEntry>(LAST_VIEWED_KEY).filter((e) => e && typeof e.id === 'number' && typeof e.vid === 'number');
    const cookie = parseLastViewed(lastViewedCookie);
    $lastViewed.set(
      seen.lastViewed === null
        ? mergeLastViewed(stored, cookie)
        : lastViewedCookie === seen.lastViewed
          ? mergeLastViewed(stored, [])
          : cookie,
    );
  }
}

/**
 * Reads browser storage and the cookies, merges them, and keeps both in step from then on. Called
 * again (on every use, and when the root data changes), it takes over what the server changed.
 */
export function startProductLists() {
  if (typeof window === 'undefined') return;
  if ($listsReady.get()) return syncWithCookies();
  seen.favourites = readSeen(FAVOURITES_SEEN_KEY);
  seen.lastViewed = readSeen(LAST_VIEWED_SEEN_KEY);
  syncWithCookies();
  $favourites.subscribe((list) => {
    seen.favourites = serializeFavouriteIds(list.map((f) => f.id));
    writeStorage(FAVOURITES_KEY, list);
    writeSeen(FAVOURITES_SEEN_KEY, seen.favourites);
    writeCookie(FAVOURITES_COOKIE, seen.favourites);
  });
  $lastViewed.subscribe((list) => {
    seen.lastViewed = serializeLastViewed(list);
    writeStorage(LAST_VIEWED_KEY, list);
    writeSeen(LAST_VIEWED_SEEN_KEY, seen.lastViewed);
    writeCookie(LAST_VIEWED_COOKIE, seen.lastViewed);
  });
  $listsReady.set(true);
}

let pending = 0;
let queue: Promise<unknown> = Promise.resolve();

/**
 * In a browser that has an account's list (the base cookie the server writes at login) a toggle
 * also goes to the server, which changes the account for a logged-in customer and answers with the
 * account's list in the cookies; the store takes that over once no other change is on its way.
 */
function tellServer(id: number, on: boolean) {
  if (readCookieValue(document.cookie, FAVOURITES_BASE_COOKIE) === null) return;
  const body = new FormData();
  body.set('id', String(id));
  body.set('favourite', on ? '1' : '0');
  pending++;
  queue = queue
    .then(() => fetch('/api/favorites', { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'same-origin' }))
    .then((res) => {
      // A 5xx is a failure as no answer is (docs/requirements/accounts.md#errors: logged); the list in this browser keeps the change.
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
    })
    .catch((error: Error) => console.warn('Favoriet niet in het account bewaard', error.message))
    .finally(() => {
      if (--pending === 0) syncWithCookies();
    });
}

/** Toggles a favourite; answers true when it was added. */
export function toggleFavouriteInStore(item: Favourite): boolean {
  startProductLists();
  const { list, added } = toggleFavourite([...$favourites.get()], item);
  $favourites.set(list);
  tellServer(item.id, added);
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
