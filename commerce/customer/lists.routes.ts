// /v1/customer/lists, /v1/customer/favourites/{id}, /v1/customer/last-viewed — the handlers of
// favourites and last viewed in the customer's account (docs/decisions/0019;
// contract/operations/customer-lists.ts defines them). Always the logged-in customer's own lists:
// there is no customer id to pass, so nobody reaches another customer's list.
import type { Context } from 'hono';
import * as ops from '#contract/operations/customer-lists';
import { createRouter, type CommerceEnv } from '../http';
import { addFavourite, getCustomerLists, mergeCustomerLists, recordView, removeFavourite } from './customer-lists';
import { currentCustomer, notLoggedIn } from './context';

export function createCustomerListRoutes() {
  const app = createRouter();
  const db = (c: Context<CommerceEnv>) => c.get('deps').database.db;

  app.openapi(ops.getLists, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    return c.json(await getCustomerLists(db(c), current.customer.id), 200);
  });

  app.openapi(ops.mergeLists, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    return c.json(await mergeCustomerLists(db(c), current.customer.id, c.req.valid('json')), 200);
  });

  // PUT keeps a favourite, DELETE removes one: the same route otherwise.
  for (const [op, change] of [
    [ops.addFavourite, addFavourite],
    [ops.removeFavourite, removeFavourite],
  ] as const) {
    app.openapi(op, async (c) => {
      const current = await currentCustomer(c);
      if (!current) return notLoggedIn(c);
      return c.json(await change(db(c), current.customer.id, c.req.valid('param').id), 200);
    });
  }

  app.openapi(ops.recordView, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    return c.json(await recordView(db(c), current.customer.id, c.req.valid('json')), 200);
  });

  return app;
}
