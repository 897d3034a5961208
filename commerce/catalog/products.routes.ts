// GET /v1/catalog/products?ids=… — tiles for a known set of products (favourites, last viewed);
// contract/operations/catalog.ts defines it.
import { listProductTiles } from '#contract/operations/catalog';
import { createRouter } from '../http';
import { productTilesByIds } from './product-tiles';

export function createCatalogProductRoutes() {
  const app = createRouter();
  app.openapi(listProductTiles, async (c) =>
    c.json({ products: await productTilesByIds(c.get('deps').database.db, c.req.valid('query').ids) }, 200),
  );
  return app;
}
