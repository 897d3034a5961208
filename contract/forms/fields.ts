// Field rules shared by the account, address and return forms and by the /v1/customer API, with the
// Dutch messages of docs/requirements/checkout-and-payment.md#validation (and clear Dutch where the requirements give none). Pure zod: both the storefront
// actions and the commerce API parse with these, so a rule lives in one place.
import { z } from 'zod';
import { parseVatNumber } from '../rules/vat';
import {
  isValidBirthdate,
  isValidCocNumber,
  isValidHouseNumber,
  isValidName,
  isValidZipcode,
  MESSAGES as RULES,
  normalisePhone,
  displayZipcode,
  parseBirthdate as parseDate,
} from '../rules/rules';

export const MESSAGES = {
  firstName: 'Vul je voornaam in',
  firstNameChars: 'Gebruik in je voornaam alleen letters, cijfers en spaties',
  lastName: 'Vul je achternaam in',
  lastNameShort: 'Je achternaam moet minimaal 2 tekens lang zijn',
  lastNameChars: 'Gebruik in je achternaam alleen letters, cijfers en spaties',
  nameTooLong: 'Maximaal 255 tekens',
  email: 'Vul een geldig e-mailadres in',
  phone: 'Vul een (geldig) telefoonnummer in',
  birthdate: 'Vul een (geldige) geboortedatum in',
  gender: 'Vul je geslacht in',
  company: 'Vul een bedrijfsnaam in',
  vatNumber: 'Vul een geldig BTW-nummer in',
  cocNumber: 'Vul een geldig KVK-nummer in',
  customerType: 'Kies particulier of zakelijk',
  zipcode: 'Postcode onjuist',
  houseNumber: RULES.house_number,
  extension: RULES.extension,
  street: RULES.street,
  city: RULES.city,
  countryCode: 'Vul een land in',
  username: 'Vul je e-mailadres in',
  passwordRequired: 'Vul je wachtwoord in',
  newPasswordRequired: 'Vul een wachtwoord in',
  passwordMin: 'Je wachtwoord moet minimaal 8 tekens lang zijn',
  passwordMax: 'Je wachtwoord mag maximaal 255 tekens lang zijn',
  passwordRule: 'Gebruik in je wachtwoord een kleine letter, een hoofdletter, een cijfer en een van deze tekens: $ @ ! % ? &',
  passwordsUnequal: 'De wachtwoorden zijn niet gelijk aan elkaar.',
  currentPassword: 'Vul je huidige wachtwoord in',
  token: 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.',
  orderNumber: 'Vul een geldig bestelnummer in, bijvoorbeeld DKBD1234567',
  reason: 'Vertel ons kort waarom je wilt retourneren',
  reasonTooLong: 'Gebruik maximaal 1000 tekens',
} as const;

/** Empty string, whitespace, null and undefined all mean "not filled in". */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const trimString = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : trimString(value));

/**
 * Checks across fields (company details for companies, the zip code for its country, equal
 * passwords) that run on the raw input before the field rules, so one submit reports every problem
 * at once; a refinement on the parsed object would only run once every field was valid.
 */
export function withCrossChecks<T extends z.ZodTypeAny>(
  check: (raw: Record<string, unknown>, add: (path: string, message: string) => void) => void,
  schema: T,
) {
  return z.preprocess((raw, ctx) => {
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      check(raw as Record<string, unknown>, (path, message) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message }));
    }
    return raw;
  }, schema);
}

/** A required text: trimmed, with one message for missing and wrong-typed input. */
export function requiredText(message: string, max = 255, tooLong: string = MESSAGES.nameTooLong) {
  return z.preprocess(trimString, z.string({ required_error: message, invalid_type_error: message }).min(1, message).max(max, tooLong));
}

/** An optional text: blank becomes undefined. */
export function optionalText(max: number, tooLong: string, invalid = tooLong) {
  return z.preprocess(blankToUndefined, z.string({ invalid_type_error: invalid }).max(max, tooLong).optional());
}

// docs/requirements/checkout-and-payment.md#validation names: letters, digits, spaces or underscores, plus the hyphen and apostrophe Dutch names
// need (the shop-wide rule of contract/rules/rules.ts).
export const firstName = requiredText(MESSAGES.firstName).pipe(z.string().refine(isValidName, MESSAGES.firstNameChars));
export const lastName = requiredText(MESSAGES.lastName)
  .pipe(z.string().min(2, MESSAGES.lastNameShort))
  .pipe(z.string().refine(isValidName, MESSAGES.lastNameChars));

export const optionalFirstName = optionalText(255, MESSAGES.nameTooLong).pipe(
  z.string().refine(isValidName, MESSAGES.firstNameChars).optional(),
);
export const optionalLastName = optionalText(255, MESSAGES.nameTooLong).pipe(
  z.string().min(2, MESSAGES.lastNameShort).refine(isValidName, MESSAGES.lastNameChars).optional(),
);

export const email = z.preprocess(
  trimString,
  z
    .string({ required_error: MESSAGES.email, invalid_type_error: MESSAGES.email })
    .min(1, MESSAGES.email)
    .max(255, MESSAGES.email)
    .email(MESSAGES.email),
);

/** docs/requirements/checkout-and-payment.md#validation: numeric, 10 to 14 digits after the phone helper; optional. */
export const optionalPhone = z.preprocess(
  (value) => (isBlank(value) ? undefined : typeof value === 'string' ? normalisePhone(value.trim()) : value),
  z
    .string({ invalid_type_error: MESSAGES.phone })
    .regex(/^\d{10,14}$/, MESSAGES.phone)
    .optional(),
);

/** docs/requirements/checkout-and-payment.md#validation birthdate: dd-mm-yyyy (or yy), from 1900, at least 18 years old. Returns dd-mm-yyyy. */
export function parseBirthdate(input: string, today = new Date()): string | null {
  if (!isValidBirthdate(input, null, today)) return null;
  const date = parseDate(input)!;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
}

export const optionalBirthdate = z.preprocess(
  blankToUndefined,
  z
    .string({ invalid_type_error: MESSAGES.birthdate })
    .transform((value, ctx) => {
      const parsed = parseBirthdate(value);
      if (!parsed) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.birthdate });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
);

export const GENDERS = ['female', 'male', 'other'] as const;
export const optionalGender = z.preprocess(
  blankToUndefined,
  z.enum(GENDERS, { errorMap: () => ({ message: MESSAGES.gender }) }).optional(),
);

export const customerType = z.preprocess(
  (value) => (isBlank(value) ? 'private' : value),
  z.enum(['private', 'company'], { errorMap: () => ({ message: MESSAGES.customerType }) }),
);

/**
 * NL (NL + 9 digits + B + 2 digits) or BE (BE + 10 digits starting 0 or 1); spaces, dots and dashes
 * are ignored and a missing prefix means NL. The API also asks its VAT validator (docs/requirements/checkout-and-payment.md#validation).
 */
export function normalizeVatNumber(input: string): string | null {
  const parsed = parseVatNumber(input, 'NL');
  return parsed ? `${parsed.countryCode}${parsed.number}` : null;
}

/** KVK numbers: 8 digits (spaces ignored). */
export function normalizeCocNumber(input: string): string | null {
  const value = input.replace(/\s/g, '');
  return isValidCocNumber(value) ? value : null;
}

/** docs/requirements/checkout-and-payment.md#validation passwords (docs/decisions/0001): 8 to 255, lower, upper, digit and one of $ @ ! % ? &. */
export const PASSWORD_SPECIALS = '$@!%?&';
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return MESSAGES.newPasswordRequired;
  if (password.length < 8) return MESSAGES.passwordMin;
  if (password.length > 255) return MESSAGES.passwordMax;
  if (!/\p{Ll}/u.test(password) || !/\p{Lu}/u.test(password) || !/\d/.test(password) || !/[$@!%?&]/.test(password))
    return MESSAGES.passwordRule;
  return null;
}

export const newPassword = z
  .string({ required_error: MESSAGES.newPasswordRequired, invalid_type_error: MESSAGES.newPasswordRequired })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });

/** A password typed to prove who you are: required, never longer than anything we store. */
export function givenPassword(message: string) {
  return z.string({ required_error: message, invalid_type_error: message }).min(1, message).max(1024, message);
}

/** docs/requirements/checkout-and-payment.md#validation invoice address zip codes (contract/rules/rules.ts); NL comes out as '1234 AB'. */
export function normalizeZipcode(input: string, countryCode: string): string | null {
  return isValidZipcode(countryCode, input) ? displayZipcode(countryCode, input) : null;
}

export { isValidHouseNumber };
