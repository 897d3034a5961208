// /v1/customer — the handlers of docs/requirements/accounts.md#api Customer calls: login and logout, registration, profile
// and passwords (contract/operations/customer.ts defines them). Addresses, orders, invoices,
// newsletter and return requests are in customer-account.ts; favourites and last viewed in
// customer-lists.ts. The customer token travels in `X-Customer-Token`, next to the service token.
import type { Context } from 'hono';
import * as ops from '#contract/operations/customer';
import { createRouter, type CommerceEnv } from '../http';
import {
  changePassword,
  confirmEmail,
  confirmEmailChange,
  customerJson,
  endSession,
  forgotPassword,
  login,
  loginWithLink,
  register,
  resetPassword,
  summaryJson,
  updateProfile,
  type CustomerServices,
} from './customers';
import { createCheckoutAccountRoutes } from '../checkout/account.routes';
import { createCustomerAccountRoutes } from './account.routes';
import { createCustomerListRoutes } from './lists.routes';
import { clientIp, createLimiterFactory, currentCustomer, customerToken, notLoggedIn, servicesOf } from './context';

type Router = ReturnType<typeof createRouter>;
type Services = (c: Context<CommerceEnv>) => CustomerServices;

/** Login with a password or a link, logout, and the login status. */
function registerSession(app: Router, svc: Services) {
  app.openapi(ops.loginCustomer, async (c) => {
    const { username, password } = c.req.valid('json');
    return c.json(await login(svc(c), { username, password, ip: clientIp(c) }), 200);
  });

  app.openapi(ops.loginWithLink, async (c) => {
    return c.json(await loginWithLink(svc(c), c.req.valid('json').token), 200);
  });

  app.openapi(ops.logoutCustomer, async (c) => {
    await endSession(c.get('deps').database.db, customerToken(c));
    return c.json({ loggedIn: false as const }, 200);
  });

  app.openapi(ops.getLoginStatus, async (c) => {
    const current = await currentCustomer(c);
    return c.json({ loggedIn: Boolean(current), customer: current ? summaryJson(current.customer) : null }, 200);
  });
}

/** The account itself: read, change, register. */
function registerProfile(app: Router, svc: Services) {
  app.openapi(ops.getCustomer, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    return c.json({ customer: customerJson(current.customer) }, 200);
  });

  app.openapi(ops.updateCustomer, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    return c.json(await updateProfile(svc(c), current.customer, c.req.valid('json'), clientIp(c)), 200);
  });

  app.openapi(ops.registerCustomer, async (c) => {
    return c.json(await register(svc(c), c.req.valid('json'), clientIp(c)), 202);
  });
}

/** Passwords: change, forgotten, reset with the mailed link. */
function registerPasswords(app: Router, svc: Services) {
  app.openapi(ops.changePassword, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    return c.json(await changePassword(svc(c), current.customer, current.token, c.req.valid('json')), 200);
  });

  app.openapi(ops.forgotPassword, async (c) => {
    return c.json(await forgotPassword(svc(c), c.req.valid('json').email, clientIp(c)), 202);
  });

  app.openapi(ops.resetPassword, async (c) => {
    const { token, password } = c.req.valid('json');
    return c.json(await resetPassword(svc(c), token, password), 200);
  });
}

/** The mailed links that confirm an address: after registering, after changing it. */
function registerEmailConfirmation(app: Router, svc: Services) {
  app.openapi(ops.confirmEmail, async (c) => {
    return c.json(await confirmEmail(svc(c), c.req.valid('json')), 200);
  });

  app.openapi(ops.confirmEmailChange, async (c) => {
    return c.json(await confirmEmailChange(svc(c), c.req.valid('json'), customerToken(c)), 200);
  });
}

export function createCustomerRoutes() {
  const app = createRouter();
  const limiterOf = createLimiterFactory();
  const svc: Services = (c) => servicesOf(c, limiterOf(c));

  app.openAPIRegistry.registerComponent('securitySchemes', 'CustomerToken', { type: 'apiKey', in: 'header', name: 'X-Customer-Token' });
  registerSession(app, svc);
  registerProfile(app, svc);
  registerPasswords(app, svc);
  registerEmailConfirmation(app, svc);

  app.route('/', createCustomerAccountRoutes(svc));
  app.route('/', createCheckoutAccountRoutes(svc));
  app.route('/', createCustomerListRoutes());
  return app;
}
