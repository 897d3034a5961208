import { deferred } from '../ui/deferred';
import { ErrorPage as ServerErrorPage } from './error-page';

/**
 * The error page (snore button, reload advice) with its code out of every page's first load: an
 * error page rendered by the server hydrates once the code has arrived; one met while browsing
 * shows when it has loaded (docs/decisions/0027).
 */
export const ErrorPage = deferred('error-page', import.meta.env.SSR ? ServerErrorPage : undefined, () =>
  import('./error-page').then((m) => m.ErrorPage),
);
