// Favourites and last-viewed products (docs/requirements/accounts.md#data, #states, #limits): the pure list rules, shared by the
// browser store (nanostores + localStorage) and the server (a cookie, so both lists also work
// without JavaScript). Cookies hold ids only; the browser store keeps the entry shapes of docs/requirements/catalogue-and-search.md#data.

import { FAVOURITES_MAX, LAST_VIEWED_MAX } from '#contract/rules/product-lists';

/** docs/requirements/accounts.md#data Favourite. */
export interface Favourite {
  id: number;
  image: string;
  available: boolean;
}

/** docs/requirements/accounts.md#data Last-viewed entry: product id and variant id (0 when no variant was chosen). */
export interface LastViewedEntry {
  id: number;
  vid: number;
}

export { FAVOURITES_MAX, LAST_VIEWED_MAX };

export const FAVOURITES_COOKIE = 'favorieten';
export const LAST_VIEWED_COOKIE = 'laatst_bekeken';
/**
 * The account's favourites as this browser last received them from the server (docs/decisions/0019):
 * written by the server only; its presence tells the browser store that changes go to the account too.
 */
export const FAVOURITES_BASE_COOKIE = 'favorieten_account';
/** Both lists are kept a year; they hold product ids only, nothing personal. */
export const LIST_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const isId = (n: number) => Number.isInteger(n) && n > 0 && n < 2_147_483_648;

/** docs/requirements/accounts.md#limits: newest first, the same id and variant only once, at most 8. */
export function addLastViewed(list: readonly LastViewedEntry[], entry: LastViewedEntry): LastViewedEntry[] {
  return [entry, ...list.filter((e) => !(e.id === entry.id && e.vid === entry.vid))].slice(0, LAST_VIEWED_MAX);
}

/** Product ids of a last-viewed list, in order, each once (two variants of one product show one tile). */
export function lastViewedProductIds(list: LastViewedEntry[], exclude?: number): number[] {
  return [...new Set(list.map((e) => e.id))].filter((id) => id !== exclude);
}

export function isFavourite(list: { id: number }[], id: number): boolean {
  return list.some((f) => f.id === id);
}

/** Adds or removes a favourite; new favourites go first. Answers the new list and whether it was added. */
export function toggleFavourite<T extends { id: number }>(list: T[], item: T): { list: T[]; added: boolean } {
  if (isFavourite(list, item.id)) return { list: list.filter((f) => f.id !== item.id), added: false };
  return { list: [item, ...list].slice(0, FAVOURITES_MAX), added: true };
}

/**
 * Browser storage and the no-JS cookie merge: everything in the store stays (it has the richer
 * entries), and ids only the cookie knows are added after them.
 */
export function mergeFavourites(stored: Favourite[], cookieIds: number[]): Favourite[] {
  const seen = new Set<number>();
  const merged: Favourite[] = [];
  for (const f of stored) {
    if (!isId(f.id) || seen.has(f.id)) continue;
    seen.add(f.id);
    merged.push(f);
  }
  for (const id of cookieIds) {
    if (seen.has(id)) continue;
    seen.add(id);
    merged.push({ id, image: '', available: true });
  }
  return merged.slice(0, FAVOURITES_MAX);
}

/**
 * The cookie changed since the store last wrote it (the server did: a login, a logout, a change in
 * the account): the cookie's list wins; entries the store knows keep their image and availability.
 */
export function adoptFavourites(stored: readonly Favourite[], cookieIds: number[]): Favourite[] {
  return cookieIds.map((id) => stored.find((f) => f.id === id) ?? { id, image: '', available: true });
}

/** The last-viewed counterpart: the store's order wins, cookie entries it lacks follow. */
export function mergeLastViewed(stored: readonly LastViewedEntry[], cookie: readonly LastViewedEntry[]): LastViewedEntry[] {
  let merged: LastViewedEntry[] = [];
  for (const e of [...cookie].reverse()) merged = addLastViewed(merged, e);
  for (const e of [...stored].reverse()) merged = addLastViewed(merged, e);
  return merged;
}

// Cookie values use only digits, '.' and '-': nothing to escape, in any browser.

export function parseFavouriteIds(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids = value
    .split('.')
    .filter((s) => /^\d{1,10}$/.test(s))
    .map(Number)
    .filter(isId);
  return [...new Set(ids)].slice(0, FAVOURITES_MAX);
}

export function serializeFavouriteIds(ids: number[]): string {
  return ids.slice(0, FAVOURITES_MAX).join('.');
}

export function parseLastViewed(value: string | null | undefined): LastViewedEntry[] {
  if (!value) return [];
  let list: LastViewedEntry[] = [];
  for (const part of value.split('.').reverse()) {
    const m = /^(\d{1,10})-(\d{1,10})$/.exec(part);
    if (!m) continue;
    const entry = { id: Number(m[1]), vid: Number(m[2]) };
    if (isId(entry.id) && (entry.vid === 0 || isId(entry.vid))) list = addLastViewed(list, entry);
  }
  return list;
}

export function serializeLastViewed(list: readonly LastViewedEntry[]): string {
  return list
    .slice(0, LAST_VIEWED_MAX)
    .map((e) => `${e.id}-${e.vid}`)
    .join('.');
}

export function listCookie(name: string, value: string, secure: boolean): string {
  const age = value ? LIST_COOKIE_MAX_AGE : 0;
  return `${name}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readCookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The chosen variant as a product page URL carries it (?variant=…), or 0. */
export function variantFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('variant');
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}
