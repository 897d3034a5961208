import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageUrl } from './page-url';

const at = (href: string) => pageUrl(new Request(`https://www.slaapzaak.test${href}`));

describe('pageUrl', () => {
  it('gives the page a data request stands for', () => {
    expect(at('/dekbed/_.data?_routes=routes%2Fcatalogue').href).toBe('https://www.slaapzaak.test/dekbed/');
    expect(at('/_.data').pathname).toBe('/');
    expect(at('/product/x.html.data?vid=3&_routes=a,b').href).toBe('https://www.slaapzaak.test/product/x.html?vid=3');
    expect(at('/account/shipping-address/_.data?index').pathname).toBe('/account/shipping-address/');
    expect(at('/winkelwagen/?index&x=1').search).toBe('?x=1');
  });

  it('keeps a page address and a query of the shop as they are', () => {
    expect(at('/zoeken/?search_term=data').href).toBe('https://www.slaapzaak.test/zoeken/?search_term=data');
    expect(at('/beheer/retouren/?status=open&index=2').search).toBe('?status=open&index=2');
    expect(at('/metadata/').pathname).toBe('/metadata/');
  });

  it('is the identity on any page address that is not a data request', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.boolean(), fc.stringMatching(/^[a-z]{1,6}$/), (parts, slash, q) => {
        const path = `/${parts.join('/')}${slash && parts.length ? '/' : ''}`;
        const href = `${path}?q=${q}`;
        fc.pre(!path.endsWith('.data'));
        expect(at(href).pathname + at(href).search).toBe(href);
        expect(at(`${path === '/' ? '/_' : path.endsWith('/') ? `${path}_` : path}.data?q=${q}&_routes=r`).pathname + '?q=' + q).toBe(href);
      }),
    );
  });
});
