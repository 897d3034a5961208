import { deferred } from '../ui/deferred';
import { ListingErrorBoundary as ServerListingErrorBoundary } from './listing-error';

const ListingError = deferred('listing-error', import.meta.env.SSR ? ServerListingErrorBoundary : undefined, () =>
  import('./listing-error').then((m) => m.ListingErrorBoundary),
);

/** The listing routes' error boundary, its code loaded only when an error is shown (docs/decisions/0028). */
export function ListingErrorBoundary() {
  return <ListingError />;
}
