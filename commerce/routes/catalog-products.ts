// GET /v1/catalog/products?ids=… — tiles for a known set of products (favourites, last viewed).
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, errorResponses } from '../http';
import { ProductTileSchema } from '../../contract/schemas/catalog';
import { MAX_TILE_IDS, productTilesByIds } from '../services/product-tiles';

const IdsQuery = z.object({
  ids: z
    .string()
    .max(600)
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'Geef product-id’s gescheiden door komma’s.')
    .transform((s) => s.split(',').map(Number))
    .refine((ids) => ids.length <= MAX_TILE_IDS, `Maximaal ${MAX_TILE_IDS} producten per keer.`)
    .openapi({ example: '12,48,301', description: `Product-id’s, gescheiden door komma’s (maximaal ${MAX_TILE_IDS})` }),
});

export function createCatalogProductRoutes() {
  const app = createRouter();
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/products',
      tags: ['catalog'],
      summary: 'Producttegels voor een lijst id’s, in de gevraagde volgorde (favorieten, laatst bekeken)',
      security: [{ Bearer: [] }],
      request: { query: IdsQuery },
      responses: {
        200: { description: 'Tegels; onbekende id’s ontbreken', content: { 'application/json': { schema: z.object({ products: z.array(ProductTileSchema) }) } } },
        ...errorResponses,
      },
    }),
    async (c) => c.json({ products: await productTilesByIds(c.get('deps').database.db, c.req.valid('query').ids) }, 200),
  );
  return app;
}
