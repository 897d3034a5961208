// The account forms' schemas as Conform reads a posted form, in the browser and on the server alike
// (parseWithZod: empty text is "not filled in"): the docs/requirements/accounts.md#validation Dutch message at each field.
import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BillingAddressSchema, ShippingAddressSchema } from './address';
import {
  ChangePasswordSchema,
  ConfirmLinkSchema,
  CustomerFormSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SubscriptionSchema,
} from './customer';
import { MESSAGES } from './fields';

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

/** The first message per field, as the form shows it. */
function messages(schema: z.ZodTypeAny, fields: Record<string, string>): Record<string, string> {
  const submission = parseWithZod(posted(fields), { schema });
  if (submission.status === 'success') return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).map(([name, list]) => [name, list?.[0] ?? '']));
}

const address = { zipcode: '1234 AB', house_number: '1', extension: '', street: 'Voorbeeldstraat', city: 'Amsterdam', country_code: 'NL' };

describe('login form', () => {
  it('asks for both fields in Dutch when they are empty', () => {
    expect(messages(LoginSchema, { username: '', password: '' })).toEqual({
      username: 'Vul je e-mailadres in',
      password: 'Vul je wachtwoord in',
    });
  });
  it('asks for both fields when they are missing from the post', () => {
    expect(messages(LoginSchema, {})).toEqual({ username: MESSAGES.username, password: MESSAGES.passwordRequired });
  });
  it('accepts a filled-in form', () => {
    expect(messages(LoginSchema, { username: 'demo@slaapzaak.nl', password: 'x' })).toEqual({});
  });
});

describe('address forms', () => {
  it.each([
    [{ zipcode: '1234 SA' }, { zipcode: 'Postcode onjuist' }],
    [{ zipcode: '' }, { zipcode: 'Postcode onjuist' }],
    [{ house_number: '1a' }, { house_number: MESSAGES.houseNumber }],
    [
      { street: '', city: '' },
      { street: MESSAGES.street, city: MESSAGES.city },
    ],
    [{ country_code: 'DE', zipcode: '1234' }, { country_code: 'Vul een land in' }],
    [{ extension: 'x'.repeat(16) }, { extension: MESSAGES.extension }],
  ])('billing: %j gives %j', (change, expected) => {
    expect(messages(BillingAddressSchema, { ...address, ...change })).toEqual(expected);
  });
  it('checks the optional shipping names only when given', () => {
    expect(messages(ShippingAddressSchema, { ...address, first_name: '', last_name: '' })).toEqual({});
    expect(messages(ShippingAddressSchema, { ...address, first_name: 'Daan', last_name: 'B' })).toEqual({
      last_name: MESSAGES.lastNameShort,
    });
  });
});

describe('register and account information', () => {
  const person = { type: 'private', first_name: 'Anne', last_name: 'Jansen', email: 'anne@example.nl', password: 'Slaapzaak2026!' };
  it('gives the SPEC messages for names, e-mail, phone and password', () => {
    expect(messages(RegisterSchema, { ...person, first_name: '', last_name: '', email: 'fout', phone: '123', password: 'zwak' })).toEqual({
      first_name: 'Vul je voornaam in',
      last_name: 'Vul je achternaam in',
      email: 'Vul een geldig e-mailadres in',
      phone: 'Vul een (geldig) telefoonnummer in',
      password: MESSAGES.passwordMin,
    });
  });
  it('asks companies for their details', () => {
    expect(messages(RegisterSchema, { ...person, type: 'company', company: '', vat_number: 'NL1', coc_number: '12' })).toEqual({
      company: 'Vul een bedrijfsnaam in',
      vat_number: 'Vul een geldig BTW-nummer in',
      coc_number: 'Vul een geldig KVK-nummer in',
    });
  });
  it('checks the birthdate of the account information', () => {
    const { password: _password, ...customer } = person;
    expect(messages(CustomerFormSchema, { ...customer, birthdate: '31-02-1990', current_password: '' })).toEqual({
      birthdate: 'Vul een (geldige) geboortedatum in',
    });
  });
});

describe('password forms', () => {
  it('says when the two new passwords differ', () => {
    expect(
      messages(ChangePasswordSchema, { current_password: 'Oud2026!x', password: 'Nieuw2026!', password_confirmation: 'Anders2026!' }),
    ).toEqual({
      password_confirmation: 'De wachtwoorden zijn niet gelijk aan elkaar.',
    });
  });
  it('asks for the current password', () => {
    expect(messages(ChangePasswordSchema, { current_password: '', password: 'Nieuw2026!', password_confirmation: 'Nieuw2026!' })).toEqual({
      current_password: MESSAGES.currentPassword,
    });
  });
  it('refuses a reset without a token with the link message', () => {
    expect(messages(ResetPasswordSchema, { password: 'Nieuw2026!', password_confirmation: 'Nieuw2026!' })).toEqual({
      token: MESSAGES.token,
    });
  });
  it('asks for a valid e-mail address for a reset link', () => {
    expect(messages(ForgotPasswordSchema, { email: 'geen-adres' })).toEqual({ email: 'Vul een geldig e-mailadres in' });
  });
});

describe('mailed links and the newsletter box', () => {
  it('refuses a token with other characters and reads an unknown kind as the account confirmation', () => {
    expect(messages(ConfirmLinkSchema, { token: '<script>alert(1)</script>xxxxxxxx', kind: 'account' })).toEqual({ token: MESSAGES.token });
    const ok = parseWithZod(posted({ token: 'a'.repeat(40), kind: 'iets-anders' }), { schema: ConfirmLinkSchema });
    expect(ok.status === 'success' && ok.value).toEqual({ token: 'a'.repeat(40), kind: 'account' });
  });
  it('reads a ticked and an unticked box', () => {
    const on = parseWithZod(posted({ newsletter: 'on' }), { schema: SubscriptionSchema });
    const off = parseWithZod(posted({}), { schema: SubscriptionSchema });
    expect(on.status === 'success' && on.value).toEqual({ newsletter: true });
    expect(off.status === 'success' && off.value).toEqual({ newsletter: false });
  });
});
