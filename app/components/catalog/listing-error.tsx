import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { ErrorPage } from '../layout/lazy-error-page';

/**
 * Error boundary of the listing routes. A 400 (a filter query the API cannot read) explains itself
 * in Dutch and offers the listing without filters; other errors get the shop's error page.
 */
export function ListingErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 400) {
    const message = typeof error.data === 'string' && error.data ? error.data : 'Deze selectie kunnen we niet tonen.';
    return (
      <main id="main" className="container listing-error">
        <h1>Deze selectie kunnen we niet tonen</h1>
        <p className="listing-error-message">{message}</p>
        <p>Controleer het adres of bekijk het overzicht zonder filters.</p>
        <Link to={withoutFilters(location.pathname, location.search)} className="button button-primary">
          Bekijk alle producten
        </Link>
      </main>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={status} />;
}

/** The same listing without filters, sort or page: the path (page variants folded) and a search term. */
function withoutFilters(pathname: string, search: string) {
  const term = new URLSearchParams(search).get('tn_q');
  const path = pathname.replace(/^(\/zoeken\/|\/brands\/[^/]+\/)\d+\/$/, '$1');
  return term ? `${path}?tn_q=${encodeURIComponent(term)}` : path;
}
