import { useLoaderData } from '@remix-run/react';
import type { ProductTile as ProductTileData } from '~/models/catalog.server';
import { ProductTile } from '../catalog/product-tile';

/**
 * SPEC §9 Last viewed products, newest first. Server-rendered from the last-viewed cookie (the
 * route's loader puts them in `lastViewed`), so the strip shows without JavaScript too.
 */
export function LastViewedProducts({ products }: { products?: ProductTileData[] }) {
  const loaded = useLoaderData() as { lastViewed?: ProductTileData[] } | null;
  const list = products ?? loaded?.lastViewed ?? [];
  if (list.length === 0) return null;
  return (
    <section className="last-viewed" aria-labelledby="last-viewed-heading">
      <h2 id="last-viewed-heading">Laatst bekeken</h2>
      <ul className="last-viewed-list">
        {list.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
