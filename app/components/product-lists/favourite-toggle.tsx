import { useLocation } from '@remix-run/react';
import type { FormEvent } from 'react';
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
 * SPEC §4 Favourites toggle. Without JS a plain POST to /api/favorites keeps the list in a cookie
 * and comes back to this page; with JS the browser store toggles at once (and mirrors the cookie).
 */
export function FavouriteToggle({ product, className = '' }: { product: FavouriteProduct; className?: string }) {
  const location = useLocation();
  const active = useFavouriteIds().includes(product.id);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    loadProductLists().then(
      (lists) => toggle(lists.toggleFavouriteInStore({ id: product.id, image: product.image, available: product.available })),
      // The store could not load: post the form, as without JS.
      () => form.submit(),
    );
  }

  function toggle(added: boolean) {
    if (added) {
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
  }

  return (
    <form method="post" action="/api/favorites" className={`favourite-form ${className}`.trim()} onSubmit={onSubmit}>
      <CsrfField />
      <input type="hidden" name="id" value={product.id} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="favourite-toggle" aria-pressed={active} title={active ? 'Verwijderen uit favorieten' : 'Toevoegen aan favorieten'}>
        <Icon name={active ? 'heart-filled' : 'heart'} size={20} />
        <span className="visually-hidden">{`${product.title} als favoriet bewaren`}</span>
      </button>
    </form>
  );
}
