import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCacheControl,
  BROWSER_ONLY_COOKIES,
  isBackOfficePath,
  isSharedCacheable,
  PERSONAL,
  PERSONALISING_COOKIES,
  PRIVATE_PAGE,
  PUBLIC_MISSING,
  PUBLIC_PAGE,
} from './cache-control';

function policy(url: string, init: { status?: number; cookie?: string; method?: string; headers?: Record<string, string> } = {}) {
  const request = new Request(url, { method: init.method ?? 'GET', headers: init.cookie ? { Cookie: init.cookie } : {} });
  const headers = new Headers(init.headers);
  applyCacheControl(request, init.status ?? 200, headers);
  return { cacheControl: headers.get('Cache-Control'), vary: headers.get('Vary') };
}

describe('page cache policy', () => {
  it('lets shared caches keep anonymous catalogue pages and their .data answers', () => {
    for (const url of [
      'http://shop.test/',
      'http://shop.test/dekbedden/',
      'http://shop.test/dekbedden.data',
      'http://shop.test/dekbedden/_.data',
      'http://shop.test/_.data',
      'http://shop.test/_root.data',
      'http://shop.test/donsdekbed-zomer.html',
    ]) {
      expect(policy(url)).toEqual({ cacheControl: PUBLIC_PAGE, vary: 'Cookie' });
    }
    expect(PUBLIC_PAGE).toMatch(/s-maxage=\d+/);
    expect(PUBLIC_PAGE).toMatch(/stale-while-revalidate=\d+/);
    expect(policy('http://shop.test/bestaat-niet/', { status: 404 }).cacheControl).toBe(PUBLIC_MISSING);
  });

  it('never makes personal pages public', () => {
    for (const url of [
      'http://shop.test/account/',
      'http://shop.test/cart/',
      'http://shop.test/checkout/address-details/',
      'http://shop.test/cart.data',
      'http://shop.test/cart/_.data',
      'http://shop.test/account/_.data',
      'http://shop.test/cart/restore/abc/',
    ]) {
      expect(policy(url).cacheControl).toBe(PERSONAL);
    }
    expect(policy('http://shop.test/', { cookie: 'cookie_consent=accepted; slaapzaak_cart=abc' }).cacheControl).toBe(PRIVATE_PAGE);
    expect(policy('http://shop.test/', { cookie: '__Host-slaapzaak_session=abc' }).cacheControl).toBe(PRIVATE_PAGE);
    expect(policy('http://shop.test/', { headers: { 'Set-Cookie': 'slaapzaak_cart=x' } }).cacheControl).toBe(PERSONAL);
    expect(policy('http://shop.test/cart/', { method: 'POST' }).cacheControl).toBe(PERSONAL);
  });

  it('attacker: a personal page or a search under another spelling of its path is never public (the router matches it all the same)', () => {
    for (const url of [
      'http://shop.test/Zoeken/?tn_q=dekbed',
      'http://shop.test/%7A%6Feken/?tn_q=dekbed',
      'http://shop.test/ZOEKEN/_.data?tn_q=dekbed',
      'http://shop.test/Cart/',
      'http://shop.test/%63art/',
      'http://shop.test/%63art/_.data',
      'http://shop.test/Cart/restore/?token=abc',
      'http://shop.test/Voorraadmelding/?token=abc',
      'http://shop.test/Favorieten/',
      'http://shop.test/Nieuwsbrief/',
      'http://shop.test/ACCOUNT/',
      'http://shop.test/Beheer/',
      'http://shop.test/%62eheer/bestellingen/',
    ]) {
      expect(policy(url).cacheControl, url).toBe(PERSONAL);
    }
    expect(isBackOfficePath('/BEHEER/bestellingen/')).toBe(true);
    expect(isBackOfficePath('/%62eheer.data')).toBe(true);
    // A malformed escape is checked as it is: no throw, and not personal by accident.
    expect(policy('http://shop.test/dekbed%E0%A4%A/').cacheControl).toBe(PUBLIC_PAGE);
  });

  it('keeps the back office out of every cache, whatever a route or a cookie says', () => {
    const pages = [
      'http://shop.test/beheer/',
      'http://shop.test/beheer',
      'http://shop.test/beheer/_.data',
      'http://shop.test/beheer.data',
      'http://shop.test/beheer/inloggen/',
      'http://shop.test/beheer/bestellingen/DKBD1000001/_.data',
      'http://shop.test/beheer/onbekend/',
    ];
    const variants = [
      {},
      { status: 404 },
      { cookie: 'slaapzaak_beheer=x' },
      { headers: { 'Cache-Control': PUBLIC_PAGE } },
      { headers: { 'Cache-Control': 'private, max-age=600' } },
      { method: 'POST' },
    ];
    for (const url of pages)
      for (const init of variants)
        expect(policy(url, init), `${url} ${JSON.stringify(init)}`).toEqual({ cacheControl: PERSONAL, vary: null });
    expect(isBackOfficePath('/beheerder/')).toBe(false);
    expect(isBackOfficePath('/beheer/')).toBe(true);
  });

  it('keeps a value a route set itself', () => {
    expect(policy('http://shop.test/sitemap.xml', { headers: { 'Cache-Control': 'public, max-age=3600' } }).cacheControl).toBe(
      'public, max-age=3600',
    );
  });
});

// A page is public only when it is the same for everyone (docs/decisions/0031): every cookie the
// storefront reads to render a page is in one list, and each of them, with any value, in any order
// among cookies the server never reads, keeps the page out of shared caches.
describe('personalising cookies', () => {
  const PAGES = [
    'http://shop.test/',
    'http://shop.test/?tn_sort=prijs-oplopend',
    'http://shop.test/dekbedovertrek/',
    'http://shop.test/dekbedovertrek/?tn_p=2',
    'http://shop.test/dekbedovertrek.data',
    'http://shop.test/dekbedovertrek.data?_routes=routes%2Fcatalogue',
    'http://shop.test/_root.data',
    'http://shop.test/dekbedovertrek/_.data',
    'http://shop.test/_.data',
    'http://shop.test/brands/',
    'http://shop.test/zoeken/2/?tn_q=dekbed',
    'http://shop.test/service/',
    'http://shop.test/service/chat/',
    'http://shop.test/bestaat-niet/',
  ];
  const NEUTRAL = ['newsletterpopup=1', '_ga=GA1.1.123.456', '_gid=GA1.1.789', 'theme=dark', 'x=', 'slaapzaak=1', 'favorietenx=1'];
  const VALUES = ['1', '12.34.56', '101-0.202-3', 'accepted', 'refused', '', 's%3Aabc.def', 'e30=.sig', '"quoted"'];

  // A Cookie header: the parts in any order, joined by any of the separators browsers and proxies send.
  const cookieHeader = (parts: fc.Arbitrary<string[]>) =>
    fc
      .tuple(
        parts.chain((p) => fc.shuffledSubarray(p, { minLength: p.length, maxLength: p.length })),
        fc.constantFrom('; ', ';', ' ;  '),
      )
      .map(([p, sep]) => p.join(sep));
  const neutral = fc.subarray(NEUTRAL);

  it('lists every cookie the storefront reads, and only those', () => {
    expect([...PERSONALISING_COOKIES].sort()).toEqual(
      [
        '__Host-slaapzaak_session',
        'cookie_consent',
        'favorieten',
        'favorieten_account',
        'laatst_bekeken',
        'slaapzaak_cart',
        'slaapzaak_chat',
        'slaapzaak_orders',
        'slaapzaak_session',
        'slaapzaak_beheer',
        '__Secure-slaapzaak_beheer',
        'sz_visitor',
        'sz_email_reported',
      ].sort(),
    );
  });

  it('makes a page with any personalising cookie private, among any other cookies (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERSONALISING_COOKIES),
        fc.constantFrom(...PAGES),
        fc.constantFrom(200, 404, 410),
        fc.constantFrom('GET', 'HEAD'),
        cookieHeader(neutral),
        fc.constantFrom(...VALUES),
        (name, url, status, method, others, value) => {
          const cookie = others ? `${name}=${value}; ${others}` : `${name}=${value}`;
          const { cacheControl, vary } = policy(url, { cookie, status, method });
          const where = `${url} with Cookie: ${cookie}`;
          expect(cacheControl, where).not.toMatch(/\bpublic\b|s-maxage/);
          expect(cacheControl, where).toMatch(/^private\b/);
          expect(vary ?? '', where).not.toContain('Cookie');
        },
      ),
      { numRuns: 600 },
    );
    // Every personalising cookie, in any position among the others.
    fc.assert(
      fc.property(
        fc.constantFrom(...PERSONALISING_COOKIES),
        neutral.chain((n) => cookieHeader(fc.constant([...n, 'PLACEHOLDER']))),
        (name, header) => {
          const cookie = header.replace('PLACEHOLDER', `${name}=1`);
          expect(policy('http://shop.test/dekbedovertrek/', { cookie }).cacheControl, cookie).toMatch(/^private\b/);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps pages public for cookies the server never reads (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAGES.filter((p) => !p.includes('bestaat-niet'))), cookieHeader(neutral), (url, cookie) => {
        expect(policy(url, { cookie }).cacheControl, `${url} with Cookie: ${cookie}`).toBe(PUBLIC_PAGE);
      }),
      { numRuns: 200 },
    );
  });

  it('lets no route make a personalised page public', () => {
    for (const name of PERSONALISING_COOKIES) {
      const own = policy('http://shop.test/dekbedovertrek/', { cookie: `${name}=1`, headers: { 'Cache-Control': PUBLIC_PAGE } });
      expect(own.cacheControl, name).toBe(PRIVATE_PAGE);
    }
    // Private values a route chose stay as they are.
    expect(
      policy('http://shop.test/keuzehulp/', { cookie: 'favorieten=1', headers: { 'Cache-Control': 'private, no-store' } }).cacheControl,
    ).toBe('private, no-store');
  });

  it('keeps a page that names a visitor in its address (?email=) out of shared caches', () => {
    expect(policy('http://shop.test/?email=sanne%2540example.nl').cacheControl).toBe(PERSONAL);
    expect(policy('http://shop.test/dekbedovertrek/?email=a%40b.nl').cacheControl).toBe(PERSONAL);
  });

  it('tells a shared cache what it may keep', () => {
    expect(isSharedCacheable(PUBLIC_PAGE)).toBe(true);
    expect(isSharedCacheable('public, max-age=60, s-maxage=300, stale-while-revalidate=3600')).toBe(true);
    for (const value of [
      null,
      '',
      PRIVATE_PAGE,
      PERSONAL,
      'public, max-age=3600',
      'public, s-maxage=300, private',
      'public, no-store, s-maxage=300',
      's-maxage=0, public',
      'no-cache, public, s-maxage=300',
      'Private, s-maxage=300',
    ]) {
      expect(isSharedCacheable(value), String(value)).toBe(false);
    }
  });
});

// Every cookie name the storefront's code declares is sorted into one of two lists: the ones it
// reads to render (personalising) and the ones only the browser reads. A new cookie must be sorted
// before this passes, so a personal cookie cannot slip past the cache rule unnoticed.
describe('cookie audit of app/', () => {
  it('finds every declared cookie name in PERSONALISING_COOKIES or BROWSER_ONLY_COOKIES', () => {
    const root = path.resolve(__dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));
    const declared = new Set<string>();
    const patterns = [
      /\b[A-Z_]*COOKIE\s*=\s*'([^']+)'/g, // const FAVOURITES_COOKIE = 'favorieten'
      /\b(?:signedCookie|createCookie)\(\s*'([^']+)'/g, // signedCookie('slaapzaak_cart', …)
      /\?\s*'([^']*session[^']*)'\s*:\s*'([^']+)'/g, // sessionCookieName: secure ? '__Host-…' : '…'
    ];
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const pattern of patterns) for (const m of text.matchAll(pattern)) for (const name of m.slice(1)) if (name) declared.add(name);
    }
    expect(declared.size).toBeGreaterThanOrEqual(8);
    const sorted = new Set<string>([...PERSONALISING_COOKIES, ...BROWSER_ONLY_COOKIES]);
    expect([...declared].filter((name) => !sorted.has(name))).toEqual([]);
    // And what the server never reads really is not read on the server.
    for (const name of BROWSER_ONLY_COOKIES) {
      const readers = files.filter(
        (f) => /\.server\.tsx?$|^routes\/|^root\.tsx$|^entry\.server/.test(f) && readFileSync(path.join(root, f), 'utf8').includes(name),
      );
      expect(readers, name).toEqual([]);
    }
  });
});
