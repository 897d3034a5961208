// The server side of components/ui/kept-markup.tsx: the HTML of a page part, per frozen data object
// (a WeakMap: it goes when the kept answer goes) and variant. renderToString, not the static markup:
// the browser hydrates this HTML, so it carries React's text separators like the rest of the page.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server.browser';
import type { KeepMarkup } from '~/components/ui/kept-markup';

/** Variants kept per data object: the visitors' favourites make variants, a few are common. */
const MAX_VARIANTS = 16;
const kept = new WeakMap<object, Map<string, string>>();

export const keepMarkup: KeepMarkup = (data: object, variant: string, children: ReactNode) => {
  let variants = kept.get(data);
  if (!variants) kept.set(data, (variants = new Map()));
  let html = variants.get(variant);
  if (html === undefined) {
    html = renderToString(children);
    if (variants.size < MAX_VARIANTS) variants.set(variant, html);
  }
  return html;
};
