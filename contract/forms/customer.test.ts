import { describe, expect, it } from 'vitest';
import { ChangePasswordSchema, CustomerFormSchema, LoginSchema, RegisterSchema, ResetPasswordSchema } from './customer';
import { MESSAGES, parseBirthdate, passwordProblem } from './fields';
import { firstIssues as errorsOf } from './first-issues';

const errors = (result: { success: boolean; error?: import('zod').ZodError }) => (result.success ? {} : errorsOf(result.error!));

// docs/requirements/accounts.md#validation
describe('login: username and password required', () => {
  it('accepts a filled-in form and trims the username', () => {
    const r = LoginSchema.safeParse({ username: '  demo@slaapzaak.nl ', password: 'x' });
    expect(r.success && r.data).toEqual({ username: 'demo@slaapzaak.nl', password: 'x' });
  });
  it.each([
    [{}, { username: 'Vul je e-mailadres in', password: 'Vul je wachtwoord in' }],
    [
      { username: '   ', password: '' },
      { username: 'Vul je e-mailadres in', password: 'Vul je wachtwoord in' },
    ],
    [
      { username: 42, password: ['a'] },
      { username: 'Vul je e-mailadres in', password: 'Vul je wachtwoord in' },
    ],
  ])('refuses %j', (input, expected) => {
    expect(errors(LoginSchema.safeParse(input))).toEqual(expected);
  });
});

describe('password rule (docs/decisions/0001)', () => {
  it.each(['Slaapzaak2026!', 'Aa1$aaaa', 'Zz9&' + 'z'.repeat(124), 'Zz9&' + 'z'.repeat(251), 'Wacht woord 1 ?', 'Ünïcode9@ok'])(
    'accepts %j',
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );
  it.each([
    ['', MESSAGES.newPasswordRequired],
    ['Aa1$aaa', MESSAGES.passwordMin],
    ['Aa1$' + 'a'.repeat(252), MESSAGES.passwordMax],
    ['slaapzaak2026!', MESSAGES.passwordRule],
    ['SLAAPZAAK2026!', MESSAGES.passwordRule],
    ['Slaapzaak!!!!', MESSAGES.passwordRule],
    ['Slaapzaak2026', MESSAGES.passwordRule],
    ['Slaapzaak2026#', MESSAGES.passwordRule],
  ])('refuses %j with %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });
  it('has a message that names the allowed special characters', () => {
    expect(MESSAGES.passwordRule).toContain('$ @ ! % ? &');
  });
});

// docs/requirements/accounts.md#data
describe('register form', () => {
  const valid = { type: 'private', first_name: 'Noor', last_name: 'Bakker', email: 'noor@example.nl', phone: '', password: 'Welkom2026!' };
  it('accepts a private customer and drops company fields', () => {
    const r = RegisterSchema.safeParse({ ...valid, company: 'Ignored BV', vat_number: 'x' });
    expect(r.success).toBe(true);
    if (r.success) expect(r.data).toMatchObject({ type: 'private', company: undefined, vat_number: undefined, phone: undefined });
  });
  it('defaults the type to private', () => {
    const r = RegisterSchema.safeParse({ ...valid, type: '' });
    expect(r.success && r.data.type).toBe('private');
  });
  it('normalises the phone number with the SPEC helper', () => {
    const r = RegisterSchema.safeParse({ ...valid, phone: '+31 6-1234 5678' });
    expect(r.success && r.data.phone).toBe('0031612345678');
  });
  it('requires company, VAT and CoC numbers for business customers, all in one go with other errors', () => {
    expect(errors(RegisterSchema.safeParse({ ...valid, type: 'company', first_name: '' }))).toEqual({
      company: MESSAGES.company,
      vat_number: MESSAGES.vatNumber,
      coc_number: MESSAGES.cocNumber,
      first_name: MESSAGES.firstName,
    });
  });
  it('normalises VAT and CoC numbers of a company', () => {
    const r = RegisterSchema.safeParse({
      ...valid,
      type: 'company',
      company: 'Hotel BV',
      vat_number: 'nl 1234.56782.b01',
      coc_number: '1234 5678',
    });
    expect(r.success && r.data).toMatchObject({ vat_number: 'NL123456782B01', coc_number: '12345678' });
  });
  it.each([
    ['first_name', '', MESSAGES.firstName],
    ['first_name', '<b>Piet</b>', MESSAGES.firstNameChars],
    ['first_name', 'x'.repeat(256), MESSAGES.nameTooLong],
    ['last_name', '', MESSAGES.lastName],
    ['last_name', 'B', MESSAGES.lastNameShort],
    ['last_name', 'Jansen; drop table', MESSAGES.lastNameChars],
    ['email', 'geen-adres', MESSAGES.email],
    ['email', `${'a'.repeat(251)}@x.nl`, MESSAGES.email],
    ['phone', '12345', MESSAGES.phone],
    ['phone', '06123456789012345', MESSAGES.phone],
    ['phone', '06-abc-12345', MESSAGES.phone],
    ['type', 'admin', MESSAGES.customerType],
    ['password', 'zwak', MESSAGES.passwordMin],
  ])('refuses %s = %j with the Dutch message', (field, value, message) => {
    expect(errors(RegisterSchema.safeParse({ ...valid, [field]: value }))[field]).toBe(message);
  });
  it.each(['Anne-Marie', "d'Hondt", 'van der Berg', 'José', 'Ömer_2'])('accepts the name %j', (name) => {
    expect(RegisterSchema.safeParse({ ...valid, first_name: name, last_name: name }).success).toBe(true);
  });
});

// docs/requirements/checkout-and-payment.md#validation
describe('customer form: fields and rules', () => {
  const valid = {
    type: 'private',
    first_name: 'Sanne',
    last_name: 'de Vries',
    email: 'demo@slaapzaak.nl',
    phone_number: '0612345678',
    gender: 'female',
    birthdate: '',
  };
  it('accepts the demo customer', () => {
    expect(CustomerFormSchema.safeParse(valid).success).toBe(true);
  });
  it('accepts null for optional fields (JSON clients)', () => {
    expect(CustomerFormSchema.safeParse({ ...valid, phone_number: null, gender: null, birthdate: null, company: null }).success).toBe(true);
  });
  it.each(['gender', 'birthdate', 'phone_number'])('refuses a bad %s', (field) => {
    const bad = { gender: 'x', birthdate: '1990-01-01', phone_number: 'bel me' }[field];
    expect(Object.keys(errors(CustomerFormSchema.safeParse({ ...valid, [field]: bad })))).toEqual([field]);
  });
});

describe('birthdate: dd-mm-yyyy or yy, from 1900, 18 or older', () => {
  const today = new Date('2026-11-01T12:00:00Z');
  it.each([
    ['07-03-1980', '07-03-1980'],
    ['7-3-1980', '07-03-1980'],
    ['01-01-1900', '01-01-1900'],
    ['29-02-2000', '29-02-2000'],
    ['01-11-2008', '01-11-2008'],
    ['15-06-85', '15-06-1985'],
  ])('reads %j as %j', (input, expected) => {
    expect(parseBirthdate(input, today)).toBe(expected);
  });
  it.each(['31-12-1899', '02-11-2008', '29-02-2001', '31-04-1990', '1990-01-01', '01/01/1990', '', '00-01-1990', '01-13-1990', '15-06-20'])(
    'refuses %j',
    (input) => {
      expect(parseBirthdate(input, today)).toBeNull();
    },
  );
});

describe('password forms', () => {
  it('reports unequal passwords together with a weak one', () => {
    expect(errors(ChangePasswordSchema.safeParse({ current_password: '', password: 'zwak', password_confirmation: 'anders' }))).toEqual({
      password_confirmation: MESSAGES.passwordsUnequal,
      current_password: MESSAGES.currentPassword,
      password: MESSAGES.passwordMin,
    });
  });
  it('needs a token of a sane length to reset', () => {
    expect(errors(ResetPasswordSchema.safeParse({ token: 'kort', password: 'Nieuw2026!', password_confirmation: 'Nieuw2026!' }))).toEqual({
      token: MESSAGES.token,
    });
    expect(
      ResetPasswordSchema.safeParse({ token: 'a'.repeat(43), password: 'Nieuw2026!', password_confirmation: 'Nieuw2026!' }).success,
    ).toBe(true);
  });
});
