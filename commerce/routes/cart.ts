// /v1/cart — SPEC §7 Cart. The cart is named by its quote_id in the `X-Quote-Id` header; adding to
// a missing or unknown cart starts a new one, whose quote_id the answer carries.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createRouter, errorBody, errorResponses, notFoundResponse, type CommerceEnv } from '../http';
import { addItem, applyDiscount, CartError, getCart, isQuoteId, MAX_LINE_QUANTITY, removeDiscount, removeItem, updateItem } from '../services/cart';
import { mergeCartsAtLogin } from '../services/cart-merge';
import { configureLine } from '../services/configurator';
import { customerForSession } from '../services/customers';

const QUANTITY_MESSAGE = `Kies een aantal van 1 tot en met ${MAX_LINE_QUANTITY}.`;
const quantity = z.coerce
  .number({ invalid_type_error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE);
const id = z.coerce.number({ invalid_type_error: 'Kies een product.' }).int('Kies een product.').positive('Kies een product.').max(2_147_483_647, 'Kies een product.');

const CartLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  url: z.string(),
  brand: z.string(),
  categories: z.array(z.object({ name: z.string() })).openapi({ description: 'Voor analytics (SPEC §3): de hoofdcategorie van het product' }),
  thumbnail: z.string().nullable(),
  options: z.array(z.string()),
  quantity: z.number().int(),
  price: z.number().int(),
  price_old: z.number().int().nullable(),
  row_total: z.number().int(),
  stock: z.number().int(),
  available: z.boolean(),
  custom: z.unknown(),
});

export const CartSchema = z
  .object({
    quote_id: z.string(),
    found: z.boolean(),
    items: z.array(CartLineSchema),
    totals: z.object({
      total_quantity: z.number().int(),
      sub_total: z.number().int(),
      sub_total_old: z.number().int(),
      sub_total_diff: z.number().int(),
      discounts: z.number().int(),
      shipping_costs: z.number().int(),
      payment_costs: z.number().int(),
      additional_costs: z.number().int(),
      grand_total: z.number().int(),
      total: z.number().int(),
      free_shipping_progress: z.object({ threshold: z.number().int(), remaining: z.number().int(), percentage: z.number().int(), reached: z.boolean() }),
      promo_progress: z
        .object({ code: z.string(), description: z.string(), threshold: z.number().int(), remaining: z.number().int(), percentage: z.number().int(), reached: z.boolean(), applied: z.boolean() })
        .nullable()
        .openapi({ description: 'Voortgang naar de code van GET /v1/content/cart-promo (op het subtotaal); null zonder actieve winkelwagenpromo' }),
    }),
    shipping_method: z.string(),
    applied_code: z.string().nullable(),
  })
  .openapi('Cart');

const QuoteHeader = z.object({ 'x-quote-id': z.string().max(64).optional() });
const cartAnswer = { 200: { description: 'De winkelwagen', content: { 'application/json': { schema: CartSchema } } } };
const conflict = { 409: { description: 'Niet (genoeg) op voorraad', content: { 'application/json': { schema: errorResponses[400].content['application/json'].schema } } } };

function quoteIdOf(c: Context<CommerceEnv>): string | null {
  const value = c.req.header('x-quote-id');
  return isQuoteId(value) ? value : null;
}

function cartError(c: Context<CommerceEnv>, error: unknown) {
  if (error instanceof CartError) {
    const body = errorBody(error.message, error.field ? [{ path: error.field, message: error.message }] : undefined);
    return c.json(body, error.status);
  }
  throw error;
}

export function createCartRoutes() {
  const app = createRouter();
  const db = (c: Context<CommerceEnv>) => c.get('deps').database.db;

  app.openapi(
    createRoute({ method: 'get', path: '/v1/cart', tags: ['cart'], summary: 'De winkelwagen', security: [{ Bearer: [] }], request: { headers: QuoteHeader }, responses: { ...cartAnswer, ...errorResponses } }),
    async (c) => c.json(await getCart(db(c), quoteIdOf(c)), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cart/item',
      tags: ['cart'],
      summary: 'Product toevoegen (item_id = variant-id); de prijs bepaalt de server',
      security: [{ Bearer: [] }],
      request: {
        headers: QuoteHeader,
        body: { required: true, content: { 'application/json': { schema: z.object({ item_id: id, quantity, custom: z.record(z.unknown()).optional() }) } } },
      },
      responses: { ...cartAnswer, ...errorResponses, ...notFoundResponse, ...conflict },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const customer = await customerForSession(db(c), c.req.header('x-customer-token'));
      try {
        // A configurable boxspring is priced from its configuration; a posted price is ignored.
        const configured = await configureLine(db(c), body.item_id, body.custom ?? null);
        const custom = configured ? configured.custom : (body.custom ?? null);
        return c.json(await addItem(db(c), quoteIdOf(c), body.item_id, body.quantity, custom, customer?.id ?? null, configured?.unitPrice ?? null), 200);
      } catch (error) {
        return cartError(c, error);
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/v1/cart/item',
      tags: ['cart'],
      summary: 'Aantal van een regel wijzigen (item_id = regel-id)',
      security: [{ Bearer: [] }],
      request: { headers: QuoteHeader, body: { required: true, content: { 'application/json': { schema: z.object({ item_id: id, quantity }) } } } },
      responses: { ...cartAnswer, ...errorResponses, ...notFoundResponse, ...conflict },
    }),
    async (c) => {
      const quoteId = quoteIdOf(c);
      if (!quoteId) return c.json(errorBody('Deze winkelwagen bestaat niet.'), 404);
      const body = c.req.valid('json');
      try {
        return c.json(await updateItem(db(c), quoteId, body.item_id, body.quantity), 200);
      } catch (error) {
        return cartError(c, error);
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/v1/cart/item',
      tags: ['cart'],
      summary: 'Regel verwijderen (item_id = regel-id)',
      security: [{ Bearer: [] }],
      request: { headers: QuoteHeader, query: z.object({ item_id: id }) },
      responses: { ...cartAnswer, ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const quoteId = quoteIdOf(c);
      if (!quoteId) return c.json(errorBody('Deze winkelwagen bestaat niet.'), 404);
      return c.json(await removeItem(db(c), quoteId, c.req.valid('query').item_id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cart/discount',
      tags: ['cart'],
      summary: 'Kortingscode toepassen',
      security: [{ Bearer: [] }],
      request: {
        headers: QuoteHeader,
        body: { required: true, content: { 'application/json': { schema: z.object({ discount_code: z.string().trim().min(1, 'Vul een kortingscode in.').max(50, 'Deze kortingscode bestaat niet.') }) } } },
      },
      responses: { ...cartAnswer, ...errorResponses, ...notFoundResponse, ...conflict },
    }),
    async (c) => {
      const quoteId = quoteIdOf(c);
      if (!quoteId) return c.json(errorBody('Je winkelwagen is nog leeg.', [{ path: 'discount_code', message: 'Je winkelwagen is nog leeg.' }]), 400);
      try {
        return c.json(await applyDiscount(db(c), quoteId, c.req.valid('json').discount_code), 200);
      } catch (error) {
        return cartError(c, error);
      }
    },
  );

  app.openapi(
    createRoute({ method: 'delete', path: '/v1/cart/discount', tags: ['cart'], summary: 'Kortingscode verwijderen', security: [{ Bearer: [] }], request: { headers: QuoteHeader }, responses: { ...cartAnswer, ...errorResponses, ...notFoundResponse } }),
    async (c) => {
      const quoteId = quoteIdOf(c);
      if (!quoteId) return c.json(errorBody('Deze winkelwagen bestaat niet.'), 404);
      return c.json(await removeDiscount(db(c), quoteId), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cart/merge',
      tags: ['cart'],
      summary: 'Bij inloggen: de winkelwagen van deze browser samenvoegen met die van de klant. Een winkelwagen van een andere klant wordt genegeerd; zonder eigen winkelwagen is quote_id leeg.',
      security: [{ Bearer: [] }],
      request: { headers: QuoteHeader.extend({ 'x-customer-token': z.string().max(200) }) },
      responses: { ...cartAnswer, ...errorResponses },
    }),
    async (c) => {
      const customer = await customerForSession(db(c), c.req.valid('header')['x-customer-token']);
      if (!customer) return c.json(errorBody('Niet aangemeld als klant.'), 401);
      return c.json(await mergeCartsAtLogin(db(c), quoteIdOf(c), customer.id), 200);
    },
  );
  return app;
}
