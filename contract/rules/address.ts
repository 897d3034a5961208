// docs/requirements/checkout-and-payment.md#validation Invoice address: the zip code and house number rules as pure functions, shared by the
// form schema (storefront) and the address lookup (commerce API).

/** '1234 ab' → '1234AB': upper case, all white space removed. */
export function normaliseZipcode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

// PostNL never issues the letter pairs SA, SD and SS (they carried a wartime meaning).
const NL_ZIPCODE = /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/;
const OTHER_ZIPCODE = /^[1-9][0-9]{3}$/;

/**
 * NL: 4 digits starting 1-9, an optional space, 2 letters other than SA, SD, SS (any case).
 * Any other country (BE in practice): exactly 4 digits not starting with 0.
 * Leading and trailing white space is ignored; nothing else is forgiven.
 */
export function isValidZipcode(countryCode: string, raw: string): boolean {
  const value = raw.trim();
  if (countryCode.trim().toUpperCase() === 'NL') return NL_ZIPCODE.test(value.toUpperCase());
  return OTHER_ZIPCODE.test(value);
}

/** house_number: required; digits, spaces and dashes only (and at least one digit). */
export function isValidHouseNumber(raw: string): boolean {
  return /^[0-9 -]+$/.test(raw) && /[0-9]/.test(raw);
}

/** The number part of a house number as typed ('12', ' 12 ', '12-14' → 12), or null. */
export function houseNumberValue(raw: string): number | null {
  const match = /\d+/.exec(raw);
  if (!match) return null;
  const value = Number(match[0]);
  return value > 0 ? value : null;
}
