// POST /v1/customer/contact — the handler of the customer service contact form (guests and
// customers; contract/operations/contact.ts defines it).
import { CONTACT_MESSAGES } from '#contract/forms/contact';
import * as ops from '#contract/operations/contact';
import { createRouter, errorBody } from '../http';
import { sendContactMessage } from './contact';
import { LIMITS } from '../platform/rate-limits';
import { clientIp, createLimiterFactory } from '../customer/context';

export function createContactRoutes() {
  const app = createRouter();
  const limiterOf = createLimiterFactory();
  app.openapi(ops.sendContactMessage, async (c) => {
    const { database, providers } = c.get('deps');
    if (!(await limiterOf(c).takeAddress(LIMITS.mailIp, clientIp(c)))) {
      return c.json(errorBody(LIMITS.mailIp.message), 429, { 'Retry-After': String(LIMITS.mailIp.windowMs / 1000) });
    }
    await sendContactMessage(database.db, providers.mailer, c.req.valid('json'));
    return c.json({ message: CONTACT_MESSAGES.sent }, 202);
  });
  return app;
}
