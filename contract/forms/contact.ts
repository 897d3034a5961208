// The customer service contact form (/service/klantenservice-contact/#contactformulier), shared by
// the storefront action and POST /v1/customer/contact.
import { z } from 'zod';
import { orderNumberFromTyped } from '../rules/order-number';
import { email, optionalText, requiredText } from './fields';

export const CONTACT_MESSAGES = {
  name: 'Vul je naam in',
  orderNumber: 'Vul een geldig ordernummer in: DKBD gevolgd door 7 cijfers',
  message: 'Schrijf je vraag (minimaal 10 tekens)',
  messageTooLong: 'Je bericht mag maximaal 2000 tekens lang zijn',
  sent: 'Bedankt voor je bericht! We reageren binnen één werkdag.',
} as const;

export const ContactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.name, 255),
  email,
  // An order number as the shopper types it: 'dkbd 1234567', '1234567' or 'DKBD1234567'.
  order_number: optionalText(20, CONTACT_MESSAGES.orderNumber).transform((value, ctx) => {
    if (value === undefined) return undefined;
    const number = orderNumberFromTyped(value);
    if (!number) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: CONTACT_MESSAGES.orderNumber });
      return z.NEVER;
    }
    return number;
  }),
  message: requiredText(CONTACT_MESSAGES.message, 2000, CONTACT_MESSAGES.messageTooLong).pipe(z.string().min(10, CONTACT_MESSAGES.message)),
});

export type ContactForm = z.infer<typeof ContactSchema>;
