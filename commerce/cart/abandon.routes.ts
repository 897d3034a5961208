// /v1/abandon/* and /v1/cart/restore — the handlers of the abandonment operations
// (contract/operations/abandon.ts defines them).
import type { Context } from 'hono';
import * as ops from '#contract/operations/abandon';
import { createRouter, type CommerceEnv } from '../http';
import { peekRestoreLink, recordAbandonEvent, restoreFromLink, type AbandonKind } from './abandonment';
import { isQuoteId } from './cart';
import { customerForSession } from '../customer/customers';

type AbandonApp = ReturnType<typeof createRouter>;

/**
 * Stores one report as it came (the schemas bound its size), with the customer id of the session in
 * X-Customer-Token when there is one (docs/decisions/0048): a token is never stored, only whose it is.
 */
async function record(c: Context<CommerceEnv>, kind: AbandonKind, payload: Record<string, unknown>) {
  const db = c.get('deps').database.db;
  const customer = await customerForSession(db, c.req.header('x-customer-token'));
  await recordAbandonEvent(db, kind, customer ? { ...payload, customer_id: customer.id } : payload);
  return c.json({ ok: true as const }, 200);
}

function registerRecorders(app: AbandonApp) {
  app.openapi(ops.recordAbandonedCart, (c) => record(c, 'cart', c.req.valid('json')));
  app.openapi(ops.recordBrowse, (c) => record(c, 'browse', c.req.valid('json')));
  app.openapi(ops.recordCategoryView, (c) => record(c, 'category', c.req.valid('json')));
  app.openapi(ops.recordEmail, (c) => record(c, 'email', c.req.valid('json')));
}

function registerRestore(app: AbandonApp) {
  app.openapi(ops.peekRestoreLink, async (c) => {
    const { database, config } = c.get('deps');
    return c.json(await peekRestoreLink(database.db, c.req.valid('query').token, config.tokenSecret), 200);
  });

  app.openapi(ops.restoreCart, async (c) => {
    const { database, config } = c.get('deps');
    const headers = c.req.valid('header');
    const customer = await customerForSession(database.db, headers['x-customer-token']);
    const quoteId = isQuoteId(headers['x-quote-id']) ? headers['x-quote-id'] : null;
    return c.json(
      await restoreFromLink(database.db, c.req.valid('json').token, config.tokenSecret, { quoteId, customerId: customer?.id ?? null }),
      200,
    );
  });
}

export function createAbandonRoutes() {
  const app = createRouter();
  registerRecorders(app);
  registerRestore(app);
  return app;
}
