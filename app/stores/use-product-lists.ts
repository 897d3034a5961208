// The first-load side of the favourites store: a hook that shows the server's list (the cookie,
// via the root loader) until the nanostore in product-lists.ts has loaded and read browser
// storage, then follows the store.
import { useEffect, useSyncExternalStore } from 'react';
import { afterFirstPaint } from '~/lib/after-first-paint';
import { useRootData } from '~/lib/root-data';
import type { Favourite } from '~/lib/product-lists';

type Lists = typeof import('./product-lists');

let lists: Lists | null = null;
let loading: Promise<Lists> | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Loads the store once (after hydration, or on the first use); each call syncs it with the cookies. */
export function loadProductLists(): Promise<Lists> {
  loading ??= afterFirstPaint()
    .then(() => import('./product-lists'))
    .then((module) => {
      module.startProductLists();
      lists = module;
      module.$favourites.listen(notify);
      notify();
      return module;
    });
  return loading.then((module) => (module.startProductLists(), module));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = (): readonly Favourite[] | null => lists?.$favourites.get() ?? null;

/** The favourite product ids: the cookie's in the server HTML, the store's once it has loaded. */
export function useFavouriteIds(): number[] {
  const root = useRootData();
  const list = useSyncExternalStore(subscribe, snapshot, () => null);
  // Again when the root data changes (a login or logout set the cookies): the store follows them.
  useEffect(() => {
    loadProductLists().catch((error: Error) => console.warn('Favorieten niet geladen', error.message));
  }, [root?.favourites]);
  return list ? list.map((f) => f.id) : (root?.favourites ?? []);
}
