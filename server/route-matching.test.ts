// The server's route matching (patches/@remix-run+router+*.patch, docs/decisions/0024): ranked
// branches and compiled paths are kept between requests. These tests hold the kept answers to the
// library's own algorithm: same route for every path, the matched route objects always from the
// tree that was asked (Remix builds a fresh copy of the tree per render), and a changed tree
// (routes added in place, as lazy route discovery does) is never answered from the old one.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import routeConfig from '../app/routes';

// The server loads the CommonJS build (the patched file), as @remix-run/server-runtime does.
const router = createRequire(import.meta.url)('@remix-run/router') as typeof import('@remix-run/router');
// The ES module build (what the browser bundle uses) is not patched: the library's own answers.
const reference = (await import('@remix-run/router/dist/router.js' as string)) as typeof import('@remix-run/router');

interface Route {
  id: string;
  path?: string;
  index?: boolean;
  children?: Route[];
}

const match = (routes: Route[], path: string) => router.matchRoutes(routes as unknown as Parameters<typeof router.matchRoutes>[0], path) as Array<{ route: Route; pathname: string; params: object }> | null;

function tree(): Route[] {
  const convert = (entries: typeof routeConfig): Route[] =>
    entries.map((entry) => ({ id: entry.id!, path: entry.path, index: entry.index, children: entry.children ? convert(entry.children as typeof routeConfig) : undefined }));
  return [{ id: 'root', path: '', children: convert(routeConfig) }];
}

const paths = [
  '/',
  '/dekbedovertrek/',
  '/dekbedovertrek/katoen/wit/',
  '/jersey-dekbedovertrek-femke-geel.html',
  '/favorieten/',
  '/zoeken/',
  '/zoeken/2',
  '/account/orders/SZ-2026-000123',
  '/account/orders/SZ-2026-000123/invoice',
  '/checkout/betalen/SZ-1',
  '/checkout/status',
  '/configurator/boxsprings/model-a/2',
  '/brands/auping/2',
  '/api/frame',
  '/cart/restore',
  '/Cart/',
  '/service/verzenden-en-retourneren/',
  '/json/nav.json',
];

const describeMatches = (matches: ReturnType<typeof match>) => matches?.map((m) => [m.route.id, m.pathname, JSON.stringify(m.params)]) ?? null;
function ids(routes: Route[], path: string) {
  return describeMatches(match(routes, path));
}
/** The library's unpatched algorithm on a fresh tree. */
function referenceIds(path: string) {
  return describeMatches(reference.matchRoutes(tree() as unknown as Parameters<typeof router.matchRoutes>[0], path) as ReturnType<typeof match>);
}

describe('route matching kept between requests', () => {
  it('the patch is applied to the CommonJS build the server loads', async () => {
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(createRequire(import.meta.url).resolve('@remix-run/router'), 'utf8')).toContain('function rankedBranches(routes)');
  });

  it('the reference build is the unpatched library', async () => {
    const { readFileSync } = await import('node:fs');
    const file = readFileSync(createRequire(import.meta.url).resolve('@remix-run/router').replace(/router\.cjs\.js$/, 'router.js'), 'utf8');
    expect(file).not.toContain('rankedBranches');
  });

  it('answers every path as the unpatched library does, on the same tree, on fresh copies and repeated calls', () => {
    const expected = new Map([...paths, '/geen/route/hier/x.json', '/%E2%82%AC-actie/'].map((path) => [path, referenceIds(path)]));
    const shared = tree();
    for (let round = 0; round < 3; round++) {
      for (const path of expected.keys()) {
        expect(ids(shared, path), path).toEqual(expected.get(path));
        expect(ids(tree(), path), path).toEqual(expected.get(path));
      }
    }
    expect(expected.get('/jersey-dekbedovertrek-femke-geel.html')?.at(-1)?.[0]).toBe('product');
    expect(expected.get('/dekbedovertrek/katoen/wit/')?.at(-1)?.[0]).toBe('catalogue');
    expect(expected.get('/zoeken/2')?.at(-1)).toEqual(['zoeken-pagination', '/zoeken/2', JSON.stringify({ pagination: '2' })]);
  });

  it('returns the route objects of the tree it was given, not of an earlier copy', () => {
    const first = tree();
    const second = tree();
    match(first, '/favorieten/');
    const matches = match(second, '/favorieten/')!;
    const layout = second[0]!.children!.find((r) => r.id === 'layout-default')!;
    expect(matches.map((m) => m.route)).toEqual([second[0], layout, layout.children!.find((r) => r.id === 'favorieten')]);
    expect(matches[0]!.route).toBe(second[0]);
    expect(matches[2]!.route).not.toBe(first[0]!.children!.find((r) => r.id === 'layout-default')!.children!.find((r) => r.id === 'favorieten'));
  });

  it('sees routes added to a tree in place', () => {
    const routes = tree();
    expect(match(routes, '/nieuw-pad')?.at(-1)?.route.id).toBe('catalogue');
    const layout = routes[0]!.children!.find((r) => r.id === 'layout-default')!;
    layout.children!.push({ id: 'nieuw', path: 'nieuw-pad' });
    expect(match(routes, '/nieuw-pad')?.at(-1)?.route.id).toBe('nieuw');
  });

  it('keeps case sensitivity and end matching apart in the compiled paths', () => {
    expect(router.matchPath({ path: '/cart', caseSensitive: true }, '/Cart')).toBeNull();
    expect(router.matchPath({ path: '/cart', caseSensitive: false }, '/Cart')?.pathname).toBe('/Cart');
    expect(router.matchPath({ path: '/cart', end: false }, '/cart/restore')?.pathnameBase).toBe('/cart');
    expect(router.matchPath({ path: '/cart', end: true }, '/cart/restore')).toBeNull();
  });
});
