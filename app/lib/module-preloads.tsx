// The page's JavaScript is fetched at low priority, after the stylesheets and the largest image (issue 37).
// React Router's <Scripts> writes a `<link rel="modulepreload">` for every module the page hydrates with, and React 19
// hoists those links into the head, ahead of the stylesheets. Browsers fetch a modulepreload at high priority, so on a
// slow phone ~120 KB of script shares the link with the stylesheet and the product photo before anything is painted.
// React itself preloads its own bootstrap modules with `fetchPriority: "low"`; the same is done here for React Router's
// modules with ReactDOM's `preloadModule`, whose links React writes into the head ahead of the hoisted `<link>` elements
// of <Scripts>: the browser fetches each module once, at the priority of the first link (the later, equal links reuse
// that fetch). Server only: the client never renders this.
//
// It wraps the app instead of standing beside it: a sibling of <ServerRouter> puts the whole app at the second place of
// a two-child list on the server and nowhere like that on the client (entry.client.tsx), and every `useId` of the page
// then differs between the server HTML and the hydrated tree. React does not patch attributes when it hydrates, so the
// page looked right until an element was rendered again on the client: after a bad address the stock-alert field
// (remounted for its new value) got the client's id while its `<label for>` kept the server's, and the field had no
// name (issue 38); a deferred part's copy of its server HTML (components/ui/deferred.tsx) was looked up by the
// client's id and not found.
import type { ReactNode } from 'react';
import { preloadModule, type PreloadModuleOptions } from 'react-dom';
import type { EntryContext } from 'react-router';

/** Every module <Scripts> preloads for this document: the client entry and each matched route's modules. */
export function moduleHrefs(context: Pick<EntryContext, 'manifest' | 'staticHandlerContext'>): string[] {
  const { manifest } = context;
  const hrefs = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of context.staticHandlerContext.matches) {
    const route = manifest.routes[match.route.id];
    if (!route) continue;
    for (const href of [
      route.module,
      ...(route.imports ?? []),
      route.clientActionModule,
      route.clientLoaderModule,
      route.clientMiddlewareModule,
      route.hydrateFallbackModule,
    ]) {
      if (href) hrefs.add(href);
    }
  }
  return [...hrefs];
}

/**
 * The links for this document: each module with the integrity hash React Router gives it when the build has
 * them (subresource integrity, `manifest.sri`). These links come first, so the browser's module map holds what
 * they fetched: a link without the hash would fill it unchecked, and the later links and imports that carry the
 * hash would reuse that entry without checking it (attack review 2026-11-29).
 */
export function modulePreloads(
  context: Pick<EntryContext, 'manifest' | 'staticHandlerContext'>,
): Array<{ href: string; integrity?: string }> {
  const sri = typeof context.manifest.sri === 'object' ? context.manifest.sri : {};
  return moduleHrefs(context).map((href) => (sri[href] ? { href, integrity: sri[href] } : { href }));
}

/** Preloads `links` at low priority and renders `children`, its only child (no sibling: no shift of the `useId`s). */
export function LowPriorityModulePreloads({
  links,
  nonce,
  children,
}: {
  links: Array<{ href: string; integrity?: string }>;
  nonce: string;
  children: ReactNode;
}) {
  for (const { href, integrity } of links) {
    // react-dom 19.3 passes `fetchPriority` on to the link (tests/e2e/load-order.spec.ts checks it); @types/react-dom does not list it yet.
    const options: PreloadModuleOptions & { fetchPriority: 'low' } = { as: 'script', fetchPriority: 'low', nonce, integrity };
    preloadModule(href, options);
  }
  return children;
}
