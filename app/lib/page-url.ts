/**
 * The address of the page a request is for. React Router passes loaders and actions the request as
 * it arrived (`future.v8_passThroughRequests`, the only behaviour in React Router 8): a client-side
 * navigation asks for `/dekbed/_.data?_routes=…`, a form post to an index route carries `?index`.
 * Code that reads the path or the whole query (a return address, a canonical link, which page kind
 * this is) reads it here, with those details removed as React Router's own `url` argument has them:
 * the `.data` / `_.data` suffix, `_routes`, and an empty `index`. A single query parameter can still
 * be read from either; origin and host are the same in both.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/_.data')) url.pathname = url.pathname.slice(0, -'_.data'.length);
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  const index = url.searchParams.getAll('index').filter(Boolean);
  url.searchParams.delete('index');
  for (const value of index) url.searchParams.append('index', value);
  // An emptied query leaves no lone '?' behind.
  if (!url.searchParams.size) url.search = '';
  return url;
}
