// The server side of components/ui/kept-markup.tsx: the HTML of a page part, per frozen data object
// (a WeakMap: it goes when the kept answer goes) and variant. renderToString, not the static markup:
// the browser hydrates this HTML, so it carries React's text separators like the rest of the page.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server.browser';
import type { KeepMarkup } from '~/components/ui/kept-markup';

/** Variants kept per data object: the visitors' favourites make variants, a few are common. */
const MAX_VARIANTS = 16;
/**
 * Memory for kept markup, all data objects together (strings count two bytes a character): the
 * shared cache may keep 2,000 answers (models/client.server.ts), and an overview's tiles and filter
 * groups are ~50,000 characters. Past it, parts are rendered per request as without the keep, until
 * answers go (and their markup with them).
 */
const MAX_BYTES = 32 * 1024 * 1024;

const kept = new WeakMap<object, Map<string, string>>();
let keptBytes = 0;
const released = new FinalizationRegistry<number>((bytes) => (keptBytes -= bytes));

export const keepMarkup: KeepMarkup = (data: object, variant: string, children: ReactNode) => {
  const variants = kept.get(data);
  const html = variants?.get(variant);
  if (html !== undefined) return html;
  const rendered = renderToString(children);
  const bytes = rendered.length * 2;
  if (keptBytes + bytes > MAX_BYTES || (variants?.size ?? 0) >= MAX_VARIANTS) return rendered;
  if (variants) variants.set(variant, rendered);
  else kept.set(data, new Map([[variant, rendered]]));
  keptBytes += bytes;
  released.register(data, bytes);
  return rendered;
};

/** Bytes of markup kept now (for tests and diagnostics). */
export function keptMarkupBytes(): number {
  return keptBytes;
}
