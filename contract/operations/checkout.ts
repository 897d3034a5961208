// /v1/checkout and /v1/order — docs/requirements/checkout-and-payment.md#api Checkout and orders. The cart is named by its quote_id in
// the `X-Quote-Id` header.
//
// The two step bodies (POST /v1/checkout/customer, POST /v1/checkout/paymentmethod) are validated
// field by field by the API's checkout service, with a Dutch message per field. Their schemas here
// describe what the service reads; a field of another type counts as left out (`asRead`), so the
// service, not this schema, answers it — as it did when the bodies were any JSON object.
import { answer, defineOperation, errorResponses, ErrorSchema, jsonBody, notFoundResponse, z } from '../operation';
import { CartSchema } from '../schemas/cart';
import {
  CheckoutDetailsSchema,
  OrderDetailSchema,
  OrderEventsSchema,
  OrderStateSchema,
  PaymentAnswerSchema,
  PaymentMethodsSchema,
  PlacedOrderSchema,
  ShippingMethodsSchema,
} from '../schemas/checkout';
import { ORDER_NUMBER } from '../rules/order-number';

export const QuoteHeader = z.object({ 'x-quote-id': z.string().max(64).optional() });
const base = { security: [{ Bearer: [] }] };
const checkout = { ...base, tags: ['checkout'] };
const order = { ...base, tags: ['order'] };
const conflict = {
  409: answer('Conflict (voorraad, kortingscode)', ErrorSchema),
  503: answer('De betaalprovider is niet bereikbaar; er is niets geplaatst of betaald', ErrorSchema),
};

/**
 * A field as the checkout service reads it: a value the schema does not describe is passed on as
 * `fallback` (what the service makes of such a value: '' for text, false for a yes/no), so the
 * service's own Dutch message answers it rather than a generic 400.
 */
function asRead<S extends z.ZodTypeAny>(schema: S, fallback?: z.input<S>) {
  return z.preprocess((value) => (schema.safeParse(value).success ? value : fallback), schema) as unknown as z.ZodEffects<
    S,
    z.output<S>,
    z.input<S>
  >;
}

const text = () => asRead(z.string().optional());
/** true, 'true', 'on' and '1' are yes; anything else no. */
const yesNo = () => asRead(z.union([z.boolean(), z.string()]).optional(), false);
/** A count (ADR 0069): a whole number as number or text; any other value reaches the service as '?', which refuses it in Dutch. */
const count = () => asRead(z.union([z.number(), z.string()]).optional(), '?');

const AddressInput = z
  .object({
    first_name: text(),
    last_name: text(),
    zipcode: text(),
    house_number: text(),
    extension: text(),
    street: text().openapi({ description: 'Voor NL aangevuld uit de postcode' }),
    city: text().openapi({ description: 'Voor NL aangevuld uit de postcode' }),
    country_code: text().openapi({ description: 'NL (standaard) of BE' }),
  })
  .passthrough();

export const CustomerStepSchema = z
  .object({
    customer: asRead(
      z
        .object({
          type: asRead(z.enum(['private', 'company']).optional()),
          first_name: text(),
          last_name: text(),
          email: text(),
          phone: text(),
          company: text(),
          vat_number: text(),
          coc_number: text(),
        })
        .passthrough()
        .optional(),
    ),
    billing: asRead(AddressInput.optional()).openapi({ description: 'Factuuradres (de namen zijn die van de klant)' }),
    sameDeliveryAddress: yesNo().openapi({ description: 'Afleveradres gelijk aan het factuuradres; standaard ja' }),
    shipping: asRead(AddressInput.optional()).openapi({ description: 'Afleveradres met namen, alleen bij sameDeliveryAddress nee' }),
  })
  .passthrough()
  .openapi('CustomerStep');

export const PaymentStepSchema = z
  .object({
    selectedPaymentMethod: text(),
    issuer: text().openapi({ description: 'De bank bij iDEAL, tenzij de betaalprovider er zelf naar vraagt' }),
    shipping_method: text().openapi({ description: 'Standaard postnl' }),
    shipping_insurance: yesNo(),
    delivery_date: text().openapi({ description: 'Bezorgdag YYYY-MM-DD, bij artikelen die onze bezorgers brengen' }),
    delivery_slot: text().openapi({ description: 'ochtend, middag of avond' }),
    service_assembly: yesNo(),
    service_takeback: yesNo(),
    service_takeback_pieces: count().openapi({
      description: 'Aantal oude matrassen of bedden retour, 1 tot en met de stuks die onze bezorgers brengen; standaard 1',
    }),
    service_floors: count().openapi({
      description: 'Verdiepingen naar boven dragen zonder lift, 0 tot en met 10; standaard 0 (begane grond of lift)',
    }),
    customer: asRead(
      z
        .object({ dob: text(), gender: text(), phone: text(), installment: text(), terms: yesNo() })
        .passthrough()
        .optional()
        .openapi({ description: 'De velden die de betaalmethode vraagt (rule_set)' }),
    ),
  })
  .passthrough()
  .openapi('PaymentStep');

/** A refused customer step: the messages, and the details as they would have been saved (street and city emptied when the postcode is unknown). */
const CustomerStepRefusalSchema = z.object({ error: ErrorSchema.shape.error, values: CheckoutDetailsSchema.optional() });

const OrderNumber = z.string().regex(ORDER_NUMBER, 'Onbekend bestelnummer.');
const OrderParam = z.object({ id: OrderNumber });

export const getCheckout = defineOperation({
  ...checkout,
  method: 'get',
  path: '/v1/checkout',
  summary: 'Stand van de checkout: winkelwagen en ingevulde stappen',
  request: { headers: QuoteHeader },
  responses: { 200: answer('Checkout', z.object({ cart: CartSchema, details: CheckoutDetailsSchema })), ...errorResponses },
});

export const saveCustomerStep = defineOperation({
  ...checkout,
  method: 'post',
  path: '/v1/checkout/customer',
  summary: 'Stap 1: klantgegevens, factuur- en afleveradres (NL-adressen worden aangevuld)',
  request: { headers: QuoteHeader, body: jsonBody(CustomerStepSchema) },
  responses: {
    200: answer('Opgeslagen', z.object({ details: CheckoutDetailsSchema })),
    ...errorResponses,
    400: answer('Ongeldige aanvraag', CustomerStepRefusalSchema),
    ...notFoundResponse,
  },
});

export const lookupPostcode = defineOperation({
  ...checkout,
  method: 'get',
  path: '/v1/checkout/postcode/autocomplete',
  summary: 'Straat en plaats bij postcode en huisnummer',
  request: {
    query: z.object({
      zipcode: z.string().max(20),
      house_number: z.string().max(20),
      extension: z.string().max(50).optional(),
      country_code: z.string().max(2).optional(),
    }),
  },
  responses: { 200: answer('Adres', z.object({ street: z.string(), city: z.string() })), ...errorResponses, ...notFoundResponse },
});

export const validateVatNumber = defineOperation({
  ...checkout,
  method: 'get',
  path: '/v1/checkout/vat/validate',
  summary: 'BTW-nummer controleren (een mislukte controle telt als geldig)',
  request: { query: z.object({ country_code: z.string().max(2).optional(), vat_number: z.string().max(40) }) },
  responses: { 200: answer('Uitkomst', z.object({ data: z.object({ valid: z.boolean() }) })), ...errorResponses },
});

export const getShippingMethods = defineOperation({
  ...checkout,
  method: 'get',
  path: '/v1/checkout/shippingmethod',
  summary: 'Verzendmethoden met kosten voor deze winkelwagen',
  request: { headers: QuoteHeader },
  responses: { 200: answer('Verzendmethoden', ShippingMethodsSchema), ...errorResponses },
});

export const getPaymentMethods = defineOperation({
  ...checkout,
  method: 'get',
  path: '/v1/checkout/paymentmethod',
  summary: 'Betaalmethoden (PayPal 0,99)',
  request: { headers: QuoteHeader },
  responses: { 200: answer('Betaalmethoden', PaymentMethodsSchema), ...errorResponses },
});

export const savePaymentStep = defineOperation({
  ...checkout,
  method: 'post',
  path: '/v1/checkout/paymentmethod',
  summary: 'Stap 2: verzendmethode en betaalmethode met de velden die die methode vraagt',
  request: { headers: QuoteHeader, body: jsonBody(PaymentStepSchema) },
  responses: {
    200: answer('Opgeslagen', z.object({ details: CheckoutDetailsSchema, cart: CartSchema })),
    ...errorResponses,
    ...notFoundResponse,
  },
});

export const placeOrder = defineOperation({
  ...checkout,
  method: 'post',
  path: '/v1/checkout/payment-url',
  summary: 'Bestelling plaatsen en betaal-URL ontvangen (Idempotency-Key verplicht)',
  request: {
    headers: z.object({
      'x-quote-id': z.string().max(64).optional(),
      'idempotency-key': z.string().min(8).max(200),
      'x-customer-token': z.string().optional().openapi({ description: 'Een ingelogde klant: de bestelling komt in zijn account' }),
    }),
    body: { required: false, content: { 'application/json': { schema: z.object({ customer_id: z.number().int().optional() }) } } },
  },
  responses: {
    200: answer('De bestelling en waar de klant betaalt', PlacedOrderSchema),
    ...errorResponses,
    ...notFoundResponse,
    ...conflict,
  },
});

export const retryOrderPayment = defineOperation({
  ...order,
  method: 'post',
  path: '/v1/order/payment-url',
  summary: 'Opnieuw betalen voor een bestelling',
  request: { body: jsonBody(z.object({ order_number: OrderNumber })) },
  responses: { 200: answer('Betaal-URL', PaymentAnswerSchema), ...errorResponses, ...notFoundResponse, ...conflict },
});

export const getOrderStatus = defineOperation({
  ...order,
  method: 'get',
  path: '/v1/order/{id}/status',
  summary: 'Status van een bestelling',
  request: { params: OrderParam },
  responses: { 200: answer('Status', OrderStateSchema), ...errorResponses, ...notFoundResponse },
});

export const getOrderEvents = defineOperation({
  ...order,
  method: 'get',
  path: '/v1/order/{id}/event',
  summary: 'Statusgeschiedenis van een bestelling, oudste eerst (dezelfde gebeurtenissen als in GET /v1/order/{id})',
  request: { params: OrderParam },
  responses: { 200: answer('Gebeurtenissen', OrderEventsSchema), ...errorResponses, ...notFoundResponse },
});

export const getOrder = defineOperation({
  ...order,
  method: 'get',
  path: '/v1/order/{id}',
  summary: 'Een bestelling met regels en statusgeschiedenis',
  request: { params: OrderParam },
  responses: { 200: answer('Bestelling', OrderDetailSchema), ...errorResponses, ...notFoundResponse },
});

/** The payment's id as a provider sends it (Mollie `tr_…`, the sandbox's own ids). */
const ProviderPaymentId = z.string().regex(/^[A-Za-z0-9_]{4,100}$/, 'Onbekende betaling.');

/**
 * The payment provider's webhook (Mollie, the sandbox): a form with only the payment's id. It is
 * public and carries no proof, so the status is always fetched from the provider, never read from
 * the body; a replay changes nothing (ADR 0029).
 */
export const paymentWebhook = defineOperation({
  tags: ['checkout'],
  method: 'post',
  path: '/v1/payments/webhook',
  summary: 'Betaalstatus bijwerken (webhook van de betaalprovider)',
  request: {
    body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: z.object({ id: ProviderPaymentId }) } } },
  },
  responses: {
    200: answer(
      'Verwerkt: de status van de provider is toegepast, was al bekend, past niet bij de bestelling, of is een terugbetaling',
      z.object({ result: z.enum(['applied', 'unchanged', 'mismatch', 'refunded']) }),
    ),
    400: answer('Ongeldig betaal-id', ErrorSchema),
    ...notFoundResponse,
    503: answer('De betaalstatus kon niet worden opgehaald; de provider probeert het later opnieuw', ErrorSchema),
  },
});
