// docs/requirements/checkout-and-payment.md#data address forms and #validation Invoice address rules. Billing and shipping share the fields;
// shipping adds optional first and last names.
import { z } from 'zod';
import {
  isBlank,
  isValidHouseNumber,
  MESSAGES,
  normalizeZipcode,
  optionalFirstName,
  optionalLastName,
  optionalText,
  requiredText,
  withCrossChecks,
} from './fields';

/** The countries the shop delivers to (as the checkout: commerce/checkout/checkout.ts). */
export const COUNTRIES = [
  { code: 'NL', name: 'Nederland' },
  { code: 'BE', name: 'België' },
] as const;
export type CountryCode = (typeof COUNTRIES)[number]['code'];

const countryCode = z.preprocess(
  (value) => (isBlank(value) ? 'NL' : typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(['NL', 'BE'], { errorMap: () => ({ message: MESSAGES.countryCode }) }),
);

const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true' || value === '1', z.boolean());

const addressFields = {
  zipcode: requiredText(MESSAGES.zipcode, 12, MESSAGES.zipcode),
  house_number: requiredText(MESSAGES.houseNumber, 10, MESSAGES.houseNumber).pipe(
    z.string().refine(isValidHouseNumber, MESSAGES.houseNumber),
  ),
  extension: optionalText(15, MESSAGES.extension),
  company: optionalText(255, MESSAGES.nameTooLong),
  street: requiredText(MESSAGES.street),
  city: requiredText(MESSAGES.city),
  country_code: countryCode,
};

/** docs/requirements/checkout-and-payment.md#validation: the zip code rule depends on the country (blank is the field rule's 'Postcode onjuist'). */
function checkZipcode(raw: Record<string, unknown>, add: (path: string, message: string) => void) {
  if (typeof raw.zipcode !== 'string' || isBlank(raw.zipcode)) return;
  const country = typeof raw.country_code === 'string' && raw.country_code.trim() ? raw.country_code.trim().toUpperCase() : 'NL';
  if (!normalizeZipcode(raw.zipcode, country)) add('zipcode', MESSAGES.zipcode);
}

const normalizeZip = <T extends { zipcode: string; country_code: string }>(value: T): T => ({
  ...value,
  zipcode: normalizeZipcode(value.zipcode, value.country_code) ?? value.zipcode,
});

export const BillingAddressSchema = withCrossChecks(
  checkZipcode,
  z.object({ ...addressFields, sameDeliveryAddress: checkbox.default(false) }).transform(normalizeZip),
);

export const ShippingAddressSchema = withCrossChecks(
  checkZipcode,
  z.object({ ...addressFields, first_name: optionalFirstName, last_name: optionalLastName }).transform(normalizeZip),
);

export type BillingAddress = z.infer<typeof BillingAddressSchema>;
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;
