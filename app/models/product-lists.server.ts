// Tiles for favourites and last-viewed products (GET /v1/catalog/products?ids=…).
import type { ProductTile } from '#contract/schemas/catalog';
import { listProductTiles } from '#contract/operations/catalog';
import type { CommerceClient } from './client.server';

export async function getProductTiles(commerce: CommerceClient, ids: number[]): Promise<ProductTile[]> {
  if (ids.length === 0) return [];
  const { products } = await commerce.call(listProductTiles, { query: { ids: ids.join(',') } });
  return products;
}
