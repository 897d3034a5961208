// POST /v1/customer/contact — the customer service contact form (guests and customers).
import { createRoute, z } from '@hono/zod-openapi';
import { ContactSchema, CONTACT_MESSAGES } from '../../contract/forms/contact';
import { createRouter, errorBody } from '../http';
import { sendContactMessage } from '../services/contact';
import { LIMITS } from '../services/rate-limits';
import { clientIp, createLimiterFactory, CustomerHeaders, customerErrors, tooMany } from './customer-context';

export function createContactRoutes() {
  const app = createRouter();
  const limiterOf = createLimiterFactory();
  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/customer/contact',
      tags: ['customer'],
      summary: 'Een vraag aan de klantenservice (contactformulier); de klant krijgt een ontvangstbevestiging',
      security: [{ Bearer: [] }],
      request: { headers: CustomerHeaders, body: { required: true, content: { 'application/json': { schema: ContactSchema } } } },
      responses: {
        202: { description: 'Verstuurd', content: { 'application/json': { schema: z.object({ message: z.string() }) } } },
        ...customerErrors,
        ...tooMany,
      },
    }),
    async (c) => {
      const { database, providers } = c.get('deps');
      if (!(await limiterOf(c).take(LIMITS.mailIp, clientIp(c)))) {
        return c.json(errorBody(LIMITS.mailIp.message), 429, { 'Retry-After': String(LIMITS.mailIp.windowMs / 1000) });
      }
      await sendContactMessage(database.db, providers.mailer, c.req.valid('json'));
      return c.json({ message: CONTACT_MESSAGES.sent }, 202);
    },
  );
  return app;
}
