import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BillingAddressSchema, ShippingAddressSchema } from './address';
import { MESSAGES } from './fields';
import { firstIssues as errorsOf } from './first-issues';

const valid = { zipcode: '1234 AB', house_number: '1', extension: '', street: 'Voorbeeldstraat', city: 'Amsterdam', country_code: 'NL' };
const errors = (input: Record<string, unknown>, schema: z.ZodTypeAny = BillingAddressSchema) => {
  const r = schema.safeParse(input);
  return r.success ? {} : errorsOf(r.error);
};

// docs/requirements/checkout-and-payment.md#validation
describe('invoice address', () => {
  it('accepts a Dutch address and writes the zip code as 1234 AB', () => {
    const r = BillingAddressSchema.safeParse({ ...valid, zipcode: '1234ab' });
    expect(r.success && r.data).toMatchObject({ zipcode: '1234 AB', country_code: 'NL', extension: undefined, sameDeliveryAddress: false });
  });
  it('defaults the country to NL and reads the sameDeliveryAddress checkbox', () => {
    const r = BillingAddressSchema.safeParse({ ...valid, country_code: '', sameDeliveryAddress: 'on' });
    expect(r.success && r.data).toMatchObject({ country_code: 'NL', sameDeliveryAddress: true });
  });
  it.each(['1234 AB', '1234AB', '9999 zz', ' 1011 AA '])('accepts the NL zip code %j', (zipcode) => {
    expect(errors({ ...valid, zipcode })).toEqual({});
  });
  it.each(['0123 AB', '1234 SA', '1234 SD', '1234 SS', '123 AB', '12345', '1234 A', '1234  AB', 'ABCD EF', ''])(
    'refuses the NL zip code %j',
    (zipcode) => {
      expect(errors({ ...valid, zipcode })).toEqual({ zipcode: MESSAGES.zipcode });
    },
  );
  it('uses 4 digits not starting with 0 for Belgium', () => {
    expect(errors({ ...valid, country_code: 'BE', zipcode: '2000' })).toEqual({});
    expect(errors({ ...valid, country_code: 'BE', zipcode: '0200' })).toEqual({ zipcode: MESSAGES.zipcode });
    expect(errors({ ...valid, country_code: 'BE', zipcode: '1234 AB' })).toEqual({ zipcode: MESSAGES.zipcode });
  });
  it.each(['12', '12-14', '1 2'])('accepts the house number %j', (house_number) => {
    expect(errors({ ...valid, house_number })).toEqual({});
  });
  it.each(['12a', 'a', '-', '', '12345678901'])('refuses the house number %j', (house_number) => {
    expect(errors({ ...valid, house_number })).toEqual({ house_number: MESSAGES.houseNumber });
  });
  it('limits the extension to 15 characters and street and city to 255', () => {
    expect(errors({ ...valid, extension: 'x'.repeat(15) })).toEqual({});
    expect(errors({ ...valid, extension: 'x'.repeat(16), street: '', city: 'y'.repeat(256) })).toEqual({
      extension: MESSAGES.extension,
      street: MESSAGES.street,
      city: MESSAGES.nameTooLong,
    });
  });
  it('refuses a country the shop does not deliver to', () => {
    expect(errors({ ...valid, country_code: 'DE', zipcode: '1234' })).toMatchObject({ country_code: MESSAGES.countryCode });
  });
  it('reports a wrong zip code together with the other errors', () => {
    expect(Object.keys(errors({ ...valid, zipcode: '1234 SS', street: '' })).sort()).toEqual(['street', 'zipcode']);
  });
});

describe('shipping address', () => {
  it('takes optional names with the name rule', () => {
    expect(errors({ ...valid, first_name: '', last_name: '' }, ShippingAddressSchema)).toEqual({});
    expect(errors({ ...valid, first_name: 'Anne-Marie', last_name: 'van Dijk' }, ShippingAddressSchema)).toEqual({});
    expect(errors({ ...valid, first_name: '<x>', last_name: 'V' }, ShippingAddressSchema)).toEqual({
      first_name: MESSAGES.firstNameChars,
      last_name: MESSAGES.lastNameShort,
    });
  });
});
