// The handlers of contract/operations/delivery-changes.ts (docs/decisions/0063): the customer moves or
// gives back the crew's delivery day, logged in (own orders only) or by the signed one-time mail link.
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import * as ops from '#contract/operations/delivery-changes';
import { createRouter, errorBody, type CommerceEnv } from '../http';
import { findCustomerOrder } from '../order/customer-orders';
import { deliverNow } from '../platform/outbox';
import { deliveryBookings } from '../db/schema';
import { SlotFull } from '../delivery/slots';
import { promiseNow } from '../delivery/promise';
import {
  cancelDeliveryDay,
  ChangeRefused,
  CHANGE_MESSAGES,
  deliveryChangeView,
  readDeliveryLinkToken,
  rescheduleDelivery,
} from '../delivery/changes';
import { currentCustomer, notLoggedIn } from './context';

type Router = ReturnType<typeof createRouter>;
const ORDER_NOT_FOUND = 'Deze bestelling bestaat niet.';
const deps = (c: Context<CommerceEnv>) => c.get('deps');
const db = (c: Context<CommerceEnv>) => deps(c).database.db;
// The demo's delivery clock when set (DELIVERY_CLOCK, as the checkout's offer uses), else the shop's.
const now = (c: Context<CommerceEnv>) => promiseNow(deps(c).config);
const links = (c: Context<CommerceEnv>) => ({ publicUrl: deps(c).config.publicUrl, tokenSecret: deps(c).config.tokenSecret });

type Body = { action: 'reschedule' | 'cancel'; delivery_date?: string; delivery_slot?: string; version?: number };

async function apply(c: Context<CommerceEnv>, orderId: number, body: Body, version: number | null) {
  try {
    const done =
      body.action === 'cancel'
        ? await cancelDeliveryDay(db(c), orderId, { version }, now(c), links(c))
        : await rescheduleDelivery(db(c), orderId, { ...body, version }, now(c), links(c));
    const { providers } = deps(c);
    await deliverNow(db(c), { mailer: providers.mailer, payments: providers.payments, logger: providers.logger }, [done.key]);
    return { ok: true as const, message: done.message, delivery: (await deliveryChangeView(db(c), orderId, now(c)))! };
  } catch (error) {
    if (error instanceof SlotFull)
      return {
        ok: false as const,
        status: 409 as const,
        body: errorBody(error.message, [{ path: 'delivery_slot', message: error.message }]),
      };
    if (!(error instanceof ChangeRefused)) throw error;
    const issues = error.field ? [{ path: error.field, message: error.message }] : undefined;
    return { ok: false as const, status: error.status, body: errorBody(error.message, issues) };
  }
}

/** The order behind a mail link: null when the token is not ours (tampered) or the order has no crew booking. */
async function linkOrder(c: Context<CommerceEnv>, token: string) {
  const read = readDeliveryLinkToken(token, deps(c).config.tokenSecret);
  if (!read) return null;
  const [booking] = await db(c).select().from(deliveryBookings).where(eq(deliveryBookings.orderId, read.orderId));
  return booking ? { orderId: read.orderId, version: read.version, current: booking.linkVersion } : null;
}

export function registerDeliveryChanges(app: Router) {
  app.openapi(ops.getDeliveryChange, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const order = await findCustomerOrder(db(c), current.customer.id, c.req.valid('param').id);
    const view = order ? await deliveryChangeView(db(c), order.id, now(c)) : null;
    if (!view) return c.json(errorBody(ORDER_NOT_FOUND), 404);
    return c.json({ delivery: view }, 200);
  });

  app.openapi(ops.changeDelivery, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const order = await findCustomerOrder(db(c), current.customer.id, c.req.valid('param').id);
    if (!order) return c.json(errorBody(ORDER_NOT_FOUND), 404);
    const body = c.req.valid('json');
    const done = await apply(c, order.id, body, body.version ?? null);
    if (done.ok) return c.json({ message: done.message, delivery: done.delivery }, 200);
    return c.json(done.body, done.status);
  });

  app.openapi(ops.getDeliveryLink, async (c) => {
    const found = await linkOrder(c, c.req.valid('param').token);
    if (!found) return c.json(errorBody(CHANGE_MESSAGES.invalid), 404);
    if (found.version !== found.current) return c.json(errorBody(CHANGE_MESSAGES.used), 410);
    return c.json({ delivery: (await deliveryChangeView(db(c), found.orderId, now(c)))! }, 200);
  });

  app.openapi(ops.useDeliveryLink, async (c) => {
    const found = await linkOrder(c, c.req.valid('param').token);
    if (!found) return c.json(errorBody(CHANGE_MESSAGES.invalid), 404);
    const done = await apply(c, found.orderId, c.req.valid('json'), found.version);
    if (done.ok) return c.json({ message: done.message, delivery: done.delivery }, 200);
    return c.json(done.body, done.status);
  });
}
