// The server side of components/ui/kept-markup.tsx: the HTML of a page part, rendered once per
// frozen data object and variant and kept as a rendered fragment (lib/cache/rendered-fragments.ts:
// its key, age limit and byte budget). renderToString, not the static markup: the browser hydrates
// this HTML, so it carries React's text separators like the rest of the page.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server.browser';
import type { KeepMarkup } from '~/components/ui/kept-markup';
import { renderedFragment, renderedFragmentBytes } from '../../lib/cache/rendered-fragments';

export const keepMarkup: KeepMarkup = (data: object, variant: string, children: ReactNode) =>
  renderedFragment('kept-markup', [data, variant], () => renderToString(children));

/** Bytes of rendered fragments kept now (for tests and diagnostics). */
export function keptMarkupBytes(): number {
  return renderedFragmentBytes();
}
