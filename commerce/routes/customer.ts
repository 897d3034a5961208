// /v1/customer — SPEC §7 Customer calls: login and logout, registration, profile and passwords.
// Addresses, orders, invoices, newsletter and return requests are in customer-account.ts;
// favourites and last viewed in customer-lists.ts.
// The customer token travels in `X-Customer-Token`, next to the service bearer token.
import { createRoute, z } from '@hono/zod-openapi';
import {
  ChangePasswordSchema,
  CustomerFormSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  TokenSchema,
} from '../../contract/forms/customer';
import { createRouter } from '../http';
import { CustomerSchema, LoginStatusSchema, MessageSchema, SessionSchema } from '../../contract/schemas/customer';
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
} from '../services/customers';
import { createCheckoutAccountRoutes } from './checkout-account';
import { createCustomerAccountRoutes } from './customer-account';
import { createCustomerListRoutes } from './customer-lists';
import {
  answerCustomerError,
  clientIp,
  createLimiterFactory,
  currentCustomer,
  CustomerHeaders,
  customerErrors,
  customerToken,
  forbidden,
  notLoggedIn,
  servicesOf,
  tooMany,
} from './customer-context';

const tags = ['customer'];
const security = [{ Bearer: [] }];
const jsonBody = <T extends z.ZodTypeAny>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const answer = <T extends z.ZodTypeAny>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });

export function createCustomerRoutes() {
  const app = createRouter();
  const limiterOf = createLimiterFactory();
  const svc = (c: Parameters<typeof limiterOf>[0]) => servicesOf(c, limiterOf(c));

  app.openAPIRegistry.registerComponent('securitySchemes', 'CustomerToken', { type: 'apiKey', in: 'header', name: 'X-Customer-Token' });

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/customer/login',
      tags,
      summary:
        'Inloggen als klant: levert een klanttoken (24 uur). Zelfde antwoord voor bekende en onbekende adressen. Per account en per IP worden in 15 minuten hoogstens 10 wachtwoorden gecontroleerd (ook bij gelijktijdige pogingen); daarna 429, en krijgt het account (als het bestaat) een eenmalige inloglink per mail.',
      security,
      request: { headers: CustomerHeaders, body: jsonBody(LoginSchema) },
      responses: { 200: answer('Ingelogd', SessionSchema), ...customerErrors, ...forbidden, ...tooMany },
    }),
    async (c) => {
      const { username, password } = c.req.valid('json');
      try {
        return c.json(await login(svc(c), { username, password, ip: clientIp(c) }), 200);
      } catch (error) {
        return answerCustomerError(c, error);
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/customer/login/link',
      tags,
      summary: 'Inloggen met de eenmalige inloglink uit de mail (15 minuten geldig, werkt één keer)',
      security,
      request: { headers: CustomerHeaders, body: jsonBody(TokenSchema) },
      responses: { 200: answer('Ingelogd', SessionSchema), ...customerErrors },
    }),
    async (c) => {
      try {
        return c.json(await loginWithLink(svc(c), c.req.valid('json').token), 200);
      } catch (error) {
        return answerCustomerError(c, error);
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/customer/logout',
      tags,
      summary: 'Uitloggen: het klanttoken wordt op de server ingetrokken',
      security,
      request: { headers: CustomerHeaders },
      responses: { 200: answer('Uitgelogd', z.object({ loggedIn: z.literal(false) })), ...customerErrors },
    }),
    async (c) => {
      await endSession(c.get('deps').database.db, customerToken(c));
      return c.json({ loggedIn: false as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/customer/login/status',
      tags,
      summary: 'Is dit klanttoken (nog) ingelogd?',
      security,
      request: { headers: CustomerHeaders },
      responses: { 200: answer('Status', LoginStatusSchema), ...customerErrors },
    }),
    async (c) => {
      const current = await currentCustomer(c);
      return c.json({ loggedIn: Boolean(current), customer: current ? summaryJson(current.customer) : null }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/customer',
      tags,
      summary: 'De ingelogde klant (SPEC CustomerForm)',
      security,
      request: { headers: CustomerHeaders },
      responses: { 200: answer('De klant', z.object({ customer: CustomerSchema })), ...customerErrors },
    }),
    async (c) => {
      const current = await currentCustomer(c);
      if (!current) return notLoggedIn(c);
      return c.json({ customer: customerJson(current.customer) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/v1/customer',
      tags,
      summary:
        'Accountgegevens wijzigen (SPEC §5 Customer-regels). Een nieuw e-mailadres vraagt current_password en wordt pas gewijzigd na de link die naar dat adres gaat; het antwoord is hetzelfde of het adres al een account heeft of niet.',
      security,
      request: { headers: CustomerHeaders, body: jsonBody(CustomerFormSchema) },
      responses: { 200: answer('Opgeslagen', z.object({ customer: CustomerSchema, message: z.string() })), ...customerErrors, ...tooMany },
    }),
    async (c) => {
      const current = await currentCustomer(c);
      if (!current) return notLoggedIn(c);
      try {
        return c.json(await updateProfile(svc(c), current.customer, c.req.valid('json'), clientIp(c)), 200);
      } catch (error) {
        return answerCustomerError(c, error);
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/customer',
      tags,
      summary: 'Registreren. Het antwoord is altijd 202 met dezelfde tekst; een bestaand adres krijgt een mail in plaats van een tweede account.',
      security,
      request: { headers: CustomerHeaders, body: jsonBody(RegisterSchema) },
      responses: { 202: answer('Mail verstuurd', MessageSchema), ...customerErrors, ...tooMany },
    }),
    async (c) => {
      try {
        return c.json(await register(svc(c), c.req.valid('json'), clientIp(c)), 202);
      } catch (error) {
        return answerCustomerError(c, error);
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/v1/customer/password',
      tags,
      summary: 'Wachtwoord wijzigen; andere sessies worden beëindigd',
      security,
      request: { headers: CustomerHeaders, body: jsonBody(ChangePasswordSchema) },
      responses: { 200: answer('Gewijzigd', MessageSchema), ...customerErrors, ...tooMany },
    }),
    async (c) => {
      const current = await currentCustomer(c);
      if (!current) return notLoggedIn(c);
      try {
        return c.json(await changePassword(svc(c), current.customer, current.token, c.req.valid('json')), 200);
      } catch (error) {
        return answerCustomerError(c, error);
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/customer/password/forgot',
      tags,
      summary: 'Wachtwoord vergeten: mailt een link (30 minuten, eenmalig). Zelfde antwoord voor bekende en onbekende adressen; maximaal 3 per uur per account.',
      security,
      request: { headers: CustomerHeaders, body: jsonBody(ForgotPasswordSchema) },
      responses: { 202: answer('Verstuurd (als het account bestaat)', MessageSchema), ...customerErrors, ...tooMany },
    }),
    async (c) => {
      try {
        return c.json(await forgotPassword(svc(c), c.req.valid('json').email, clientIp(c)), 202);
      } catch (error) {
        return answerCustomerError(c, error);
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/customer/password/reset',
      tags,
      summary: 'Nieuw wachtwoord met de link uit de mail; alle sessies worden beëindigd',
      security,
      request: { headers: CustomerHeaders, body: jsonBody(ResetPasswordSchema) },
      responses: { 200: answer('Gewijzigd', MessageSchema), ...customerErrors },
    }),
    async (c) => {
      const { token, password } = c.req.valid('json');
      try {
        return c.json(await resetPassword(svc(c), token, password), 200);
      } catch (error) {
        return answerCustomerError(c, error);
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/customer/email/confirm',
      tags,
      summary: 'E-mailadres bevestigen met de link uit de registratiemail; logt de klant in',
      security,
      request: { headers: CustomerHeaders, body: jsonBody(TokenSchema) },
      responses: { 200: answer('Bevestigd en ingelogd', SessionSchema), ...customerErrors },
    }),
    async (c) => {
      try {
        return c.json(await confirmEmail(svc(c), c.req.valid('json').token), 200);
      } catch (error) {
        return answerCustomerError(c, error);
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/customer/email/change/confirm',
      tags,
      summary: 'Nieuw e-mailadres bevestigen met de link uit de mail (24 uur, eenmalig); pas dan wordt het gewijzigd en krijgt het oude adres bericht',
      security,
      request: { headers: CustomerHeaders, body: jsonBody(TokenSchema) },
      responses: { 200: answer('Gewijzigd', MessageSchema), ...customerErrors },
    }),
    async (c) => {
      try {
        return c.json(await confirmEmailChange(svc(c), c.req.valid('json').token), 200);
      } catch (error) {
        return answerCustomerError(c, error);
      }
    },
  );

  app.route('/', createCustomerAccountRoutes(svc));
  app.route('/', createCheckoutAccountRoutes(svc));
  app.route('/', createCustomerListRoutes());
  return app;
}
