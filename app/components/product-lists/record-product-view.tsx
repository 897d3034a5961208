import { useLocation } from 'react-router';
import { useEffect } from 'react';
import { loadProductLists } from '~/stores/use-product-lists';

/**
 * Records a product page view (id and the variant in the URL) in the browser store, for pages shown
 * by a client-side navigation. The page the document was loaded with (React Router's 'default'
 * location) is in the last-viewed cookie already: the server put it in front when it rendered the
 * page (recordProductViewHeader), and the store takes the cookie over when it starts. Recording it
 * again after hydration could put it back in front after the shopper had gone on: on a slow phone
 * this page's scripts can still run while the next page's answer sets the cookie.
 */
export function RecordProductView({ id }: { id: number }) {
  const { search, key } = useLocation();
  useEffect(() => {
    if (key === 'default') return;
    loadProductLists()
      .then((lists) => lists.recordProductView(id, search))
      .catch((error: Error) => console.warn('Laatst bekeken niet bijgewerkt', error.message));
  }, [id, search, key]);
  return null;
}
