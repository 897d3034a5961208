import { useNavigate } from 'react-router';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { ListingTile as ProductTileData } from '~/models/catalog.server';
import { FavouriteButton, FavouriteToggle } from '../product-lists/favourite-toggle';
import { Price } from '../ui/price';
import { Stars } from '../ui/rating';
import { useHydrated } from 'remix-utils/use-hydrated';

/** A neutral bed drawing shown when a tile image cannot be loaded (docs/requirements/catalogue-and-search.md#screens-and-routes, #errors). */
export const PLACEHOLDER_IMAGE = '/images/product-placeholder.svg';
const UNAVAILABLE = 'Niet leverbaar';

interface ProductTileProps {
  product: ProductTileData;
  eager?: boolean;
  onSelect?: () => void;
  /** Opens the quick view (JS only; without JS the tile's link to the product page does the job). */
  onQuickView?: () => void;
}

/** A tile on its own (last viewed), with a favourites form of its own: it finds the router itself. */
export function ProductTile(props: ProductTileProps) {
  const navigate = useNavigate();
  return <TileView {...props} navigate={navigate} />;
}

/**
 * docs/requirements/catalogue-and-search.md#screens-and-routes product tile: image (placeholder when it fails), overlay label, 'Niet leverbaar' when not
 * available, brand, title, review stars, price with the old price, and the delivery text on desktop.
 *
 * The tile itself, from its props only (no router or root data), so a grid's tiles can be rendered
 * apart from the page and their HTML kept (components/ui/kept-markup.tsx): the grid passes the
 * navigation and whether the product is a favourite.
 */
export function TileView({
  product,
  eager = false,
  onSelect,
  onQuickView,
  navigate,
  heart,
}: ProductTileProps & {
  navigate: (to: string) => void;
  /** In a grid: the heart posts the grid's FavouritesForm (its id) and shows `active`; without it the heart is a form of its own that finds the favourites itself. */
  heart?: { form: string; active: boolean };
}) {
  const hydrated = useHydrated();
  const { image, src, setBroken } = useTileImage(product);
  // The API may label an unavailable product 'Niet leverbaar' itself; that label is shown once.
  const label = product.overlay && !(product.overlay === UNAVAILABLE && !product.available) ? product.overlay : null;
  // The tile's two links are plain anchors, not <Link>s: a page of tiles renders 48 of them, and a
  // <Link> costs several router hooks each on the server (docs/decisions/0023). A click does what a
  // <Link>'s does: onSelect for every click, a client-side navigation for a plain left click.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onSelect?.();
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(product.url);
  };
  return (
    <article className={product.available ? 'product-tile listing-tile' : 'product-tile listing-tile unavailable'}>
      <div className="tile-media">
        {/* The title link below is the tile's link for keyboards and screen readers; the image repeats it for the mouse. */}
        {/* data-discover as a <Link> has it: React Router fetches the route of links in view ahead. */}
        <a href={product.url} onClick={follow} tabIndex={-1} aria-hidden="true" data-discover="true">
          <img ref={image} src={src} alt="" width={300} height={300} loading={eager ? 'eager' : 'lazy'} onError={() => setBroken(true)} />
        </a>
        {label ? <span className="tile-label">{label}</span> : null}
        {!product.available ? <span className="tile-unavailable">{UNAVAILABLE}</span> : null}
        {heart ? (
          <FavouriteButton product={favouriteOf(product)} className="tile-favourite" form={heart.form} active={heart.active} />
        ) : (
          <FavouriteToggle product={favouriteOf(product)} className="tile-favourite" />
        )}
      </div>
      <p className="tile-brand">{product.brand.title}</p>
      <h3 className="tile-title">
        <a href={product.url} onClick={follow} data-discover="true">
          {product.title}
        </a>
      </h3>
      {product.review.average_score ? (
        <p className="tile-review">
          <Stars score={product.review.average_score} size={14} />{' '}
          <span>
            {`(${product.review.count}`}
            <span className="visually-hidden"> beoordelingen</span>)
          </span>
        </p>
      ) : null}
      <Price price={product.price.price} priceOld={product.price.price_old} />
      {product.delivery ? <p className="delivery tile-delivery">{product.delivery}</p> : null}
      {onQuickView && product.available ? quickViewButton(product.title, hydrated, onQuickView) : null}
    </article>
  );
}

/** The tile's image source: the placeholder once the product image fails (also before hydration). */
function useTileImage(product: ProductTileData) {
  const image = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  // An image that failed before React hydrated never fires onError for React: check it once.
  useEffect(() => {
    const img = image.current;
    if (img && img.complete && img.naturalWidth === 0) setBroken(true);
  }, []);
  const src = broken || !product.image ? PLACEHOLDER_IMAGE : product.image.url;
  return { image, src, setBroken };
}

/** A plain function, not a component: a grid renders 48 tiles, and the first-load bundle is tight. */
function quickViewButton(title: string, hydrated: boolean, onQuickView: () => void) {
  return hydrated ? (
    <button type="button" className="tile-quick-view" onClick={onQuickView} aria-label={`Snel bekijken: ${title}`}>
      Snel bekijken
    </button>
  ) : (
    // Its place is kept from the first paint (hidden and inert until the quick view can open), so
    // the tiles do not grow at hydration (a layout shift of everything below the first row).
    <button type="button" className="tile-quick-view pending" disabled aria-hidden="true" tabIndex={-1}>
      Snel bekijken
    </button>
  );
}

function favouriteOf(product: ProductTileData) {
  return {
    id: product.id,
    title: product.title,
    image: product.image?.url ?? '',
    available: product.available,
    price: product.price.price,
    brand: product.brand.title,
    variantId: product.variant_id,
  };
}
