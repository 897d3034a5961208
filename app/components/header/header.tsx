import { Form, Link, NavLink, useLocation } from 'react-router';
import { useEffect, useRef } from 'react';
import type { PageFrame } from '~/models/content.server';
import type { Visitor } from '~/lib/session.server';
import { visibleMainMenu } from '~/lib/menu';
import { Icon } from '../ui/icon';
import { Stars } from '../ui/rating';
import { StaticFragment } from '../ui/static-fragment';
import { CopyCodeButton } from './copy-code';
import { UspRotator, type UspItem } from './usp-rotator';
import { SearchSuggestions as ServerSearchSuggestions } from './search-suggestions';
import { deferred } from '../ui/deferred';

// The search box is a plain input of a GET form until its code (state, keys, the suggestions
// loader) arrives, right after hydration: out of every page's first load (docs/decisions/0021).
const SearchSuggestions = deferred('search', import.meta.env.SSR ? ServerSearchSuggestions : undefined, () =>
  import('./search-suggestions').then((m) => m.SearchSuggestions),
);
export interface HeaderProps {
  frame: PageFrame;
  visitor: Visitor;
  cartCount?: number;
  favouritesCount?: number;
}

/** The header's highlights (docs/requirements/content-and-newsletter.md): the footer's usps, the delivery note and the shop's rating (last: from 992 px it stands beside the banner). */
function headerUsps(footer: PageFrame['footer']): UspItem[] {
  return [
    ...footer.usps.map((usp) => ({
      key: usp,
      content: (
        <>
          <Icon name="check" size={16} /> {usp}
        </>
      ),
    })),
    {
      key: 'delivery',
      className: 'usp-delivery',
      content: (
        <>
          <Icon name="clock" size={16} /> {footer.delivery_note}
        </>
      ),
    },
    { key: 'rating', className: 'usp-rating', content: <ShopRatingLine rating={footer.rating} /> },
  ];
}

/** docs/requirements/content-and-newsletter.md: 4.5/5 from 55.000+ reviews. */
function ShopRatingLine({ rating }: { rating: PageFrame['footer']['rating'] }) {
  return (
    <>
      <Stars score={rating.score} size={14} />
      <span>
        {rating.score.toLocaleString('nl-NL')}/5 uit {rating.count} beoordelingen
      </span>
    </>
  );
}

/**
 * The site header. Menus are <details> elements, so they open and close without JavaScript; with
 * JavaScript every route change, Escape and a click elsewhere close them (docs/requirements/content-and-newsletter.md#states Header menus).
 * The mega menus and the mobile menu are static fragments (./shop-menus.tsx).
 */
export function Header({ frame, visitor, cartCount = 0, favouritesCount = 0 }: HeaderProps) {
  const ref = useCloseMenusOnNavigation();
  const { notification, footer, navigation } = frame;
  const mainMenu = visibleMainMenu(navigation.menu);
  return (
    <header className="site-header" ref={ref}>
      {notification.active ? <AlertBar notification={notification} /> : null}

      <div className="usp-bar">
        <div className="container usp-bar-inner">
          <UspRotator label="Onze beloftes" items={headerUsps(footer)} />
          {/* From 992 px the rating stands beside the banner instead of taking its turn in it. */}
          <p className="usp-rating-aside">
            <ShopRatingLine rating={footer.rating} />
          </p>
        </div>
      </div>

      <div className="header-main container">
        <details className="mobile-menu" name="site-menu">
          <summary aria-label="Menu">
            <Icon name="menu" />
          </summary>
          <StaticFragment as="nav" name="mobile-menu" className="mobile-menu-panel" aria-label="Mobiel menu" />
        </details>

        <Link to="/" className="logo" aria-label="Slaapzaak, naar de homepage">
          <img src="/logo.svg" alt="" width={168} height={40} />
        </Link>

        <Form method="get" action="/zoeken/" className="search-form" role="search">
          <label htmlFor="header-search" className="visually-hidden">
            Zoeken
          </label>
          <SearchSuggestions />
          <button type="submit" aria-label="Zoeken">
            <Icon name="search" />
          </button>
        </Form>

        <HeaderIcons visitor={visitor} cartCount={cartCount} favouritesCount={favouritesCount} />
      </div>

      <nav className="shop-nav" aria-label="Winkelmenu">
        <StaticFragment as="ul" name="shop-tabs" className="container shop-tabs" />
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
    </header>
  );
}

/** The promotion bar above the header (docs/requirements/content-and-newsletter.md), with its code to copy when it has one. */
function AlertBar({ notification }: { notification: PageFrame['notification'] }) {
  return (
    <div className="alert-bar" role="region" aria-label="Actie">
      <p>
        {notification.text}
        {notification.code ? (
          <>
            {' '}
            <strong className="promo-code">{notification.code}</strong>
            <CopyCodeButton code={notification.code} />
          </>
        ) : null}
      </p>
    </div>
  );
}

/** Account, favourites and cart, with their counters. */
function HeaderIcons({
  visitor,
  cartCount,
  favouritesCount,
}: Pick<HeaderProps, 'visitor'> & { cartCount: number; favouritesCount: number }) {
  return (
    <nav className="header-icons" aria-label="Mijn Slaapzaak">
      <Link
        to="/account/"
        className="header-icon tooltip"
        data-tooltip={visitor.loggedIn ? `ingelogd als ${visitor.firstName ?? ''}`.trim() : 'inloggen'}
        aria-label={visitor.loggedIn ? `Account, ingelogd als ${visitor.firstName ?? ''}` : 'Account, inloggen'}
      >
        <Icon name="user" />
      </Link>
      <Link to="/favorieten/" className="header-icon" aria-label={`Favorieten, ${favouritesCount} producten`}>
        <Icon name="heart" />
        {favouritesCount > 0 ? <span className="counter">{favouritesCount}</span> : null}
      </Link>
      <Link to="/cart/" className="header-icon" aria-label={`Winkelwagen, ${cartCount} artikelen`}>
        <Icon name="cart" />
        {cartCount > 0 ? <span className="counter">{cartCount}</span> : null}
      </Link>
    </nav>
  );
}

function useCloseMenusOnNavigation() {
  const ref = useRef<HTMLElement>(null);
  const location = useLocation();
  // After a navigation, not when the page hydrates: a menu opened before that (no JS yet, a slow
  // phone) stays open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    closeAll(ref.current);
  }, [location.key]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeAll(ref.current);
    };
    const onClick = (e: MouseEvent) => {
      const header = ref.current;
      if (!header) return;
      for (const details of header.querySelectorAll('details[open]')) {
        if (!details.contains(e.target as Node) && !details.classList.contains('mobile-tab')) details.removeAttribute('open');
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);
  return ref;
}

function closeAll(root: HTMLElement | null) {
  root?.querySelectorAll('details.mega[open], details.mobile-menu[open]').forEach((d) => d.removeAttribute('open'));
}
