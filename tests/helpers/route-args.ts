import type { AppLoadContext } from 'react-router';
import { routerContext } from '../../app/lib/context';

/** What React Router passes a loader or an action: the request, its context provider (holding the
 * shop's load context, as server.ts hands it over), the route's params, the normalised URL and the
 * matched pattern. */
export function routeArgs(request: Request, context: AppLoadContext, params: Record<string, string> = {}, pattern = '') {
  // Each route types its own params from its path (its generated Route.LoaderArgs); a test hands over
  // what the URL would give, so they are typed to fit any route.
  return { request, context: routerContext(context), params: params as never, url: new URL(request.url), pattern };
}
