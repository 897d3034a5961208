// Every vitest file runs in a worker that runs other files before and after it (vitest.config.ts:
// isolate false, docs/decisions/0086), so what a file changes in shared module state must not reach the
// next one. After each file: globals, environment variables, timers and spies as vitest found them, and
// the search switches some tests turn (each test restores them itself; this is the backstop) at their
// defaults.
import { afterAll, vi } from 'vitest';
import { setSearchPopularTiles } from '../../commerce/catalog/overview';
import { setSearchAnswerOffDatabase } from '../../commerce/catalog/search-events';
import { setSearchListingsKept, setSearchSnapshotEnabled } from '../../commerce/catalog/search-snapshot';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  setSearchSnapshotEnabled(process.env.SEARCH_SNAPSHOT !== 'off');
  setSearchListingsKept(true);
  setSearchPopularTiles(true);
  setSearchAnswerOffDatabase(true);
});
