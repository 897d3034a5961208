// Tiles for favourites and last-viewed products (GET /v1/catalog/products?ids=…).
import type { ProductTile } from '../../contract/schemas/catalog';
import type { CommerceClient } from './client.server';

export async function getProductTiles(commerce: CommerceClient, ids: number[]): Promise<ProductTile[]> {
  if (ids.length === 0) return [];
  const { products } = await commerce.get<{ products: ProductTile[] }>('/v1/catalog/products', { ids: ids.join(',') });
  return products;
}
