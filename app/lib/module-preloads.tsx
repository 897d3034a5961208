// The page's JavaScript is fetched at low priority, after the stylesheets and the largest image (issue 37).
// React Router's <Scripts> writes a `<link rel="modulepreload">` for every module the page hydrates with, and React 19
// hoists those links into the head, ahead of the stylesheets. Browsers fetch a modulepreload at high priority, so on a
// slow phone ~120 KB of script shares the link with the stylesheet and the product photo before anything is painted.
// React itself preloads its own bootstrap modules with `fetchPriority: "low"`; the same is done here for React Router's
// modules, with plain `<link>` elements: React hoists them in render order, so rendered before <ServerRouter> they come
// first and the browser fetches each module once, at the priority of the first link (the later, equal links from
// <Scripts> reuse that fetch). Server only: the client never renders this, and hoisted links leave nothing in place.
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

export function LowPriorityModulePreloads({ links, nonce }: { links: Array<{ href: string; integrity?: string }>; nonce: string }) {
  return links.map(({ href, integrity }) => (
    <link key={href} rel="modulepreload" href={href} fetchPriority="low" nonce={nonce} integrity={integrity} />
  ));
}
