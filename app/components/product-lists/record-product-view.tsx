import { useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { loadProductLists } from '~/stores/use-product-lists';

/** Records a product page view (id and the variant in the URL) in the browser store. */
export function RecordProductView({ id }: { id: number }) {
  const { search } = useLocation();
  useEffect(() => {
    loadProductLists()
      .then((lists) => lists.recordProductView(id, search))
      .catch((error: Error) => console.warn('Laatst bekeken niet bijgewerkt', error.message));
  }, [id, search]);
  return null;
}
