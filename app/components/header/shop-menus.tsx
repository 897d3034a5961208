// The shop tabs' mega menus and the mobile menu: the biggest part of every page's HTML, the same for
// every visitor. They are rendered to HTML once per menu version (lib/frame-fragments.server.tsx)
// and placed in the header as static fragments (components/ui/static-fragment.tsx), so pages neither
// render them per request nor repeat them in their loader data. Plain links: the fragment's click
// handler turns them into client-side navigations once the page is hydrated.
import type { ExtraMenu, ShopMenu } from '~/models/content.server';
import { Icon } from '../ui/icon';

/** The <li> items of the desktop shop tabs, each a <details> mega menu (works without JavaScript). */
export function ShopTabItems({ shopMenu }: { shopMenu: ShopMenu }) {
  return (
    <>
      {shopMenu.items.map((tab, i) => (
        <li key={tab.slug}>
          <details className="mega" name="mega-menu">
            <summary className={i === 0 ? 'selected' : undefined}>
              {tab.title} <Icon name="chevron-down" size={16} />
            </summary>
            <div className="mega-panel">
              <div className="container mega-columns">
                {tab.items.map((column) => (
                  <div key={column.id} className="mega-column">
                    <ColumnLinks column={column} headingClass="mega-heading" />
                  </div>
                ))}
              </div>
            </div>
          </details>
        </li>
      ))}
    </>
  );
}

/** The mobile menu panel's content: every shop tab (the first open) and the mobile-only links. */
export function MobileMenuContent({ shopMenu, extraMenu }: { shopMenu: ShopMenu; extraMenu: ExtraMenu }) {
  const mobileExtras = extraMenu.items.filter((i) => i.mobileOnly);
  return (
    <>
      {shopMenu.items.map((tab, i) => (
        <details key={tab.slug} className="mobile-tab" open={i === 0}>
          <summary>{tab.title}</summary>
          <ul>
            {tab.items.map((column) => (
              <li key={column.id}>
                <ColumnLinks column={column} />
              </li>
            ))}
          </ul>
        </details>
      ))}
      <ul className="mobile-extra">
        {mobileExtras.map((item) => (
          <li key={item.link}>
            <a href={item.link}>{item.title}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

type MenuColumn = ShopMenu['items'][number]['items'][number];

/** A menu column: its heading link and, when it has them, the links under it. */
function ColumnLinks({ column, headingClass }: { column: MenuColumn; headingClass?: string }) {
  return (
    <>
      <a href={column.link} className={headingClass}>
        {column.title}
      </a>
      {column.items.length ? (
        <ul>
          {column.items.map((item) => (
            <li key={item.id}>
              <a href={item.link}>{item.title}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
