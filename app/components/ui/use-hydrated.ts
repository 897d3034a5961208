import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server HTML and during hydration, true after: for comfort that needs JS. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
