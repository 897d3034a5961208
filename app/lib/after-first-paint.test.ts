import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A browser tab: its visibility, the paint entries it has reported so far, and animation frames that run at once. */
function fakeTab({ visible = true, paintTiming = true, painted = false } = {}) {
  const entries: string[] = painted ? ['first-contentful-paint'] : [];
  const observers = new Set<Listener>();
  const frames = vi.fn((callback: () => void) => setTimeout(callback, 0));
  class Observer {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation'];
    constructor(private listener: Listener) {}
    observe() {
      observers.add(this.listener);
    }
    disconnect() {
      observers.delete(this.listener);
    }
  }
  vi.stubGlobal('document', { visibilityState: visible ? 'visible' : 'hidden' });
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) => entries.filter((e) => e === name) as never);
  vi.stubGlobal('PerformanceObserver', Observer);
  vi.stubGlobal('requestAnimationFrame', frames);
  return {
    frames,
    observers,
    paint(name: string) {
      entries.push(name);
      for (const listener of [...observers]) listener({ getEntriesByName: (n) => (n === name ? [name] : []) });
    },
  };
}

async function gate() {
  vi.resetModules();
  const { afterFirstPaint } = await import('./after-first-paint');
  let resolved = false;
  void afterFirstPaint().then(() => (resolved = true));
  return { afterFirstPaint, resolved: () => resolved };
}

describe('afterFirstPaint: code the first paint does not need waits for it', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the reported first contentful paint, not for an animation frame', async () => {
    const tab = fakeTab();
    const { resolved } = await gate();
    // Frames run (a headless browser runs them while it shows none), a first paint without content too: still waiting.
    await vi.advanceTimersByTimeAsync(500);
    tab.paint('first-paint');
    await vi.advanceTimersByTimeAsync(500);
    expect(resolved()).toBe(false);
    tab.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved()).toBe(true);
    expect(tab.observers.size).toBe(0);
  });

  it('goes at once (one task) when the paint was already reported, and every later caller shares it', async () => {
    fakeTab({ painted: true });
    const { afterFirstPaint, resolved } = await gate();
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved()).toBe(true);
    expect(afterFirstPaint()).toBe(afterFirstPaint());
  });

  it('gives up waiting after 3 s: a page whose paint is never reported still gets its code', async () => {
    const tab = fakeTab();
    const { resolved } = await gate();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(resolved()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved()).toBe(true);
    expect(tab.observers.size).toBe(0);
  });

  it('in a tab that is not visible (no frames, no paint) at once', async () => {
    fakeTab({ visible: false });
    const { resolved } = await gate();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved()).toBe(true);
  });

  it('without Paint Timing: an animation frame, then a task', async () => {
    const tab = fakeTab({ paintTiming: false });
    const { resolved } = await gate();
    expect(tab.frames).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved()).toBe(true);
  });
});
