// /v1/cart — the handlers of the cart operations (contract/operations/cart.ts defines them).
import type { Context } from 'hono';
import * as ops from '#contract/operations/cart';
import { createRouter, errorBody, type CommerceEnv } from '../http';
import { addItem, applyDiscount, getCart, isQuoteId, removeDiscount, removeItem, updateItem } from './cart';
import { mergeCartsAtLogin } from './cart-merge';
import { configureLine } from './configurator';
import { customerForSession } from '../customer/customers';
import { promiseNow } from '../delivery/promise';

function quoteIdOf(c: Context<CommerceEnv>): string | null {
  const value = c.req.header('x-quote-id');
  return isQuoteId(value) ? value : null;
}

export function createCartRoutes() {
  const app = createRouter();
  const db = (c: Context<CommerceEnv>) => c.get('deps').database.db;
  const now = (c: Context<CommerceEnv>) => promiseNow(c.get('deps').config);

  app.openapi(ops.getCart, async (c) => c.json(await getCart(db(c), quoteIdOf(c), now(c)), 200));

  app.openapi(ops.addCartItem, async (c) => {
    const body = c.req.valid('json');
    const customer = await customerForSession(db(c), c.req.header('x-customer-token'));
    // A configurable boxspring is priced from its configuration; a posted price is ignored.
    const configured = await configureLine(db(c), body.item_id, body.custom ?? null);
    const custom = configured ? configured.custom : (body.custom ?? null);
    return c.json(
      await addItem(db(c), quoteIdOf(c), body.item_id, body.quantity, custom, customer?.id ?? null, configured?.unitPrice ?? null, now(c)),
      200,
    );
  });

  app.openapi(ops.updateCartItem, async (c) => {
    const quoteId = quoteIdOf(c);
    if (!quoteId) return c.json(errorBody('Deze winkelwagen bestaat niet.'), 404);
    const body = c.req.valid('json');
    return c.json(await updateItem(db(c), quoteId, body.item_id, body.quantity, now(c)), 200);
  });

  app.openapi(ops.removeCartItem, async (c) => {
    const quoteId = quoteIdOf(c);
    if (!quoteId) return c.json(errorBody('Deze winkelwagen bestaat niet.'), 404);
    return c.json(await removeItem(db(c), quoteId, c.req.valid('query').item_id, now(c)), 200);
  });

  app.openapi(ops.applyDiscountCode, async (c) => {
    const quoteId = quoteIdOf(c);
    if (!quoteId)
      return c.json(errorBody('Je winkelwagen is nog leeg.', [{ path: 'discount_code', message: 'Je winkelwagen is nog leeg.' }]), 400);
    return c.json(await applyDiscount(db(c), quoteId, c.req.valid('json').discount_code, now(c)), 200);
  });

  app.openapi(ops.removeDiscountCode, async (c) => {
    const quoteId = quoteIdOf(c);
    if (!quoteId) return c.json(errorBody('Deze winkelwagen bestaat niet.'), 404);
    return c.json(await removeDiscount(db(c), quoteId, now(c)), 200);
  });
  app.openapi(ops.mergeCarts, async (c) => {
    const customer = await customerForSession(db(c), c.req.valid('header')['x-customer-token']);
    if (!customer) return c.json(errorBody('Niet aangemeld als klant.'), 401);
    return c.json(await mergeCartsAtLogin(db(c), quoteIdOf(c), customer.id), 200);
  });
  return app;
}
