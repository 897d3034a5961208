// /v1/customer — the handlers of addresses, orders with invoices, newsletter subscription and
// return requests (contract/operations/customer-account.ts defines them). Every address, order and
// invoice call is scoped to the logged-in customer: another customer's order answers 404, exactly
// like one that does not exist.
import type { Context } from 'hono';
import type { BillingAddress, ShippingAddress } from '#contract/forms/address';
import * as ops from '#contract/operations/customer-account';
import { MESSAGES, normaliseZipcode } from '#contract/rules/rules';
import { createRouter, errorBody, type CommerceEnv } from '../http';
import { addressJson, getAddress, sameAddress, saveAddress } from './addresses';
import { accountLink, customerMails } from './customer-mails';
import { findCustomerOrder, listCustomerOrders, orderDetail } from '../order/customer-orders';
import { CustomerError, type CustomerRow, type CustomerServices } from './customers';
import { issueInvoice, renderIssuedInvoice } from '../order/invoice';
import {
  confirmSubscription,
  findSubscription,
  newsletterToken,
  requestSubscription,
  SUBSCRIBE_MESSAGE,
  subscriptionJson,
  unsubscribe,
} from './newsletter';
import { LIMITS } from '../platform/rate-limits';
import { findOrderForReturn, recordReturnRequest, RETURN_MESSAGES, RETURNABLE } from '../order/returns';
import { registerCustomerReturns } from './returns.routes';
import { registerDeliveryChanges } from './delivery.routes';
import { clientIp, currentCustomer, notLoggedIn } from './context';

type Router = ReturnType<typeof createRouter>;
type Services = (c: Context<CommerceEnv>) => CustomerServices;

const ORDER_NOT_FOUND = 'Deze bestelling bestaat niet.';
const db = (c: Context<CommerceEnv>) => c.get('deps').database.db;
/** The shop's clock (tests move it): trial nights count from delivery to now. */
const now = (c: Context<CommerceEnv>) => (c.get('deps').config.now ?? (() => new Date()))();

async function bothAddresses(c: Context<CommerceEnv>, customerId: number) {
  const [billing, shipping] = await Promise.all([getAddress(db(c), customerId, 'billing'), getAddress(db(c), customerId, 'shipping')]);
  return { billing, shipping };
}

/**
 * Saves one address of the logged-in customer: null when an NL postcode and house number are not
 * found (docs/requirements/accounts.md#validation: they decide street and city, as in the checkout), else the answer.
 */
async function storeAddress(
  c: Context<CommerceEnv>,
  customer: CustomerRow,
  kind: 'billing' | 'shipping',
  posted: BillingAddress | ShippingAddress,
) {
  const input = { ...posted };
  if (input.country_code === 'NL') {
    const found = await c
      .get('deps')
      .providers.addressLookup.lookup({
        zipcode: normaliseZipcode(input.zipcode),
        houseNumber: input.house_number.trim(),
        extension: input.extension ?? undefined,
        countryCode: 'NL',
      })
      .catch(() => null);
    if (!found?.street || !found.city) return null;
    input.street = found.street;
    input.city = found.city;
  }
  const names = { first_name: customer.firstName, last_name: customer.lastName };
  const row = await saveAddress(db(c), customer.id, kind, input, names);
  if (kind === 'billing' && 'sameDeliveryAddress' in input && input.sameDeliveryAddress) {
    await saveAddress(db(c), customer.id, 'shipping', input, names);
  }
  const { billing, shipping } = await bothAddresses(c, customer.id);
  return { address: addressJson(row), same_as_billing: sameAddress(billing, shipping), message: 'De wijzigingen zijn opgeslagen.' };
}

const zipcodeNotFound = (c: Context<CommerceEnv>) =>
  c.json(errorBody(MESSAGES.zipcode, [{ path: 'zipcode', message: MESSAGES.zipcode }]), 400);

function registerAddresses(app: Router) {
  app.openapi(ops.getAddress, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const { kind } = c.req.valid('param');
    const { billing, shipping } = await bothAddresses(c, current.customer.id);
    return c.json({ address: addressJson(kind === 'billing' ? billing : shipping), same_as_billing: sameAddress(billing, shipping) }, 200);
  });

  app.openapi(ops.saveBillingAddress, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const saved = await storeAddress(c, current.customer, 'billing', c.req.valid('json'));
    return saved ? c.json(saved, 200) : zipcodeNotFound(c);
  });

  app.openapi(ops.saveShippingAddress, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const saved = await storeAddress(c, current.customer, 'shipping', c.req.valid('json'));
    return saved ? c.json(saved, 200) : zipcodeNotFound(c);
  });
}

function registerOrders(app: Router) {
  app.openapi(ops.listOrders, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    return c.json({ orders: await listCustomerOrders(db(c), current.customer.id) }, 200);
  });

  app.openapi(ops.getOrder, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const order = await findCustomerOrder(db(c), current.customer.id, c.req.valid('param').id);
    if (!order) return c.json(errorBody(ORDER_NOT_FOUND), 404);
    return c.json({ order: await orderDetail(db(c), order, now(c)) }, 200);
  });

  app.openapi(ops.getInvoice, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const order = await findCustomerOrder(db(c), current.customer.id, c.req.valid('param').id);
    if (!order) return c.json(errorBody(ORDER_NOT_FOUND), 404);
    const detail = await orderDetail(db(c), order);
    if (!detail.invoice_available)
      return c.json(errorBody('Voor deze bestelling is nog geen factuur: die volgt zodra de betaling binnen is.'), 404);
    // The invoice as issued at payment (an order paid before invoices were stored is issued now).
    const issued = await issueInvoice(db(c), order.id);
    if (!issued) return c.json(errorBody(ORDER_NOT_FOUND), 404);
    const pdf = await renderIssuedInvoice(issued);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="factuur-${order.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  });
}

function registerNewsletter(app: Router, svc: Services) {
  app.openapi(ops.getSubscription, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    return c.json({ subscription: subscriptionJson(await findSubscription(db(c), current.customer.email)) }, 200);
  });

  app.openapi(ops.subscribe, async (c) => {
    const { email } = c.req.valid('json');
    const services = svc(c);
    if (!(await services.limiter.takeAddress(LIMITS.mailIp, clientIp(c)))) throw new CustomerError(LIMITS.mailIp.message, 429);
    const row = await requestSubscription(db(c), email);
    if (row) {
      const url = `${accountLink(services.config.publicUrl, '/account/confirm-email/')}?newsletter=${encodeURIComponent(newsletterToken(row.id, services.config.tokenSecret))}`;
      await services.mailer
        .send(customerMails.newsletterConfirm(row.email, url))
        .catch((err: Error) => services.logger.error({ err: err.message }, 'mail not sent'));
    }
    return c.json({ message: SUBSCRIBE_MESSAGE }, 202);
  });

  app.openapi(ops.confirmSubscription, async (c) => {
    const row = await confirmSubscription(db(c), c.req.valid('json').token, svc(c).config.tokenSecret);
    if (!row)
      return c.json(
        errorBody('Deze link is ongeldig of verlopen. Meld je opnieuw aan.', [
          { path: 'token', message: 'Deze link is ongeldig of verlopen.' },
        ]),
        400,
      );
    return c.json({ subscription: subscriptionJson(row)! }, 200);
  });

  app.openapi(ops.unsubscribe, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const own = await findSubscription(db(c), current.customer.email);
    if (!own || own.id !== c.req.valid('param').id) return c.json(errorBody('Deze inschrijving bestaat niet.'), 404);
    const row = await unsubscribe(db(c), own.id);
    return c.json({ subscription: subscriptionJson(row)! }, 200);
  });
}

function registerReturns(app: Router, svc: Services) {
  app.openapi(ops.requestReturn, async (c) => {
    const request = c.req.valid('json');
    const services = svc(c);
    const ip = clientIp(c);
    if (await services.limiter.exhaustedAddress(LIMITS.orderLookupIp, ip)) throw new CustomerError(LIMITS.orderLookupIp.message, 429);
    const order = await findOrderForReturn(db(c), request);
    if (!order) {
      await services.limiter.recordAddress(LIMITS.orderLookupIp, ip);
      throw new CustomerError(RETURN_MESSAGES.notFound, 404);
    }
    if (!RETURNABLE.has(order.status)) throw new CustomerError(RETURN_MESSAGES.notReturnable, 400, 'orderNumber');
    if (!(await services.limiter.takeAddress(LIMITS.mailIp, ip))) throw new CustomerError(LIMITS.mailIp.message, 429);
    const recorded = await recordReturnRequest(db(c), order.id, request.reason);
    if ('refused' in recorded) throw new CustomerError(recorded.refused, recorded.status, 'orderNumber');
    const current = await currentCustomer(c);
    const person = (order.customer ?? {}) as { first_name?: string };
    const send = (m: Parameters<typeof services.mailer.send>[0]) =>
      services.mailer.send(m).catch((err: Error) => services.logger.error({ err: err.message }, 'mail not sent'));
    await send(customerMails.returnForService(order.number, order.email, request.reason, current?.customer.id ?? null));
    await send(customerMails.returnConfirmation(order.email, person.first_name ?? 'klant', order.number, request.reason));
    return c.json({ message: RETURN_MESSAGES.received, order_number: order.number }, 202);
  });
}

export function createCustomerAccountRoutes(svc: Services) {
  const app = createRouter();
  registerAddresses(app);
  registerOrders(app);
  registerNewsletter(app, svc);
  registerReturns(app, svc);
  registerCustomerReturns(app);
  registerDeliveryChanges(app);
  return app;
}
