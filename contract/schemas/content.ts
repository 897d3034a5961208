// Shapes of the /v1/content answers (docs/requirements/content-and-newsletter.md#data). These are the contract between the commerce API,
// the seed that fills content_entries, and the storefront that renders them.
import { z } from '@hono/zod-openapi';

export interface MenuItem {
  id: number;
  title: string;
  link: string;
  slug?: string | null;
  /** Optional HTML shown in a mega menu column. */
  content?: string | null;
  items: MenuItem[];
}

const menuItemFields = {
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  slug: z.string().nullish(),
  content: z.string().nullish(),
};

// Menus are at most three levels deep (tab → column → link). The schema spells the levels out,
// because the OpenAPI generator cannot describe a recursive (lazy) schema.
const MenuLeafSchema = z.object({ ...menuItemFields, items: z.array(z.object({})).max(0) });
const MenuColumnSchema = z.object({ ...menuItemFields, items: z.array(MenuLeafSchema) });
export const MenuItemSchema = z
  .object({ ...menuItemFields, items: z.array(MenuColumnSchema) })
  .openapi('MenuItem') as unknown as z.ZodType<MenuItem>;

/** GET /v1/content/navigation: the main menu. */
export const NavigationSchema = z.object({ menu: z.array(MenuItemSchema) }).openapi('Navigation');

/** GET /v1/content/shop-menu: the shop tabs (Slapen, Wonen, Kids, …), each with its mega menu. */
export const ShopMenuEntrySchema = z.object({
  slug: z.string(),
  title: z.string(),
  homepage: z.boolean(),
  items: z.array(MenuItemSchema),
});
export const ShopMenuSchema = z.object({ items: z.array(ShopMenuEntrySchema) }).openapi('ShopMenu');

/** GET /v1/content/sub-navigation/: the extra menu (service links; mobile-only extras). */
export const ExtraMenuSchema = z
  .object({ items: z.array(z.object({ title: z.string(), link: z.string(), mobileOnly: z.boolean() })) })
  .openapi('ExtraMenu');

/** GET /v1/content/notification: the alert bar above the header. */
export const NotificationSchema = z
  .object({
    active: z.boolean(),
    text: z.string(),
    /** A code the shopper can copy (GRATISTHUIS), or null. */
    code: z.string().nullable(),
    link: z.string().nullable(),
  })
  .openapi('Notification');

const LinkSchema = z.object({ title: z.string(), link: z.string() });

/** The footer document as kept in content_entries. */
const FooterContentSchema = z.object({
  general: z.array(LinkSchema),
  categories: z.array(LinkSchema),
  actions: z.array(LinkSchema),
  paymentMethods: z.array(z.object({ code: z.string(), title: z.string() })),
  socials: z.array(z.object({ network: z.enum(['facebook', 'instagram', 'pinterest']), title: z.string(), url: z.string() })),
  phone: z.object({ display: z.string(), href: z.string(), hours: z.string() }),
  email: z.string(),
  rating: z.object({ score: z.number(), outOf: z.number(), count: z.string(), trustScore: z.number() }),
  usps: z.array(z.string()),
});

/** GET /v1/content/footer: the document, and the header's delivery note computed when it answers. */
export const FooterSchema = FooterContentSchema.extend({
  /** Computed now (commerce/delivery/promise.ts): "Voor 23:59 besteld, morgen in huis (op voorraad)". */
  delivery_note: z.string(),
}).openapi('Footer');

/** docs/requirements/content-and-newsletter.md#data Promo. */
export const PromoSchema = z.object({
  link: z.string(),
  image: z.string(),
  image_mobile: z.string().nullable(),
  buttontext: z.string().nullable(),
  button_text: z.string().nullable(),
  title: z.string().nullable(),
  sub_title: z.string().nullable(),
  show_title: z.boolean(),
  is_light_background: z.boolean(),
  /** ISO date-time the promotion ends; drives the countdown. */
  ends_at: z.string().nullable(),
});

/**
 * GET /v1/content/cart-promo (docs/requirements/content-and-newsletter.md#api): the promo block of the cart page, a docs/requirements/content-and-newsletter.md#data Promo plus
 * `active` (as the newsletter popup has) and the discount `code` it advertises. The cart's
 * `totals.promo_progress` measures the cart against that same code (services/cart.ts).
 */
export const CartPromoSchema = PromoSchema.extend({
  active: z.boolean(),
  /** Discount code of the promotion (a row of discount_codes), or null for a promo without a code. */
  code: z.string().nullable(),
}).openapi('CartPromo');

/** docs/requirements/content-and-newsletter.md#data Featured tile. Prices in cents. */
export const FeaturedTileSchema = z.object({
  /** Product id (for the favourites toggle on the tile). */
  id: z.number().int(),
  link: z.string(),
  image: z.string(),
  title: z.string(),
  sub_title: z.string().nullable(),
  priceOld: z.number().int().nullable(),
  price: z.number().int(),
});

/** docs/requirements/content-and-newsletter.md#screens-and-routes Content block. */
export const ContentBlockSchema = z.object({
  title: z.string().nullable(),
  sub_title: z.string().nullable(),
  description: z.string(),
  link: z.string().nullable(),
  button_text: z.string().nullable(),
  image: z.string().nullable(),
  image_position: z.enum(['left', 'right', 'bottom']),
  background: z.string().default('yellow'),
});

export const CategoryTileSchema = z.object({ title: z.string(), link: z.string(), image: z.string() });

/** What the seed stores under content key `homepage`; featured tiles are added from the catalogue. */
export const HomepageContentSchema = z.object({
  promo: PromoSchema,
  extra_promos: z.array(PromoSchema),
  category_tiles: z.array(CategoryTileSchema),
  blocks: z.array(ContentBlockSchema),
  /** Category path whose best sellers fill the featured strip. */
  featured_category: z.string(),
});

/** A recent good review of a featured product, for the home page teaser. Text is plain text. */
export const ReviewTeaserSchema = z.object({
  display_name: z.string(),
  title: z.string(),
  content: z.string(),
  score: z.number().int(),
  created_at: z.string(),
  product: z.object({ title: z.string(), link: z.string() }),
});

/** GET /v1/content/homepage */
export const HomepageSchema = HomepageContentSchema.extend({
  featured: z.array(FeaturedTileSchema),
  reviews: z.array(ReviewTeaserSchema),
}).openapi('Homepage');

/** GET /v1/content/newsletter-popup */
export const NewsletterPopupSchema = z
  .object({
    title: z.string(),
    content: z.string(),
    button_text: z.string(),
    small_text: z.string(),
    active: z.boolean(),
  })
  .openapi('NewsletterPopup');

export type Navigation = z.infer<typeof NavigationSchema>;
export type ShopMenu = z.infer<typeof ShopMenuSchema>;
export type ExtraMenu = z.infer<typeof ExtraMenuSchema>;
export type Notification = z.infer<typeof NotificationSchema>;
export type Footer = z.infer<typeof FooterSchema>;
export type Promo = z.infer<typeof PromoSchema>;
export type CartPromo = z.infer<typeof CartPromoSchema>;
export type FeaturedTile = z.infer<typeof FeaturedTileSchema>;
export type ContentBlock = z.infer<typeof ContentBlockSchema>;
export type HomepageContent = z.infer<typeof HomepageContentSchema>;
export type Homepage = z.infer<typeof HomepageSchema>;
export type ReviewTeaser = z.infer<typeof ReviewTeaserSchema>;
export type NewsletterPopup = z.infer<typeof NewsletterPopupSchema>;

/** Content keys the seed must fill, with the schema each must satisfy. */
export const contentKeySchemas = {
  navigation: NavigationSchema,
  'shop-menu': ShopMenuSchema,
  'sub-navigation': ExtraMenuSchema,
  notification: NotificationSchema,
  footer: FooterContentSchema,
  homepage: HomepageContentSchema,
  'newsletter-popup': NewsletterPopupSchema,
  'cart-promo': CartPromoSchema,
} as const;
export type ContentKey = keyof typeof contentKeySchemas;

/** Editorial page kinds and where each lives in the shop. */
export const PAGE_KINDS = ['service', 'blog', 'inspiratie', 'text'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** A page in a list (blog overview, service index): no body. */
export const PageSummarySchema = z
  .object({
    kind: z.enum(PAGE_KINDS),
    slug: z.string(),
    /** Storefront URL of the page. */
    url: z.string(),
    title: z.string(),
    summary: z.string(),
    image: z.string().nullable(),
    published_at: z.string(),
  })
  .openapi('PageSummary');

/** GET /v1/content/service-page/{slug}, /v1/content/pages/{kind}/{slug}: body HTML is sanitised. */
export const PageSchema = PageSummarySchema.extend({ body_html: z.string() }).openapi('Page');

export type PageSummary = z.infer<typeof PageSummarySchema>;
export type Page = z.infer<typeof PageSchema>;

/** GET /v1/content/category: a category's header content, without products. */
export const CategoryContentSchema = z
  .object({
    id: z.number().int(),
    path: z.string(),
    url: z.string(),
    kind: z.enum(['textpage', 'cop', 'pop']),
    title: z.string(),
    subtitle: z.string().nullable(),
    /** HTML, sanitised when it is written. */
    description: z.string(),
    image: z.string().nullable(),
    is_action: z.boolean(),
    meta_description: z.string().nullable(),
    breadcrumbs: z.array(z.object({ title: z.string(), url: z.string() })),
    children: z.array(
      z.object({ id: z.number().int(), title: z.string(), url: z.string(), kind: z.string(), image: z.string().nullable() }),
    ),
  })
  .openapi('CategoryContent');

export type CategoryContent = z.infer<typeof CategoryContentSchema>;
