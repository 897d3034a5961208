// Offline VAT number checks for the two countries the shop sells to (docs/requirements/checkout-and-payment.md#validation Customer). These are
// format and check-digit rules only: a number can pass and still not be registered, which is what
// VIES is for.

export type VatCountry = 'NL' | 'BE';

/** Upper case, with spaces, dots and dashes removed ('nl 0044.95445 b01' → 'NL004495445B01'). */
export function compactVatNumber(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}

const SHAPES: Record<VatCountry, RegExp> = {
  NL: /^[0-9]{9}B[0-9]{2}$/,
  BE: /^[01][0-9]{9}$/,
};

/**
 * The number without its country prefix, when it has the country's shape ('NL' + 9 digits + 'B' +
 * 2 digits; 'BE' + 10 digits starting 0 or 1); the prefix may be left off. Null otherwise.
 */
export function vatNumberBody(raw: string, countryCode: VatCountry): string | null {
  let value = compactVatNumber(raw);
  if (value.startsWith(countryCode)) value = value.slice(2);
  return SHAPES[countryCode].test(value) ? value : null;
}

/**
 * The classic Dutch 11-proof ("elfproef") on the 9 digits before the B: weights 9..2 on the first
 * eight, minus the ninth, must be divisible by 11. Every BTW number issued before 2020, and all
 * numbers of companies, pass it.
 */
export function passesNlElevenProof(nineDigits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(nineDigits[i]) * (9 - i);
  sum -= Number(nineDigits[8]);
  return sum % 11 === 0;
}

/**
 * ISO 7064 mod 97-10 over the whole number with its letters turned into numbers (A=10 … Z=35, so
 * N=23, L=21, B=11): the value mod 97 must be 1. Since 2020 sole traders (eenmanszaken) get a
 * "btw-identificatienummer" that passes this check instead of the 11-proof.
 */
export function passesIso7064Mod97(alphanumeric: string): boolean {
  let remainder = 0;
  for (const char of alphanumeric) {
    const code = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Belgian enterprise number: 97 minus (the first 8 digits mod 97) equals the last 2 digits. */
export function passesBeMod97(tenDigits: string): boolean {
  return 97 - (Number(tenDigits.slice(0, 8)) % 97) === Number(tenDigits.slice(8));
}

/**
 * Whether a NL or BE VAT number is well formed and its check digits hold. Accepts lower case,
 * spaces, dots and dashes, with or without the country prefix (a prefix of another country fails).
 */
export function isValidVatFormat(number: string, countryCode: VatCountry): boolean {
  const compact = compactVatNumber(number);
  if (/^[A-Z]{2}/.test(compact) && !compact.startsWith(countryCode)) return false;
  const body = vatNumberBody(compact, countryCode);
  if (!body) return false;
  if (countryCode === 'BE') return passesBeMod97(body);
  return passesNlElevenProof(body.slice(0, 9)) || passesIso7064Mod97(`NL${body}`);
}

/**
 * Which country a VAT number belongs to and the number without prefix, per docs/requirements/checkout-and-payment.md#validation: the country
 * from the number's own prefix, else the country of the form. Null when that is neither NL nor BE
 * or the rest is not shaped like that country's number (check digits are not checked here).
 */
export function parseVatNumber(raw: string, fallbackCountry: string): { countryCode: VatCountry; number: string } | null {
  const compact = compactVatNumber(raw);
  const prefix = /^[A-Z]{2}/.exec(compact)?.[0];
  const countryCode = prefix ?? fallbackCountry.trim().toUpperCase();
  if (countryCode !== 'NL' && countryCode !== 'BE') return null;
  const number = vatNumberBody(compact, countryCode);
  return number ? { countryCode, number } : null;
}
