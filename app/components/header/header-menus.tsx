import { Link, NavLink } from '@remix-run/react';
import type { Frame } from '~/models/content.server';
import { visibleMainMenu } from '~/lib/menu';
import { Icon } from '../ui/icon';

type ShopMenu = Frame['shopMenu'];

// Props are the root loader's own objects (stable between renders), so the deferred wrappers'
// memo holds; the lists shown are derived here.

/** The mobile menu's panel, inside its <details> (opens without JavaScript). */
export function MobileMenuPanel({ shopMenu, extraMenu }: { shopMenu: ShopMenu; extraMenu: Frame['extraMenu'] }) {
  const mobileExtras = extraMenu.items.filter((i) => i.mobileOnly);
  return (
    <nav className="mobile-menu-panel" aria-label="Mobiel menu">
      {shopMenu.items.map((tab, i) => (
        <details key={tab.slug} className="mobile-tab" open={i === 0}>
          <summary>{tab.title}</summary>
          <ul>
            {tab.items.map((column) => (
              <li key={column.id}>
                <Link to={column.link}>{column.title}</Link>
                {column.items.length ? (
                  <ul>
                    {column.items.map((item) => (
                      <li key={item.id}>
                        <Link to={item.link}>{item.title}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ))}
      <ul className="mobile-extra">
        {mobileExtras.map((item) => (
          <li key={item.link}>
            <Link to={item.link}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The shop tabs with their mega menus (<details>) and the main menu. */
export function ShopNav({ shopMenu, navigation }: { shopMenu: ShopMenu; navigation: Frame['navigation'] }) {
  const mainMenu = visibleMainMenu(navigation.menu);
  return (
    <nav className="shop-nav" aria-label="Winkelmenu">
      <ul className="container shop-tabs">
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
                      <Link to={column.link} className="mega-heading">
                        {column.title}
                      </Link>
                      {column.items.length ? (
                        <ul>
                          {column.items.map((item) => (
                            <li key={item.id}>
                              <Link to={item.link}>{item.title}</Link>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </div>
                  ))}
                </div>
              </div>
            </details>
          </li>
        ))}
      </ul>
      <ul className="container main-menu">
        {mainMenu.map((item) => (
          <li key={item.id}>
            <NavLink to={item.link} prefetch="intent">
              {item.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
