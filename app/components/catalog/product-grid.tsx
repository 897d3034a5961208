import { useNavigate } from 'react-router';
import { lazyPart } from '~/lib/reload-once';
import { Suspense, useId, useState } from 'react';
import type { ListingTile as ProductTileData } from '~/models/catalog.server';
import type { QuickViewTarget } from '../product/quick-view-store';
import type { ListIdentity } from './list-analytics';
import { FavouritesForm } from '../product-lists/favourite-toggle';
import { useFavouriteIds } from '~/stores/use-product-lists';
import { KeptMarkup } from '../ui/kept-markup';
import { TileView } from './product-tile';

/** Anchor of the first product of a page, so the no-JS 'Laad meer' link lands on the new products. */
export function pageAnchor(page: number) {
  return `pagina-${page}`;
}

// docs/requirements/catalogue-and-search.md#screens-and-routes: quick view and quick-buy popups from the tiles; loaded when first opened.
const QuickView = /* @__PURE__ */ lazyPart('quick-view', () => import('../product/quick-view'));

/**
 * A page of tiles. On the server its list is markup kept with the page's products (a kept answer:
 * rendered once per answer, docs/decisions/0028): the tiles get everything from here as props, and
 * the variant names all of it that is not in the products.
 */
export function ProductGrid({ products, perPage, list }: { products: readonly ProductTileData[]; perPage: number; list: ListIdentity }) {
  const [quickView, setQuickView] = useState<QuickViewTarget | null>(null);
  const favouritesForm = `favourites-${useId()}`;
  const navigate = useNavigate();
  const favourites = useFavouriteIds();
  const shownFavourites = products.filter((product) => favourites.includes(product.id)).map((product) => product.id);
  return (
    <>
      <FavouritesForm id={favouritesForm} />
      <KeptMarkup
        as="ul"
        className="product-grid listing-grid"
        data={products}
        variant={`${favouritesForm} ${perPage} ${shownFavourites.join(',')}`}
      >
        {products.map((product, index) => (
          <li
            key={product.id}
            id={index > 0 && perPage > 0 && index % perPage === 0 ? pageAnchor(index / perPage + 1) : undefined}
            data-index={index}
          >
            <TileView
              product={product}
              eager={index < 4}
              navigate={navigate}
              heart={{ form: favouritesForm, active: shownFavourites.includes(product.id) }}
              // Analytics code loads on the first event, not with the page (docs/decisions/0021).
              onSelect={() => void import('./list-analytics').then((a) => a.pushSelectItem(list, product, index))}
              onQuickView={() => setQuickView({ url: product.url, title: product.title })}
            />
          </li>
        ))}
      </KeptMarkup>
      {quickView ? (
        <Suspense fallback={null}>
          <QuickView target={quickView} onClose={() => setQuickView(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
