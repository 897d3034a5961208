// /v1/customer — the handlers of self-service returns (contract/operations/customer-returns.ts;
// docs/decisions/0057). Every call is scoped to the logged-in customer: another customer's order or
// return answers 404, exactly like one that does not exist.
import type { Context } from 'hono';
import * as ops from '#contract/operations/customer-returns';
import { reasonText } from '#contract/forms/customer-return';
import { createRouter, errorBody, type CommerceEnv } from '../http';
import { findCustomerOrder, type OrderAddress } from '../order/customer-orders';
import {
  createCustomerReturn,
  CUSTOMER_RETURN_MESSAGES,
  customerReturnJson,
  findCustomerReturn,
  markSent,
  returnOverview,
  ReturnRefused,
} from '../order/customer-returns';
import { renderReturnLabel } from '../order/return-label';
import { createTrialReturn, trialCreatedMessage, trialReturnOverview } from '../order/trial-returns';
import { deliverNow } from '../platform/outbox';
import { accountLink } from './customer-mails';
import { currentCustomer, notLoggedIn } from './context';

type Router = ReturnType<typeof createRouter>;
const ORDER_NOT_FOUND = 'Deze bestelling bestaat niet.';
const RETURN_NOT_FOUND = 'Deze retour bestaat niet.';
const deps = (c: Context<CommerceEnv>) => c.get('deps');
const db = (c: Context<CommerceEnv>) => deps(c).database.db;
const now = (c: Context<CommerceEnv>) => (deps(c).config.now ?? (() => new Date()))();

export function registerCustomerReturns(app: Router) {
  app.openapi(ops.getReturnOverview, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const order = await findCustomerOrder(db(c), current.customer.id, c.req.valid('param').id);
    if (!order) return c.json(errorBody(ORDER_NOT_FOUND), 404);
    return c.json({ overview: await returnOverview(db(c), order, now(c)) }, 200);
  });

  app.openapi(ops.createReturn, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const order = await findCustomerOrder(db(c), current.customer.id, c.req.valid('param').id);
    if (!order) return c.json(errorBody(ORDER_NOT_FOUND), 404);
    const body = c.req.valid('json');
    const labelUrl = (number: string) => accountLink(deps(c).config.publicUrl, `/account/retouren/${number}/label/`);
    try {
      const made = await createCustomerReturn(
        db(c),
        order,
        current.customer.id,
        { request_id: body.request_id, reason: reasonText(body), lines: body.lines },
        now(c),
        labelUrl,
      );
      const { providers } = deps(c);
      await deliverNow(db(c), { mailer: providers.mailer, payments: providers.payments, logger: providers.logger }, made.keys);
      const answer = { return: customerReturnJson(made.row, order), message: CUSTOMER_RETURN_MESSAGES.created(made.row.number) };
      return made.replayed ? c.json(answer, 200) : c.json(answer, 201);
    } catch (error) {
      if (!(error instanceof ReturnRefused)) throw error;
      const body = errorBody(error.message, error.field ? [{ path: error.field, message: error.message }] : undefined);
      return error.status === 400 ? c.json(body, 400) : error.status === 404 ? c.json(body, 404) : c.json(body, 409);
    }
  });

  // Trial-nights returns (docs/decisions/0065).
  app.openapi(ops.getTrialReturn, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const order = await findCustomerOrder(db(c), current.customer.id, c.req.valid('param').id);
    if (!order) return c.json(errorBody(ORDER_NOT_FOUND), 404);
    return c.json({ overview: await trialReturnOverview(db(c), order, now(c)) }, 200);
  });

  app.openapi(ops.createTrialReturn, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const order = await findCustomerOrder(db(c), current.customer.id, c.req.valid('param').id);
    if (!order) return c.json(errorBody(ORDER_NOT_FOUND), 404);
    const body = c.req.valid('json');
    const labelUrl = (number: string) => accountLink(deps(c).config.publicUrl, `/account/retouren/${number}/label/`);
    try {
      const made = await createTrialReturn(
        db(c),
        order,
        current.customer.id,
        {
          request_id: body.request_id,
          reason: reasonText(body),
          lines: body.lines,
          pickup_date: body.pickup_date,
          pickup_slot: body.pickup_slot,
        },
        now(c),
        labelUrl,
      );
      const { providers } = deps(c);
      await deliverNow(db(c), { mailer: providers.mailer, payments: providers.payments, logger: providers.logger }, made.keys);
      const answer = { return: customerReturnJson(made.row, order), message: trialCreatedMessage(made.row) };
      return made.replayed ? c.json(answer, 200) : c.json(answer, 201);
    } catch (error) {
      if (!(error instanceof ReturnRefused)) throw error;
      const body = errorBody(error.message, error.field ? [{ path: error.field, message: error.message }] : undefined);
      return error.status === 400 ? c.json(body, 400) : error.status === 404 ? c.json(body, 404) : c.json(body, 409);
    }
  });

  app.openapi(ops.markReturnSent, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const found = await findCustomerReturn(db(c), current.customer.id, c.req.valid('param').number);
    if (!found) return c.json(errorBody(RETURN_NOT_FOUND), 404);
    return c.json({ status: await markSent(db(c), found.ret.id, now(c)) }, 200);
  });

  app.openapi(ops.getReturnLabel, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const found = await findCustomerReturn(db(c), current.customer.id, c.req.valid('param').number);
    if (!found) return c.json(errorBody(RETURN_NOT_FOUND), 404);
    const overview = await returnOverview(db(c), found.order, now(c));
    const titles = new Map(overview.lines.map((l) => [l.line_id, l.title]));
    const pdf = await renderReturnLabel({
      returnNumber: found.ret.number,
      orderNumber: found.order.number,
      sender: found.order.shippingAddress as OrderAddress,
      lines: found.ret.lines.map((l) => ({ title: titles.get(l.line_id) ?? 'Artikel', quantity: l.quantity })),
    });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="retourlabel-${found.ret.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  });
}
