// The server side of Conform as every form action uses it (public, account, checkout, beheer), against
// hostile posts: only the form's own fields are read and echoed, nothing secret comes back, an API
// refusal becomes the form's answer, and nothing throws (a 400, never a 500).
import { parseWithZod } from '@conform-to/zod';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BillingAddressSchema } from '#contract/forms/address';
import { ReturnActionSchema } from '#contract/forms/admin';
import { CheckoutAddressSchema } from '#contract/forms/checkout';
import { CONTACT_MESSAGES, ContactSchema } from '#contract/forms/contact';
import { ChangePasswordSchema, CheckoutAccountSchema, LoginSchema, RegisterSchema, ResetPasswordSchema } from '#contract/forms/customer';
import { MESSAGES } from '#contract/forms/fields';
import { CommerceError } from '~/models/client.server';
import {
  apiErrorReply,
  fieldNames,
  firstErrors,
  MAX_ENTRIES,
  MAX_VALUE,
  ownFields,
  parseSubmission,
  readFormBody,
  replyOf,
  replyWithApiError,
  replyWithErrors,
  typedValues,
  type FormAnswer,
} from './form-submission.server';

const posted = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

function answerOf(reply: ReturnType<typeof replyWithErrors>) {
  return { status: reply.init?.status, answer: reply.data as FormAnswer };
}

describe('the fields of a form schema', () => {
  it('are found through preprocess, transform and defaults', () => {
    expect(fieldNames(LoginSchema)).toEqual(['username', 'password']);
    expect(fieldNames(BillingAddressSchema).sort()).toEqual([
      'city',
      'company',
      'country_code',
      'extension',
      'house_number',
      'sameDeliveryAddress',
      'street',
      'zipcode',
    ]);
    expect(fieldNames(ChangePasswordSchema)).toEqual(['current_password', 'password', 'password_confirmation']);
  });
});

describe('a hostile post', () => {
  it('with missing fields gets the Dutch messages and status 400', () => {
    const submission = parseSubmission(posted([]), LoginSchema);
    expect(submission.status).toBe('error');
    const { status, answer } = answerOf(replyWithErrors(submission, { status: 400 }));
    expect(status).toBe(400);
    expect(answer.result.error).toMatchObject({ username: [MESSAGES.username], password: [MESSAGES.passwordRequired] });
  });

  it('with a huge field is refused at that field and not sent back whole', () => {
    const huge = 'a'.repeat(1_000_000) + '@example.nl';
    const submission = parseSubmission(
      posted([
        ['username', huge],
        ['password', 'x'.repeat(1_000_000)],
      ]),
      LoginSchema,
    );
    expect(submission.status).toBe('error');
    const { answer } = answerOf(replyWithErrors(submission, { status: 400 }));
    expect(answer.result.error).toMatchObject({ username: [MESSAGES.username], password: [MESSAGES.passwordRequired] });
    expect(JSON.stringify(answer).length).toBeLessThan(5_000);
    expect(answer.result.initialValue).not.toHaveProperty('password');
  });

  it('with tampered extra fields ignores them: not parsed, not echoed', () => {
    const form = posted([
      ['username', 'demo@slaapzaak.nl'],
      ['password', 'Slaapzaak2026!'],
      ['customer_id', '1'],
      ['is_admin', 'true'],
      ['__intent__', '{not json'],
      ['__state__', '{"validated":'],
      ['username.nested', 'x'],
      ['list[99999999]', 'x'],
      ['__proto__.polluted', 'yes'],
      ['constructor.prototype.polluted', 'yes'],
    ]);
    const submission = parseSubmission(form, LoginSchema);
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({ username: 'demo@slaapzaak.nl', password: 'Slaapzaak2026!' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const { answer } = answerOf(replyWithErrors(submission, { status: 401, formErrors: ['Het e-mailadres of wachtwoord is onjuist.'] }));
    expect(answer.result.initialValue).toEqual({ username: 'demo@slaapzaak.nl' });
  });

  it('with a repeated field gets the field message, not a 500', () => {
    const submission = parseSubmission(
      posted([
        ['username', 'a@example.nl'],
        ['username', 'b@example.nl'],
        ['password', 'x'],
      ]),
      LoginSchema,
    );
    expect(submission.status === 'error' && submission.error?.username).toEqual([MESSAGES.username]);
  });

  it('never gets a password, its confirmation or the CSRF token back', () => {
    const form = posted([
      ['_csrf', 'token-value'],
      ['type', 'private'],
      ['first_name', 'Anne'],
      ['last_name', ''],
      ['email', 'anne@example.nl'],
      ['password', 'Geheim2026!'],
    ]);
    const { answer } = answerOf(replyWithErrors(parseSubmission(form, RegisterSchema), { status: 400 }));
    expect(answer.result.initialValue).toEqual({ type: 'private', first_name: 'Anne', email: 'anne@example.nl' });
    const change = posted([
      ['current_password', 'a'],
      ['password', 'b'],
      ['password_confirmation', 'c'],
    ]);
    expect(answerOf(replyWithErrors(parseSubmission(change, ChangePasswordSchema), { status: 400 })).answer.result.initialValue).toEqual(
      {},
    );
  });

  it('with a body that is not a form reads as an empty form', async () => {
    const request = new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      body: 'kapot',
    });
    expect([...(await readFormBody(request)).keys()]).toEqual([]);
  });
});

/** The parts of a submission a form answer is made of (no functions). */
const parsed = (submission: ReturnType<typeof parseSubmission>) => ({
  status: submission.status,
  payload: submission.payload,
  error: submission.status === 'error' ? submission.error : undefined,
  value: submission.status === 'success' ? submission.value : undefined,
});

const contact = { name: 'Anne de Vries', email: 'anne@example.nl', message: 'Wanneer wordt mijn bed bezorgd?' };
const Lines = z.object({
  note: z.string().optional(),
  lines: z.array(z.object({ sku: z.string(), quantity: z.coerce.number().int().min(1) })).optional(),
});

describe('the own fields of a form', () => {
  it('are the flat names of the checkout address step (no dot or bracket paths) and every intent of a back-office union', () => {
    expect(fieldNames(CheckoutAddressSchema)).toEqual(
      expect.arrayContaining(['type', 'email', 'zipcode', 'sameDeliveryAddress', 'shipping_zipcode', 'shipping_country_code']),
    );
    expect(fieldNames(CheckoutAddressSchema).some((name) => /[.[]/.test(name))).toBe(false);
    expect(fieldNames(ReturnActionSchema).sort()).toEqual(['amount', 'id', 'intent', 'reason']);
  });

  it('keep short paths under a list field and drop deep, huge or forged ones', () => {
    const form = posted([
      ['lines[0].sku', 'KUSSEN-1'],
      ['lines[0].quantity', '2'],
      ['lines[1].sku', 'DEKBED-2'],
      ['lines[1].quantity', '1'],
      ['note', 'Graag bellen'],
      ['lines[9999999].sku', 'x'],
      ['a[9999999]', 'x'],
      ['note.x', 'x'],
      ['note[0]', 'x'],
      ['lines[0].a.b.c.d', 'x'],
      ['lines[0].__proto__.x', 'x'],
      ['lines.constructor.x', 'x'],
      ['lines..sku', 'x'],
      ['lines[0]sku', 'x'],
    ]);
    form.append('note', new Blob(['a file']), 'evil.txt');
    expect([...ownFields(form, Lines).keys()]).toEqual(['lines[0].sku', 'lines[0].quantity', 'lines[1].sku', 'lines[1].quantity', 'note']);
    const submission = parseSubmission(form, Lines);
    expect(submission.status === 'success' && submission.value).toEqual({
      note: 'Graag bellen',
      lines: [
        { sku: 'KUSSEN-1', quantity: 2 },
        { sku: 'DEKBED-2', quantity: 1 },
      ],
    });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('keep a list index of at most three digits: Conform would build a list of ten million for lines[9999999]', () => {
    const form = posted([
      ['lines[999].sku', 'KUSSEN-1'],
      ['lines[999].quantity', '1'],
      ['lines[1000].sku', 'x'],
      ['lines[9999999].sku', 'x'],
    ]);
    expect([...ownFields(form, Lines).keys()]).toEqual(['lines[999].sku', 'lines[999].quantity']);
    const submission = parseSubmission(form, Lines);
    expect(submission.status === 'error' && Object.keys(submission.payload)).toEqual(['lines']);
    expect((submission.payload.lines as unknown[]).length).toBe(1000);
  });

  it('are read at most MAX_ENTRIES times, however many are posted (10,000 fields)', () => {
    const form = posted([
      ...Array.from({ length: 10_000 }, (_, i): [string, string] => [`veld${i}`, 'x']),
      ['username', 'demo@slaapzaak.nl'],
      ['password', 'Slaapzaak2026!'],
    ]);
    expect(parseSubmission(form, LoginSchema).status).toBe('success');
    const repeated = posted(Array.from({ length: 10_000 }, (_, i): [string, string] => [`lines[${i % 1000}].sku`, 'x']));
    expect([...ownFields(repeated, Lines).keys()]).toHaveLength(MAX_ENTRIES);
    const submission = parseSubmission(posted(Array.from({ length: 10_000 }, (): [string, string] => ['username', 'a@b.nl'])), LoginSchema);
    expect(submission.status === 'error' && submission.error?.username).toEqual([MESSAGES.username]);
  });

  it("drop Conform's own __intent__ and __state__: a forged intent does not turn a submit into a validation", () => {
    const form = posted([
      ['username', 'demo@slaapzaak.nl'],
      ['password', 'Slaapzaak2026!'],
      ['__intent__', JSON.stringify({ type: 'validate', payload: { name: 'username' } })],
      ['__state__', JSON.stringify({ validated: { username: true } })],
    ]);
    expect(parseWithZod(form, { schema: LoginSchema }).status).not.toBe('success');
    const submission = parseSubmission(form, LoginSchema);
    expect(submission.status).toBe('success');
    expect(Object.keys(submission.payload).sort()).toEqual(['password', 'username']);
  });

  it('cut a huge value to MAX_VALUE, which the rule still refuses with its Dutch message', () => {
    const submission = parseSubmission(posted(Object.entries({ ...contact, message: 'x'.repeat(200_000) })), ContactSchema);
    expect(submission.payload.message).toHaveLength(MAX_VALUE);
    const result = replyOf(submission);
    expect(firstErrors(result)).toEqual({ message: CONTACT_MESSAGES.messageTooLong });
    expect(typedValues(result).message).toHaveLength(2000);
    expect(typedValues(result).name).toBe(contact.name);
  });

  it('property: whatever junk is posted around them, the form parses as its own fields alone', () => {
    const ownNames = new Set([...fieldNames(ContactSchema), ...fieldNames(CheckoutAddressSchema)]);
    const junkName = fc
      .oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('__intent__', '__state__', 'a[9999999]', '__proto__.x', 'constructor', 'email.x', 'zipcode[0]', 'name..x', '_csrf'),
      )
      .filter((name) => !ownNames.has(name));
    const junk = fc.array(fc.tuple(junkName, fc.string({ maxLength: 50 })), { maxLength: 20 });
    const text = fc.string({ maxLength: 300 });
    const ownContact = fc.record({ name: text, email: fc.constantFrom('anne@example.nl', 'geen-adres', ''), message: text });
    fc.assert(
      fc.property(junk, ownContact, junk, (before, own, after) => {
        const alone = parseSubmission(posted(Object.entries(own)), ContactSchema);
        const tampered = parseSubmission(posted([...before, ...Object.entries(own), ...after]), ContactSchema);
        expect(parsed(tampered)).toEqual(parsed(alone));
        const address = {
          type: 'private',
          first_name: own.name,
          last_name: 'Jansen',
          email: own.email,
          zipcode: '1234 AB',
          house_number: '1',
        };
        expect(parsed(parseSubmission(posted([...before, ...Object.entries(address), ...after]), CheckoutAddressSchema))).toEqual(
          parsed(parseSubmission(posted(Object.entries(address)), CheckoutAddressSchema)),
        );
      }),
      { numRuns: 150 },
    );
  });
});

describe('a body that is not a form', () => {
  it.each([
    ['application/json', JSON.stringify({ name: 'Anne', email: 'anne@example.nl' })],
    ['text/plain', 'name=Anne'],
    ['application/x-www-form-urlencoded', '%E0%A4%A=%%%'],
  ])('(%s) gets the Dutch messages of an empty form with status 400', async (type, body) => {
    const request = new Request('http://x/', { method: 'POST', headers: { 'content-type': type }, body });
    const reply = replyWithErrors(parseSubmission(await readFormBody(request), ContactSchema), { status: 400 });
    const { status, answer } = answerOf(reply);
    expect(status).toBe(400);
    expect(firstErrors(answer.result)).toMatchObject({ name: CONTACT_MESSAGES.name, message: CONTACT_MESSAGES.message });
  });
});

describe('secrets in an answer', () => {
  it('a reset token, passwords and the CSRF token are never echoed, also not after an API refusal', () => {
    const token = 'T0KEN-' + 'k'.repeat(40);
    const form = posted([
      ['_csrf', 'csrf-secret-value'],
      ['token', token],
      ['password', 'Geheim2026!'],
      ['password_confirmation', 'Anders2026!'],
    ]);
    const submission = parseSubmission(form, ResetPasswordSchema);
    const refused = replyWithApiError(new CommerceError(400, 'De link is verlopen.', null), submission, 'Er ging iets mis.');
    for (const answer of [answerOf(replyWithErrors(submission, { status: 400 })).answer, refused.data]) {
      const text = JSON.stringify(answer);
      for (const secret of [token, 'Geheim2026!', 'Anders2026!', 'csrf-secret-value']) expect(text).not.toContain(secret);
      expect(typedValues(answer.result)).toEqual({});
    }
    const checkout = replyOf(parseSubmission(posted([['password', 'Geheim2026!']]), CheckoutAccountSchema));
    expect(JSON.stringify(checkout)).not.toContain('Geheim2026!');
  });
});

describe('an API refusal as the form answer', () => {
  const register = () =>
    parseSubmission(
      posted([
        ['type', 'private'],
        ['first_name', 'Anne'],
        ['last_name', 'de Vries'],
        ['email', 'anne@example.nl'],
        ['password', 'Geheim2026!'],
      ]),
      RegisterSchema,
    );
  const refusal = (status: number, message: string, issues: { path: string; message: string }[] = []) =>
    new CommerceError(status, message, { error: { message, issues } });

  it('a 4xx: its Dutch message in the alert, issues at the fields (by first or last path part), others in the alert', () => {
    const error = refusal(409, 'Je gegevens zijn niet opgeslagen.', [
      { path: 'customer.email', message: 'Dit e-mailadres is al in gebruik.' },
      { path: 'customer.loyalty', message: 'Spaarpunten kunnen nu niet.' },
    ]);
    const { status, alert, result } = apiErrorReply(error, register(), 'Er ging iets mis.');
    expect({ status, alert }).toEqual({ status: 409, alert: 'Je gegevens zijn niet opgeslagen.' });
    expect(result.error).toMatchObject({
      email: ['Dit e-mailadres is al in gebruik.'],
      '': ['Je gegevens zijn niet opgeslagen.', 'Spaarpunten kunnen nu niet.'],
    });
    expect(typedValues(result)).toEqual({ type: 'private', first_name: 'Anne', last_name: 'de Vries', email: 'anne@example.nl' });
  });

  it('a message already at its field is not repeated in the alert (the generic text instead); an odd 4xx answers 400', () => {
    const message = 'Dit e-mailadres is al in gebruik.';
    const { status, alert } = apiErrorReply(refusal(418, message, [{ path: 'email', message }]), register(), 'Er ging iets mis.');
    expect({ status, alert }).toEqual({ status: 400, alert: 'Er ging iets mis.' });
  });

  it('a 5xx or an unreachable API: the generic text with 502, no field messages; the answer names its form', () => {
    const reply = replyWithApiError(
      refusal(503, 'Database weg', [{ path: 'email', message: 'intern' }]),
      register(),
      'Er ging iets mis.',
      'profile',
    );
    expect(reply.init?.status).toBe(502);
    expect(reply.data.form).toBe('profile');
    expect(reply.data.result.error).toEqual({ '': ['Er ging iets mis.'] });
  });

  it('a redirect (session ended) and a programming error are thrown again, not turned into a form answer', () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '/account/login/' } });
    expect(() => apiErrorReply(redirect, register(), 'x')).toThrow(expect.objectContaining({ status: 302 }));
    expect(() => apiErrorReply(new TypeError('oeps'), register(), 'x')).toThrow(TypeError);
  });
});
