// The browser store of favourites and last viewed against its cookies (docs/decisions/0016, 0019):
// a fake document.cookie and localStorage, so the rules run without a browser.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** document.cookie as a browser keeps it: set one cookie per write, Max-Age=0 deletes. */
class CookieJar {
  jar = new Map<string, string>();
  get cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(line: string) {
    const [pair, ...attrs] = line.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq).trim();
    if (attrs.some((a) => a.trim() === 'Max-Age=0')) this.jar.delete(name);
    else this.jar.set(name, pair!.slice(eq + 1).trim());
  }
}

let cookies: CookieJar;
let storage: Map<string, string>;
let fetches: { url: string; body: Record<string, string> }[];

async function store() {
  vi.resetModules();
  return import('./product-lists');
}

const favourites = (s: Awaited<ReturnType<typeof store>>) => s.$favourites.get().map((f) => f.id);

beforeEach(() => {
  cookies = new CookieJar();
  storage = new Map();
  fetches = [];
  vi.stubGlobal('document', cookies);
  vi.stubGlobal('window', {
    location: { protocol: 'http:' },
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    },
  });
  vi.stubGlobal('fetch', async (url: string, init: { body: FormData }) => {
    fetches.push({ url, body: Object.fromEntries([...init.body.entries()].map(([k, v]) => [k, String(v)])) });
    return new Response('{}');
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('favourites store and cookies', () => {
  it('first start: the union of browser storage and the no-JS cookie (0016)', async () => {
    storage.set('slaapzaak:favorieten', JSON.stringify([{ id: 7, image: '/media/7.svg', available: true }]));
    cookies.jar.set('favorieten', '12.7');
    const s = await store();
    s.startProductLists();
    expect(favourites(s)).toEqual([7, 12]);
    expect(cookies.jar.get('favorieten')).toBe('7.12');
    expect(storage.get('slaapzaak:favorieten-cookie')).toBe('7.12');
  });

  it('a cookie the server changed wins: a removal elsewhere is not undone, known entries keep their image', async () => {
    storage.set(
      'slaapzaak:favorieten',
      JSON.stringify([
        { id: 7, image: '/media/7.svg', available: true },
        { id: 12, image: '/media/12.svg', available: false },
      ]),
    );
    storage.set('slaapzaak:favorieten-cookie', '7.12');
    // The login merged the lists and the account had 12 removed on another device; 31 came from there.
    cookies.jar.set('favorieten', '31.7');
    const s = await store();
    s.startProductLists();
    expect(favourites(s)).toEqual([31, 7]);
    expect(s.$favourites.get()[1]).toEqual({ id: 7, image: '/media/7.svg', available: true });
    expect(JSON.parse(storage.get('slaapzaak:favorieten')!).map((f: { id: number }) => f.id)).toEqual([31, 7]);
  });

  it('an unchanged cookie leaves the store as it is', async () => {
    storage.set('slaapzaak:favorieten', JSON.stringify([{ id: 7, image: '/media/7.svg', available: true }]));
    storage.set('slaapzaak:favorieten-cookie', '7');
    cookies.jar.set('favorieten', '7');
    const s = await store();
    s.startProductLists();
    expect(s.$favourites.get()).toEqual([{ id: 7, image: '/media/7.svg', available: true }]);
  });

  it('follows the server while running: a login fills it, a logout empties it and browser storage', async () => {
    const s = await store();
    s.startProductLists();
    expect(favourites(s)).toEqual([]);
    // The login answer set the merged lists (a client-side navigation: the store is already running).
    cookies.jar.set('favorieten', '5.6');
    cookies.jar.set('laatst_bekeken', '9-0.5-51');
    cookies.jar.set('favorieten_account', '5.6');
    s.startProductLists();
    expect(favourites(s)).toEqual([5, 6]);
    expect(s.$lastViewed.get()).toEqual([
      { id: 9, vid: 0 },
      { id: 5, vid: 51 },
    ]);
    // Afmelden cleared the cookies.
    cookies.jar.clear();
    s.startProductLists();
    expect(favourites(s)).toEqual([]);
    expect(s.$lastViewed.get()).toEqual([]);
    expect(storage.get('slaapzaak:favorieten')).toBe('[]');
  });

  it('tells the server about a toggle only in a browser that has an account’s list', async () => {
    const s = await store();
    s.toggleFavouriteInStore({ id: 3, image: '', available: true });
    await new Promise((r) => setTimeout(r, 0));
    expect(fetches).toEqual([]);
    cookies.jar.set('favorieten_account', '3');
    s.toggleFavouriteInStore({ id: 3, image: '', available: true });
    s.toggleFavouriteInStore({ id: 4, image: '', available: true });
    await vi.waitFor(() => expect(fetches).toHaveLength(2));
    expect(fetches).toEqual([
      { url: '/api/favorites', body: { id: '3', favourite: '0' } },
      { url: '/api/favorites', body: { id: '4', favourite: '1' } },
    ]);
    expect(favourites(s)).toEqual([4]);
  });

  it('logs a toggle the account could not take (a 5xx or no answer) and keeps it in this browser', async () => {
    const s = await store();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    cookies.jar.set('favorieten_account', '');
    const answers = [() => Promise.resolve(new Response('stuk', { status: 500 })), () => Promise.reject(new TypeError('Failed to fetch'))];
    vi.stubGlobal('fetch', () => answers.shift()!());
    s.toggleFavouriteInStore({ id: 5, image: '', available: true });
    s.toggleFavouriteInStore({ id: 6, image: '', available: true });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn.mock.calls.map((call) => call.join(' '))).toEqual([
      'Favoriet niet in het account bewaard HTTP 500',
      'Favoriet niet in het account bewaard Failed to fetch',
    ]);
    // Newest first, both still favourites here.
    expect(favourites(s)).toEqual([6, 5]);
    warn.mockRestore();
  });

  it('records a product view newest first, with the variant of the URL', async () => {
    const s = await store();
    s.recordProductView(8, '');
    s.recordProductView(9, '?variant=91');
    expect(cookies.jar.get('laatst_bekeken')).toBe('9-91.8-0');
  });
});
