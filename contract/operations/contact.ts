// POST /v1/customer/contact — the customer service contact form (guests and customers).
import { ContactSchema } from '../forms/contact';
import { answer, defineOperation, jsonBody, z } from '../operation';
import { customerBase, CustomerHeaders, customerErrors, tooMany } from './customer';

export const sendContactMessage = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/contact',
  summary: 'Een vraag aan de klantenservice (contactformulier); de klant krijgt een ontvangstbevestiging',
  request: { headers: CustomerHeaders, body: jsonBody(ContactSchema) },
  responses: { 202: answer('Verstuurd', z.object({ message: z.string() })), ...customerErrors, ...tooMany },
});
