// Static fragments of the site frame (components/ui/static-fragment.tsx): the menus and the footer
// rendered to HTML once per version of their data. That data is cached per process
// (models/content.server.ts), so the rendered HTML is kept beside it, keyed by those cached objects.
// The footer's newsletter form holds the page's CSRF token: rendered with a placeholder, which
// withCsrfToken fills in per page (the token is not tied to a visitor, lib/csrf.ts).
import { renderToStaticMarkup } from 'react-dom/server.browser';
import { FooterContent } from '~/components/footer/footer';
import { MobileMenuContent, ShopTabItems } from '~/components/header/shop-menus';
import type { FragmentName, Fragments } from '~/components/ui/static-fragment';
import type { CommerceClient } from '~/models/client.server';
import { getFrame, type ExtraMenu, type Footer, type ShopMenu } from '~/models/content.server';

const CSRF_PLACEHOLDER = 'csrf-token-of-the-page';
type MenuFragments = Record<'shop-tabs' | 'mobile-menu', string>;
type FooterFragments = Record<'footer' | 'footer-rating', string>;
const menus = new WeakMap<ShopMenu, WeakMap<ExtraMenu, MenuFragments>>();
const footers = new WeakMap<Footer, FooterFragments>();

export async function frameFragments(commerce: CommerceClient): Promise<Record<FragmentName, string>> {
  const { shopMenu, extraMenu, footer } = await getFrame(commerce);
  let byExtra = menus.get(shopMenu);
  if (!byExtra) menus.set(shopMenu, (byExtra = new WeakMap()));
  let menuFragments = byExtra.get(extraMenu);
  if (!menuFragments) {
    menuFragments = {
      'shop-tabs': renderToStaticMarkup(<ShopTabItems shopMenu={shopMenu} />),
      'mobile-menu': renderToStaticMarkup(<MobileMenuContent shopMenu={shopMenu} extraMenu={extraMenu} />),
    };
    byExtra.set(extraMenu, menuFragments);
  }
  let footerFragments = footers.get(footer);
  if (!footerFragments) {
    footerFragments = {
      footer: renderToStaticMarkup(<FooterContent footer={footer} showRating={false} csrfToken={CSRF_PLACEHOLDER} />),
      'footer-rating': renderToStaticMarkup(<FooterContent footer={footer} showRating csrfToken={CSRF_PLACEHOLDER} />),
    };
    footers.set(footer, footerFragments);
  }
  return { ...menuFragments, ...footerFragments };
}

/** The fragments with the page's CSRF token in their forms. */
export function withCsrfToken(fragments: Fragments, token: string): Fragments {
  const filled: Fragments = {};
  for (const [name, html] of Object.entries(fragments) as Array<[FragmentName, string]>) {
    filled[name] = html.includes(CSRF_PLACEHOLDER) ? html.replaceAll(CSRF_PLACEHOLDER, token) : html;
  }
  return filled;
}
