// POST /v1/checkout/customer/account — the handler (contract/operations/checkout-account.ts defines
// it). Mounted by the customer routes, so it shares their services and rate limits.
import type { Context } from 'hono';
import * as ops from '#contract/operations/checkout-account';
import { createRouter, type CommerceEnv } from '../http';
import { createAccountFromOrder } from './checkout-account';
import type { CustomerServices } from '../customer/customers';
import { clientIp } from '../customer/context';

export function createCheckoutAccountRoutes(svc: (c: Context<CommerceEnv>) => CustomerServices) {
  const app = createRouter();
  app.openapi(ops.createAccountFromOrder, async (c) => {
    const { order_number, order_token, password } = c.req.valid('json');
    return c.json(await createAccountFromOrder(svc(c), { order_number, order_token, password }, clientIp(c)), 202);
  });
  return app;
}
