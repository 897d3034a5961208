// The server side of Conform as the account actions use it, against hostile posts: only the form's
// own fields are read and echoed, nothing secret comes back, and nothing throws (a 400, never a 500).
import { describe, expect, it } from 'vitest';
import { BillingAddressSchema } from '../../contract/forms/address';
import { ChangePasswordSchema, LoginSchema, RegisterSchema } from '../../contract/forms/customer';
import { MESSAGES } from '../../contract/forms/fields';
import { fieldNames, parseSubmission, readFormBody, replyWithErrors, type FormAnswer } from './account-form-submission.server';

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
