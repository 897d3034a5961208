// /v1/customer — addresses, orders with invoices, newsletter subscription and return requests.
// Every address, order and invoice call is scoped to the logged-in customer: another customer's
// order answers 404, exactly like one that does not exist.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { BillingAddressSchema, ShippingAddressSchema } from '../../contract/forms/address';
import { NewsletterSchema, TokenSchema } from '../../contract/forms/customer';
import { ReturnRequestSchema } from '../../contract/forms/returns';
import { createRouter, errorBody, type CommerceEnv } from '../http';
import { AddressAnswerSchema, MessageSchema, OrderDetailSchema, OrderSummarySchema, SubscriptionSchema } from '../../contract/schemas/customer';
import { addressJson, getAddress, sameAddress, saveAddress } from '../services/addresses';
import { customerMails, accountLink } from '../services/customer-mails';
import { findCustomerOrder, listCustomerOrders, orderDetail } from '../services/customer-orders';
import { CustomerError, type CustomerServices } from '../services/customers';
import { renderInvoicePdf } from '../services/invoice';
import { confirmSubscription, findSubscription, newsletterToken, requestSubscription, SUBSCRIBE_MESSAGE, subscriptionJson, unsubscribe } from '../services/newsletter';
import { LIMITS } from '../services/rate-limits';
import { MESSAGES, normaliseZipcode } from '../../contract/rules/rules';
import { findOrderForReturn, recordReturnRequest, RETURN_MESSAGES, RETURNABLE } from '../services/returns';
import { answerCustomerError, clientIp, currentCustomer, CustomerHeaders, customerErrors, notFound, notLoggedIn, tooMany } from './customer-context';

const tags = ['customer'];
const security = [{ Bearer: [] }];
const jsonBody = <T extends z.ZodTypeAny>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const answer = <T extends z.ZodTypeAny>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const OrderParam = z.object({ id: z.string().max(20).openapi({ description: 'Bestelnummer (DKBD…) of id', example: 'DKBD1000001' }) });
const KindParam = z.object({ kind: z.enum(['billing', 'shipping'], { errorMap: () => ({ message: 'Kies factuuradres of afleveradres.' }) }) });
const ORDER_NOT_FOUND = 'Deze bestelling bestaat niet.';

export function createCustomerAccountRoutes(svc: (c: Context<CommerceEnv>) => CustomerServices) {
  const app = createRouter();
  const db = (c: Context<CommerceEnv>) => c.get('deps').database.db;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/customer/address/{kind}',
      tags,
      summary: 'Factuur- of afleveradres van de ingelogde klant',
      security,
      request: { headers: CustomerHeaders, params: KindParam },
      responses: { 200: answer('Het adres (null als het nog niet is ingevuld)', AddressAnswerSchema), ...customerErrors },
    }),
    async (c) => {
      const current = await currentCustomer(c);
      if (!current) return notLoggedIn(c);
      const { kind } = c.req.valid('param');
      const [billing, shipping] = await Promise.all([getAddress(db(c), current.customer.id, 'billing'), getAddress(db(c), current.customer.id, 'shipping')]);
      return c.json({ address: addressJson(kind === 'billing' ? billing : shipping), same_as_billing: sameAddress(billing, shipping) }, 200);
    },
  );

  for (const kind of ['billing', 'shipping'] as const) {
    app.openapi(
      createRoute({
        method: 'put',
        path: `/v1/customer/address/${kind}`,
        tags,
        summary: kind === 'billing' ? 'Factuuradres opslaan (sameDeliveryAddress: ook als afleveradres)' : 'Afleveradres opslaan',
        security,
        request: { headers: CustomerHeaders, body: jsonBody(kind === 'billing' ? BillingAddressSchema : ShippingAddressSchema) },
        responses: { 200: answer('Opgeslagen', AddressAnswerSchema.extend({ message: z.string() })), ...customerErrors },
      }),
      async (c) => {
        const current = await currentCustomer(c);
        if (!current) return notLoggedIn(c);
        const input = { ...c.req.valid('json') };
        if (input.country_code === 'NL') {
          // SPEC §5: an NL postcode and house number decide street and city, as in the checkout.
          const found = await c
            .get('deps')
            .providers.addressLookup.lookup({ zipcode: normaliseZipcode(input.zipcode), houseNumber: input.house_number.trim(), extension: input.extension ?? undefined, countryCode: 'NL' })
            .catch(() => null);
          if (!found?.street || !found.city) return c.json(errorBody(MESSAGES.zipcode, [{ path: 'zipcode', message: MESSAGES.zipcode }]), 400);
          input.street = found.street;
          input.city = found.city;
        }
        const names = { first_name: current.customer.firstName, last_name: current.customer.lastName };
        const row = await saveAddress(db(c), current.customer.id, kind, input, names);
        if (kind === 'billing' && 'sameDeliveryAddress' in input && input.sameDeliveryAddress) {
          await saveAddress(db(c), current.customer.id, 'shipping', input, names);
        }
        const [billing, shipping] = await Promise.all([getAddress(db(c), current.customer.id, 'billing'), getAddress(db(c), current.customer.id, 'shipping')]);
        return c.json({ address: addressJson(row), same_as_billing: sameAddress(billing, shipping), message: 'De wijzigingen zijn opgeslagen.' }, 200);
      },
    );
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/customer/orders',
      tags,
      summary: 'Bestellingen van de ingelogde klant, nieuwste eerst',
      security,
      request: { headers: CustomerHeaders },
      responses: { 200: answer('Bestellingen', z.object({ orders: z.array(OrderSummarySchema) })), ...customerErrors },
    }),
    async (c) => {
      const current = await currentCustomer(c);
      if (!current) return notLoggedIn(c);
      return c.json({ orders: await listCustomerOrders(db(c), current.customer.id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/customer/orders/{id}',
      tags,
      summary: 'Eén bestelling met regels, totalen en statusgeschiedenis (alleen de eigen bestellingen)',
      security,
      request: { headers: CustomerHeaders, params: OrderParam },
      responses: { 200: answer('Bestelling', z.object({ order: OrderDetailSchema })), ...customerErrors, ...notFound },
    }),
    async (c) => {
      const current = await currentCustomer(c);
      if (!current) return notLoggedIn(c);
      const order = await findCustomerOrder(db(c), current.customer.id, c.req.valid('param').id);
      if (!order) return c.json(errorBody(ORDER_NOT_FOUND), 404);
      return c.json({ order: await orderDetail(db(c), order) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/customer/orders/{id}/invoice',
      tags,
      summary: 'Factuur (PDF) van een betaalde bestelling, met BTW-specificatie',
      security,
      request: { headers: CustomerHeaders, params: OrderParam },
      responses: {
        200: { description: 'De factuur', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
        ...customerErrors,
        ...notFound,
      },
    }),
    async (c) => {
      const current = await currentCustomer(c);
      if (!current) return notLoggedIn(c);
      const order = await findCustomerOrder(db(c), current.customer.id, c.req.valid('param').id);
      if (!order) return c.json(errorBody(ORDER_NOT_FOUND), 404);
      const detail = await orderDetail(db(c), order);
      if (!detail.invoice_available) return c.json(errorBody('Voor deze bestelling is nog geen factuur: die volgt zodra de betaling binnen is.'), 404);
      const pdf = await renderInvoicePdf({ order: detail, customer: (order.customer ?? {}) as Record<string, string | null> });
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="factuur-${order.number}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/customer/subscription',
      tags,
      summary: 'Nieuwsbriefinschrijving van de ingelogde klant (alleen het eigen adres; gasten krijgen 401)',
      security,
      request: { headers: CustomerHeaders, query: z.object({ email: z.string().max(255).optional() }) },
      responses: { 200: answer('Inschrijving', z.object({ subscription: SubscriptionSchema.nullable() })), ...customerErrors },
    }),
    async (c) => {
      const current = await currentCustomer(c);
      if (!current) return notLoggedIn(c);
      return c.json({ subscription: subscriptionJson(await findSubscription(db(c), current.customer.email)) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/customer/subscription',
      tags,
      summary: 'Aanmelden voor de nieuwsbrief (double opt-in). Altijd 202 met dezelfde tekst.',
      security,
      request: { headers: CustomerHeaders, body: jsonBody(NewsletterSchema) },
      responses: { 202: answer('Bevestigingsmail verstuurd (als dat nodig is)', MessageSchema), ...customerErrors, ...tooMany },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      const services = svc(c);
      try {
        if (!(await services.limiter.take(LIMITS.mailIp, clientIp(c)))) throw new CustomerError(LIMITS.mailIp.message, 429);
        const row = await requestSubscription(db(c), email);
        if (row) {
          const url = `${accountLink(services.config.publicUrl, '/account/confirm-email/')}?newsletter=${encodeURIComponent(newsletterToken(row.id, services.config.tokenSecret))}`;
          await services.mailer.send(customerMails.newsletterConfirm(row.email, url)).catch((err: Error) => services.logger.error({ err: err.message }, 'mail not sent'));
        }
        return c.json({ message: SUBSCRIBE_MESSAGE }, 202);
      } catch (error) {
        return answerCustomerError(c, error);
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/customer/subscription/confirm',
      tags,
      summary: 'Aanmelding bevestigen met de link uit de mail',
      security,
      request: { headers: CustomerHeaders, body: jsonBody(TokenSchema) },
      responses: { 200: answer('Bevestigd', z.object({ subscription: SubscriptionSchema })), ...customerErrors },
    }),
    async (c) => {
      const row = await confirmSubscription(db(c), c.req.valid('json').token, svc(c).config.tokenSecret);
      if (!row) return c.json(errorBody('Deze link is ongeldig of verlopen. Meld je opnieuw aan.', [{ path: 'token', message: 'Deze link is ongeldig of verlopen.' }]), 400);
      return c.json({ subscription: subscriptionJson(row)! }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/v1/customer/subscription/{id}',
      tags,
      summary: 'Afmelden voor de nieuwsbrief (alleen de eigen inschrijving)',
      security,
      request: { headers: CustomerHeaders, params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
      responses: { 200: answer('Afgemeld', z.object({ subscription: SubscriptionSchema })), ...customerErrors, ...notFound },
    }),
    async (c) => {
      const current = await currentCustomer(c);
      if (!current) return notLoggedIn(c);
      const own = await findSubscription(db(c), current.customer.email);
      if (!own || own.id !== c.req.valid('param').id) return c.json(errorBody('Deze inschrijving bestaat niet.'), 404);
      const row = await unsubscribe(db(c), own.id);
      return c.json({ subscription: subscriptionJson(row)! }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/customer/service-fee-request',
      tags,
      summary: 'Retourverzoek (vloerkleed ophalen tegen servicekosten). Werkt voor gasten: de bestelling wordt gevonden met bestelnummer + postcode.',
      security,
      request: { headers: CustomerHeaders, body: jsonBody(ReturnRequestSchema) },
      responses: { 202: answer('Ontvangen', MessageSchema.extend({ order_number: z.string() })), ...customerErrors, ...notFound, ...tooMany },
    }),
    async (c) => {
      const request = c.req.valid('json');
      const services = svc(c);
      const ip = clientIp(c);
      try {
        if (await services.limiter.exhausted(LIMITS.orderLookupIp, ip)) throw new CustomerError(LIMITS.orderLookupIp.message, 429);
        const order = await findOrderForReturn(db(c), request);
        if (!order) {
          await services.limiter.record(LIMITS.orderLookupIp, ip);
          throw new CustomerError(RETURN_MESSAGES.notFound, 404);
        }
        if (!RETURNABLE.has(order.status)) throw new CustomerError(RETURN_MESSAGES.notReturnable, 400, 'orderNumber');
        if (!(await services.limiter.take(LIMITS.mailIp, ip))) throw new CustomerError(LIMITS.mailIp.message, 429);
        await recordReturnRequest(db(c), order.id, request.reason);
        const current = await currentCustomer(c);
        const person = (order.customer ?? {}) as { first_name?: string };
        const send = (m: Parameters<typeof services.mailer.send>[0]) => services.mailer.send(m).catch((err: Error) => services.logger.error({ err: err.message }, 'mail not sent'));
        await send(customerMails.returnForService(order.number, order.email, request.reason, current?.customer.id ?? null));
        await send(customerMails.returnConfirmation(order.email, person.first_name ?? 'klant', order.number, request.reason));
        return c.json({ message: RETURN_MESSAGES.received, order_number: order.number }, 202);
      } catch (error) {
        return answerCustomerError(c, error);
      }
    },
  );

  return app;
}
