// /v1/content/* — the handlers of the content operations (contract/operations/content.ts defines
// them; docs/requirements/content-and-newsletter.md#api Content): the documents of the site frame and home page, categories and pages.
import { headerDeliveryNote, promiseNow } from '../delivery/promise';
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import * as ops from '#contract/operations/content';
import { categories } from '../db/schema';
import { createRouter, errorBody, type CommerceEnv } from '../http';
import { findCategoryByPath } from '../catalog/catalog';
import { getContent, getHomepage } from './content';
import { getPage, listPages } from './pages';
import { keptPromises } from './payment-promises';

type App = ReturnType<typeof createRouter>;

const dbOf = (c: Context<CommerceEnv>) => c.get('deps').database.db;
const CONTENT_NOT_FOUND = 'Deze inhoud bestaat niet.';

/** The stored documents of the site frame, and the home page. */
function registerDocuments(app: App) {
  // Each answer is the stored document, parsed by the schema the operation names (contentKeySchemas).
  app.openapi(ops.getNavigation, async (c) => {
    const data = await getContent(dbOf(c), 'navigation');
    return data ? c.json(data, 200) : c.json(errorBody(CONTENT_NOT_FOUND), 404);
  });
  app.openapi(ops.getShopMenu, async (c) => {
    const data = await getContent(dbOf(c), 'shop-menu');
    return data ? c.json(data, 200) : c.json(errorBody(CONTENT_NOT_FOUND), 404);
  });
  app.openapi(ops.getSubNavigation, async (c) => {
    const data = await getContent(dbOf(c), 'sub-navigation');
    return data ? c.json(data, 200) : c.json(errorBody(CONTENT_NOT_FOUND), 404);
  });
  app.openapi(ops.getNotification, async (c) => {
    const data = await getContent(dbOf(c), 'notification');
    return data ? c.json(data, 200) : c.json(errorBody(CONTENT_NOT_FOUND), 404);
  });
  app.openapi(ops.getFooter, async (c) => {
    const data = await getContent(dbOf(c), 'footer');
    const payments = c.get('deps').providers.payments;
    // Badges and the header's payment promise: only what the configured provider can take.
    return data
      ? c.json(
          {
            ...keptPromises(data, (method) => payments.supportsMethod(method)),
            // The header promises what an in-stock parcel ordered now keeps (docs/decisions/0053), not "morgen" on a Saturday.
            delivery_note: headerDeliveryNote(promiseNow(c.get('deps').config)),
          },
          200,
        )
      : c.json(errorBody(CONTENT_NOT_FOUND), 404);
  });
  app.openapi(ops.getNewsletterPopup, async (c) => {
    const data = await getContent(dbOf(c), 'newsletter-popup');
    return data ? c.json(data, 200) : c.json(errorBody(CONTENT_NOT_FOUND), 404);
  });
  app.openapi(ops.getCartPromo, async (c) => {
    const data = await getContent(dbOf(c), 'cart-promo');
    return data ? c.json(data, 200) : c.json(errorBody(CONTENT_NOT_FOUND), 404);
  });

  app.openapi(ops.getHomepage, async (c) => {
    const data = await getHomepage(dbOf(c));
    if (!data) return c.json(errorBody(CONTENT_NOT_FOUND), 404);
    return c.json(data, 200);
  });
}

/** A category's content, on path or id. */
function registerCategoryContent(app: App) {
  app.openapi(ops.getCategoryContent, async (c) => {
    const db = dbOf(c);
    const { path, id } = c.req.valid('query');
    if ((path === undefined) === (id === undefined)) return c.json(errorBody('Geef een path of een id.'), 400);
    let lookup = path;
    if (id !== undefined) {
      const [row] = await db
        .select({ path: categories.path })
        .from(categories)
        .where(eq(categories.id, Number(id)))
        .limit(1);
      lookup = row?.path;
    }
    const found = lookup ? await findCategoryByPath(db, lookup) : null;
    if (!found) return c.json(errorBody(ops.CATEGORY_NOT_FOUND), 404);
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
  });
}

/** Service, blog, inspiration and text pages. */
function registerPages(app: App) {
  app.openapi(ops.getServicePage, async (c) => {
    const page = await getPage(dbOf(c), 'service', c.req.valid('param').slug);
    if (!page) return c.json(errorBody(ops.PAGE_NOT_FOUND), 404);
    return c.json(page, 200);
  });

  app.openapi(ops.listPages, async (c) => c.json({ pages: await listPages(dbOf(c), c.req.valid('query').kind) }, 200));

  app.openapi(ops.getPage, async (c) => {
    const { kind, slug } = c.req.valid('param');
    const page = await getPage(dbOf(c), kind, slug);
    if (!page) return c.json(errorBody(ops.PAGE_NOT_FOUND), 404);
    return c.json(page, 200);
  });
}

export function createContentRoutes() {
  const app = createRouter();
  registerDocuments(app);
  registerCategoryContent(app);
  registerPages(app);
  return app;
}
