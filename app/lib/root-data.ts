// The root route's data for any component. Its own module, so that the modules every first load
// shares (scripts/shared-chunk.ts) depend on root.tsx by type only, and the bundler does not pull
// the root's own imports (the error page, the loader bar) into their chunk.
import { useRouteLoaderData } from 'react-router';
import type { loader } from '~/root';

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export type RootData = NonNullable<ReturnType<typeof useRootData>>;
