import { describe, expect, it } from 'vitest';
import { houseNumberValue, isValidHouseNumber, isValidZipcode, normaliseZipcode } from './address';

describe('normaliseZipcode', () => {
  it.each([
    ['1234 AB', '1234AB'],
    ['1234ab', '1234AB'],
    [' 1234  ab ', '1234AB'],
    ['1234\tAb', '1234AB'],
    ['1000', '1000'],
  ])('%j → %j', (raw, expected) => expect(normaliseZipcode(raw)).toBe(expected));
});

// docs/requirements/checkout-and-payment.md#validation
describe('isValidZipcode', () => {
  it.each(['1234AB', '1234 AB', '1234ab', '1234 ab', '9999 ZZ', '1000AA', ' 1234AB ', '3581 AB', '1012 SB', '1012 AS', '1012 DS'])(
    'NL accepts %j',
    (zip) => {
      expect(isValidZipcode('NL', zip)).toBe(true);
    },
  );

  it.each([
    ['0123AB', 'starts with 0'],
    ['123AB', 'three digits'],
    ['12345AB', 'five digits'],
    ['1234A', 'one letter'],
    ['1234ABC', 'three letters'],
    ['1234  AB', 'two spaces'],
    ['1234-AB', 'a dash'],
    ['1234', 'no letters'],
    ['ABCD12', 'letters first'],
    ['1234 A1', 'a digit for a letter'],
    ['1234SA', 'SA is never issued'],
    ['1234 sa', 'sa in lower case'],
    ['1234SD', 'SD is never issued'],
    ['1234 sd', 'sd in lower case'],
    ['1234SS', 'SS is never issued'],
    ['1234 Ss', 'Ss in mixed case'],
    ['', 'empty'],
  ])('NL rejects %j (%s)', (zip) => {
    expect(isValidZipcode('NL', zip)).toBe(false);
  });

  it('takes the country case-insensitively', () => {
    expect(isValidZipcode('nl', '1234 AB')).toBe(true);
    expect(isValidZipcode('be', '1234 AB')).toBe(false);
  });

  it.each(['1000', '9999', '2000', '1050', ' 1000 '])('BE accepts %j', (zip) => {
    expect(isValidZipcode('BE', zip)).toBe(true);
  });

  it.each(['0999', '100', '10000', '1000AB', '1000 AB', 'B-1000', '10 00', ''])('BE rejects %j', (zip) => {
    expect(isValidZipcode('BE', zip)).toBe(false);
  });

  it('uses the 4-digit rule for any country other than NL', () => {
    expect(isValidZipcode('DE', '1000')).toBe(true);
    expect(isValidZipcode('DE', '10115')).toBe(false);
  });
});

describe('house numbers', () => {
  it.each(['1', '12', '12-14', '12 - 14', ' 7 '])('accepts %j', (raw) => expect(isValidHouseNumber(raw)).toBe(true));
  it.each(['', ' ', '-', '12a', 'twaalf', '12/14'])('rejects %j', (raw) => expect(isValidHouseNumber(raw)).toBe(false));
  it('reads the number part', () => {
    expect(houseNumberValue('12-14')).toBe(12);
    expect(houseNumberValue(' 7 ')).toBe(7);
    expect(houseNumberValue('0')).toBeNull();
    expect(houseNumberValue('-')).toBeNull();
  });
});
