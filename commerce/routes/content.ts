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
} from '../../contract/schemas/content';
import { eq } from 'drizzle-orm';
import { categories } from '../db/schema';
import { findCategoryByPath } from '../services/catalog';
import { getContent, getHomepage } from '../services/content';
import { getPage, listPages } from '../services/pages';

const SlugParam = z.string().regex(/^[a-z0-9-]{1,120}$/, 'Deze pagina bestaat niet.').openapi({ example: 'shipping-returns' });
const PAGE_NOT_FOUND = 'Deze pagina bestaat niet.';
const CATEGORY_NOT_FOUND = 'Deze categorie bestaat niet.';

const CategoryContentSchema = z
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
    children: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string(), kind: z.string(), image: z.string().nullable() })),
  })
  .openapi('CategoryContent');

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
      path: '/v1/content/category',
      tags: ['content'],
      summary:
        'De inhoud van een categorie (SPEC §2 categorie-header: titel, ondertitel, afbeelding, kruimelpad, beschrijving en subcategorieën), zonder producten; op path (/dekbed/) of id. Dezelfde gegevens als GET /v1/catalog/category/path, maar alleen voor een bestaande categorie, niet voor filterpaden.',
      security: [{ Bearer: [] }],
      request: {
        query: z.object({
          path: z.string().min(1).max(500).optional().openapi({ example: '/dekbed/' }),
          id: z.string().regex(/^\d{1,9}$/, CATEGORY_NOT_FOUND).optional(),
        }),
      },
      responses: {
        200: { description: 'De categorie', content: { 'application/json': { schema: CategoryContentSchema } } },
        ...errorResponses,
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const db = c.get('deps').database.db;
      const { path, id } = c.req.valid('query');
      if ((path === undefined) === (id === undefined)) return c.json(errorBody('Geef een path of een id.'), 400);
      let lookup = path;
      if (id !== undefined) {
        const [row] = await db.select({ path: categories.path }).from(categories).where(eq(categories.id, Number(id))).limit(1);
        lookup = row?.path;
      }
      const found = lookup ? await findCategoryByPath(db, lookup) : null;
      if (!found) return c.json(errorBody(CATEGORY_NOT_FOUND), 404);
      const { category, breadcrumbs, children } = found;
      return c.json(
        {
          id: category.id,
          path: category.path,
          url: `/${category.path}/`,
          kind: category.kind,
          title: category.title,
          subtitle: category.subtitle,
          description: category.descriptionHtml,
          image: category.image,
          is_action: category.isAction,
          meta_description: category.metaDescription,
          breadcrumbs,
          children: children.map((ch) => ({ id: ch.id, title: ch.title, url: `/${ch.path}/`, kind: ch.kind, image: ch.image })),
        },
        200,
      );
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
