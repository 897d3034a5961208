import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * React's recoverable errors are logged as before, except 421: a boundary of a part whose code loads
 * after hydration got an update (Remix changes a context on every location change) before its code
 * arrived, so React renders it on the client; components/ui/deferred.tsx shows a copy of its server
 * HTML meanwhile. Expected and harmless, so not an error in the console.
 */
function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/#421\b|received an update before it finished hydrating/.test(message)) return;
  console.error(error);
}

/**
 * Remix decodes the page data (single fetch's stream) in RemixBrowser's first render and suspends
 * the whole document until it is decoded. A shopper typing in that window makes React hydrate the
 * root synchronously, and React 18.3 cannot finish a synchronous render of a root that suspends with
 * no boundary above it: error #345, the document switched to client rendering
 * (bench/hydration-typing.mjs, docs/decisions/0027). So the data is decoded before hydration starts:
 * RemixBrowser's first call, before any hook, starts the decoding and throws its promise.
 */
async function pageDataDecoded(): Promise<void> {
  try {
    (RemixBrowser as (props: Record<string, never>) => unknown)({});
  } catch (thrown) {
    if (thrown && typeof (thrown as PromiseLike<unknown>).then === 'function') await thrown;
  }
}

void pageDataDecoded().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
      { onRecoverableError },
    );
  }),
);
