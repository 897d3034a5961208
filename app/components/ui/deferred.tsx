import { lazy, memo, Suspense, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '~/lib/after-first-paint';
import { loadOrReload } from '~/lib/reload-once';

/**
 * A server-rendered part whose code stays out of the page's first-load JavaScript (docs/decisions/0021), like
 * the listing's filter panel.
 *
 * The server renders it in full, in its final form: pass the component itself as `server`, written
 * `import.meta.env.SSR ? Part : undefined` so the browser build drops the static import. In the
 * browser it is a lazy component in a Suspense boundary: React leaves the server HTML of the
 * boundary as it is (selective hydration) and hydrates it in place once its code has arrived,
 * fetched while the page hydrates. Nothing moves, focus and typing are kept, and a click before
 * that takes the no-JavaScript path (a plain form or link), so use it only for parts that work
 * without JavaScript.
 *
 * One race remains: a context change (React Router changes one on every location change, a hash link too)
 * that reaches the boundary before its code makes React render it on the client instead (error
 * 421, filtered in entry.client). Its fallback is then a copy of the server HTML, so the part does
 * not blink or collapse meanwhile. The wrapper (`display: contents`) is what the copy is taken from;
 * `name` keeps the copies of different parts apart.
 */
export function deferred<P extends object>(name: string, server: ComponentType<P> | undefined, load: () => Promise<ComponentType<P>>) {
  // (A lazy component takes the props of the one it loads.)
  // Code that fails to arrive reloads the page once; after that the server HTML stays (lib/reload-once.ts).
  const Part = (server ??
    lazy(() =>
      afterFirstPaint()
        .then(() => loadOrReload(name, load, { keepServerHtml: true }))
        .then((component) => ({ default: component })),
    )) as ComponentType<P>;
  function Deferred(props: P) {
    // Named, so a part never shows the copy of another part that happened to get the same useId.
    const id = `${name}${useId()}`;
    const state = useRef({ counted: false, done: false });
    useEffect(() => {
      if (state.current.done) return;
      state.current.counted = true;
      countPending(1);
      return () => {
        if (!state.current.done) countPending(-1);
      };
    }, []);
    return (
      <div className="deferred" data-deferred={id}>
        <Suspense fallback={<ServerHtml id={id} />}>
          <Part {...props} />
          <Hydrated state={state.current} />
        </Suspense>
      </div>
    );
  }
  // Memoised: a re-render with the same props does not reach the boundary.
  return memo(Deferred);
}

/** The server HTML of a boundary React gave up hydrating, shown until the part's code is there. */
function ServerHtml({ id }: { id: string }) {
  const [html] = useState(() =>
    typeof document === 'undefined' ? '' : (document.querySelector(`[data-deferred="${CSS.escape(id)}"]`)?.innerHTML ?? ''),
  );
  return html ? <div className="deferred" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/** Runs its effect when the boundary it sits in has hydrated. */
function Hydrated({ state }: { state: { counted: boolean; done: boolean } }) {
  useEffect(() => {
    if (state.done) return;
    state.done = true;
    if (state.counted) countPending(-1);
  }, [state]);
  return null;
}

let pending = 0;
/** `<html data-deferred-pending>`: deferred parts not hydrated yet (the e2e `hydrated` helper waits for 0). */
function countPending(delta: number) {
  pending += delta;
  document.documentElement.dataset.deferredPending = String(pending);
}
