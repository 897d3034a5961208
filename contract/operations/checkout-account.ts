// POST /v1/checkout/customer/account — docs/requirements/checkout-and-payment.md#api: an account after a guest order (docs/decisions/0034).
import { newPassword, MESSAGES as FORM_MESSAGES } from '../forms/fields';
import { answer, defineOperation, ErrorSchema, jsonBody, z } from '../operation';
import { MessageSchema } from '../schemas/customer';
import { ORDER_NUMBER } from '../rules/order-number';

/** The answer for an unknown order and for a wrong proof alike (no oracle for which numbers exist). */
export const UNKNOWN_ORDER_MESSAGE = 'We kunnen deze bestelling niet vinden. Maak je account aan via Registreren.';
const unknownOrder = UNKNOWN_ORDER_MESSAGE;

// The headers and error answers of the /v1/customer operations (commerce/customer/context.ts), which mount this one.
const CustomerHeaders = z.object({
  'x-customer-token': z.string().max(200).optional().openapi({ description: 'Het klanttoken van POST /v1/customer/login' }),
  'x-forwarded-for': z
    .string()
    .max(512)
    .optional()
    .openapi({ description: 'IP-adres van de shopper, door de storefront doorgegeven (rate limits)' }),
});
const errors = {
  400: answer('Ongeldige aanvraag', ErrorSchema),
  401: answer('Niet (meer) ingelogd', ErrorSchema),
  404: answer('Niet gevonden', ErrorSchema),
  409: answer('Conflict', ErrorSchema),
  429: answer('Te veel pogingen', ErrorSchema),
};

export const AccountFromOrderSchema = z
  .object({
    order_number: z.string({ required_error: unknownOrder, invalid_type_error: unknownOrder }).regex(ORDER_NUMBER, unknownOrder),
    order_token: z
      .string({ required_error: unknownOrder, invalid_type_error: unknownOrder })
      .min(20, unknownOrder)
      .max(200, unknownOrder)
      .openapi({
        description: 'Het order_token uit het antwoord van POST /v1/checkout/payment-url: het bewijs dat wie vraagt de bestelling plaatste',
      }),
    password: newPassword,
    password_confirmation: z
      .string({ invalid_type_error: FORM_MESSAGES.passwordsUnequal })
      .max(1024, FORM_MESSAGES.passwordsUnequal)
      .default(''),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['password_confirmation'], message: FORM_MESSAGES.passwordsUnequal });
    }
  })
  .openapi('AccountFromOrder');

export const createAccountFromOrder = defineOperation({
  method: 'post',
  path: '/v1/checkout/customer/account',
  tags: ['checkout'],
  summary:
    'Account na een gastbestelling: wachtwoord voor het e-mailadres van de bestelling. Bewijs is het order_token van de bestelling; het account is pas bruikbaar na de bevestigingsmail en krijgt dan alle gastbestellingen van dat adres. Heeft het adres al een account, dan hetzelfde antwoord (de eigenaar krijgt een mail) en verandert er niets. Werkt één keer per bestelling (daarna 409).',
  security: [{ Bearer: [] }],
  request: { headers: CustomerHeaders, body: jsonBody(AccountFromOrderSchema) },
  responses: { 202: answer('Aangevraagd; kijk in je mailbox (zelfde antwoord als POST /v1/customer)', MessageSchema), ...errors },
});
