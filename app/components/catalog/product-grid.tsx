import { lazy, Suspense, useId, useState } from 'react';
import type { ListingTile as ProductTileData } from '~/models/catalog.server';
import type { QuickViewTarget } from '../product/quick-view-store';
import type { ListIdentity } from './list-analytics';
import { FavouritesForm } from '../product-lists/favourite-toggle';
import { ProductTile } from './product-tile';

/** Anchor of the first product of a page, so the no-JS 'Laad meer' link lands on the new products. */
export function pageAnchor(page: number) {
  return `pagina-${page}`;
}

// SPEC §2: quick view and quick-buy popups from the tiles; loaded when first opened.
const QuickView = lazy(() => import('../product/quick-view'));

export function ProductGrid({ products, perPage, list }: { products: ProductTileData[]; perPage: number; list: ListIdentity }) {
  const [quickView, setQuickView] = useState<QuickViewTarget | null>(null);
  const favouritesForm = `favourites-${useId()}`;
  return (
    <>
      <FavouritesForm id={favouritesForm} />
      <ul className="product-grid listing-grid">
        {products.map((product, index) => (
          <li key={product.id} id={index > 0 && perPage > 0 && index % perPage === 0 ? pageAnchor(index / perPage + 1) : undefined} data-index={index}>
            <ProductTile
              product={product}
              eager={index < 4}
              favouritesForm={favouritesForm}
              // Analytics code loads on the first event, not with the page (issue 9).
              onSelect={() => void import('./list-analytics').then((a) => a.pushSelectItem(list, product, index))}
              onQuickView={() => setQuickView({ url: product.url, title: product.title })}
            />
          </li>
        ))}
      </ul>
      {quickView ? (
        <Suspense fallback={null}>
          <QuickView target={quickView} onClose={() => setQuickView(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
