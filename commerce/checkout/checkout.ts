// The checkout steps' data: who orders, where it goes, how it ships and how it is paid. Each step is
// validated here with every rule of docs/requirements/checkout-and-payment.md#validation and stored on the cart until the order is placed.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts } from '../db/schema';
import type { AddressLookup } from '../providers/address/types';
import type { VatValidator } from '../providers/vat/types';
import {
  isValidBirthdate,
  isValidCocNumber,
  isValidEmail,
  isValidHouseNumber,
  isValidName,
  isValidPhone,
  isValidZipcode,
  MESSAGES,
  normalisePhone,
  displayZipcode,
  installmentChoices,
  paymentFields,
} from '#contract/rules/rules';
import { parseVatNumber } from '#contract/rules/vat';
import { paymentMethod, SHIPPING_METHODS } from './checkout-options';
import type { Issue, CheckoutAddress, CheckoutCustomer, CheckoutPayment, CheckoutDetails } from '#contract/schemas/checkout';
export type { Issue, CheckoutAddress, CheckoutCustomer, CheckoutPayment, CheckoutDetails };

type Input = Record<string, unknown>;
const str = (v: unknown, max = 300) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
const bool = (v: unknown) => v === true || v === 'true' || v === 'on' || v === '1';

export const COUNTRIES = ['NL', 'BE'] as const;

/** Validates an address; NL addresses are completed by the address lookup (street and city). */
async function validateAddress(
  raw: unknown,
  prefix: string,
  lookup: AddressLookup,
  withNames: boolean,
): Promise<{ address: CheckoutAddress; issues: Issue[] }> {
  const input = (raw ?? {}) as Input;
  const issues: Issue[] = [];
  const country = str(input.country_code, 255).toUpperCase() || 'NL';
  const address: CheckoutAddress = {
    zipcode: str(input.zipcode, 20),
    house_number: str(input.house_number, 20),
    extension: str(input.extension, 50),
    street: str(input.street, 300),
    city: str(input.city, 300),
    country_code: country,
  };
  if (withNames) {
    address.first_name = str(input.first_name, 300);
    address.last_name = str(input.last_name, 300);
    if (address.first_name && !isValidName(address.first_name)) issues.push({ path: `${prefix}.first_name`, message: MESSAGES.firstname });
    if (address.last_name && (!isValidName(address.last_name) || address.last_name.length < 2))
      issues.push({ path: `${prefix}.last_name`, message: MESSAGES.lastname });
  }
  if (!(COUNTRIES as readonly string[]).includes(country)) issues.push({ path: `${prefix}.country_code`, message: MESSAGES.country_code });
  const zipOk = isValidZipcode(country, address.zipcode);
  if (!zipOk) issues.push({ path: `${prefix}.zipcode`, message: MESSAGES.zipcode });
  else address.zipcode = displayZipcode(country, address.zipcode);
  const houseOk = isValidHouseNumber(address.house_number);
  if (!houseOk) issues.push({ path: `${prefix}.house_number`, message: MESSAGES.house_number });
  if (address.extension.length > 15) issues.push({ path: `${prefix}.extension`, message: MESSAGES.extension });
  if (country === 'NL' && zipOk && houseOk) {
    // docs/requirements/checkout-and-payment.md#validation: the lookup fills street and city; when it fails the zip is flagged and the fields emptied.
    const found = await lookup
      .lookup({
        zipcode: address.zipcode.replace(' ', ''),
        houseNumber: address.house_number,
        extension: address.extension,
        countryCode: country,
      })
      .catch(() => null);
    if (found?.street && found.city) {
      address.street = found.street;
      address.city = found.city;
    } else {
      address.street = '';
      address.city = '';
      issues.push({ path: `${prefix}.zipcode`, message: MESSAGES.zipcode });
      return { address, issues };
    }
  }
  if (!address.street || address.street.length > 255) issues.push({ path: `${prefix}.street`, message: MESSAGES.street });
  if (!address.city || address.city.length > 255) issues.push({ path: `${prefix}.city`, message: MESSAGES.city });
  return { address, issues };
}

export interface CustomerStepDeps {
  addressLookup: AddressLookup;
  vatValidator: VatValidator;
}

/** Step 1: customer details and addresses (POST /v1/checkout/customer). */
export async function validateCustomerStep(input: Input, deps: CustomerStepDeps) {
  const issues: Issue[] = [];
  const c = (input.customer ?? {}) as Input;
  const customer: CheckoutCustomer = {
    type: c.type === 'company' ? 'company' : 'private',
    first_name: str(c.first_name),
    last_name: str(c.last_name),
    email: str(c.email).toLowerCase(),
    phone: str(c.phone, 40),
    company: str(c.company),
    vat_number: str(c.vat_number, 40).toUpperCase().replace(/[\s.]/g, ''),
    coc_number: str(c.coc_number, 40).replace(/\s/g, ''),
  };
  if (!customer.first_name || !isValidName(customer.first_name)) issues.push({ path: 'customer.first_name', message: MESSAGES.firstname });
  if (!customer.last_name || customer.last_name.length < 2 || !isValidName(customer.last_name))
    issues.push({ path: 'customer.last_name', message: MESSAGES.lastname });
  if (!isValidEmail(customer.email)) issues.push({ path: 'customer.email', message: MESSAGES.email });
  if (!isValidPhone(customer.phone)) issues.push({ path: 'customer.phone', message: MESSAGES.phone });
  else customer.phone = normalisePhone(customer.phone);

  const billing = await validateAddress(input.billing, 'billing', deps.addressLookup, false);
  issues.push(...billing.issues);
  if (customer.type === 'company') {
    if (!customer.company || customer.company.length > 255) issues.push({ path: 'customer.company', message: MESSAGES.company });
    if (!isValidCocNumber(customer.coc_number)) issues.push({ path: 'customer.coc_number', message: MESSAGES.coc_number });
    // docs/requirements/checkout-and-payment.md#validation: the country comes from the number's prefix or the form's country.
    const vat = parseVatNumber(customer.vat_number, billing.address.country_code);
    if (!vat) issues.push({ path: 'customer.vat_number', message: MESSAGES.vat_number });
    else {
      customer.vat_number = `${vat.countryCode}${vat.number}`;
      // A VAT check that cannot be made counts as valid.
      const verdict = await deps.vatValidator.validate(vat.countryCode, customer.vat_number).catch(() => 'unavailable' as const);
      if (verdict === 'invalid') issues.push({ path: 'customer.vat_number', message: MESSAGES.vat_number });
    }
  } else {
    customer.company = '';
    customer.vat_number = '';
    customer.coc_number = '';
  }
  const sameDeliveryAddress = input.sameDeliveryAddress === undefined ? true : bool(input.sameDeliveryAddress);
  let shipping: CheckoutAddress | null = null;
  if (!sameDeliveryAddress) {
    const result = await validateAddress(input.shipping, 'shipping', deps.addressLookup, true);
    shipping = result.address;
    issues.push(...result.issues);
  }
  return { issues, details: { customer, billing: billing.address, sameDeliveryAddress, shipping } satisfies CheckoutDetails };
}

/** Step 2: shipping method and payment method with its rule set (POST /v1/checkout/paymentmethod). */
/**
 * Step 2's choices checked. `hostsIssuerChoice` says for which methods the payment provider asks for
 * the bank on its own page (iDEAL 2.0): then no issuer is asked here, and a posted one is ignored.
 */
export function validatePaymentStep(input: Input, today = new Date(), hostsIssuerChoice: (method: string) => boolean = () => false) {
  const issues: Issue[] = [];
  const method = paymentMethod(str(input.selectedPaymentMethod, 40));
  const shippingMethod = str(input.shipping_method, 40) || 'postnl';
  const shippingInsurance = bool(input.shipping_insurance);
  if (!SHIPPING_METHODS.some((m) => m.code === shippingMethod))
    issues.push({ path: 'shipping_method', message: 'Kies een verzendmethode.' });
  if (!method) {
    issues.push({ path: 'selectedPaymentMethod', message: MESSAGES.payment_method });
    return { issues, shippingMethod, shippingInsurance, payment: null };
  }
  const c = (input.customer ?? {}) as Input;
  const payment: CheckoutPayment = {
    method: method.code,
    issuer: null,
    dob: null,
    gender: null,
    phone: null,
    installment: null,
    terms: false,
  };
  const asked = new Set(paymentFields(method.rules));
  const needs = {
    dob: asked.has('dob'),
    gender: asked.has('gender'),
    terms: asked.has('terms'),
    phone: asked.has('phone'),
    installment: asked.has('installment'),
  };
  if (method.issuers.length && !hostsIssuerChoice(method.code)) {
    const issuer = str(input.issuer, 60);
    if (!method.issuers.some((i) => i.id === issuer)) issues.push({ path: 'issuer', message: MESSAGES.issuer });
    else payment.issuer = issuer;
  }
  if (needs.dob) {
    const dob = str(c.dob, 20);
    if (!isValidBirthdate(dob, method.code, today)) issues.push({ path: 'customer.dob', message: MESSAGES.birthdate });
    else payment.dob = dob;
  }
  if (needs.gender) {
    const gender = str(c.gender, 5);
    if (!['1', '2', '3'].includes(gender)) issues.push({ path: 'customer.gender', message: MESSAGES.gender });
    else payment.gender = gender;
  }
  if (needs.phone) {
    const phone = str(c.phone, 40);
    if (!isValidPhone(phone)) issues.push({ path: 'customer.phone', message: MESSAGES.phone });
    else payment.phone = normalisePhone(phone);
  }
  if (needs.installment) {
    const allowed = installmentChoices(method.rules);
    const installment = Number(str(c.installment, 2));
    if (!allowed.includes(installment)) issues.push({ path: 'customer.installment', message: MESSAGES.installment });
    else payment.installment = installment;
  }
  if (needs.terms) {
    if (!bool(c.terms)) issues.push({ path: 'customer.terms', message: MESSAGES.terms });
    else payment.terms = true;
  }
  return { issues, shippingMethod, shippingInsurance, payment };
}

export async function readCheckout(db: Db, quoteId: string): Promise<CheckoutDetails | null> {
  const [row] = await db.select({ checkout: carts.checkout }).from(carts).where(eq(carts.id, quoteId));
  if (!row) return null;
  return (row.checkout ?? {}) as CheckoutDetails;
}

export async function saveCheckout(db: Db, quoteId: string, patch: Partial<CheckoutDetails>, shippingMethod?: string) {
  const current = (await readCheckout(db, quoteId)) ?? {};
  const next = { ...current, ...patch };
  await db
    .update(carts)
    .set({ checkout: next, email: next.customer?.email ?? null, ...(shippingMethod ? { shippingMethod } : {}), updatedAt: sql`now()` })
    .where(eq(carts.id, quoteId));
  return next;
}
