// Static fragments of the site frame (components/ui/static-fragment.tsx): the menus rendered to HTML
// once per version of the menu data. The menu data is cached per process (models/content.server.ts),
// so the rendered HTML is kept beside it, keyed by those cached objects.
import { renderToStaticMarkup } from 'react-dom/server.browser';
import { MobileMenuContent, ShopTabItems } from '~/components/header/shop-menus';
import type { FragmentName, Fragments } from '~/components/ui/static-fragment';
import type { CommerceClient } from '~/models/client.server';
import { getFrame, type ExtraMenu, type ShopMenu } from '~/models/content.server';

const rendered = new WeakMap<ShopMenu, WeakMap<ExtraMenu, Fragments>>();

export async function frameFragments(commerce: CommerceClient): Promise<Fragments> {
  const { shopMenu, extraMenu } = await getFrame(commerce);
  let byExtra = rendered.get(shopMenu);
  if (!byExtra) rendered.set(shopMenu, (byExtra = new WeakMap()));
  let fragments = byExtra.get(extraMenu);
  if (!fragments) {
    fragments = {
      'shop-tabs': renderToStaticMarkup(<ShopTabItems shopMenu={shopMenu} />),
      'mobile-menu': renderToStaticMarkup(<MobileMenuContent shopMenu={shopMenu} extraMenu={extraMenu} />),
    } satisfies Record<FragmentName, string>;
    byExtra.set(extraMenu, fragments);
  }
  return fragments;
}
