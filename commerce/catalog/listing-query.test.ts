import { describe, expect, it } from 'vitest';
import {
  ListingQueryError,
  listingQueryString,
  listingUrl,
  parseListingQuery,
  parsePriceRange,
  toggleValue,
  withPage,
} from './listing-query';
import { searchTokens } from './search-index';

describe('parseListingQuery', () => {
  it('reads filters, price, sort and page', () => {
    const state = parseListingQuery(
      'tn_fk_kleur=wit&tn_fk_kleur=grijs&tn_fk_maat=140x200&tn_fk_ae-prijs=20-100&tn_sort=prijs-oplopend&tn_p=3',
    );
    expect(state.selections.get('kleur')).toEqual(['grijs', 'wit']);
    expect(state.selections.get('maat')).toEqual(['140x200']);
    expect(state.price).toEqual({ min: 20, max: 100 });
    expect(state.sort).toBe('prijs-oplopend');
    expect(state.page).toBe(3);
  });

  it('accepts a leading question mark, ignores unknown and empty parameters and duplicates', () => {
    const state = parseListingQuery('?utm_source=mail&tn_fk_kleur=&tn_fk_kleur=wit&tn_fk_kleur=wit&tn_p=');
    expect([...state.selections]).toEqual([['kleur', ['wit']]]);
    expect(state.page).toBe(1);
  });

  it.each([
    ['tn_p=-5', 'Dit paginanummer bestaat niet.'],
    ['tn_p=abc', 'Dit paginanummer bestaat niet.'],
    ['tn_p=0', 'Dit paginanummer bestaat niet.'],
    ['tn_p=99999', 'Dit paginanummer bestaat niet.'],
    ['tn_sort=goedkoopst', 'Deze sortering bestaat niet.'],
    ['tn_fk_ae-prijs=veel', 'Vul een geldige prijs in, bijvoorbeeld 20-100.'],
    ['tn_fk_kleur=%3Cscript%3E', 'Dit filter bestaat niet.'],
    [`tn_fk_kleur=${'a'.repeat(200)}`, 'Dit filter bestaat niet.'],
  ])('refuses %s with a Dutch message', (qs, message) => {
    expect(() => parseListingQuery(qs)).toThrow(new ListingQueryError(message));
  });

  it('refuses a query string that is far too long', () => {
    expect(() => parseListingQuery('x='.padEnd(5000, 'y'))).toThrow(ListingQueryError);
  });
});

describe('parsePriceRange', () => {
  it('puts swapped bounds right', () => {
    expect(parsePriceRange('100-20')).toEqual({ min: 20, max: 100 });
    expect(parsePriceRange(' 5-5 ')).toEqual({ min: 5, max: 5 });
  });
});

describe('listing URLs', () => {
  const base = { path: '/dekbed/' };
  it('writes parameters in a canonical order and leaves defaults out', () => {
    const a = parseListingQuery('tn_sort=populariteit&tn_fk_maat=140x200&tn_fk_kleur=wit&tn_p=1');
    const b = parseListingQuery('tn_fk_kleur=wit&tn_fk_maat=140x200');
    expect(listingQueryString(a, base, 'populariteit')).toBe(listingQueryString(b, base, 'populariteit'));
    expect(listingUrl(a, base, 'populariteit')).toBe('/dekbed/?tn_fk_kleur=wit&tn_fk_maat=140x200');
    expect(listingUrl(parseListingQuery(''), base, 'populariteit')).toBe('/dekbed/');
  });

  it('round-trips through parse', () => {
    const state = parseListingQuery('tn_fk_kleur=wit&tn_fk_ae-prijs=10-50&tn_sort=nieuwste&tn_p=4');
    expect(parseListingQuery(listingQueryString(state, base, 'populariteit'))).toEqual(state);
  });

  it('toggling a value goes back to page 1', () => {
    const state = parseListingQuery('tn_fk_kleur=wit&tn_p=3');
    expect(listingUrl(toggleValue(state, 'kleur', 'grijs'), base, 'populariteit')).toBe('/dekbed/?tn_fk_kleur=grijs&tn_fk_kleur=wit');
    expect(listingUrl(toggleValue(state, 'kleur', 'wit'), base, 'populariteit')).toBe('/dekbed/');
    expect(listingUrl(withPage(state, 4), base, 'populariteit')).toBe('/dekbed/?tn_fk_kleur=wit&tn_p=4');
  });

  it('keeps the search term first on search pages', () => {
    const url = listingUrl(parseListingQuery('tn_fk_kleur=wit'), { path: '/zoeken/', searchTerm: 'dekbed wit' }, 'relevantie');
    expect(url).toBe('/zoeken/?tn_q=dekbed+wit&tn_fk_kleur=wit');
  });
});

describe('searchTokens', () => {
  it('keeps letters and digits, lower case', () => {
    expect(searchTokens("Dekbed 'Lotte' 140x200!")).toEqual(['dekbed', 'lotte', '140x200']);
    expect(searchTokens('crème  & katoen')).toEqual(['crème', 'katoen']);
    expect(searchTokens(') | & !')).toEqual([]);
  });
});
