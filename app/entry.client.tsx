import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { holdEventsUntilHydrated } from './lib/hydration-gate';

/**
 * React's recoverable errors are logged as before, except 421: a boundary of a part whose code loads
 * after hydration got an update (the router changes a context on every location change) before its
 * code arrived, so React renders it on the client; components/ui/deferred.tsx shows a copy of its
 * server HTML meanwhile. Expected and harmless, so not an error in the console.
 */
function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/#421\b|received an update before it finished hydrating/.test(message)) return;
  console.error(error);
}

const releaseEvents = holdEventsUntilHydrated();

/** Its effect runs once the whole document has hydrated: from then on React gets every event. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(releaseEvents, []);
  return children;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <Hydrated>
        <HydratedRouter />
      </Hydrated>
    </StrictMode>,
    { onRecoverableError },
  );
});
