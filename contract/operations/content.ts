// /v1/content — docs/requirements/content-and-newsletter.md#api Content: the documents that make up the site frame and home page, category
// content, and the service, blog, inspiration and text pages.
import { answer, defineOperation, errorResponses, notFoundResponse, z } from '../operation';
import {
  CartPromoSchema,
  CategoryContentSchema,
  ExtraMenuSchema,
  FooterSchema,
  HomepageSchema,
  NavigationSchema,
  NewsletterPopupSchema,
  NotificationSchema,
  PAGE_KINDS,
  PageSchema,
  PageSummarySchema,
  ShopMenuSchema,
} from '../schemas/content';

export const PAGE_NOT_FOUND = 'Deze pagina bestaat niet.';
export const CATEGORY_NOT_FOUND = 'Deze categorie bestaat niet.';

const base = { tags: ['content'], security: [{ Bearer: [] }] };
const SlugParam = z
  .string()
  .regex(/^[a-z0-9-]{1,120}$/, PAGE_NOT_FOUND)
  .openapi({ example: 'shipping-returns' });

/** A content document: GET without input, its schema as the answer. */
const document = <P extends string, S extends z.ZodTypeAny>(path: P, summary: string, schema: S) =>
  defineOperation({
    ...base,
    method: 'get',
    path,
    summary,
    responses: { 200: answer(summary, schema), ...errorResponses, ...notFoundResponse },
  });

export const getNavigation = document('/v1/content/navigation', 'Hoofdmenu', NavigationSchema);
export const getShopMenu = document('/v1/content/shop-menu', 'Winkelmenu met megamenu’s', ShopMenuSchema);
export const getSubNavigation = document('/v1/content/sub-navigation/', 'Extra menu', ExtraMenuSchema);
export const getNotification = document('/v1/content/notification', 'Meldingsbalk', NotificationSchema);
export const getFooter = document('/v1/content/footer', 'Footer', FooterSchema);
export const getNewsletterPopup = document('/v1/content/newsletter-popup', 'Nieuwsbrief-pop-up', NewsletterPopupSchema);
export const getCartPromo = document(
  '/v1/content/cart-promo',
  'Promoblok van de winkelwagen; totals.promo_progress van de winkelwagen meet tegen dezelfde code',
  CartPromoSchema,
);

export const getHomepage = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/content/homepage',
  summary: 'Homepage: promo header, uitgelichte producten, categorieën en blokken',
  responses: { 200: answer('Homepage', HomepageSchema), ...errorResponses, ...notFoundResponse },
});

export const getCategoryContent = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/content/category',
  summary:
    'De inhoud van een categorie (de categorie-header: titel, ondertitel, afbeelding, kruimelpad, beschrijving en subcategorieën), zonder producten; op path (/dekbed/) of id. Dezelfde gegevens als GET /v1/catalog/category/path, maar alleen voor een bestaande categorie, niet voor filterpaden.',
  request: {
    query: z.object({
      path: z.string().min(1).max(500).optional().openapi({ example: '/dekbed/' }),
      id: z
        .string()
        .regex(/^\d{1,9}$/, CATEGORY_NOT_FOUND)
        .optional(),
    }),
  },
  responses: { 200: answer('De categorie', CategoryContentSchema), ...errorResponses, ...notFoundResponse },
});

export const getServicePage = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/content/service-page/{slug}',
  summary: 'Een servicepagina (klantenservice-contact, shipping-returns, orderandpayment, …); HTML is opgeschoond',
  request: { params: z.object({ slug: SlugParam }) },
  responses: { 200: answer('De pagina', PageSchema), ...errorResponses, ...notFoundResponse },
});

export const listPages = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/content/pages',
  summary: 'Pagina’s van een soort (blog, inspiratie, service, text; zonder soort: alle), zonder inhoud',
  request: { query: z.object({ kind: z.enum(PAGE_KINDS, { errorMap: () => ({ message: 'Onbekende paginasoort.' }) }).optional() }) },
  responses: { 200: answer('De pagina’s', z.object({ pages: z.array(PageSummarySchema) })), ...errorResponses },
});

export const getPage = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/content/pages/{kind}/{slug}',
  summary: 'Eén blogartikel, inspiratieartikel, servicepagina of tekstpagina; HTML is opgeschoond',
  request: { params: z.object({ kind: z.enum(PAGE_KINDS, { errorMap: () => ({ message: PAGE_NOT_FOUND }) }), slug: SlugParam }) },
  responses: { 200: answer('De pagina', PageSchema), ...errorResponses, ...notFoundResponse },
});
