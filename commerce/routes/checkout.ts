// /v1/checkout and /v1/order — SPEC §7 Checkout and orders. The cart is named by X-Quote-Id.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createRouter, errorBody, ErrorSchema, errorResponses, notFoundResponse, type CommerceEnv } from '../http';
import { isValidZipcode, MESSAGES, normaliseZipcode } from '../../contract/rules/rules';
import { parseVatNumber } from '../../contract/rules/vat';
import { getCart, isQuoteId } from '../services/cart';
import { readCheckout, saveCheckout, validateCustomerStep, validatePaymentStep } from '../services/checkout';
import { HOSTED_ISSUER_DESCRIPTION, PAYMENT_METHODS, paymentMethod as paymentMethodByCode, SHIPPING_INSURANCE, SHIPPING_METHODS, shippingCost } from '../services/checkout-options';
import { STATUS_LABELS, type OrderStatus } from '../../contract/rules/order-state';
import { orderToken } from '../services/checkout-account';
import { customerForSession } from '../services/customers';
import { applyPaymentWebhook, findOrderByNumber, ORDER_MESSAGES, OrderError, placeOrder, retryPayment, type OrderDeps } from '../services/orders';

const QuoteHeader = z.object({ 'x-quote-id': z.string().max(64).optional() });
const conflict = {
  409: { description: 'Conflict (voorraad, kortingscode)', content: { 'application/json': { schema: ErrorSchema } } },
  503: { description: 'De betaalprovider is niet bereikbaar; er is niets geplaatst of betaald', content: { 'application/json': { schema: ErrorSchema } } },
};
// Answers whose shape is documented in prose; typed loosely so service types flow through.
const anyJson = (description: string) => ({ 200: { description, content: { 'application/json': { schema: z.any().openapi({ type: 'object' }) } } } });

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
  };
}

function orderError(c: Context<CommerceEnv>, error: unknown) {
  if (error instanceof OrderError) return c.json(errorBody(error.message), error.status);
  throw error;
}

export function createCheckoutRoutes() {
  const app = createRouter();
  const db = (c: Context<CommerceEnv>) => c.get('deps').database.db;

  app.openapi(
    createRoute({ method: 'get', path: '/v1/checkout', tags: ['checkout'], summary: 'Stand van de checkout: winkelwagen en ingevulde stappen', security: [{ Bearer: [] }], request: { headers: QuoteHeader }, responses: { ...anyJson('Checkout'), ...errorResponses } }),
    async (c) => {
      const quoteId = quoteIdOf(c);
      const cart = await getCart(db(c), quoteId);
      const details = quoteId ? await readCheckout(db(c), quoteId) : null;
      return c.json({ cart, details: details ?? {} }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/checkout/customer',
      tags: ['checkout'],
      summary: 'Stap 1: klantgegevens, factuur- en afleveradres (NL-adressen worden aangevuld)',
      security: [{ Bearer: [] }],
      request: { headers: QuoteHeader, body: { required: true, content: { 'application/json': { schema: z.record(z.unknown()) } } } },
      responses: { ...anyJson('Opgeslagen'), ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const quoteId = await filledQuoteId(c);
      if (!quoteId) return c.json(errorBody('Je winkelwagen is leeg.'), 404);
      const { providers } = c.get('deps');
      const result = await validateCustomerStep(c.req.valid('json'), { addressLookup: providers.addressLookup, vatValidator: providers.vatValidator });
      if (result.issues.length) {
        return c.json({ error: { message: 'Controleer de gemarkeerde velden.', issues: result.issues }, values: result.details }, 400);
      }
      const details = await saveCheckout(db(c), quoteId, result.details);
      return c.json({ details }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/checkout/postcode/autocomplete',
      tags: ['checkout'],
      summary: 'Straat en plaats bij postcode en huisnummer',
      security: [{ Bearer: [] }],
      request: { query: z.object({ zipcode: z.string().max(20), house_number: z.string().max(20), extension: z.string().max(50).optional(), country_code: z.string().max(2).optional() }) },
      responses: { 200: { description: 'Adres', content: { 'application/json': { schema: z.object({ street: z.string(), city: z.string() }) } } }, ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const country = (q.country_code ?? 'NL').toUpperCase();
      if (country !== 'NL' || !isValidZipcode(country, q.zipcode) || !/^\d{1,6}$/.test(q.house_number.trim())) {
        return c.json(errorBody(MESSAGES.zipcode, [{ path: 'zipcode', message: MESSAGES.zipcode }]), 400);
      }
      const found = await c
        .get('deps')
        .providers.addressLookup.lookup({ zipcode: normaliseZipcode(q.zipcode), houseNumber: q.house_number.trim(), extension: q.extension, countryCode: country })
        .catch(() => null);
      if (!found) return c.json(errorBody(MESSAGES.zipcode, [{ path: 'zipcode', message: MESSAGES.zipcode }]), 404);
      return c.json(found, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/checkout/vat/validate',
      tags: ['checkout'],
      summary: 'BTW-nummer controleren (een mislukte controle telt als geldig)',
      security: [{ Bearer: [] }],
      request: { query: z.object({ country_code: z.string().max(2).optional(), vat_number: z.string().max(40) }) },
      responses: { 200: { description: 'Uitkomst', content: { 'application/json': { schema: z.object({ data: z.object({ valid: z.boolean() }) }) } } }, ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const vat = parseVatNumber(q.vat_number, (q.country_code ?? 'NL').toUpperCase());
      if (!vat) return c.json({ data: { valid: false } }, 200);
      const verdict = await c.get('deps').providers.vatValidator.validate(vat.countryCode, `${vat.countryCode}${vat.number}`).catch(() => 'unavailable' as const);
      return c.json({ data: { valid: verdict !== 'invalid' } }, 200);
    },
  );

  app.openapi(
    createRoute({ method: 'get', path: '/v1/checkout/shippingmethod', tags: ['checkout'], summary: 'Verzendmethoden met kosten voor deze winkelwagen', security: [{ Bearer: [] }], request: { headers: QuoteHeader }, responses: { ...anyJson('Verzendmethoden'), ...errorResponses } }),
    async (c) => {
      const cart = await getCart(db(c), quoteIdOf(c));
      const free = cart.totals.free_shipping_progress.reached;
      const details = cart.found ? await readCheckout(db(c), cart.quote_id) : null;
      return c.json(
        {
          shippingMethods: SHIPPING_METHODS.map((m) => ({ ...m, price_incl: shippingCost(m.code, free) })),
          selected: cart.shipping_method,
          shippingInsurance: { ...SHIPPING_INSURANCE, selected: details?.shippingInsurance === true },
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({ method: 'get', path: '/v1/checkout/paymentmethod', tags: ['checkout'], summary: 'Betaalmethoden (PayPal 0,99)', security: [{ Bearer: [] }], request: { headers: QuoteHeader }, responses: { ...anyJson('Betaalmethoden'), ...errorResponses } }),
    async (c) => {
      const quoteId = quoteIdOf(c);
      const details = quoteId ? await readCheckout(db(c), quoteId) : null;
      // Only what the configured provider can take (Mollie has no Billink or SprayPay).
      const { payments } = c.get('deps').providers;
      return c.json(
        {
          paymentMethods: PAYMENT_METHODS.filter((m) => payments.supportsMethod(m.code)).map(({ rules, ...m }) =>
            // iDEAL 2.0: when the provider's page asks for the bank, the shop lists none (docs/decisions/0040).
            payments.hostsIssuerChoice?.(m.code) ? { ...m, issuers: [], description: HOSTED_ISSUER_DESCRIPTION, rule_set: rules } : { ...m, rule_set: rules },
          ),
          foreignPaymentMethods: [],
          selected: details?.payment ?? null,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/checkout/paymentmethod',
      tags: ['checkout'],
      summary: 'Stap 2: verzendmethode en betaalmethode met de velden die die methode vraagt',
      security: [{ Bearer: [] }],
      request: { headers: QuoteHeader, body: { required: true, content: { 'application/json': { schema: z.record(z.unknown()) } } } },
      responses: { ...anyJson('Opgeslagen'), ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const quoteId = await filledQuoteId(c);
      if (!quoteId) return c.json(errorBody('Je winkelwagen is leeg.'), 404);
      const asked = c.req.valid('json').selectedPaymentMethod;
      if (typeof asked === 'string' && paymentMethodByCode(asked) && !c.get('deps').providers.payments.supportsMethod(asked)) {
        const message = ORDER_MESSAGES.methodUnavailable;
        return c.json({ error: { message, issues: [{ path: 'selectedPaymentMethod', message }] } }, 400);
      }
      const { payments } = c.get('deps').providers;
      const result = validatePaymentStep(c.req.valid('json'), new Date(), (method) => payments.hostsIssuerChoice?.(method) === true);
      if (result.issues.length || !result.payment) {
        return c.json({ error: { message: result.issues[0]?.message ?? MESSAGES.payment_method, issues: result.issues } }, 400);
      }
      if (!c.get('deps').providers.payments.supportsMethod(result.payment.method)) {
        const message = ORDER_MESSAGES.methodUnavailable;
        return c.json({ error: { message, issues: [{ path: 'selectedPaymentMethod', message }] } }, 400);
      }
      const details = await saveCheckout(db(c), quoteId, { payment: result.payment, shippingInsurance: result.shippingInsurance }, result.shippingMethod);
      return c.json({ details, cart: await getCart(db(c), quoteId) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/checkout/payment-url',
      tags: ['checkout'],
      summary: 'Bestelling plaatsen en betaal-URL ontvangen (Idempotency-Key verplicht)',
      security: [{ Bearer: [] }],
      request: {
        headers: z.object({ 'x-quote-id': z.string().max(64).optional(), 'idempotency-key': z.string().min(8).max(200) }),
        body: { required: false, content: { 'application/json': { schema: z.object({ customer_id: z.number().int().optional() }) } } },
      },
      responses: {
        200: {
          description: 'De bestelling en waar de klant betaalt',
          content: {
            'application/json': {
              schema: z.object({
                order_number: z.string(),
                status: z.string(),
                payment_url: z.string().nullable(),
                grand_total: z.number().int(),
                order_token: z.string().openapi({ description: 'Bewijs dat deze aanvrager de bestelling plaatste (voor POST /v1/checkout/customer/account); bewaar het alleen bij deze shopper' }),
              }),
            },
          },
        },
        ...errorResponses,
        ...notFoundResponse,
        ...conflict,
      },
    }),
    async (c) => {
      const quoteId = quoteIdOf(c);
      if (!quoteId) return c.json(errorBody('Je winkelwagen is leeg.'), 400);
      const key = c.req.valid('header')['idempotency-key'];
      // A logged-in shopper's order lands in their account (X-Customer-Token, as on /v1/customer).
      const customer = await customerForSession(db(c), c.req.header('x-customer-token'));
      try {
        const placed = await placeOrder(db(c), { quoteId, idempotencyKey: key, customerId: customer?.id ?? null }, orderDeps(c));
        // The same token for a replay with the same key: it is derived, not stored.
        return c.json({ ...placed, order_token: orderToken(c.get('deps').config.tokenSecret, placed.order_number) }, 200);
      } catch (error) {
        return orderError(c, error);
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/order/payment-url',
      tags: ['order'],
      summary: 'Opnieuw betalen voor een bestelling',
      security: [{ Bearer: [] }],
      request: { body: { required: true, content: { 'application/json': { schema: z.object({ order_number: z.string().regex(/^DKBD\d{7}$/, 'Onbekend bestelnummer.') }) } } } },
      responses: { ...anyJson('Betaal-URL'), ...errorResponses, ...notFoundResponse, ...conflict },
    }),
    async (c) => {
      try {
        return c.json(await retryPayment(db(c), c.req.valid('json').order_number, orderDeps(c)), 200);
      } catch (error) {
        return orderError(c, error);
      }
    },
  );

  const OrderParam = z.object({ id: z.string().regex(/^DKBD\d{7}$/, 'Onbekend bestelnummer.') });

  app.openapi(
    createRoute({ method: 'get', path: '/v1/order/{id}/status', tags: ['order'], summary: 'Status van een bestelling', security: [{ Bearer: [] }], request: { params: OrderParam }, responses: { ...anyJson('Status'), ...errorResponses, ...notFoundResponse } }),
    async (c) => {
      const found = await findOrderByNumber(db(c), c.req.valid('param').id);
      if (!found) return c.json(errorBody('Deze bestelling bestaat niet.'), 404);
      return c.json({ order_number: found.order.number, status: found.order.status, label: STATUS_LABELS[found.order.status] }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/order/{id}/event',
      tags: ['order'],
      summary: 'Statusgeschiedenis van een bestelling, oudste eerst (dezelfde gebeurtenissen als in GET /v1/order/{id})',
      security: [{ Bearer: [] }],
      request: { params: OrderParam },
      responses: {
        200: {
          description: 'Gebeurtenissen',
          content: {
            'application/json': {
              schema: z.object({
                order_number: z.string(),
                status: z.string(),
                events: z.array(z.object({ from: z.string().nullable(), to: z.string(), label: z.string(), note: z.string(), at: z.string() })),
              }),
            },
          },
        },
        ...errorResponses,
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const found = await findOrderByNumber(db(c), c.req.valid('param').id);
      if (!found) return c.json(errorBody('Deze bestelling bestaat niet.'), 404);
      const { order, events } = found;
      return c.json(
        {
          order_number: order.number,
          status: order.status,
          events: events.map((e) => ({ from: e.fromStatus, to: e.toStatus, label: STATUS_LABELS[e.toStatus as OrderStatus] ?? e.toStatus, note: e.note, at: e.createdAt.toISOString() })),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({ method: 'get', path: '/v1/order/{id}', tags: ['order'], summary: 'Een bestelling met regels en statusgeschiedenis', security: [{ Bearer: [] }], request: { params: OrderParam }, responses: { ...anyJson('Bestelling'), ...errorResponses, ...notFoundResponse } }),
    async (c) => {
      const found = await findOrderByNumber(db(c), c.req.valid('param').id);
      if (!found) return c.json(errorBody('Deze bestelling bestaat niet.'), 404);
      const { order, lines, events } = found;
      return c.json(
        {
          order_number: order.number,
          status: order.status,
          label: STATUS_LABELS[order.status],
          email: order.email,
          customer: order.customer,
          billing_address: order.billingAddress,
          shipping_address: order.shippingAddress,
          payment_method: order.paymentMethod,
          shipping_method: order.shippingMethod,
          discount_code: order.discountCode,
          totals: { sub_total: order.subTotal, discounts: order.discountTotal, shipping_costs: order.shippingCosts, payment_costs: order.paymentCosts, additional_costs: order.additionalCosts, grand_total: order.grandTotal },
          lines: lines.map((l) => ({ title: l.title, sku: l.sku, options: l.optionValues, quantity: l.quantity, unit_price: l.unitPrice, row_total: l.rowTotal, variant_id: l.variantId, product_id: l.productId })),
          events: events.map((e) => ({ from: e.fromStatus, to: e.toStatus, note: e.note, at: e.createdAt })),
          created_at: order.createdAt,
        },
        200,
      );
    },
  );
  return app;
}

/**
 * POST /v1/payments/webhook — called by the PSP with only `id`; public (no bearer token) and
 * idempotent. Answers 200 for anything it has handled so the PSP stops retrying.
 */
export function createWebhookRoutes() {
  const app = createRouter();
  app.post('/v1/payments/webhook', async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const id = typeof body.id === 'string' ? body.id : '';
    if (!/^[A-Za-z0-9_]{4,100}$/.test(id)) return c.json(errorBody('Onbekende betaling.'), 400);
    let result: Awaited<ReturnType<typeof applyPaymentWebhook>>;
    try {
      result = await applyPaymentWebhook(c.get('deps').database.db, id, orderDeps(c));
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
