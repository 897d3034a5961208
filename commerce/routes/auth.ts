// POST /login — the start-up service login of SPEC §4/§7: email + password → access_token.
import { createRoute, z } from '@hono/zod-openapi';
import { issueToken, safeEqual } from '../auth/tokens';
import { createRouter, errorBody, ErrorSchema } from '../http';

const LoginBody = z.object({
  email: z.string().email().max(255),
  password: z.string().min(1).max(255),
});

const TokenAnswer = z
  .object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() })
  .openapi('ServiceToken');

export function createAuthRoutes() {
  const app = createRouter();
  app.openapi(
    createRoute({
      method: 'post',
      path: '/login',
      tags: ['auth'],
      summary: 'Aanmelden met het service-account van de storefront',
      request: { body: { content: { 'application/json': { schema: LoginBody } }, required: true } },
      responses: {
        200: { description: 'Toegangstoken', content: { 'application/json': { schema: TokenAnswer } } },
        400: { description: 'Ongeldige aanvraag', content: { 'application/json': { schema: ErrorSchema } } },
        401: { description: 'Onjuiste gegevens', content: { 'application/json': { schema: ErrorSchema } } },
      },
    }),
    (c) => {
      const { email, password } = c.req.valid('json');
      const { config } = c.get('deps');
      const account = config.serviceAccount;
      const emailOk = safeEqual(email.toLowerCase(), account.email.toLowerCase());
      const passwordOk = safeEqual(password, account.password);
      if (!emailOk || !passwordOk) return c.json(errorBody('Onjuiste inloggegevens.'), 401);
      const exp = Math.floor(Date.now() / 1000) + config.serviceTokenTtl;
      const token = issueToken({ sub: account.email, scope: 'service', exp }, config.tokenSecret);
      return c.json({ access_token: token, token_type: 'Bearer' as const, expires_in: config.serviceTokenTtl }, 200);
    },
  );
  return app;
}
