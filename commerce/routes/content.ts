// /v1/content/* — the documents that make up the site frame and home page (SPEC §7 Content).
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, errorBody, errorResponses, notFoundResponse } from '../http';
import {
  CartPromoSchema,
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
  type ContentKey,
} from '../schemas/content';
import { getContent, getHomepage } from '../services/content';
import { getPage, listPages } from '../services/pages';

const SlugParam = z.string().regex(/^[a-z0-9-]{1,120}$/, 'Deze pagina bestaat niet.').openapi({ example: 'shipping-returns' });
const PAGE_NOT_FOUND = 'Deze pagina bestaat niet.';

const documents: { path: string; key: ContentKey; schema: z.ZodTypeAny; summary: string }[] = [
  { path: '/v1/content/navigation', key: 'navigation', schema: NavigationSchema, summary: 'Hoofdmenu' },
  { path: '/v1/content/shop-menu', key: 'shop-menu', schema: ShopMenuSchema, summary: 'Winkelmenu met megamenu’s' },
  { path: '/v1/content/sub-navigation/', key: 'sub-navigation', schema: ExtraMenuSchema, summary: 'Extra menu' },
  { path: '/v1/content/notification', key: 'notification', schema: NotificationSchema, summary: 'Meldingsbalk' },
  { path: '/v1/content/footer', key: 'footer', schema: FooterSchema, summary: 'Footer' },
  { path: '/v1/content/newsletter-popup', key: 'newsletter-popup', schema: NewsletterPopupSchema, summary: 'Nieuwsbrief-pop-up' },
  { path: '/v1/content/cart-promo', key: 'cart-promo', schema: CartPromoSchema, summary: 'Promoblok van de winkelwagen; totals.promo_progress van de winkelwagen meet tegen dezelfde code' },
];

export function createContentRoutes() {
  const app = createRouter();
  for (const doc of documents) {
    const route = createRoute({
      method: 'get',
      path: doc.path,
      tags: ['content'],
      summary: doc.summary,
      security: [{ Bearer: [] }],
      responses: {
        200: { description: doc.summary, content: { 'application/json': { schema: doc.schema } } },
        ...errorResponses,
        ...notFoundResponse,
      },
    });
    app.openapi(route, async (c) => {
      const data = await getContent(c.get('deps').database.db, doc.key);
      if (!data) return c.json(errorBody('Deze inhoud bestaat niet.'), 404);
      return c.json(data, 200);
    });
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/content/homepage',
      tags: ['content'],
      summary: 'Homepage: promo header, uitgelichte producten, categorieën en blokken',
      security: [{ Bearer: [] }],
      responses: {
        200: { description: 'Homepage', content: { 'application/json': { schema: HomepageSchema } } },
        ...errorResponses,
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const data = await getHomepage(c.get('deps').database.db);
      if (!data) return c.json(errorBody('Deze inhoud bestaat niet.'), 404);
      return c.json(data, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/content/service-page/{slug}',
      tags: ['content'],
      summary: 'Een servicepagina (klantenservice-contact, shipping-returns, orderandpayment, …); HTML is opgeschoond',
      security: [{ Bearer: [] }],
      request: { params: z.object({ slug: SlugParam }) },
      responses: {
        200: { description: 'De pagina', content: { 'application/json': { schema: PageSchema } } },
        ...errorResponses,
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const page = await getPage(c.get('deps').database.db, 'service', c.req.valid('param').slug);
      if (!page) return c.json(errorBody(PAGE_NOT_FOUND), 404);
      return c.json(page, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/content/pages',
      tags: ['content'],
      summary: 'Pagina’s van een soort (blog, inspiratie, service, text; zonder soort: alle), zonder inhoud',
      security: [{ Bearer: [] }],
      request: { query: z.object({ kind: z.enum(PAGE_KINDS, { errorMap: () => ({ message: 'Onbekende paginasoort.' }) }).optional() }) },
      responses: {
        200: { description: 'De pagina’s', content: { 'application/json': { schema: z.object({ pages: z.array(PageSummarySchema) }) } } },
        ...errorResponses,
      },
    }),
    async (c) => c.json({ pages: await listPages(c.get('deps').database.db, c.req.valid('query').kind) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/content/pages/{kind}/{slug}',
      tags: ['content'],
      summary: 'Eén blogartikel, inspiratieartikel, servicepagina of tekstpagina; HTML is opgeschoond',
      security: [{ Bearer: [] }],
      request: {
        params: z.object({ kind: z.enum(PAGE_KINDS, { errorMap: () => ({ message: PAGE_NOT_FOUND }) }), slug: SlugParam }),
      },
      responses: {
        200: { description: 'De pagina', content: { 'application/json': { schema: PageSchema } } },
        ...errorResponses,
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const { kind, slug } = c.req.valid('param');
      const page = await getPage(c.get('deps').database.db, kind, slug);
      if (!page) return c.json(errorBody(PAGE_NOT_FOUND), 404);
      return c.json(page, 200);
    },
  );
  return app;
}
