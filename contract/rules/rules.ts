// Validation rules of docs/requirements/checkout-and-payment.md#validation as pure functions with their exact Dutch messages. Shared by the
// commerce API (which decides) and the storefront (which may check early).
import { isValidHouseNumber, isValidZipcode, normaliseZipcode } from './address';

export { isValidHouseNumber, isValidZipcode, normaliseZipcode };

export const MESSAGES = {
  gender: 'Vul je geslacht in',
  firstname: 'Vul je voornaam in',
  lastname: 'Vul je achternaam in',
  email: 'Vul een geldig e-mailadres in',
  birthdate: 'Vul een (geldige) geboortedatum in',
  phone: 'Vul een (geldig) telefoonnummer in',
  terms: 'Je moet akkoord gaan met de voorwaarden.',
  zipcode: 'Postcode onjuist',
  vat_number: 'Vul een geldig BTW-nummer in',
  company: 'Vul een bedrijfsnaam in',
  coc_number: 'Vul een geldig KVK-nummer in',
  country_code: 'Vul een land in',
  passwords_unequal: 'De wachtwoorden zijn niet gelijk aan elkaar.',
  payment_method: 'Selecteer een betaalmethode',
  house_number: 'Vul een geldig huisnummer in',
  street: 'Vul een straatnaam in',
  city: 'Vul een plaats in',
  extension: 'Een toevoeging heeft hoogstens 15 tekens',
  installment: 'Kies in hoeveel termijnen je wilt betalen',
  issuer: 'Kies je bank',
} as const;

/** docs/requirements/checkout-and-payment.md#validation phone helper: strip spaces and dashes, a leading + becomes 00, else prefix a 0. */
export function normalisePhone(raw: string): string {
  let phone = raw.replace(/[\s-]/g, '');
  if (phone.startsWith('+')) phone = `00${phone.slice(1)}`;
  else if (phone.length > 0 && !phone.startsWith('0')) phone = `0${phone}`;
  return phone;
}

/** Numeric, 10 to 14 digits after normalisation. */
export function isValidPhone(raw: string): boolean {
  return /^\d{10,14}$/.test(normalisePhone(raw));
}

/**
 * Names: letters, digits, spaces or underscores (docs/requirements/checkout-and-payment.md#validation), plus the hyphen and apostrophe that Dutch
 * names need (Anne-Marie, d'Hondt); max 255.
 */
export function isValidName(raw: string): boolean {
  return raw.length <= 255 && /^[\p{L}\p{M}\d _'’-]+$/u.test(raw);
}

/** The display form of a zipcode: '1234ab' → '1234 AB' for NL, digits elsewhere. */
export function displayZipcode(countryCode: string, raw: string): string {
  const value = normaliseZipcode(raw);
  return countryCode === 'NL' && value.length === 6 ? `${value.slice(0, 4)} ${value.slice(4)}` : value;
}

/** dd-mm-yyyy (or dd-mm-yy); returns the date or null. */
export function parseBirthdate(raw: string): Date | null {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{2}|\d{4})$/.exec(raw.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  let year = Number(match[3]);
  if (match[3].length === 2) year += year > new Date().getFullYear() % 100 ? 1900 : 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const before =
    today.getUTCMonth() < birth.getUTCMonth() || (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (before) age -= 1;
  return age;
}

/** docs/requirements/checkout-and-payment.md#validation: from 1900, at least 18; for SprayPay 23 up to and including 75. */
export function isValidBirthdate(raw: string, method: string | null, today = new Date()): boolean {
  const birth = parseBirthdate(raw);
  if (!birth || birth.getUTCFullYear() < 1900) return false;
  const age = ageOn(birth, today);
  if (method === 'spraypay') return age >= 23 && age <= 75;
  return age >= 18;
}

/** KVK numbers are 8 digits. */
export function isValidCocNumber(raw: string): boolean {
  return /^\d{8}$/.test(raw.replace(/\s/g, ''));
}

export function isValidEmail(raw: string): boolean {
  return raw.length <= 255 && /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]{2,}$/.test(raw.trim());
}

/** The extra fields a payment method's rule set asks for (docs/requirements/checkout-and-payment.md#validation Payment). */
export type PaymentRuleSet = 'pay-later' | 'in3' | 'alma' | 'spraypay' | 'default';
export type PaymentField = 'dob' | 'gender' | 'phone' | 'installment' | 'terms';

export const PAYMENT_FIELDS: Record<PaymentRuleSet, readonly PaymentField[]> = {
  'pay-later': ['dob', 'gender', 'phone', 'terms'],
  in3: ['dob', 'phone', 'installment'],
  alma: ['dob', 'phone', 'installment'],
  spraypay: ['dob'],
  default: [],
};

/** Which fields a rule set asks for; an unknown rule set asks for none. */
export function paymentFields(ruleSet: string): readonly PaymentField[] {
  return PAYMENT_FIELDS[ruleSet as PaymentRuleSet] ?? [];
}

/** The number of terms a rule set lets the shopper choose (docs/requirements/checkout-and-payment.md#validation: Alma 2, 3 or 4; in3 3). */
export function installmentChoices(ruleSet: string): number[] {
  return ruleSet === 'alma' ? [2, 3, 4] : [3];
}
