// POST /login — the handler of the start-up service login of docs/requirements/accounts.md#states/#api (contract/operations/auth.ts
// defines it): email + password → access_token.
import * as ops from '#contract/operations/auth';
import { issueToken, safeEqual } from './tokens';
import { createRouter, errorBody } from '../http';

export function createAuthRoutes() {
  const app = createRouter();
  app.openapi(ops.loginService, (c) => {
    const { email, password } = c.req.valid('json');
    const { config } = c.get('deps');
    const account = config.serviceAccount;
    const emailOk = safeEqual(email.toLowerCase(), account.email.toLowerCase());
    const passwordOk = safeEqual(password, account.password);
    if (!emailOk || !passwordOk) return c.json(errorBody('Onjuiste inloggegevens.'), 401);
    const exp = Math.floor(Date.now() / 1000) + config.serviceTokenTtl;
    const token = issueToken({ sub: account.email, scope: 'service', exp }, config.tokenSecret);
    return c.json({ access_token: token, token_type: 'Bearer' as const, expires_in: config.serviceTokenTtl }, 200);
  });
  return app;
}
