import { useLoaderData } from 'react-router';
import type { ProductTile as ProductTileData } from '~/models/catalog.server';
import { ProductTile } from '../catalog/product-tile';

/**
 * docs/requirements/accounts.md#limits Last viewed products, newest first. Server-rendered from the last-viewed cookie (the
 * route's loader puts them in `lastViewed`), so the strip shows without JavaScript too. `eager`:
 * how many tiles load their image at once, where the strip is in the first viewport (the cart's:
 * its first tile is the cart's LCP element on phones).
 */
export function LastViewedProducts({ products, eager = 0 }: { products?: ProductTileData[]; eager?: number }) {
  const loaded = useLoaderData() as { lastViewed?: ProductTileData[] } | null;
  const list = products ?? loaded?.lastViewed ?? [];
  if (list.length === 0) return null;
  return (
    <section className="last-viewed" aria-labelledby="last-viewed-heading">
      <h2 id="last-viewed-heading">Laatst bekeken</h2>
      <ul className="last-viewed-list">
        {list.map((product, i) => (
          <li key={product.id}>
            <ProductTile product={product} eager={i < eager} />
          </li>
        ))}
      </ul>
    </section>
  );
}
