// /v1/abandon/* — SPEC §7 Abandonment — and /v1/cart/restore for the signed restore links.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, errorBody, errorResponses, notFoundResponse } from '../http';
import { CartSchema } from './cart';
import { recordAbandonEvent, verifyRestoreToken } from '../services/abandonment';
import { getCart } from '../services/cart';

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

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cart/restore',
      tags: ['cart'],
      summary: 'Een winkelwagen herstellen via de ondertekende link uit de e-mail',
      security: [{ Bearer: [] }],
      request: { body: { required: true, content: { 'application/json': { schema: z.object({ token: z.string().min(10).max(200) }) } } } },
      responses: { 200: { description: 'De winkelwagen', content: { 'application/json': { schema: CartSchema } } }, ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const { database, config } = c.get('deps');
      const quoteId = verifyRestoreToken(c.req.valid('json').token, config.tokenSecret);
      if (!quoteId) return c.json(errorBody('Deze link is ongeldig.'), 404);
      const cart = await getCart(database.db, quoteId);
      if (!cart.found) return c.json(errorBody('Deze winkelwagen bestaat niet meer.'), 404);
      return c.json(cart, 200);
    },
  );
  return app;
}
