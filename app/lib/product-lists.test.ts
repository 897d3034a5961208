import { describe, expect, it } from 'vitest';
import {
  addLastViewed,
  lastViewedProductIds,
  mergeFavourites,
  mergeLastViewed,
  parseFavouriteIds,
  parseLastViewed,
  serializeFavouriteIds,
  serializeLastViewed,
  toggleFavourite,
  type LastViewedEntry,
} from './product-lists';

// docs/requirements/catalogue-and-search.md#limits
describe('last viewed', () => {
  it('puts the newest first and keeps at most 8', () => {
    let list: LastViewedEntry[] = [];
    for (let id = 1; id <= 10; id++) list = addLastViewed(list, { id, vid: 0 });
    expect(list.map((e) => e.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('removes a duplicate of the same id and variant, and moves it to the front', () => {
    let list = [
      { id: 1, vid: 11 },
      { id: 2, vid: 21 },
      { id: 3, vid: 31 },
    ];
    list = addLastViewed(list, { id: 2, vid: 21 });
    expect(list).toEqual([
      { id: 2, vid: 21 },
      { id: 1, vid: 11 },
      { id: 3, vid: 31 },
    ]);
  });

  it('keeps two variants of one product as two entries, but shows the product once', () => {
    let list: LastViewedEntry[] = [];
    list = addLastViewed(list, { id: 5, vid: 50 });
    list = addLastViewed(list, { id: 5, vid: 51 });
    list = addLastViewed(list, { id: 6, vid: 0 });
    expect(list).toHaveLength(3);
    expect(lastViewedProductIds(list)).toEqual([6, 5]);
    expect(lastViewedProductIds(list, 6)).toEqual([5]);
  });

  it('round-trips through its cookie and ignores tampered parts', () => {
    const list = [
      { id: 3, vid: 0 },
      { id: 1, vid: 7 },
    ];
    expect(parseLastViewed(serializeLastViewed(list))).toEqual(list);
    expect(parseLastViewed('3-0.<script>.x-1.1-7.3-0')).toEqual(list);
    expect(parseLastViewed('')).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => `${i + 1}-0`).join('.');
    expect(parseLastViewed(many)).toHaveLength(8);
    expect(parseLastViewed(many)[0]).toEqual({ id: 1, vid: 0 });
  });

  it('merges the browser list with the cookie list, the browser order winning', () => {
    const stored = [
      { id: 1, vid: 0 },
      { id: 2, vid: 0 },
    ];
    const cookie = [
      { id: 3, vid: 0 },
      { id: 1, vid: 0 },
    ];
    expect(mergeLastViewed(stored, cookie).map((e) => e.id)).toEqual([1, 2, 3]);
  });
});

describe('favourites', () => {
  it('toggles a product in and out, newest first', () => {
    const a = { id: 1, image: '/a.svg', available: true };
    const b = { id: 2, image: '/b.svg', available: false };
    let state = toggleFavourite([], a);
    expect(state.added).toBe(true);
    state = toggleFavourite(state.list, b);
    expect(state.list.map((f) => f.id)).toEqual([2, 1]);
    state = toggleFavourite(state.list, { ...a });
    expect(state.added).toBe(false);
    expect(state.list).toEqual([b]);
  });

  it('merges browser storage with the no-JS cookie: union, browser entries first, no duplicates', () => {
    const stored = [
      { id: 4, image: '/4.svg', available: true },
      { id: 9, image: '/9.svg', available: false },
    ];
    const merged = mergeFavourites(stored, [9, 12, 4, 15]);
    expect(merged.map((f) => f.id)).toEqual([4, 9, 12, 15]);
    // The richer browser entry is kept; cookie-only ids get an empty image until the page loads them.
    expect(merged[1]).toEqual({ id: 9, image: '/9.svg', available: false });
    expect(merged[2]).toEqual({ id: 12, image: '', available: true });
    expect(mergeFavourites([], [])).toEqual([]);
  });

  it('reads only numeric ids from its cookie', () => {
    expect(parseFavouriteIds('12.7.abc.12.-3.0')).toEqual([12, 7]);
    expect(parseFavouriteIds(serializeFavouriteIds([5, 6]))).toEqual([5, 6]);
    expect(parseFavouriteIds(null)).toEqual([]);
    expect(parseFavouriteIds(Array.from({ length: 80 }, (_, i) => i + 1).join('.'))).toHaveLength(50);
  });
});
