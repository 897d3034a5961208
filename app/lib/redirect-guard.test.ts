import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_PAYLOADS } from '../../tests/helpers/open-redirect-payloads';
import { paymentRedirect, safeRedirectPath, sameOriginPath } from './redirect-guard';
import { trailingSlashLocation } from './routing';

const SHOP = 'https://slaapzaak.nl';

/** Where a browser on the shop goes with this Location: must be the shop itself. */
function staysOnShop(location: string): boolean {
  try {
    return new URL(location, `${SHOP}/account/login/`).origin === SHOP;
  } catch {
    return false;
  }
}

describe('the redirect guard against known open-redirect payloads', () => {
  it('has a corpus of at least 40 payloads', () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(OPEN_REDIRECT_PAYLOADS.map((p) => [JSON.stringify(p), p]))('%s stays on the shop or falls back', (_label, payload) => {
    const location = safeRedirectPath(payload, '/');
    expect(staysOnShop(location), location).toBe(true);
    // A path of ours begins with one slash: never a scheme, a host or a backslash.
    expect(location).toMatch(/^\/(?![/\\])/);
    // eslint-disable-next-line no-control-regex -- no control character may reach a Location header
    expect(location).not.toMatch(/[\u0000-\u001f\u007f\\]/);
  });

  it.each(OPEN_REDIRECT_PAYLOADS.filter((p) => p !== '/@evil.example').map((p) => [JSON.stringify(p), p]))(
    '%s is refused outright',
    (_label, payload) => {
      expect(sameOriginPath(payload)).toBeNull();
    },
  );

  it('keeps harmless lookalikes as the paths they are', () => {
    // A path segment that starts with @ names a page here, not a user at a host.
    expect(sameOriginPath('/@evil.example')).toBe('/@evil.example');
    // An encoded CR LF in the query stays encoded: no header can be added.
    expect(sameOriginPath('/zoeken/?tn_q=%0d%0aLocation:%20https://evil.example')).toBe(
      '/zoeken/?tn_q=%0d%0aLocation:%20https://evil.example',
    );
  });

  it.each([
    '/account/',
    '/account/orders/?page=2',
    '/zoeken/?tn_q=kussen%20wit',
    '/zoeken/?tn_q=a%2Fb',
    '/dekbed/#filters',
    '/lotte-dekbedovertrek.html',
    '/checkout/address-details/',
    '/dekbedovertrek/?tn_fk_kleur=wit&tn_sort=prijs',
  ])('keeps the ordinary path %s', (path) => {
    expect(sameOriginPath(path)).toBe(path);
  });

  it('encodes what the URL parser encodes, and refuses what no link of ours holds', () => {
    expect(sameOriginPath('/zoeken/?tn_q=één')).toBe('/zoeken/?tn_q=%C3%A9%C3%A9n');
    for (const bad of ['', '/' + 'a'.repeat(2000), null, undefined, 42, {}, ['/account/'], '/%', '/%E0%A4%A', '/%2525252fx']) {
      expect(sameOriginPath(bad)).toBeNull();
    }
  });
});

describe('the trailing-slash rule never points at another host', () => {
  it.each(['//evil.example', '///evil.example', '////evil.example', '//evil.example/account', '/%5Cevil.example', '/%2F%2Fevil.example'])(
    '%s',
    (path) => {
      // What the server sees: the request URL as the WHATWG parser makes it.
      const url = new URL(`http://127.0.0.1:3000${path}`);
      const location = trailingSlashLocation(url);
      if (location !== null) expect(new URL(location, url).origin).toBe(url.origin);
    },
  );

  it('still adds the slash to ordinary paths', () => {
    expect(trailingSlashLocation(new URL('http://127.0.0.1:3000/dekbed?sort=prijs'))).toBe('/dekbed/?sort=prijs');
  });
});

describe('paymentRedirect', () => {
  const mollie = ['https://www.mollie.com'];
  it('lets the shopper go to our own paths and the provider only', () => {
    expect(paymentRedirect('/sandbox/pay/tr_1', mollie)).toBe('/sandbox/pay/tr_1');
    expect(paymentRedirect('/checkout/status/DKBD2000001/', mollie)).toBe('/checkout/status/DKBD2000001/');
    expect(paymentRedirect('https://www.mollie.com/checkout/select-method/abc', mollie)).toBe(
      'https://www.mollie.com/checkout/select-method/abc',
    );
  });
  it('refuses any other place an API answer might name', () => {
    for (const hostile of [
      'https://evil.example/pay',
      'https://www.mollie.com.evil.example/',
      'https://user@www.mollie.com/x',
      '//evil.example',
      '/.//evil.example',
      'javascript:alert(1)',
      'http://www.mollie.com/x',
      '',
      null,
      42,
    ]) {
      expect(paymentRedirect(hostile, mollie), String(hostile)).toBeNull();
    }
    expect(paymentRedirect('https://www.mollie.com/x', [])).toBeNull();
  });
});
