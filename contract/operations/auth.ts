// POST /login — the start-up service login of docs/requirements/accounts.md#states/#api: email + password → access_token.
// The storefront's CommerceClient.login() sends it (app/models/client.server.ts).
import { answer, defineOperation, ErrorSchema, jsonBody, z } from '../operation';

const LoginBody = z.object({
  email: z.string().email().max(255),
  password: z.string().min(1).max(255),
});

export const ServiceTokenSchema = z
  .object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() })
  .openapi('ServiceToken');

export const loginService = defineOperation({
  method: 'post',
  path: '/login',
  tags: ['auth'],
  summary: 'Aanmelden met het service-account van de storefront',
  request: { body: jsonBody(LoginBody) },
  responses: {
    200: answer('Toegangstoken', ServiceTokenSchema),
    400: answer('Ongeldige aanvraag', ErrorSchema),
    401: answer('Onjuiste gegevens', ErrorSchema),
  },
});
