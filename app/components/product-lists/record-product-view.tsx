import { useLocation } from 'react-router';
import { useEffect } from 'react';
import { isDocumentPage } from '~/lib/document-page';
import { loadProductLists } from '~/stores/use-product-lists';

/**
 * Records a product page view (id and the variant in the URL) in the browser store, for pages shown
 * by a client-side navigation. The page the document was loaded with is in the last-viewed cookie
 * already: the server put it in front when it rendered the page (recordProductViewHeader), and the
 * store takes the cookie over when it starts. Recording it again after hydration could put it back in
 * front after the shopper had gone on: on a slow phone this page's scripts can still run while the next
 * page's answer sets the cookie (lib/document-page.ts).
 */
export function RecordProductView({ id }: { id: number }) {
  const { pathname, search, key } = useLocation();
  useEffect(() => {
    if (isDocumentPage(pathname, search)) return;
    loadProductLists()
      .then((lists) => lists.recordProductView(id, search))
      .catch((error: Error) => console.warn('Laatst bekeken niet bijgewerkt', error.message));
  }, [id, pathname, search, key]);
  return null;
}
