// docs/requirements/operations.md#errors (docs/decisions/0048): a fetcher's failure belongs to the component that started it. React
// Router hands a fetcher's thrown error (a 5xx of the route, or no answer at all) to the route's error
// boundary, which turns the whole page into the error page. The routes that fetchers call therefore
// wrap their server call in a client loader/action that answers a failure as data instead — for the
// fetcher's requests only: a navigation to the same route still gets the error page.

/** True for the storefront's fetcher posts, which carry `via=fetcher` (a no-JS post never does). */
export async function postedByFetcher(request: Request): Promise<boolean> {
  try {
    return (await request.clone().formData()).get('via') === 'fetcher';
  } catch {
    return false;
  }
}

/** Runs the server call; a failure is logged (docs/requirements/operations.md#errors) and answered with `failed` instead of thrown. */
export async function keptInComponent<T, F>(what: string, call: () => Promise<T>, failed: F): Promise<T | F> {
  try {
    return await call();
  } catch (error) {
    console.warn(`${what} mislukt`, error instanceof Error ? error.message : error);
    return failed;
  }
}
