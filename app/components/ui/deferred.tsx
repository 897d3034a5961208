import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';

/**
 * A server-rendered part whose code stays out of the page's first-load JavaScript (issue 9), like
 * the listing's filter panel.
 *
 * The server renders it in full, in its final form: pass the component itself as `server`, written
 * `import.meta.env.SSR ? Part : undefined` so the browser build drops the static import. In the
 * browser it is a lazy component in a Suspense boundary: React leaves the server HTML of the
 * boundary as it is (selective hydration) and hydrates it once its code has arrived, fetched while
 * the page hydrates. Nothing moves or blinks, and a click before that takes the no-JavaScript path
 * (a plain form or link), so use it only for parts that work without JavaScript.
 *
 * The wrapper is memoised: an update that reaches the boundary before its code does would make
 * React drop the server HTML and render the part on the client.
 */
export function deferred<P extends object>(server: ComponentType<P> | undefined, load: () => Promise<ComponentType<P>>) {
  // (A lazy component takes the props of the one it loads.)
  const Part = (server ?? lazy(() => load().then((component) => ({ default: component })))) as ComponentType<P>;
  function Deferred(props: P) {
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
      <Suspense fallback={null}>
        <Part {...props} />
        <Hydrated state={state.current} />
      </Suspense>
    );
  }
  return memo(Deferred);
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
