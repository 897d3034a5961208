// Static fragments of the site frame (components/ui/static-fragment.tsx): the menus and the footer
// rendered to HTML once per version of their data. That data is cached per process
// (models/content.server.ts), so the rendered HTML is kept as rendered fragments
// (lib/cache/rendered-fragments.ts), keyed by those cached objects.
// The footer's newsletter form holds the page's CSRF token: rendered with a placeholder, which
// withCsrfToken fills in per page (the token is not tied to a visitor, lib/csrf.ts).
import { renderToStaticMarkup } from 'react-dom/server.browser';
import { FooterContent } from '~/components/footer/footer';
import { MobileMenuContent, ShopTabItems } from '~/components/header/shop-menus';
import type { FragmentName, Fragments } from '~/components/ui/static-fragment';
import type { CommerceClient } from '~/models/client.server';
import { getFrame } from '~/models/content.server';
import { renderedFragment } from '../../lib/cache/rendered-fragments';

const CSRF_PLACEHOLDER = 'csrf-token-of-the-page';

export async function frameFragments(commerce: CommerceClient): Promise<Record<FragmentName, string>> {
  const { shopMenu, extraMenu, footer } = await getFrame(commerce);
  // Each fragment is keyed by exactly the data objects it is made from.
  return {
    'shop-tabs': renderedFragment('shop-tabs', [shopMenu], () => renderToStaticMarkup(<ShopTabItems shopMenu={shopMenu} />)),
    'mobile-menu': renderedFragment('mobile-menu', [shopMenu, extraMenu], () =>
      renderToStaticMarkup(<MobileMenuContent shopMenu={shopMenu} extraMenu={extraMenu} />),
    ),
    footer: renderedFragment('footer', [footer], () =>
      renderToStaticMarkup(<FooterContent footer={footer} showRating={false} csrfToken={CSRF_PLACEHOLDER} />),
    ),
    'footer-rating': renderedFragment('footer-rating', [footer], () =>
      renderToStaticMarkup(<FooterContent footer={footer} showRating csrfToken={CSRF_PLACEHOLDER} />),
    ),
  };
}

/** The fragments with the page's CSRF token in their forms. */
export function withCsrfToken(fragments: Fragments, token: string): Fragments {
  const filled: Fragments = {};
  for (const [name, html] of Object.entries(fragments) as Array<[FragmentName, string]>) {
    filled[name] = html.includes(CSRF_PLACEHOLDER) ? html.replaceAll(CSRF_PLACEHOLDER, token) : html;
  }
  return filled;
}
