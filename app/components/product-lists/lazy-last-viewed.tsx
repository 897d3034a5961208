import { deferred } from '../ui/deferred';
import { LastViewedProducts as ServerLastViewedProducts } from './last-viewed';

/**
 * The last-viewed strip at the end of the product page and the cart: server-rendered from the
 * cookie, its code (and the product tiles') loads after hydration, out of the first load (docs/decisions/0028).
 */
export const LastViewedProducts = deferred('last-viewed', import.meta.env.SSR ? ServerLastViewedProducts : undefined, () =>
  import('./last-viewed').then((m) => m.LastViewedProducts),
);
