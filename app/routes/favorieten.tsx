// /favorieten/ — the shopper's favourites (docs/requirements/catalogue-and-search.md#states): image, availability and price per product.
// The server reads the favourites cookie (kept by no-JS toggles, mirrored by the browser store), or
// the account's list for a logged-in customer (0019); with JS, favourites only browser storage knew
// are merged into that cookie and the list reloads.
import { Link, useRevalidator } from 'react-router';
import { useEffect } from 'react';
import { ProductTile } from '~/components/catalog/product-tile';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { favouriteIdsFor, tilesOrNone } from '~/lib/product-lists.server';
import { loadProductLists, useFavouriteIds } from '~/stores/use-product-lists';
import catalogStyles from '~/styles/catalog.css?url';
import type { Route } from './+types/favorieten';
import { shopContext } from '~/lib/context';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }];

export const meta: Route.MetaFunction = () => [{ title: 'Mijn favorieten | Slaapzaak' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const ids = await favouriteIdsFor(request, shop);
  return { products: await tilesOrNone(shop, ids, 'Favorieten') };
}

export default function FavouritesPage({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  const ids = useFavouriteIds();
  const revalidator = useRevalidator();
  const shown = products.filter((p) => ids.includes(p.id));
  const missing = ids.some((id) => !products.some((p) => p.id === id));

  // Favourites from browser storage that the server did not know yet: the store has written them
  // to the cookie, so one reload of the data shows them. Image and availability go back to the store.
  useEffect(() => {
    if (missing && revalidator.state === 'idle') revalidator.revalidate();
  }, [missing]);
  useEffect(() => {
    const fresh = products.map((p) => ({ id: p.id, image: p.image?.url ?? '', available: p.available }));
    loadProductLists()
      .then((lists) => lists.refreshFavourites(fresh))
      .catch(() => {});
  }, [products]);

  return (
    <main id="main" className="container favourites-page">
      <Breadcrumbs
        items={[
          { title: 'Home', url: '/' },
          { title: 'Mijn favorieten', url: '' },
        ]}
      />
      <h1>Mijn favorieten</h1>
      {shown.length === 0 ? (
        <div className="empty-state">
          <p>Je hebt nog geen favorieten. Klik op het hartje bij een product om het hier te bewaren.</p>
          <Link to="/" className="button button-primary">
            Verder winkelen
          </Link>
        </div>
      ) : (
        <>
          <p className="lead">{shown.length === 1 ? '1 product' : `${shown.length} producten`} bewaard</p>
          <ul className="product-grid favourites-grid">
            {shown.map((product) => (
              <li key={product.id}>
                <ProductTile product={product} />
                <p className={product.available ? 'stock stock-ok' : 'stock stock-none'}>
                  {product.available ? 'Op voorraad' : 'Niet op voorraad'}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
