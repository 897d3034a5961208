import { describe, expect, it } from 'vitest';
import { isMalformedPath, keepsScroll, safeRedirectPath, trailingSlashLocation } from './routing';

const at = (p: string) => new URL(p, 'http://localhost:3000');

describe('trailing slash rule (SPEC §2)', () => {
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
    for (const p of ['/dekbed.data', '/_root.data', '/__manifest', '/robots.txt', '/sitemap.xml', '/favicon.svg']) {
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
      'https://evil.example/', '//evil.example', '/\\evil.example', '\\\\evil.example', '/%2F%2Fevil.example',
      '%2F%2Fevil.example', '/%252F%252Fevil.example', 'javascript:alert(1)', '/\tevil', '/\n/evil', ' //evil',
      'http:/evil', '/%5Cevil.example', '', null, undefined, 42, 'evil.example',
    ];
    for (const target of hostile) expect(safeRedirectPath(target, '/x/')).toBe('/x/');
  });
});

describe('scroll rule', () => {
  it('keeps scroll on pop, zoeken and brands routes only', () => {
    expect(keepsScroll('pop')).toBe(true);
    expect(keepsScroll('zoeken-pagination')).toBe(true);
    expect(keepsScroll('brands')).toBe(true);
    expect(keepsScroll('cop')).toBe(false);
    expect(keepsScroll(undefined)).toBe(false);
  });
});

describe('malformed paths', () => {
  it('flags undecodable paths', () => {
    expect(isMalformedPath('/%E0%A4%A')).toBe(true);
    expect(isMalformedPath('/a%00b')).toBe(true);
    expect(isMalformedPath('/dekbed/')).toBe(false);
  });
});
