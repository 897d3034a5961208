// /v1/customer — addresses, orders with invoices, newsletter subscription and return requests.
// Every address, order and invoice call is scoped to the logged-in customer: another customer's
// order answers 404, exactly like one that does not exist.
import { BillingAddressSchema, ShippingAddressSchema } from '../forms/address';
import { NewsletterSchema, TokenSchema } from '../forms/customer';
import { ReturnRequestSchema } from '../forms/returns';
import { answer, defineOperation, jsonBody, z } from '../operation';
import { AddressAnswerSchema, MessageSchema, OrderDetailSchema, OrderSummarySchema, SubscriptionSchema } from '../schemas/customer';
import { customerBase, CustomerHeaders, conflict, customerErrors, notFound, tooMany } from './customer';

const headers = { headers: CustomerHeaders };
const OrderParam = z.object({ id: z.string().max(20).openapi({ description: 'Bestelnummer (DKBD…) of id', example: 'DKBD1000001' }) });
const KindParam = z.object({
  kind: z.enum(['billing', 'shipping'], { errorMap: () => ({ message: 'Kies factuuradres of afleveradres.' }) }),
});
const savedAddress = { 200: answer('Opgeslagen', AddressAnswerSchema.extend({ message: z.string() })), ...customerErrors };

export const getAddress = defineOperation({
  ...customerBase,
  method: 'get',
  path: '/v1/customer/address/{kind}',
  summary: 'Factuur- of afleveradres van de ingelogde klant',
  request: { ...headers, params: KindParam },
  responses: { 200: answer('Het adres (null als het nog niet is ingevuld)', AddressAnswerSchema), ...customerErrors },
});

export const saveBillingAddress = defineOperation({
  ...customerBase,
  method: 'put',
  path: '/v1/customer/address/billing',
  summary: 'Factuuradres opslaan (sameDeliveryAddress: ook als afleveradres)',
  request: { ...headers, body: jsonBody(BillingAddressSchema) },
  responses: savedAddress,
});

export const saveShippingAddress = defineOperation({
  ...customerBase,
  method: 'put',
  path: '/v1/customer/address/shipping',
  summary: 'Afleveradres opslaan',
  request: { ...headers, body: jsonBody(ShippingAddressSchema) },
  responses: savedAddress,
});

export const listOrders = defineOperation({
  ...customerBase,
  method: 'get',
  path: '/v1/customer/orders',
  summary: 'Bestellingen van de ingelogde klant, nieuwste eerst',
  request: headers,
  responses: { 200: answer('Bestellingen', z.object({ orders: z.array(OrderSummarySchema) })), ...customerErrors },
});

export const getOrder = defineOperation({
  ...customerBase,
  method: 'get',
  path: '/v1/customer/orders/{id}',
  summary: 'Eén bestelling met regels, totalen en statusgeschiedenis (alleen de eigen bestellingen)',
  request: { ...headers, params: OrderParam },
  responses: { 200: answer('Bestelling', z.object({ order: OrderDetailSchema })), ...customerErrors, ...notFound },
});

/** A PDF answer: the storefront reads it raw (commerce.requestRaw), not through `call`. */
export const getInvoice = defineOperation({
  ...customerBase,
  method: 'get',
  path: '/v1/customer/orders/{id}/invoice',
  summary: 'Factuur (PDF) van een betaalde bestelling, met BTW-specificatie',
  request: { ...headers, params: OrderParam },
  responses: {
    200: { description: 'De factuur', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...customerErrors,
    ...notFound,
  },
});

export const getSubscription = defineOperation({
  ...customerBase,
  method: 'get',
  path: '/v1/customer/subscription',
  summary: 'Nieuwsbriefinschrijving van de ingelogde klant (alleen het eigen adres; gasten krijgen 401)',
  request: { ...headers, query: z.object({ email: z.string().max(255).optional() }) },
  responses: { 200: answer('Inschrijving', z.object({ subscription: SubscriptionSchema.nullable() })), ...customerErrors },
});

export const subscribe = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/subscription',
  summary: 'Aanmelden voor de nieuwsbrief (double opt-in). Altijd 202 met dezelfde tekst.',
  request: { ...headers, body: jsonBody(NewsletterSchema) },
  responses: { 202: answer('Bevestigingsmail verstuurd (als dat nodig is)', MessageSchema), ...customerErrors, ...tooMany },
});

export const confirmSubscription = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/subscription/confirm',
  summary: 'Aanmelding bevestigen met de link uit de mail',
  request: { ...headers, body: jsonBody(TokenSchema) },
  responses: { 200: answer('Bevestigd', z.object({ subscription: SubscriptionSchema })), ...customerErrors },
});

export const unsubscribe = defineOperation({
  ...customerBase,
  method: 'delete',
  path: '/v1/customer/subscription/{id}',
  summary: 'Afmelden voor de nieuwsbrief (alleen de eigen inschrijving)',
  request: { ...headers, params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
  responses: { 200: answer('Afgemeld', z.object({ subscription: SubscriptionSchema })), ...customerErrors, ...notFound },
});

export const requestReturn = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/service-fee-request',
  summary:
    'Retourverzoek (vloerkleed ophalen tegen servicekosten). Werkt voor gasten: de bestelling wordt gevonden met bestelnummer + postcode.',
  request: { ...headers, body: jsonBody(ReturnRequestSchema) },
  responses: {
    202: answer('Ontvangen', MessageSchema.extend({ order_number: z.string() })),
    ...customerErrors,
    ...notFound,
    ...conflict,
    ...tooMany,
  },
});
