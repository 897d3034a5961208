// The server side of components/ui/kept-markup.tsx: the HTML of a page part, rendered once per
// frozen data object and variant and kept as a rendered fragment (lib/cache/rendered-fragments.ts:
// its key, age limit and byte budget). renderToString, not the static markup: the browser hydrates
// this HTML, so it carries React's text separators like the rest of the page.
//
// React 19 preloads every image that is not lazy: in a page it puts `<link rel="preload" as="image">`
// in the document's head, but a separate renderToString has no head and writes them at the start of
// the fragment. Placed as they are, they would sit inside the kept element, where the browser's
// hydration finds a `<link>` the client does not render (React error #418). They are taken off the
// fragment and handed back as preloads, which KeptMarkup makes again in the page's own render.
import type { ReactNode } from 'react';
import type { PreloadOptions } from 'react-dom';
import { renderToString } from 'react-dom/server.browser';
import type { KeepMarkup, KeptPreload } from '~/components/ui/kept-markup';
import { renderedFragment, renderedFragmentBytes } from '../../lib/cache/rendered-fragments';

export const keepMarkup: KeepMarkup = (data: object, variant: string, children: ReactNode) =>
  splitPreloads(renderedFragment('kept-markup', [data, variant], () => renderToString(children)));

const LEADING_LINK = /^<link rel="preload" as="image"((?:\s[a-zA-Z]+="[^"]*")*)\s?\/>/;
const ATTRIBUTE = /\s([a-zA-Z]+)="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const unescape = (value: string) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!);

/** Preload options React writes on an image preload, by the attribute name in its HTML. */
const OPTION: Record<string, keyof PreloadOptions> = {
  fetchpriority: 'fetchPriority',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
};

/** The image preloads React wrote at the start of a fragment, and the fragment without them. */
export function splitPreloads(fragment: string): { html: string; preloads: KeptPreload[] } {
  const preloads: KeptPreload[] = [];
  let html = fragment;
  for (let match = LEADING_LINK.exec(html); match; match = LEADING_LINK.exec(html)) {
    let href = '';
    const options: PreloadOptions = { as: 'image' };
    for (const [, name, raw] of match[1]!.matchAll(ATTRIBUTE)) {
      const value = unescape(raw!);
      if (name === 'href') href = value;
      else {
        const option = OPTION[name!.toLowerCase()];
        if (option) Object.assign(options, { [option]: value });
      }
    }
    // React writes no href for an image with a srcset (the browser picks from imagesrcset), but preload() needs one:
    // the srcset's first candidate, which browsers that read imagesrcset ignore (attack review 2026-11-29).
    if (!href && options.imageSrcSet) href = options.imageSrcSet.trim().split(/\s+/)[0] ?? '';
    if (href) preloads.push({ href, options });
    html = html.slice(match[0].length);
  }
  return { html, preloads };
}

/** Bytes of rendered fragments kept now (for tests and diagnostics). */
export function keptMarkupBytes(): number {
  return renderedFragmentBytes();
}
