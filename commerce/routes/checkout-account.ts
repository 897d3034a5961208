// POST /v1/checkout/customer/account — SPEC §7: an account after a guest order (issue 23 point 3).
// Mounted by the customer routes, so it shares their services and rate limits.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { MESSAGES as FORM_MESSAGES, newPassword } from '../../contract/forms/fields';
import { createRouter, type CommerceEnv } from '../http';
import { MessageSchema } from '../../contract/schemas/customer';
import { CHECKOUT_ACCOUNT_MESSAGES, createAccountFromOrder } from '../services/checkout-account';
import type { CustomerServices } from '../services/customers';
import { answerCustomerError, clientIp, CustomerHeaders, customerErrors, conflict, notFound, tooMany } from './customer-context';

const unknownOrder = CHECKOUT_ACCOUNT_MESSAGES.unknownOrder;

export const AccountFromOrderSchema = z
  .object({
    order_number: z.string({ required_error: unknownOrder, invalid_type_error: unknownOrder }).regex(/^DKBD\d{7}$/, unknownOrder),
    order_token: z.string({ required_error: unknownOrder, invalid_type_error: unknownOrder }).min(20, unknownOrder).max(200, unknownOrder).openapi({
      description: 'Het order_token uit het antwoord van POST /v1/checkout/payment-url: het bewijs dat wie vraagt de bestelling plaatste',
    }),
    password: newPassword,
    password_confirmation: z.string({ invalid_type_error: FORM_MESSAGES.passwordsUnequal }).max(1024, FORM_MESSAGES.passwordsUnequal).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['password_confirmation'], message: FORM_MESSAGES.passwordsUnequal });
    }
  })
  .openapi('AccountFromOrder');

export function createCheckoutAccountRoutes(svc: (c: Context<CommerceEnv>) => CustomerServices) {
  const app = createRouter();
  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/checkout/customer/account',
      tags: ['checkout'],
      summary:
        'Account na een gastbestelling: wachtwoord voor het e-mailadres van de bestelling. Bewijs is het order_token van de bestelling; het account is pas bruikbaar na de bevestigingsmail en krijgt dan alle gastbestellingen van dat adres. Heeft het adres al een account, dan hetzelfde antwoord (de eigenaar krijgt een mail) en verandert er niets. Werkt één keer per bestelling (daarna 409).',
      security: [{ Bearer: [] }],
      request: { headers: CustomerHeaders, body: { required: true, content: { 'application/json': { schema: AccountFromOrderSchema } } } },
      responses: {
        202: { description: 'Aangevraagd; kijk in je mailbox (zelfde antwoord als POST /v1/customer)', content: { 'application/json': { schema: MessageSchema } } },
        ...customerErrors,
        ...notFound,
        ...conflict,
        ...tooMany,
      },
    }),
    async (c) => {
      const { order_number, order_token, password } = c.req.valid('json');
      try {
        return c.json(await createAccountFromOrder(svc(c), { order_number, order_token, password }, clientIp(c)), 202);
      } catch (error) {
        return answerCustomerError(c, error);
      }
    },
  );
  return app;
}
