import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOrReload } from './reload-once';

/** A browser's sessionStorage and location, enough for the guard. */
function fakeBrowser(pathname: string) {
  const store = new Map<string, string>();
  const location = { pathname, reload: vi.fn() };
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  });
  vi.stubGlobal('location', location);
  return location;
}

const settledWithin = async <T>(promise: Promise<T>, ms = 20) =>
  Promise.race([promise.then((value) => ({ value })), new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms))]);

describe('a part whose code fails to load: reload once', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads as usual when the code arrives', async () => {
    const location = fakeBrowser('/dekbed/');
    await expect(loadOrReload('x', () => Promise.resolve(42), { instead: 0 })).resolves.toBe(42);
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('reloads the page once and never settles meanwhile; right after that reload it gives the stand-in', async () => {
    const location = fakeBrowser('/dekbed/');
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await settledWithin(loadOrReload('quick-view', failing, { instead: 'niets' }))).toBe('pending');
    expect(location.reload).toHaveBeenCalledTimes(1);
    // The page after the reload fails again: no second reload, no error thrown to a boundary.
    expect(await settledWithin(loadOrReload('quick-view', failing, { instead: 'niets' }))).toEqual({ value: 'niets' });
    expect(location.reload).toHaveBeenCalledTimes(1);
    // A server-rendered part keeps its server HTML: the promise never settles.
    expect(await settledWithin(loadOrReload('filter-panel', failing, { keepServerHtml: true }))).toBe('pending');
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledTimes(3);
  });

  it('guards per path and for a minute only', async () => {
    const location = fakeBrowser('/dekbed/');
    const failing = () => Promise.reject(new Error('chunk'));
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await settledWithin(loadOrReload('a', failing, { instead: null }));
    location.pathname = '/matrassen/';
    await settledWithin(loadOrReload('a', failing, { instead: null }));
    expect(location.reload).toHaveBeenCalledTimes(2);
    now.mockReturnValue(1_000_000 + 61_000);
    await settledWithin(loadOrReload('a', failing, { instead: null }));
    expect(location.reload).toHaveBeenCalledTimes(3);
  });

  it('without sessionStorage there is no guard, so no reload: the stand-in at once', async () => {
    const location = { pathname: '/', reload: vi.fn() };
    vi.stubGlobal('location', location);
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(await settledWithin(loadOrReload('a', () => Promise.reject(new Error('x')), { instead: 'niets' }))).toEqual({ value: 'niets' });
    expect(location.reload).not.toHaveBeenCalled();
  });
});
