// /v1/cart — docs/requirements/cart.md#api Cart. The cart is named by its quote_id in the `X-Quote-Id` header; adding to
// a missing or unknown cart starts a new one, whose quote_id the answer carries.
import { answer, defineOperation, errorResponses, ErrorSchema, jsonBody, notFoundResponse, z } from '../operation';
import { CartSchema, MAX_LINE_QUANTITY } from '../schemas/cart';

const QUANTITY_MESSAGE = `Kies een aantal van 1 tot en met ${MAX_LINE_QUANTITY}.`;
const quantity = z.coerce
  .number({ invalid_type_error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE);
const id = z.coerce
  .number({ invalid_type_error: 'Kies een product.' })
  .int('Kies een product.')
  .positive('Kies een product.')
  .max(2_147_483_647, 'Kies een product.');

export const QuoteHeader = z.object({ 'x-quote-id': z.string().max(64).optional() });
const cartAnswer = { 200: answer('De winkelwagen', CartSchema) };
const conflict = { 409: answer('Niet (genoeg) op voorraad', ErrorSchema) };
const base = { tags: ['cart'], security: [{ Bearer: [] }] };

export const getCart = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/cart',
  summary: 'De winkelwagen',
  request: { headers: QuoteHeader },
  responses: { ...cartAnswer, ...errorResponses },
});

export const addCartItem = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/cart/item',
  summary: 'Product toevoegen (item_id = variant-id); de prijs bepaalt de server',
  request: {
    headers: QuoteHeader.extend({ 'x-customer-token': z.string().max(200).optional() }),
    body: jsonBody(z.object({ item_id: id, quantity, custom: z.record(z.unknown()).optional() })),
  },
  responses: { ...cartAnswer, ...errorResponses, ...notFoundResponse, ...conflict },
});

export const updateCartItem = defineOperation({
  ...base,
  method: 'put',
  path: '/v1/cart/item',
  summary: 'Aantal van een regel wijzigen (item_id = regel-id)',
  request: { headers: QuoteHeader, body: jsonBody(z.object({ item_id: id, quantity })) },
  responses: { ...cartAnswer, ...errorResponses, ...notFoundResponse, ...conflict },
});

export const removeCartItem = defineOperation({
  ...base,
  method: 'delete',
  path: '/v1/cart/item',
  summary: 'Regel verwijderen (item_id = regel-id)',
  request: { headers: QuoteHeader, query: z.object({ item_id: id }) },
  responses: { ...cartAnswer, ...errorResponses, ...notFoundResponse },
});

export const applyDiscountCode = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/cart/discount',
  summary: 'Kortingscode toepassen',
  request: {
    headers: QuoteHeader,
    body: jsonBody(
      z.object({ discount_code: z.string().trim().min(1, 'Vul een kortingscode in.').max(50, 'Deze kortingscode bestaat niet.') }),
    ),
  },
  responses: { ...cartAnswer, ...errorResponses, ...notFoundResponse, ...conflict },
});

export const removeDiscountCode = defineOperation({
  ...base,
  method: 'delete',
  path: '/v1/cart/discount',
  summary: 'Kortingscode verwijderen',
  request: { headers: QuoteHeader },
  responses: { ...cartAnswer, ...errorResponses, ...notFoundResponse },
});

export const mergeCarts = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/cart/merge',
  summary:
    'Bij inloggen: de winkelwagen van deze browser samenvoegen met die van de klant. Een winkelwagen van een andere klant wordt genegeerd; zonder eigen winkelwagen is quote_id leeg.',
  request: { headers: QuoteHeader.extend({ 'x-customer-token': z.string().max(200) }) },
  responses: { ...cartAnswer, ...errorResponses },
});
