import { describe, expect, it } from 'vitest';
import * as contract from '#contract/schemas/catalog';
import {
  FILTER_PARAM_PREFIX,
  PAGE_PARAM,
  PRICE_FILTER_KEY,
  SEARCH_PARAM,
  SORT_PARAM,
  listKey,
  listingQuerystring,
  loadMoreFetchUrl,
  parseEuroRange,
  parseEuros,
  parsePage,
  priceRedirectLocation,
  productCount,
  withPriceFilter,
} from './listing';

const at = (p: string) => new URL(p, 'http://localhost:3000');

describe('listing parameter names', () => {
  it('match the API contract', () => {
    expect(FILTER_PARAM_PREFIX).toBe(contract.FILTER_PARAM_PREFIX);
    expect(PRICE_FILTER_KEY).toBe(contract.PRICE_FILTER_KEY);
    expect(SORT_PARAM).toBe(contract.SORT_PARAM);
    expect(PAGE_PARAM).toBe(contract.PAGE_PARAM);
    expect(SEARCH_PARAM).toBe(contract.SEARCH_PARAM);
  });
});

describe('price inputs', () => {
  it('reads whole euros and refuses nonsense', () => {
    expect(parseEuros('12')).toBe(12);
    expect(parseEuros(' 12,95 ')).toBe(12);
    expect(parseEuros('€ 40')).toBe(40);
    for (const bad of ['', '  ', '-5', 'abc', '1e5', '12,5,0', '9999999999', null, undefined]) expect(parseEuros(bad)).toBeNull();
    expect(parseEuroRange('20-80')).toEqual({ min: 20, max: 80 });
    expect(parseEuroRange('80-20')).toBeNull();
    expect(parseEuroRange('x-20')).toBeNull();
  });

  it('turns tn_pmin/tn_pmax into tn_fk_ae-prijs=min-max and drops the page', () => {
    const next = withPriceFilter(new URLSearchParams('tn_fk_kleur=wit&tn_pmin=20&tn_pmax=80&tn_prange=10-200&tn_p=3'));
    expect(next?.toString()).toBe('tn_fk_kleur=wit&tn_fk_ae-prijs=20-80');
  });

  it('swaps a reversed range and fills a missing side from the bounds', () => {
    expect(withPriceFilter(new URLSearchParams('tn_pmin=90&tn_pmax=30'))?.get('tn_fk_ae-prijs')).toBe('30-90');
    expect(withPriceFilter(new URLSearchParams('tn_pmin=25&tn_pmax=&tn_prange=10-200'))?.get('tn_fk_ae-prijs')).toBe('25-200');
    expect(withPriceFilter(new URLSearchParams('tn_pmin=&tn_pmax=60&tn_prange=10-200'))?.get('tn_fk_ae-prijs')).toBe('10-60');
  });

  it('removes the price filter for the whole range or two empty inputs', () => {
    expect(withPriceFilter(new URLSearchParams('tn_fk_ae-prijs=20-30&tn_pmin=10&tn_pmax=200&tn_prange=10-200'))?.toString()).toBe('');
    expect(withPriceFilter(new URLSearchParams('tn_fk_ae-prijs=20-30&tn_pmin=&tn_pmax=&tn_sort=prijs-oplopend'))?.toString()).toBe(
      'tn_sort=prijs-oplopend',
    );
  });

  it('leaves requests without price inputs alone', () => {
    expect(withPriceFilter(new URLSearchParams('tn_fk_ae-prijs=20-30'))).toBeNull();
    expect(priceRedirectLocation(at('/dekbed/?tn_fk_kleur=wit'))).toBeNull();
  });

  it('gives the redirect location on the same path', () => {
    expect(priceRedirectLocation(at('/dekbed/katoen/?tn_pmin=20&tn_pmax=50&tn_prange=5-300'))).toBe('/dekbed/katoen/?tn_fk_ae-prijs=20-50');
    expect(priceRedirectLocation(at('/zoeken/?tn_q=dekbed&tn_pmin=&tn_pmax='))).toBe('/zoeken/?tn_q=dekbed');
    expect(priceRedirectLocation(at('/dekbed/?tn_pmin=abc&tn_pmax=-1'))).toBe('/dekbed/');
  });
});

describe('listing query for the API', () => {
  it('keeps only filters, sort and a sane page', () => {
    const params = new URLSearchParams(
      'tn_fk_kleur=wit&tn_fk_kleur=grijs&tn_sort=prijs-oplopend&tn_p=2&utm_source=x&email=a%40b.nl&tn_fetch=1&tn_q=bed',
    );
    expect(listingQuerystring(params)).toBe('tn_fk_kleur=wit&tn_fk_kleur=grijs&tn_sort=prijs-oplopend&tn_p=2');
  });
  it('drops a nonsensical page and lets a path page win', () => {
    for (const p of ['-5', 'abc', '0', '1.5', '99999', '']) expect(listingQuerystring(new URLSearchParams(`tn_p=${p}`))).toBe('');
    expect(listingQuerystring(new URLSearchParams('tn_p=1'))).toBe('');
    expect(listingQuerystring(new URLSearchParams('tn_p=2'), { page: 4 })).toBe('tn_p=4');
  });
  it('parses page numbers strictly', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('9999')).toBe(9999);
    for (const bad of ['0', '-1', '01', 'x', '10000', undefined, null]) expect(parsePage(bad)).toBeNull();
  });
});

describe('load more', () => {
  it('keys the list by path and filters, not by page', () => {
    expect(listKey('/dekbed/', '?tn_fk_kleur=wit&tn_p=3')).toBe(listKey('/dekbed/', '?tn_p=1&tn_fk_kleur=wit'));
    expect(listKey('/dekbed/', '?tn_fk_kleur=wit')).not.toBe(listKey('/dekbed/', ''));
    expect(listKey('/zoeken/2/', '?tn_q=bed')).toBe(listKey('/zoeken/', '?tn_q=bed'));
    expect(listKey('/brands/lin/3/', '')).toBe(listKey('/brands/lin/', '?tn_p=2'));
  });
  it('fetches the next page without the cumulative list or fragment', () => {
    expect(loadMoreFetchUrl('/dekbed/?tn_p=2')).toBe('/dekbed/?tn_p=2&tn_fetch=1');
    expect(loadMoreFetchUrl('/dekbed/?tn_p=2#pagina-2')).toBe('/dekbed/?tn_p=2&tn_fetch=1');
    expect(loadMoreFetchUrl('/dekbed/')).toBe('/dekbed/?tn_fetch=1');
  });
});

describe('product count', () => {
  it('is singular for one product', () => {
    expect(productCount(1)).toBe('1 product');
    expect(productCount(0)).toBe('0 producten');
    expect(productCount(24)).toBe('24 producten');
  });
});
