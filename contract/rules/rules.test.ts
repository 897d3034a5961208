import { describe, expect, it } from 'vitest';
import { isValidBirthdate, isValidHouseNumber, isValidName, isValidPhone, isValidZipcode, normalisePhone, parseBirthdate } from './rules';

// docs/requirements/checkout-and-payment.md#validation
describe('phone helper', () => {
  it.each([
    ['06 12 34 56 78', '0612345678'],
    ['06-12345678', '0612345678'],
    ['+31 6 12345678', '0031612345678'],
    ['612345678', '0612345678'],
  ])('%s → %s', (raw, expected) => expect(normalisePhone(raw)).toBe(expected));

  it('accepts 10 to 14 digits only', () => {
    expect(isValidPhone('0612345678')).toBe(true);
    expect(isValidPhone('+31612345678')).toBe(true);
    expect(isValidPhone('06123')).toBe(false);
    expect(isValidPhone('06123456789012345')).toBe(false);
    expect(isValidPhone('06-abc-45678')).toBe(false);
  });
});

// docs/requirements/checkout-and-payment.md#validation
describe('zipcode', () => {
  it.each(['1234 AB', '1234ab', '9999ZZ', '1011 AC'])('accepts NL %s', (z) => expect(isValidZipcode('NL', z)).toBe(true));
  it.each(['0123 AB', '1234 SA', '1234sd', '1234 SS', '123 AB', '1234 A', '12345', ''])('refuses NL %s', (z) =>
    expect(isValidZipcode('NL', z)).toBe(false),
  );
  it('uses 4 digits without a leading 0 elsewhere', () => {
    expect(isValidZipcode('BE', '1000')).toBe(true);
    expect(isValidZipcode('BE', '0100')).toBe(false);
    expect(isValidZipcode('BE', '1000 AB')).toBe(false);
  });
});

describe('names and house numbers', () => {
  it('allows letters, digits, spaces, underscores, hyphens and apostrophes', () => {
    expect(isValidName('Anne-Marie')).toBe(true);
    expect(isValidName("d'Hondt")).toBe(true);
    expect(isValidName('Zoë')).toBe(true);
    expect(isValidName('<script>')).toBe(false);
    expect(isValidName('a'.repeat(256))).toBe(false);
  });
  it('takes digits, spaces and dashes as house number', () => {
    expect(isValidHouseNumber('12')).toBe(true);
    expect(isValidHouseNumber('12-14')).toBe(true);
    expect(isValidHouseNumber('12a')).toBe(false);
    expect(isValidHouseNumber('-')).toBe(false);
  });
});

describe('birthdate and age bounds', () => {
  const today = new Date(Date.UTC(2026, 10, 22));
  it('reads dd-mm-yyyy and refuses impossible dates', () => {
    expect(parseBirthdate('31-12-1990')?.toISOString().slice(0, 10)).toBe('1990-12-31');
    expect(parseBirthdate('31-02-1990')).toBeNull();
    expect(parseBirthdate('1990-12-31')).toBeNull();
  });
  it('needs 18 years, from 1900', () => {
    expect(isValidBirthdate('22-11-2008', 'afterpay', today)).toBe(true);
    expect(isValidBirthdate('23-11-2008', 'afterpay', today)).toBe(false);
    expect(isValidBirthdate('01-01-1899', 'afterpay', today)).toBe(false);
  });
  it('takes 23 to 75 for SprayPay', () => {
    expect(isValidBirthdate('22-11-2003', 'spraypay', today)).toBe(true);
    expect(isValidBirthdate('23-11-2003', 'spraypay', today)).toBe(false);
    expect(isValidBirthdate('23-11-1950', 'spraypay', today)).toBe(true);
    expect(isValidBirthdate('22-11-1950', 'spraypay', today)).toBe(false);
  });
});
