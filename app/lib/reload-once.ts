// docs/requirements/operations.md#screens-and-routes Routing rules: "A failed loading of a page part reloads the page." A part whose code is
// loaded on demand (React.lazy, components/ui/deferred.tsx) and fails to arrive — most often a new
// release replaced its chunk, sometimes a network blip — reloads the page once, which brings the
// new release's HTML and chunks. A note in sessionStorage (per path, for a minute) guards against a
// loop: a part that fails again right after the reload stays quiet (logged) instead of reloading on
// and on or replacing the page with the error page (docs/decisions/0040).
import { lazy, type ComponentType } from 'react';
import { afterFirstPaint } from './after-first-paint';

const RELOAD_NOTE = 'slaapzaak:part-reload';
const LOOP_WINDOW_MS = 60_000;

/** Reloads the page unless it was reloaded for a failed part on this path within the last minute. */
function reloadOnce(): boolean {
  try {
    const note = JSON.parse(sessionStorage.getItem(RELOAD_NOTE) ?? 'null') as { path?: string; at?: number } | null;
    if (note?.path === location.pathname && Date.now() - (note.at ?? 0) < LOOP_WINDOW_MS) return false;
    sessionStorage.setItem(RELOAD_NOTE, JSON.stringify({ path: location.pathname, at: Date.now() }));
  } catch {
    // No sessionStorage (blocked storage): no guard, so no reload either.
    return false;
  }
  location.reload();
  return true;
}

/** What a part becomes when its code cannot be had even after the reload. */
export type WhenFailed<T> =
  /** Never resolves: a server-rendered part keeps its server HTML (links and forms work natively). */
  | { keepServerHtml: true }
  /** A stand-in, e.g. a component that renders nothing. */
  | { instead: T };

/**
 * Loads a part's code. On failure: logs, reloads the page once (the promise then never settles, so
 * nothing flashes before the reload), or, when the guard says it just did, settles as `whenFailed`.
 */
export function loadOrReload<T>(name: string, load: () => Promise<T>, whenFailed: WhenFailed<T>): Promise<T> {
  return load().catch((error: unknown) => {
    console.warn(`Onderdeel '${name}' niet geladen`, error instanceof Error ? error.message : error);
    if (reloadOnce() || 'keepServerHtml' in whenFailed) return new Promise<T>(() => undefined);
    return whenFailed.instead;
  });
}

function Nothing() {
  return null;
}

/** React.lazy for a part that exists only in the browser (a dialog, a popup): nothing if it cannot load. */
export function lazyPart<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => afterFirstPaint().then(() => loadOrReload(name, load, { instead: { default: Nothing as ComponentType<P> } })));
}

/** React.lazy for a part the server rendered: its server HTML stays if it cannot load. */
export function lazyServerPart<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => afterFirstPaint().then(() => loadOrReload(name, load, { keepServerHtml: true })));
}
