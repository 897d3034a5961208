// /v1/abandon/* — SPEC §7 Abandonment — and /v1/cart/restore for the signed restore links
// (once, 7 days, lines copied into the visitor's own cart: docs/decisions/0033).
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createRouter, errorBody, errorResponses, ErrorSchema, notFoundResponse, type CommerceEnv } from '../http';
import { CartSchema } from '../../contract/schemas/cart';
import { peekRestoreLink, recordAbandonEvent, restoreFromLink, RESTORE_MESSAGES, RestoreLinkError } from '../services/abandonment';
import { isQuoteId } from '../services/cart';
import { customerForSession } from '../services/customers';

const ids = z.array(z.union([z.number().int(), z.string().max(50)])).max(100);
const bodies = {
  cart: z.object({ quote_id: z.string().max(64), updated_at: z.string().max(40).optional(), products: ids }),
  browse: z.object({ products: ids }),
  category: z.object({ data: z.record(z.unknown()).refine((d) => JSON.stringify(d).length <= 4000, 'Te veel gegevens.') }),
  email: z.object({ email: z.string().email('Vul een geldig e-mailadres in').max(255) }),
} as const;

export function createAbandonRoutes() {
  const app = createRouter();
  for (const kind of Object.keys(bodies) as (keyof typeof bodies)[]) {
    app.openapi(
      createRoute({
        method: 'post',
        path: `/v1/abandon/${kind}`,
        tags: ['abandon'],
        summary: `Verlaten ${kind} vastleggen`,
        security: [{ Bearer: [] }],
        request: { body: { required: true, content: { 'application/json': { schema: bodies[kind] } } } },
        responses: { 200: { description: 'Vastgelegd', content: { 'application/json': { schema: z.object({ ok: z.literal(true) }) } } }, ...errorResponses },
      }),
      async (c) => {
        await recordAbandonEvent(c.get('deps').database.db, kind, c.req.valid('json'));
        return c.json({ ok: true as const }, 200);
      },
    );
  }

  const restoreErrors = {
    ...errorResponses,
    ...notFoundResponse,
    410: { description: 'Link verlopen (7 dagen), al gebruikt, of de winkelwagen is leeg', content: { 'application/json': { schema: ErrorSchema } } },
  };
  const token = z.string().min(10, RESTORE_MESSAGES.invalid).max(200, RESTORE_MESSAGES.invalid);
  const restoreError = (c: Context<CommerceEnv>, error: unknown) => {
    if (!(error instanceof RestoreLinkError)) throw error;
    return c.json(errorBody(error.message, [{ path: 'token', message: error.message }]), error.status);
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/cart/restore',
      tags: ['cart'],
      summary: 'Een herstellink bekijken zonder hem te gebruiken: hoeveel regels hij terugbrengt',
      security: [{ Bearer: [] }],
      request: { query: z.object({ token }) },
      responses: { 200: { description: 'De link werkt', content: { 'application/json': { schema: z.object({ lines: z.number().int() }) } } }, ...restoreErrors },
    }),
    async (c) => {
      const { database, config } = c.get('deps');
      try {
        return c.json(await peekRestoreLink(database.db, c.req.valid('query').token, config.tokenSecret), 200);
      } catch (error) {
        return restoreError(c, error);
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cart/restore',
      tags: ['cart'],
      summary:
        'Een herstellink uit de e-mail gebruiken (eenmalig, 7 dagen): de regels worden gekopieerd naar de eigen winkelwagen van de bezoeker (X-Quote-Id, of die van de klant met X-Customer-Token, of een nieuwe). Het antwoord is die winkelwagen, nooit de gemailde.',
      security: [{ Bearer: [] }],
      request: {
        headers: z.object({ 'x-quote-id': z.string().max(64).optional(), 'x-customer-token': z.string().max(200).optional() }),
        body: { required: true, content: { 'application/json': { schema: z.object({ token }) } } },
      },
      responses: { 200: { description: 'De winkelwagen van de bezoeker', content: { 'application/json': { schema: CartSchema } } }, ...restoreErrors },
    }),
    async (c) => {
      const { database, config } = c.get('deps');
      const headers = c.req.valid('header');
      const customer = await customerForSession(database.db, headers['x-customer-token']);
      const quoteId = isQuoteId(headers['x-quote-id']) ? headers['x-quote-id'] : null;
      try {
        return c.json(await restoreFromLink(database.db, c.req.valid('json').token, config.tokenSecret, { quoteId, customerId: customer?.id ?? null }), 200);
      } catch (error) {
        return restoreError(c, error);
      }
    },
  );
  return app;
}
