import { describe, expect, it } from 'vitest';
import {
  fetchesCartAtStart,
  isMalformedPath,
  keepsScroll,
  safeRedirectPath,
  scrollRestorationKey,
  scrollScope,
  trailingSlashLocation,
} from './routing';

const at = (p: string) => new URL(p, 'http://localhost:3000');

// docs/requirements/README.md#screens-and-routes
describe('trailing slash rule', () => {
  it('adds a slash and keeps the query', () => {
    expect(trailingSlashLocation(at('/dekbed'))).toBe('/dekbed/');
    expect(trailingSlashLocation(at('/zoeken?tn_q=kussen'))).toBe('/zoeken/?tn_q=kussen');
    expect(trailingSlashLocation(at('/boxspring/boxspring-kopen'))).toBe('/boxspring/boxspring-kopen/');
  });
  it('leaves slashed paths, product pages and exempt routes alone', () => {
    for (const p of ['/', '/dekbed/', '/lotte-dekbedovertrek.html', '/checkout/thankyou', '/cart/restore/abc', '/iets-restore-achtig']) {
      expect(trailingSlashLocation(at(p))).toBeNull();
    }
  });
  it('leaves framework data requests and files alone', () => {
    for (const p of [
      '/dekbed.data',
      '/dekbed/_.data',
      '/_.data',
      '/_root.data',
      '/__manifest',
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.svg',
    ]) {
      expect(trailingSlashLocation(at(p))).toBeNull();
    }
  });
});

describe('safe redirect after login', () => {
  it('keeps same-origin paths', () => {
    expect(safeRedirectPath('/account/orders/')).toBe('/account/orders/');
    expect(safeRedirectPath('/account/orders/?page=2#top')).toBe('/account/orders/?page=2#top');
  });
  it('refuses everything that could leave the site', () => {
    const hostile = [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '/%252F%252Fevil.example',
      'javascript:alert(1)',
      '/\tevil',
      '/\n/evil',
      ' //evil',
      'http:/evil',
      '/%5Cevil.example',
      '',
      null,
      undefined,
      42,
      'evil.example',
    ];
    for (const target of hostile) expect(safeRedirectPath(target, '/x/')).toBe('/x/');
  });
});

describe('scroll rule', () => {
  it('keeps scroll on pop, zoeken and brands routes only', () => {
    expect(keepsScroll('pop')).toBe(true);
    expect(keepsScroll('zoeken-pagination')).toBe(true);
    expect(keepsScroll('brands')).toBe(true);
    expect(keepsScroll('brands-brand')).toBe(true);
    expect(keepsScroll('cop')).toBe(false);
    expect(keepsScroll('product')).toBe(false);
    expect(keepsScroll(undefined)).toBe(false);
  });

  const catalogue = (routeName: string) => ({ id: 'catalogue', params: {}, loaderData: { routeName } });
  it('names the page a keep-scroll route shows, without its filters, query or page number', () => {
    expect(scrollScope(catalogue('pop'), '/dekbed/')).toBe('pop:/dekbed/');
    expect(scrollScope(catalogue('pop'), '/hoeslaken/')).not.toBe(scrollScope(catalogue('pop'), '/dekbed/'));
    expect(scrollScope({ id: 'zoeken', params: {}, loaderData: {} }, '/zoeken/')).toBe(
      scrollScope({ id: 'zoeken-pagination', params: { pagination: '2' }, loaderData: {} }, '/zoeken/2/'),
    );
    expect(scrollScope({ id: 'brands-brand', params: { brand: 'lotte' }, loaderData: {} }, '/brands/lotte/')).toBe('brands:lotte');
    expect(scrollScope({ id: 'brands-pagination', params: { brand: 'lotte', pagination: '2' }, loaderData: {} }, '/brands/lotte/2/')).toBe(
      'brands:lotte',
    );
    expect(scrollScope({ id: 'brands-brand', params: { brand: 'auping' }, loaderData: {} }, '/brands/auping/')).not.toBe('brands:lotte');
    expect(scrollScope(catalogue('cop'), '/boxspring/')).toBeNull();
    expect(scrollScope({ id: 'home', params: {}, loaderData: {} }, '/')).toBeNull();
    expect(scrollScope({ id: 'product', params: {}, loaderData: { routeName: 'product' } }, '/x.html')).toBeNull();
    expect(scrollScope(undefined, '/')).toBeNull();
  });

  it('does not take the next page for the one on screen when the router passes the old loader data', () => {
    // From /dekbedovertrek/ to /hoeslaken/: same route, the data still the overview's own.
    const stale = { id: 'catalogue', params: {}, loaderData: { routeName: 'pop', category: { url: '/dekbedovertrek/' } } };
    expect(scrollScope(stale, '/hoeslaken/')).not.toBe(scrollScope(stale, '/dekbedovertrek/'));
  });

  const home = { key: 'h', scope: null };
  const overview = { key: 'o', scope: 'pop:/dekbed/' };
  const filtered = { key: 'f', scope: 'pop:/dekbed/' };
  it('saves the page on screen under its own key, whichever entry the browser is on', () => {
    expect(scrollRestorationKey(home, home, 'h')).toBe('h');
    // Back from a filtered overview to the overview: the browser is on the older entry already
    // when the router saves the filtered page's position; it must not land on the older entry's key.
    expect(scrollRestorationKey(filtered, filtered, 'o')).toBe('f');
    expect(scrollRestorationKey(overview, overview, 'h')).toBe('o');
  });

  it('restores an entry by its own key on Back and Forward', () => {
    expect(scrollRestorationKey(home, overview, 'h')).toBe('h');
    expect(scrollRestorationKey(overview, filtered, 'o')).toBe('o');
    expect(scrollRestorationKey(filtered, overview, 'f')).toBe('f');
    // No history state (first load): the location's own key.
    expect(scrollRestorationKey(overview, home, undefined)).toBe('o');
  });

  it('keeps the position of the page on screen for a new entry within one scope, and starts at the top otherwise', () => {
    // A filter on the overview: the browser is still on the overview's entry.
    expect(scrollRestorationKey(filtered, overview, 'o')).toBe('o');
    expect(scrollRestorationKey({ key: 'z2', scope: 'zoeken' }, { key: 'z1', scope: 'zoeken' }, 'z1')).toBe('z1');
    // Another overview, a product page, or into an overview from home: a fresh key, nothing saved.
    expect(scrollRestorationKey({ key: 'n', scope: 'pop:/hoeslaken/' }, overview, 'o')).toBe('n');
    expect(scrollRestorationKey({ key: 'p', scope: null }, overview, 'o')).toBe('p');
    expect(scrollRestorationKey(overview, home, 'h')).toBe('o');
  });
});

describe('malformed paths', () => {
  it('flags undecodable paths', () => {
    expect(isMalformedPath('/%E0%A4%A')).toBe(true);
    expect(isMalformedPath('/a%00b')).toBe(true);
    expect(isMalformedPath('/dekbed/')).toBe(false);
  });
});

describe('safe redirect: hostile targets (open redirect, scheme and encoding tricks)', () => {
  const hostile: unknown[] = [
    // Absolute and scheme-relative URLs, any case and slash count.
    'https://evil.example',
    'http://evil.example/account/',
    'HTTPS://EVIL.EXAMPLE',
    'hTtPs://evil.example',
    '//evil.example/',
    '///evil.example',
    '////evil.example',
    '//evil.example@slaapzaak.nl',
    '//slaapzaak.nl@evil.example',
    'https:evil.example',
    'http:/evil.example',
    'https:/\\evil.example',
    'ftp://evil.example',
    'blob:https://evil.example/x',
    'file:///etc/passwd',
    // Backslashes, which browsers read as slashes.
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example\\x',
    '/\\/evil.example',
    '\\evil.example',
    // Percent-encoded slashes and backslashes, once and several times over.
    '/%2fevil.example',
    '/%2F/evil.example',
    '%2f%2fevil.example',
    '/%252f%252fevil.example',
    '/%25252f%25252fevil.example',
    '/%5c%5cevil.example',
    '/%5C/evil.example',
    '%5c%5cevil.example',
    '/%2F%5Cevil.example',
    // Script and other schemes.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:a@evil.example',
    'tel:+31600000000',
    // Not a path at all.
    'evil.example',
    'evil.example/account/',
    'account/orders/',
    './/evil.example',
    '..//evil.example',
    '@evil.example',
    // Whitespace and control characters that browsers strip from URLs.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0d/evil.example',
    '/%00/evil.example',
    '\t//evil.example',
    '\n//evil.example',
    ' //evil.example',
    '\u00a0//evil.example',
    '\u3000//evil.example',
    '/\u001f/evil.example',
    '/\u007f/evil.example',
    // Broken encodings, empty, too long and non-strings.
    '/%',
    '/%E0%A4%A',
    '%',
    '',
    '/' + 'a'.repeat(2001),
    null,
    undefined,
    0,
    42,
    true,
    {},
    [],
    ['/account/'],
    { toString: () => '/account/' },
  ];

  it('has at least 50 hostile cases', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(50);
  });

  it.each(hostile.map((target) => [typeof target === 'string' ? JSON.stringify(target) : String(target), target]))(
    'refuses %s',
    (_label, target) => {
      expect(safeRedirectPath(target, '/fallback/')).toBe('/fallback/');
    },
  );

  it.each(['/account/', '/account/orders/?page=2', '/zoeken/?tn_q=kussen%20wit', '/dekbed/#filters', '/lotte-dekbedovertrek.html'])(
    'still keeps the ordinary path %s',
    (target) => {
      expect(safeRedirectPath(target, '/fallback/')).toBe(target);
    },
  );
});

// docs/requirements/cart.md#states
describe('start-up cart fetch', () => {
  it('is skipped on the status and thank-you pages only', () => {
    for (const path of ['/checkout/thankyou/', '/checkout/thankyou', '/checkout/status/', '/checkout/status/DKBD1234567/'])
      expect(fetchesCartAtStart(path), path).toBe(false);
    for (const path of ['/', '/cart/', '/checkout/', '/checkout/pay/', '/checkout/statusbalk/', '/dekbed/'])
      expect(fetchesCartAtStart(path), path).toBe(true);
  });
});
