// Content the site frame and home page need (docs/requirements/content-and-newsletter.md#api Content).
import type {
  CartPromo,
  ExtraMenu,
  Footer,
  Homepage,
  Navigation,
  NewsletterPopup,
  Notification,
  ShopMenu,
} from '#contract/schemas/content';
import type { Page, PageKind, PageSummary } from '#contract/schemas/content';
import type { AnswerOf } from '#contract/operation';
import * as ops from '#contract/operations/content';
import { isCommerceError, type CommerceClient } from './client.server';
import { log } from '../lib/log.server';

export type { CartPromo, ExtraMenu, Footer, Homepage, Navigation, NewsletterPopup, Notification, Page, PageKind, PageSummary, ShopMenu };

/** Menus and footer change rarely: cached per process for a short time, not refetched per request. */
const FRAME_TTL_MS = 60_000;

export interface Frame {
  navigation: Navigation;
  shopMenu: ShopMenu;
  extraMenu: ExtraMenu;
  notification: Notification;
  footer: Footer;
}

type FrameDocument =
  typeof ops.getNavigation | typeof ops.getShopMenu | typeof ops.getSubNavigation | typeof ops.getNotification | typeof ops.getFooter;

/**
 * A frame document: `cached` on the operation's path (it has no parameters), typed by its answer.
 * The frame goes through `cached` itself, the one read tests/integration/rendered-fragments.test.ts
 * stands in for.
 */
function frameDocument<R extends FrameDocument>(commerce: CommerceClient, operation: R): Promise<AnswerOf<R>> {
  return commerce.cached<AnswerOf<R>>(operation.path, FRAME_TTL_MS);
}

/** docs/requirements/content-and-newsletter.md#states start-up: navigation, shop navigation, extra navigation, notification and footer, in parallel. */
export async function getFrame(commerce: CommerceClient): Promise<Frame> {
  const [navigation, shopMenu, extraMenu, notification, footer] = await Promise.all([
    frameDocument(commerce, ops.getNavigation),
    frameDocument(commerce, ops.getShopMenu),
    frameDocument(commerce, ops.getSubNavigation),
    frameDocument(commerce, ops.getNotification),
    frameDocument(commerce, ops.getFooter),
  ]);
  return { navigation, shopMenu, extraMenu, notification, footer };
}

/**
 * What pages need of the frame in their data: the shop and mobile menus and the footer travel as
 * static fragments (lib/frame-fragments.server.tsx) and the main menu needs only its top level.
 */
export interface PageFrame {
  navigation: { menu: Array<Pick<Navigation['menu'][number], 'id' | 'title' | 'link'>> };
  notification: Notification;
  /** The footer itself is a static fragment; pages use these parts of its data elsewhere. */
  footer: Omit<Footer, 'general' | 'actions' | 'socials'>;
}

export function pageFrame({ navigation, notification, footer }: Frame): PageFrame {
  const { general: _general, actions: _actions, socials: _socials, ...used } = footer;
  return { navigation: { menu: navigation.menu.map(({ id, title, link }) => ({ id, title, link })) }, notification, footer: used };
}

export function getHomepage(commerce: CommerceClient): Promise<Homepage> {
  return commerce.cachedCall(ops.getHomepage, FRAME_TTL_MS);
}

/**
 * docs/requirements/content-and-newsletter.md#api GET /v1/content/cart-promo: the cart page's promo block, the same for everyone. The cart
 * without it is still the cart: a failure means no block (logged, docs/requirements/content-and-newsletter.md#errors).
 */
export async function getCartPromo(commerce: CommerceClient): Promise<CartPromo | null> {
  try {
    const promo = await commerce.cachedCall(ops.getCartPromo, FRAME_TTL_MS);
    return promo.active ? promo : null;
  } catch (error) {
    log.warn('Winkelwagenactie niet geladen', error instanceof Error ? error.message : error);
    return null;
  }
}

export function getNewsletterPopup(commerce: CommerceClient): Promise<NewsletterPopup> {
  return commerce.cachedCall(ops.getNewsletterPopup, FRAME_TTL_MS);
}

// Editorial pages: blog, inspiratie, service and text pages (docs/requirements/content-and-newsletter.md#api /service-page/{slug}).

/** Pages change rarely and are the same for everyone: a short per-process cache. */
const PAGES_TTL_MS = 60_000;

export async function listPages(commerce: CommerceClient, kind?: PageKind): Promise<PageSummary[]> {
  const { pages } = await commerce.cachedCall(ops.listPages, PAGES_TTL_MS, { query: { kind } });
  return pages;
}

/** A page, or null when it does not exist (the route answers its own 404). */
export async function getPage(commerce: CommerceClient, kind: PageKind, slug: string): Promise<Page | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  try {
    if (kind === 'service') return await commerce.cachedCall(ops.getServicePage, PAGES_TTL_MS, { params: { slug } });
    return await commerce.cachedCall(ops.getPage, PAGES_TTL_MS, { params: { kind, slug } });
  } catch (error) {
    if (isCommerceError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
