// The checkout's address form (docs/requirements/checkout-and-payment.md#data address forms, #validation rules), one zod schema used by the action
// (parseWithZod) and in the browser (Conform: per field on blur). The
// messages are the API's (contract/rules/rules.ts): the API checks again and has the last word
// (the postcode look-up, the VAT check), and its answers land on the same fields.
import { z } from 'zod';
import { parseVatNumber } from '../rules/vat';
import { isValidCocNumber, isValidEmail, isValidHouseNumber, isValidName, isValidPhone, isValidZipcode, MESSAGES } from '../rules/rules';
import { isBlank, withCrossChecks } from './fields';

export { MESSAGES as CHECKOUT_MESSAGES };

const text = (message: string, max = 255) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, message);
const optional = (message: string, max = 255) => z.string({ invalid_type_error: message }).trim().max(max, message).optional();
const checkbox = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

const country = (raw: unknown) => (typeof raw === 'string' && raw.trim() ? raw.trim().toUpperCase() : 'NL');
const filled = (raw: unknown): raw is string => typeof raw === 'string' && !isBlank(raw);

/** Postcode for its country; street and city typed by hand outside NL (the API looks them up in NL). */
function checkAddress(raw: Record<string, unknown>, prefix: '' | 'shipping_', add: (path: string, message: string) => void) {
  const zipcode = raw[`${prefix}zipcode`];
  const countryCode = country(raw[`${prefix}country_code`]);
  if (filled(zipcode) && !isValidZipcode(countryCode, zipcode)) add(`${prefix}zipcode`, MESSAGES.zipcode);
  if (countryCode !== 'NL') {
    if (!filled(raw[`${prefix}street`])) add(`${prefix}street`, MESSAGES.street);
    if (!filled(raw[`${prefix}city`])) add(`${prefix}city`, MESSAGES.city);
  }
}

function crossChecks(raw: Record<string, unknown>, add: (path: string, message: string) => void) {
  checkAddress(raw, '', add);
  if (raw.type === 'company') {
    if (!filled(raw.company)) add('company', MESSAGES.company);
    if (!filled(raw.coc_number) || !isValidCocNumber(raw.coc_number)) add('coc_number', MESSAGES.coc_number);
    if (!filled(raw.vat_number) || !parseVatNumber(raw.vat_number, country(raw.country_code))) add('vat_number', MESSAGES.vat_number);
  }
  // A checkbox is absent when unticked: then the delivery address is its own.
  const same = raw.sameDeliveryAddress === 'on' || raw.sameDeliveryAddress === 'true' || raw.sameDeliveryAddress === true;
  if (!same) {
    if (!filled(raw.shipping_zipcode)) add('shipping_zipcode', MESSAGES.zipcode);
    if (!filled(raw.shipping_house_number)) add('shipping_house_number', MESSAGES.house_number);
    checkAddress(raw, 'shipping_', add);
  }
}

const addressFields = (prefix: '' | 'shipping_', required: boolean) => ({
  [`${prefix}zipcode`]: required ? text(MESSAGES.zipcode, 12) : optional(MESSAGES.zipcode, 12),
  [`${prefix}house_number`]: (required ? text(MESSAGES.house_number, 10) : optional(MESSAGES.house_number, 10)).refine(
    (v) => v === undefined || isValidHouseNumber(v),
    MESSAGES.house_number,
  ),
  [`${prefix}extension`]: optional(MESSAGES.extension, 15),
  [`${prefix}street`]: optional(MESSAGES.street),
  [`${prefix}city`]: optional(MESSAGES.city),
  [`${prefix}country_code`]: z.enum(['NL', 'BE'], { errorMap: () => ({ message: MESSAGES.country_code }) }).default('NL'),
});

const optionalName = (message: string, min = 1) =>
  optional(message).refine((v) => v === undefined || (v.length >= min && isValidName(v)), message);

/** Step 1, /checkout/address-details/: the customer, the invoice address and maybe a delivery address. */
export const CheckoutAddressSchema = withCrossChecks(
  crossChecks,
  z.object({
    type: z.enum(['private', 'company']).default('private'),
    first_name: text(MESSAGES.firstname).refine(isValidName, MESSAGES.firstname),
    last_name: text(MESSAGES.lastname).refine((v) => v.length >= 2 && isValidName(v), MESSAGES.lastname),
    email: text(MESSAGES.email).refine(isValidEmail, MESSAGES.email),
    phone: text(MESSAGES.phone, 40).refine(isValidPhone, MESSAGES.phone),
    company: optional(MESSAGES.company),
    vat_number: optional(MESSAGES.vat_number, 40),
    coc_number: optional(MESSAGES.coc_number, 40),
    ...(addressFields('', true) as ReturnType<typeof addressFields>),
    sameDeliveryAddress: checkbox,
    shipping_first_name: optionalName(MESSAGES.firstname),
    shipping_last_name: optionalName(MESSAGES.lastname, 2),
    ...(addressFields('shipping_', false) as ReturnType<typeof addressFields>),
  }),
);
export type CheckoutAddressForm = z.output<typeof CheckoutAddressSchema>;

/** The body of POST /v1/checkout/customer for a checked form. */
export function customerStepBody(v: Record<string, unknown>) {
  const s = (name: string) => (typeof v[name] === 'string' ? (v[name] as string) : '');
  const address = (prefix: '' | 'shipping_') => ({
    first_name: s(`${prefix}first_name`) || undefined,
    last_name: s(`${prefix}last_name`) || undefined,
    zipcode: s(`${prefix}zipcode`),
    house_number: s(`${prefix}house_number`),
    extension: s(`${prefix}extension`),
    street: s(`${prefix}street`),
    city: s(`${prefix}city`),
    country_code: s(`${prefix}country_code`) || 'NL',
  });
  return {
    customer: {
      type: v.type === 'company' ? ('company' as const) : ('private' as const),
      first_name: s('first_name'),
      last_name: s('last_name'),
      email: s('email'),
      phone: s('phone'),
      company: s('company'),
      vat_number: s('vat_number'),
      coc_number: s('coc_number'),
    },
    billing: { ...address(''), first_name: undefined, last_name: undefined },
    sameDeliveryAddress: v.sameDeliveryAddress === true,
    shipping: address('shipping_'),
  };
}
