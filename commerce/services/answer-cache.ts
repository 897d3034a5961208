// A small in-process cache for answers that are the same for every shopper and only change when
// the catalogue is reloaded (search suggestions): typed prefixes repeat all day, and on PGlite's
// single connection eight shoppers typing at once would otherwise queue behind each other.
// One cache per database handle, so tests and instances never share answers; bounded in size and
// age, oldest entry out first. In-flight lookups are shared, so a burst of the same term runs once.

export interface AnswerCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export function createAnswerCache<T>({ maxEntries, ttlMs, now = () => Date.now() }: { maxEntries: number; ttlMs: number; now?: () => number }): AnswerCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) {
        // Map order is insertion order: re-inserting makes this the most recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      entries.set(key, { at: now(), value });
      // A failed lookup is not remembered.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

/** One cache per owner object (a database handle), created on first use. */
export function cachePerOwner<O extends object, T>(make: () => AnswerCache<T>): (owner: O) => AnswerCache<T> {
  const caches = new WeakMap<O, AnswerCache<T>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) caches.set(owner, (cache = make()));
    return cache;
  };
}
