// /v1/content/* — the documents that make up the site frame and home page (SPEC §7 Content).
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, errorBody, errorResponses, notFoundResponse } from '../http';
import {
  ExtraMenuSchema,
  FooterSchema,
  HomepageSchema,
  NavigationSchema,
  NewsletterPopupSchema,
  NotificationSchema,
  ShopMenuSchema,
  type ContentKey,
} from '../schemas/content';
import { getContent, getHomepage } from '../services/content';

const documents: { path: string; key: ContentKey; schema: z.ZodTypeAny; summary: string }[] = [
  { path: '/v1/content/navigation', key: 'navigation', schema: NavigationSchema, summary: 'Hoofdmenu' },
  { path: '/v1/content/shop-menu', key: 'shop-menu', schema: ShopMenuSchema, summary: 'Winkelmenu met megamenu’s' },
  { path: '/v1/content/sub-navigation/', key: 'sub-navigation', schema: ExtraMenuSchema, summary: 'Extra menu' },
  { path: '/v1/content/notification', key: 'notification', schema: NotificationSchema, summary: 'Meldingsbalk' },
  { path: '/v1/content/footer', key: 'footer', schema: FooterSchema, summary: 'Footer' },
  { path: '/v1/content/newsletter-popup', key: 'newsletter-popup', schema: NewsletterPopupSchema, summary: 'Nieuwsbrief-pop-up' },
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
  return app;
}
