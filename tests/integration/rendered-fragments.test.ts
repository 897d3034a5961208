// The site frame's rendered fragments (app/lib/frame-fragments.server.tsx on lib/cache's rendered
// fragments): rendered once per version of the data each is made from, and rendered again when
// exactly that data changes: the shop menu for the tabs, both menus for the mobile menu, the
// footer for the two footers. The data is the real API's, over PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameFragments } from '../../app/lib/frame-fragments.server';
import type { CommerceClient } from '../../app/models/client.server';
import { getFrame, type Frame } from '../../app/models/content.server';
import { renderedFragmentBytes } from '../../lib/cache/rendered-fragments';
import { createTestShop, type TestShop } from '../helpers/shop';

const PATHS: Record<string, keyof Frame> = {
  '/v1/content/navigation': 'navigation',
  '/v1/content/shop-menu': 'shopMenu',
  '/v1/content/sub-navigation/': 'extraMenu',
  '/v1/content/notification': 'notification',
  '/v1/content/footer': 'footer',
};

/** A client that answers the frame's reads from `frame`, as the cached client does: the same objects until they change. */
const clientOf = (frame: Frame) => ({ cached: async (path: string) => frame[PATHS[path]!] }) as unknown as CommerceClient;

describe('the site frame as rendered fragments', () => {
  let shop: TestShop;
  let frame: Frame;
  beforeAll(async () => {
    shop = await createTestShop('pglite', { products: 40 });
    frame = await getFrame(shop.context.commerce as CommerceClient);
  });
  afterAll(() => shop.close());

  /** Which fragments a call rendered anew (its bytes grew the store), and their HTML. */
  async function renderWith(next: Frame) {
    const before = renderedFragmentBytes();
    const html = await frameFragments(clientOf(next));
    return { html, grown: renderedFragmentBytes() - before };
  }

  it('renders each fragment once for the same data', async () => {
    const first = await renderWith(frame);
    const again = await renderWith(frame);
    expect(again.grown).toBe(0);
    expect(again.html).toEqual(first.html);
    expect(first.html.footer).toContain('csrf-token-of-the-page');
    expect(first.html['footer-rating']).not.toBe(first.html.footer);
  });

  it('renders again exactly the fragments whose data changed', async () => {
    const base = await renderWith(frame);
    const bytes = (names: Array<keyof typeof base.html>, html = base.html) => names.reduce((sum, name) => sum + html[name].length * 2, 0);

    // A new footer (the rating moved): both footers, not the menus.
    const footer = { ...frame.footer, rating: { ...frame.footer.rating, count: `${frame.footer.rating.count}0` } };
    const newFooter = await renderWith({ ...frame, footer });
    expect(newFooter.grown).toBe(bytes(['footer', 'footer-rating'], newFooter.html));
    expect(newFooter.html['shop-tabs']).toBe(base.html['shop-tabs']);
    expect(newFooter.html['footer-rating']).not.toBe(base.html['footer-rating']);

    // A new extra menu (same content, a new answer): the mobile menu only.
    const newExtra = await renderWith({ ...frame, extraMenu: structuredClone(frame.extraMenu) });
    expect(newExtra.grown).toBe(bytes(['mobile-menu']));

    // A new shop menu: the tabs and the mobile menu.
    const newShop = await renderWith({ ...frame, shopMenu: structuredClone(frame.shopMenu) });
    expect(newShop.grown).toBe(bytes(['shop-tabs', 'mobile-menu']));

    // The navigation and the notification are not part of any fragment.
    const other = await renderWith({
      ...frame,
      navigation: structuredClone(frame.navigation),
      notification: structuredClone(frame.notification),
    });
    expect(other.grown).toBe(0);
  });
});
