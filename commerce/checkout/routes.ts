// /v1/checkout and /v1/order — the handlers of the checkout and order operations
// (contract/operations/checkout.ts defines them). The cart is named by X-Quote-Id.
import { promiseNow } from '../delivery/promise';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import * as ops from '#contract/operations/checkout';
import { createRouter, errorBody, type CommerceEnv } from '../http';
import { isValidZipcode, MESSAGES, normaliseZipcode } from '#contract/rules/rules';
import { parseVatNumber } from '#contract/rules/vat';
import type { CheckoutDelivery, OrderDetail } from '#contract/schemas/checkout';
import { deliveryOffer, orderDelivery, validateDeliveryChoice } from '../delivery/slots';
import { getCart, isQuoteId } from '../cart/cart';
import { readCheckout, saveCheckout, validateCustomerStep, validatePaymentStep } from './checkout';
import {
  HOSTED_ISSUER_DESCRIPTION,
  PAYMENT_METHODS,
  paymentMethod as paymentMethodByCode,
  SHIPPING_INSURANCE,
  shippingOptionsFor,
} from './checkout-options';
import { STATUS_LABELS, type OrderStatus } from '#contract/rules/order-state';
import { orderToken } from './checkout-account';
import { customerForSession } from '../customer/customers';
import { applyPaymentWebhook, findOrderByNumber, ORDER_MESSAGES, placeOrder, retryPayment, type OrderDeps } from '../order/orders';

function quoteIdOf(c: Context<CommerceEnv>): string | null {
  const value = c.req.header('x-quote-id');
  return isQuoteId(value) ? value : null;
}

/** The cart's quote id when that cart has something in it, else null. */
async function filledQuoteId(c: Context<CommerceEnv>): Promise<string | null> {
  const quoteId = quoteIdOf(c);
  if (!quoteId) return null;
  const cart = await getCart(c.get('deps').database.db, quoteId);
  return cart.items.length > 0 ? quoteId : null;
}

export function orderDeps(c: Context<CommerceEnv>): OrderDeps {
  const { providers, config } = c.get('deps');
  return {
    payments: providers.payments,
    mailer: providers.mailer,
    logger: providers.logger,
    publicUrl: providers.payments.name === 'sandbox' ? '' : config.publicUrl,
    now: config.now,
    deliveryNow: () => promiseNow(config),
    alerts: { publicUrl: config.publicUrl, tokenSecret: config.tokenSecret },
  };
}

type CheckoutApp = ReturnType<typeof createRouter>;
const db = (c: Context<CommerceEnv>) => c.get('deps').database.db;

/** The checkout's state and its two steps (customer, payment). */
function registerSteps(app: CheckoutApp) {
  app.openapi(ops.getCheckout, async (c) => {
    const quoteId = quoteIdOf(c);
    const cart = await getCart(db(c), quoteId, promiseNow(c.get('deps').config));
    const details = quoteId ? await readCheckout(db(c), quoteId) : null;
    return c.json({ cart, details: details ?? {} }, 200);
  });

  app.openapi(ops.saveCustomerStep, async (c) => {
    const quoteId = await filledQuoteId(c);
    if (!quoteId) return c.json(errorBody('Je winkelwagen is leeg.'), 404);
    const { providers } = c.get('deps');
    const result = await validateCustomerStep(c.req.valid('json'), {
      addressLookup: providers.addressLookup,
      vatValidator: providers.vatValidator,
    });
    if (result.issues.length) {
      return c.json({ error: { message: 'Controleer de gemarkeerde velden.', issues: result.issues }, values: result.details }, 400);
    }
    const details = await saveCheckout(db(c), quoteId, result.details);
    return c.json({ details }, 200);
  });

  app.openapi(ops.savePaymentStep, savePaymentStep);
}

/** A 400 for a payment method the configured provider cannot take. */
const methodUnavailable = () => {
  const message = ORDER_MESSAGES.methodUnavailable;
  return { error: { message, issues: [{ path: 'selectedPaymentMethod', message }] } };
};

const savePaymentStep: RouteHandler<typeof ops.savePaymentStep, CommerceEnv> = async (c) => {
  const quoteId = await filledQuoteId(c);
  if (!quoteId) return c.json(errorBody('Je winkelwagen is leeg.'), 404);
  const { payments } = c.get('deps').providers;
  const body = c.req.valid('json');
  const asked = body.selectedPaymentMethod;
  if (typeof asked === 'string' && paymentMethodByCode(asked) && !payments.supportsMethod(asked)) return c.json(methodUnavailable(), 400);
  const result = validatePaymentStep(body, new Date(), (method) => payments.hostsIssuerChoice?.(method) === true);
  if (result.issues.length || !result.payment) {
    return c.json({ error: { message: result.issues[0]?.message ?? MESSAGES.payment_method, issues: result.issues } }, 400);
  }
  if (!payments.supportsMethod(result.payment.method)) return c.json(methodUnavailable(), 400);
  // Crew-delivered items: the day and part of day must be one offered in the customer's own region (ADR 0059).
  const offer = await offerFor(c, quoteId);
  let delivery: CheckoutDelivery | null = null;
  if (offer) {
    const chosen = validateDeliveryChoice(offer, body);
    if (!chosen.delivery) return c.json({ error: { message: chosen.issues[0]!.message, issues: chosen.issues } }, 400);
    delivery = chosen.delivery;
  }
  const details = await saveCheckout(
    db(c),
    quoteId,
    { payment: result.payment, shippingInsurance: result.shippingInsurance, delivery },
    result.shippingMethod,
  );
  return c.json({ details, cart: await getCart(db(c), quoteId, promiseNow(c.get('deps').config)) }, 200);
};

/** The crew delivery days for the cart's address, or null (no crew items, no address yet). */
async function offerFor(c: Context<CommerceEnv>, quoteId: string) {
  const details = await readCheckout(db(c), quoteId);
  const address = details?.sameDeliveryAddress === false && details.shipping ? details.shipping : details?.billing;
  return deliveryOffer(db(c), quoteId, address, promiseNow(c.get('deps').config));
}

/** What the steps offer: address completion, the VAT check, shipping and payment methods. */
function registerOptions(app: CheckoutApp) {
  app.openapi(ops.lookupPostcode, async (c) => {
    const q = c.req.valid('query');
    const country = (q.country_code ?? 'NL').toUpperCase();
    if (country !== 'NL' || !isValidZipcode(country, q.zipcode) || !/^\d{1,6}$/.test(q.house_number.trim())) {
      return c.json(errorBody(MESSAGES.zipcode, [{ path: 'zipcode', message: MESSAGES.zipcode }]), 400);
    }
    const found = await c
      .get('deps')
      .providers.addressLookup.lookup({
        zipcode: normaliseZipcode(q.zipcode),
        houseNumber: q.house_number.trim(),
        extension: q.extension,
        countryCode: country,
      })
      .catch(() => null);
    if (!found) return c.json(errorBody(MESSAGES.zipcode, [{ path: 'zipcode', message: MESSAGES.zipcode }]), 404);
    return c.json(found, 200);
  });

  app.openapi(ops.validateVatNumber, async (c) => {
    const q = c.req.valid('query');
    const vat = parseVatNumber(q.vat_number, (q.country_code ?? 'NL').toUpperCase());
    if (!vat) return c.json({ data: { valid: false } }, 200);
    const verdict = await c
      .get('deps')
      .providers.vatValidator.validate(vat.countryCode, `${vat.countryCode}${vat.number}`)
      .catch(() => 'unavailable' as const);
    return c.json({ data: { valid: verdict !== 'invalid' } }, 200);
  });

  app.openapi(ops.getShippingMethods, async (c) => {
    const cart = await getCart(db(c), quoteIdOf(c));
    const free = cart.totals.free_shipping_progress.reached;
    const details = cart.found ? await readCheckout(db(c), cart.quote_id) : null;
    return c.json(
      {
        shippingMethods: shippingOptionsFor(
          cart.items.some((line) => line.delivery_method === 'crew'),
          free,
        ),
        selected: cart.shipping_method,
        shippingInsurance: { ...SHIPPING_INSURANCE, selected: details?.shippingInsurance === true },
        delivery: cart.found ? await offerFor(c, cart.quote_id) : null,
        selectedDelivery: details?.delivery ?? null,
      },
      200,
    );
  });

  app.openapi(ops.getPaymentMethods, async (c) => {
    const quoteId = quoteIdOf(c);
    const details = quoteId ? await readCheckout(db(c), quoteId) : null;
    // Only what the configured provider can take (Mollie has no Billink or SprayPay).
    const { payments } = c.get('deps').providers;
    return c.json(
      {
        paymentMethods: PAYMENT_METHODS.filter((m) => payments.supportsMethod(m.code)).map(({ rules, ...m }) =>
          // iDEAL 2.0: when the provider's page asks for the bank, the shop lists none (docs/decisions/0040).
          payments.hostsIssuerChoice?.(m.code)
            ? { ...m, issuers: [], description: HOSTED_ISSUER_DESCRIPTION, rule_set: rules }
            : { ...m, rule_set: rules },
        ),
        foreignPaymentMethods: [],
        selected: details?.payment ?? null,
      },
      200,
    );
  });
}

/** Placing the order and paying (again). */
function registerPayment(app: CheckoutApp) {
  app.openapi(ops.placeOrder, async (c) => {
    const quoteId = quoteIdOf(c);
    if (!quoteId) return c.json(errorBody('Je winkelwagen is leeg.'), 400);
    const key = c.req.valid('header')['idempotency-key'];
    // A logged-in shopper's order lands in their account (X-Customer-Token, as on /v1/customer).
    const customer = await customerForSession(db(c), c.req.header('x-customer-token'));
    const placed = await placeOrder(db(c), { quoteId, idempotencyKey: key, customerId: customer?.id ?? null }, orderDeps(c));
    // The same token for a replay with the same key: it is derived, not stored.
    return c.json({ ...placed, order_token: orderToken(c.get('deps').config.tokenSecret, placed.order_number) }, 200);
  });

  app.openapi(ops.retryOrderPayment, async (c) => {
    return c.json(await retryPayment(db(c), c.req.valid('json').order_number, orderDeps(c)), 200);
  });
}

/** An order's status, its history, and the whole order. */
function registerOrders(app: CheckoutApp) {
  app.openapi(ops.getOrderStatus, async (c) => {
    const found = await findOrderByNumber(db(c), c.req.valid('param').id);
    if (!found) return c.json(errorBody('Deze bestelling bestaat niet.'), 404);
    return c.json({ order_number: found.order.number, status: found.order.status, label: STATUS_LABELS[found.order.status] }, 200);
  });

  app.openapi(ops.getOrderEvents, async (c) => {
    const found = await findOrderByNumber(db(c), c.req.valid('param').id);
    if (!found) return c.json(errorBody('Deze bestelling bestaat niet.'), 404);
    const { order, events } = found;
    return c.json(
      {
        order_number: order.number,
        status: order.status,
        events: events.map((e) => ({
          from: e.fromStatus,
          to: e.toStatus,
          label: STATUS_LABELS[e.toStatus as OrderStatus] ?? e.toStatus,
          note: e.note,
          at: e.createdAt.toISOString(),
        })),
      },
      200,
    );
  });

  app.openapi(ops.getOrder, async (c) => {
    const found = await findOrderByNumber(db(c), c.req.valid('param').id);
    if (!found) return c.json(errorBody('Deze bestelling bestaat niet.'), 404);
    return c.json({ ...orderDetail(found), delivery: await orderDelivery(db(c), found.order.id) }, 200);
  });
}

/** GET /v1/order/{id}: the order with its lines and events. */
function orderDetail({ order, lines, events }: NonNullable<Awaited<ReturnType<typeof findOrderByNumber>>>) {
  return {
    order_number: order.number,
    status: order.status,
    label: STATUS_LABELS[order.status],
    email: order.email,
    customer: order.customer as OrderDetail['customer'],
    billing_address: order.billingAddress as OrderDetail['billing_address'],
    shipping_address: order.shippingAddress as OrderDetail['shipping_address'],
    payment_method: order.paymentMethod,
    shipping_method: order.shippingMethod,
    discount_code: order.discountCode,
    totals: {
      sub_total: order.subTotal,
      discounts: order.discountTotal,
      shipping_costs: order.shippingCosts,
      payment_costs: order.paymentCosts,
      additional_costs: order.additionalCosts,
      grand_total: order.grandTotal,
    },
    lines: lines.map((l) => ({
      title: l.title,
      sku: l.sku,
      options: l.optionValues,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      row_total: l.rowTotal,
      variant_id: l.variantId,
      product_id: l.productId,
    })),
    // Dates go out as ISO strings (JSON), as they always did.
    events: events.map((e) => ({ from: e.fromStatus, to: e.toStatus, note: e.note, at: e.createdAt.toISOString() })),
    created_at: order.createdAt.toISOString(),
  };
}

export function createCheckoutRoutes() {
  const app = createRouter();
  registerSteps(app);
  registerOptions(app);
  registerPayment(app);
  registerOrders(app);
  return app;
}

/**
 * POST /v1/payments/webhook — called by the PSP with only `id`; public (no bearer token) and
 * idempotent. Answers 200 for anything it has handled so the PSP stops retrying.
 */
export function createWebhookRoutes() {
  const app = createRouter();
  app.openapi(ops.paymentWebhook, async (c) => {
    const { id } = c.req.valid('form');
    let result: Awaited<ReturnType<typeof applyPaymentWebhook>>;
    try {
      result = await applyPaymentWebhook(db(c), id, orderDeps(c));
    } catch (error) {
      // The provider could not be asked (down, time-out): it retries the webhook, and we answer so.
      c.get('deps').providers.logger.warn({ err: (error as Error).message }, 'webhook: payment status not fetched');
      return c.json(errorBody('De betaalstatus kon niet worden opgehaald; probeer het later opnieuw.'), 503, { 'Retry-After': '60' });
    }
    if (result === 'unknown') return c.json(errorBody('Onbekende betaling.'), 404);
    return c.json({ result }, 200);
  });
  return app;
}
