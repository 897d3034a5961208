import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, ContactSchema } from './contact';

describe('contact form schema', () => {
  const valid = { name: 'Sanne', email: 'sanne@example.nl', order_number: '', message: 'Waar blijft mijn pakket?' };

  it('accepts a question with or without an order number, normalising the number', () => {
    expect(ContactSchema.parse(valid)).toEqual({
      name: 'Sanne',
      email: 'sanne@example.nl',
      order_number: undefined,
      message: 'Waar blijft mijn pakket?',
    });
    expect(ContactSchema.parse({ ...valid, order_number: 'dkbd 1234567' }).order_number).toBe('DKBD1234567');
    expect(ContactSchema.parse({ ...valid, order_number: '1234567' }).order_number).toBe('DKBD1234567');
  });

  it('gives a Dutch message per field', () => {
    const result = ContactSchema.safeParse({ name: ' ', email: 'x', order_number: '12', message: 'kort' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: CONTACT_MESSAGES.name,
      email: 'Vul een geldig e-mailadres in',
      order_number: CONTACT_MESSAGES.orderNumber,
      message: CONTACT_MESSAGES.message,
    });
    expect(ContactSchema.safeParse({ ...valid, message: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(
      CONTACT_MESSAGES.messageTooLong,
    );
  });
});
