import { useLocation } from 'react-router';
import type { FormEvent, MouseEvent } from 'react';
import { pushEcommerce } from '~/lib/analytics';
import { loadProductLists, useFavouriteIds } from '~/stores/use-product-lists';
import { Icon } from '../ui/icon';
import { CsrfField } from '~/components/ui/csrf-field';

export interface FavouriteProduct {
  id: number;
  title: string;
  image: string;
  available: boolean;
  /** Cents; for the add_to_wishlist event. */
  price: number;
  brand?: string;
  variantId?: number;
}

/**
 * docs/requirements/accounts.md#states Favourites toggle. Without JS a plain POST to /api/favorites keeps the list in a cookie
 * and comes back to this page; with JS the browser store toggles at once (and mirrors the cookie).
 */
export function FavouriteToggle({ product, className = '' }: { product: FavouriteProduct; className?: string }) {
  const active = useFavouriteIds().includes(product.id);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // The store could not load: post the form, as without JS.
    toggleInStore(product, () => form.submit());
  }

  return (
    <form method="post" action="/api/favorites" className={`favourite-form ${className}`.trim()} onSubmit={onSubmit}>
      <CsrfField />
      <input type="hidden" name="id" value={product.id} />
      <RedirectField />
      <button type="submit" className="favourite-toggle" aria-pressed={active} title={toggleTitle(active)}>
        <ToggleContent product={product} active={active} />
      </button>
    </form>
  );
}

/**
 * The toggle in a grid of tiles: a button that posts the grid's one FavouritesForm (its product id
 * as the button's value). From its props only (whether the product is a favourite is passed in), so
 * a grid's HTML can be kept (components/ui/kept-markup.tsx).
 */
export function FavouriteButton({
  product,
  className = '',
  form,
  active,
}: {
  product: FavouriteProduct;
  className?: string;
  form: string;
  active: boolean;
}) {
  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const button = event.currentTarget;
    // The store could not load: post the shared form with this button's id, as without JS.
    toggleInStore(product, () => button.form?.requestSubmit(button));
  }
  return (
    <button
      type="submit"
      form={form}
      name="id"
      value={product.id}
      className={`favourite-toggle ${className}`.trim()}
      aria-pressed={active}
      title={toggleTitle(active)}
      onClick={onClick}
    >
      <ToggleContent product={product} active={active} />
    </button>
  );
}

const toggleTitle = (active: boolean) => (active ? 'Verwijderen uit favorieten' : 'Toevoegen aan favorieten');

function ToggleContent({ product, active }: { product: FavouriteProduct; active: boolean }) {
  return (
    <>
      <Icon name={active ? 'heart-filled' : 'heart'} size={20} />
      <span className="visually-hidden">{`${product.title} als favoriet bewaren`}</span>
    </>
  );
}

/** Toggles the product in the browser store (an add is an add_to_wishlist event); `fallback` when the store cannot load. */
function toggleInStore(product: FavouriteProduct, fallback: () => void) {
  loadProductLists().then((lists) => {
    if (lists.toggleFavouriteInStore({ id: product.id, image: product.image, available: product.available })) wishlistEvent(product);
  }, fallback);
}

function wishlistEvent(product: FavouriteProduct) {
  pushEcommerce('add_to_wishlist', {
    value: product.price,
    items: [
      {
        item_id: String(product.id),
        item_name: product.title,
        ...(product.brand ? { item_brand: product.brand } : {}),
        ...(product.variantId ? { item_variant: String(product.variantId) } : {}),
        price: product.price,
        quantity: 1,
      },
    ],
  });
}

function RedirectField() {
  const location = useLocation();
  return <input type="hidden" name="redirectTo" value={location.pathname + location.search} />;
}

/**
 * One favourites form for a whole grid of tiles: the no-JS POST with the CSRF token and the way
 * back, which each tile's button (form=…, name="id") sends with its own product id. A page of 24
 * tiles so carries one form instead of 24 (docs/decisions/0023).
 */
export function FavouritesForm({ id }: { id: string }) {
  return (
    <form id={id} method="post" action="/api/favorites" hidden>
      <CsrfField />
      <RedirectField />
    </form>
  );
}
