import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { CheckoutAddressSchema } from './checkout';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const errorsOf = (fields: Record<string, string>) => {
  const submission = parseWithZod(form(fields), { schema: CheckoutAddressSchema });
  return submission.status === 'success'
    ? {}
    : Object.fromEntries(Object.entries(submission.reply().error ?? {}).map(([k, v]) => [k, v?.[0]]));
};
const VALID = {
  type: 'private',
  first_name: 'Sanne',
  last_name: 'de Vries',
  email: 'sanne@example.nl',
  phone: '06 12345678',
  zipcode: '1234 AB',
  house_number: '1',
  country_code: 'NL',
  sameDeliveryAddress: 'on',
};

describe('CheckoutAddressSchema', () => {
  it('takes a Dutch address without street and city (the API looks them up)', () => {
    const submission = parseWithZod(form(VALID), { schema: CheckoutAddressSchema });
    expect(submission.status).toBe('success');
  });

  it('gives every missing field its SPEC message at once', () => {
    expect(errorsOf({ sameDeliveryAddress: 'on' })).toEqual({
      first_name: 'Vul je voornaam in',
      last_name: 'Vul je achternaam in',
      email: 'Vul een geldig e-mailadres in',
      phone: 'Vul een (geldig) telefoonnummer in',
      zipcode: 'Postcode onjuist',
      house_number: 'Vul een geldig huisnummer in',
    });
  });

  it('checks the postcode for its country, and street and city outside NL', () => {
    expect(errorsOf({ ...VALID, zipcode: '0123 AB' })).toEqual({ zipcode: 'Postcode onjuist' });
    expect(errorsOf({ ...VALID, zipcode: '1234 SA' })).toEqual({ zipcode: 'Postcode onjuist' });
    expect(errorsOf({ ...VALID, country_code: 'BE', zipcode: '1000' })).toEqual({
      street: 'Vul een straatnaam in',
      city: 'Vul een plaats in',
    });
    expect(errorsOf({ ...VALID, country_code: 'BE', zipcode: '1000', street: 'Grote Markt', city: 'Brussel' })).toEqual({});
  });

  it('asks companies for name, KVK and VAT numbers, and a separate delivery address for its fields', () => {
    expect(errorsOf({ ...VALID, type: 'company', vat_number: 'NL12' })).toEqual({
      company: 'Vul een bedrijfsnaam in',
      coc_number: 'Vul een geldig KVK-nummer in',
      vat_number: 'Vul een geldig BTW-nummer in',
    });
    const { sameDeliveryAddress: _, ...separate } = VALID;
    expect(errorsOf({ ...separate, shipping_zipcode: '12' })).toEqual({
      shipping_zipcode: 'Postcode onjuist',
      shipping_house_number: 'Vul een geldig huisnummer in',
    });
  });

  it('refuses names with odd characters and a one-letter last name', () => {
    expect(errorsOf({ ...VALID, first_name: '<script>', last_name: 'V' })).toEqual({
      first_name: 'Vul je voornaam in',
      last_name: 'Vul je achternaam in',
    });
  });
});
