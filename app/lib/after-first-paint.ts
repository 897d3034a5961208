// When the browser has shown the page's first content: code that is not needed for it (deferred parts, stores,
// analytics, popups) is fetched after this, not beside the stylesheets and the LCP image on a slow link
// (docs/decisions/0022, 0092).

/** The longest the gate waits: a page whose first paint the browser never reports still gets its code. */
const LONGEST_WAIT_MS = 3_000;

let painted: Promise<void> | undefined;

/**
 * Resolves once the browser reports the first contentful paint (Paint Timing, which Chromium, Firefox and Safari
 * report when the frame is shown), then one task later. Where the browser does not report it: an animation frame,
 * then a task (ADR 0022). In a tab that is not visible (no frames) at once; at most 3 s after it is first asked.
 *
 * Why not the animation frame alone (ADR 0092): a browser can run animation frames while it shows none of them
 * (headless Chromium on a busy machine held its first frame for 1–2 s in half the lab runs), and code fetched in that
 * gap lands before the first paint a shopper (and Lighthouse) sees.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve, 0);
    if (typeof document === 'undefined' || document.visibilityState !== 'visible') return resolve();
    if (!supportsPaintTiming()) return void requestAnimationFrame(done);
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return done();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      clearTimeout(cap);
      done();
    });
    const cap = setTimeout(() => {
      observer.disconnect();
      resolve();
    }, LONGEST_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
  return painted;
}

function supportsPaintTiming(): boolean {
  return typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
}
