// The payment step's form schema (browser and storefront action) against the API's own check
// (commerce validatePaymentStep): for any posted form, both find the same fields wrong, with the same
// Dutch message, so a shopper never passes the browser's check only to be refused by the API, or the
// other way round.
import { parseWithZod } from '@conform-to/zod';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, SHIPPING_METHODS } from '../../commerce/checkout/checkout-options';
import { validatePaymentStep } from '../../commerce/checkout/checkout';
import { MESSAGES } from '#contract/rules/rules';
import { paymentStepSchema } from '#contract/forms/payment-step';

const today = new Date('2026-11-26T12:00:00Z');
const methods = PAYMENT_METHODS.map((m) => ({ code: m.code, rule_set: m.rules, issuers: m.issuers }));
const schema = paymentStepSchema(
  methods,
  SHIPPING_METHODS.map((m) => m.code),
  today,
);

function formOf(fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
}

/** The form's verdict: field → first message (Conform coerces empty text to "not filled in"). */
function formVerdict(fields: Record<string, string | undefined>): Record<string, string> {
  const submission = parseWithZod(formOf(fields), { schema });
  if (submission.status === 'success') return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages?.[0] ?? '']));
}

/** The API's verdict on the same form, its `customer.x` paths as the form's field names. */
function apiVerdict(fields: Record<string, string | undefined>): Record<string, string> {
  const customer = {
    dob: fields.dob,
    gender: fields.gender,
    phone: fields.phone,
    installment: fields.installment,
    terms: fields.terms === 'on',
  };
  const { issues } = validatePaymentStep({ ...fields, shipping_insurance: fields.shipping_insurance === 'on', customer }, today);
  return Object.fromEntries(issues.map((issue) => [issue.path.split('.').pop()!, issue.message]));
}

const methodCode = fc.oneof(
  fc.constantFrom(...methods.map((m) => m.code)),
  fc.constant(undefined),
  fc.constant(''),
  fc.string({ maxLength: 12 }),
);
const dob = fc.oneof(
  fc.constantFrom('01-01-1990', '31-12-2010', '15-06-1950', '29-02-2000', '30-02-2001', '01-01-1899'),
  fc.string({ maxLength: 12 }),
  fc.constant(undefined),
);
const phone = fc.oneof(
  fc.constantFrom('0612345678', '+31612345678', '06-1234 5678', '12345', '06123456789012345'),
  fc.string({ maxLength: 16 }),
  fc.constant(undefined),
);
const posted = fc.record({
  shipping_method: fc.constantFrom('postnl', 'postnl-avond', 'dhl', undefined),
  selectedPaymentMethod: methodCode,
  issuer: fc.oneof(fc.constantFrom('ideal_ABNANL2A', 'ideal_BUNQNL2A', '', 'nope'), fc.constant(undefined)),
  dob,
  gender: fc.constantFrom('1', '2', '3', '4', '', undefined),
  phone,
  installment: fc.constantFrom('2', '3', '4', '5', '', 'x', undefined),
  terms: fc.constantFrom('on', undefined),
});

describe('payment step schema', () => {
  it('finds the same fields wrong as the API, with the same messages', () => {
    fc.assert(
      fc.property(posted, (fields) => {
        const api = apiVerdict(fields);
        const form = formVerdict(fields);
        // Without a (known) method the API stops at that one message; so does the form.
        expect(form).toEqual(api);
      }),
      { numRuns: 400 },
    );
  });

  it('asks for a method first (Selecteer een betaalmethode)', () => {
    expect(formVerdict({ shipping_method: 'postnl' })).toEqual({ selectedPaymentMethod: MESSAGES.payment_method });
    expect(formVerdict({ selectedPaymentMethod: 'bitcoin' })).toEqual({ selectedPaymentMethod: MESSAGES.payment_method });
  });

  it('checks only what the chosen method asks for', () => {
    expect(formVerdict({ selectedPaymentMethod: 'creditcard', dob: 'rubbish', phone: 'x' })).toEqual({});
    expect(formVerdict({ selectedPaymentMethod: 'in3' })).toEqual({
      dob: MESSAGES.birthdate,
      phone: MESSAGES.phone,
      installment: MESSAGES.installment,
    });
    expect(formVerdict({ selectedPaymentMethod: 'afterpay', dob: '01-01-1990', gender: '2', phone: '0612345678' })).toEqual({
      terms: MESSAGES.terms,
    });
  });

  it('refuses oversized fields with the field’s Dutch message, never an English one', () => {
    const long = 'x'.repeat(5000);
    const verdict = formVerdict({
      selectedPaymentMethod: 'afterpay',
      dob: long,
      gender: long,
      phone: long,
      installment: long,
      issuer: long,
    });
    for (const message of Object.values(verdict)) expect(message).not.toMatch(/String must|Expected|Required/);
    expect(verdict.dob).toBe(MESSAGES.birthdate);
    expect(verdict.phone).toBe(MESSAGES.phone);
  });
});
