// Markup kept with the data it was made from (docs/decisions/0028). On the server, a part of a page
// whose data is a kept, frozen answer (models/client.server.ts `derived`) is rendered to HTML once
// per answer and variant and then placed in the element as it is, instead of being rendered again
// for every request: the shared cache keeps the answer 30 s, so a busy overview renders its 24 tiles
// once per half minute. The HTML is what React renders for these children anyway, so the browser
// hydrates the element's children as usual; nothing changes there. The kept HTML may only depend on
// the element's data, the variant and the children's props: the children get no context (no router,
// no root data) and use no useId (their ids would be those of a separate render).
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { preload, type PreloadOptions } from 'react-dom';

/** An image preload React would have put in the page's head for the kept children (lib/kept-markup.server.ts). */
export interface KeptPreload {
  href: string;
  options: PreloadOptions;
}

/** Returns the HTML of `children` for `data` and `variant`, rendered once and kept, and its image preloads. */
export type KeepMarkup = (data: object, variant: string, children: ReactNode) => { html: string; preloads: readonly KeptPreload[] };

const KeptMarkupContext = createContext<KeepMarkup | null>(null);
/** Set by entry.server around the document; absent in the browser. */
export const KeptMarkupProvider = KeptMarkupContext.Provider;

interface KeptMarkupProps {
  as: 'ul' | 'details' | 'fieldset' | 'div';
  /** What the markup is made from; kept only when frozen (a kept answer, shared by requests). Null: never kept. */
  data: object | null;
  /** Whatever else the markup depends on, as a string (ids, the visitor's favourites). */
  variant: string;
  className?: string;
  open?: boolean;
  children: ReactNode;
}

export function KeptMarkup({ as, data, variant, children, ...props }: KeptMarkupProps) {
  const keep = useContext(KeptMarkupContext);
  if (!keep || !data || !Object.isFrozen(data)) return createElement(as, props, children);
  const { html, preloads } = keep(data, variant, children);
  for (const { href, options } of preloads) preload(href, options);
  return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: html } });
}
