// /v1/catalog/* — catalogue look-ups (SPEC §7 Catalog). The overview, search and facet calls
// come with the catalogue issue; this group starts with route resolution and the product.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, errorBody, errorResponses, notFoundResponse } from '../http';
import { findProduct, resolveCatalogueRoute } from '../services/catalog';

const BreadcrumbSchema = z.object({ title: z.string(), url: z.string() });

const CategoryRouteSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    path: z.string(),
    url: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    kind: z.enum(['textpage', 'cop', 'pop']),
    /** SPEC §2: catalogue routes are named after their kind; pop routes keep scroll on filter changes. */
    routeName: z.string(),
    numberOfFilters: z.number().int(),
    description: z.string(),
    image: z.string().nullable(),
    isAction: z.boolean(),
    metaDescription: z.string().nullable(),
    breadcrumbs: z.array(BreadcrumbSchema),
    children: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string(), kind: z.string(), image: z.string().nullable() })),
    /** Path segments after a pop route: its catch-all filter child. */
    filterSegments: z.array(z.string()),
  })
  .openapi('CategoryRoute');

const ProductSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    url: z.string(),
    title: z.string(),
    sku: z.string(),
    brand: z.object({ title: z.string(), slug: z.string() }),
    main_category: z.object({ title: z.string(), url: z.string() }).nullable(),
    description: z.string(),
    delivery: z.string().nullable(),
    price: z.object({ price: z.number().int(), price_old: z.number().int().nullable() }),
    available: z.boolean(),
    images: z.array(z.object({ url: z.string(), alt: z.string() })),
    options: z.array(z.object({ title: z.string(), values: z.array(z.object({ title: z.string() })) })),
    variants: z.array(
      z.object({
        id: z.number().int(),
        sku: z.string(),
        option_values: z.array(z.string()),
        price: z.number().int(),
        price_old: z.number().int().nullable(),
        stock: z.number().int(),
      }),
    ),
    review: z.object({ average_score: z.number().nullable(), count: z.number().int() }),
    specifications: z.record(z.string()),
  })
  .openapi('Product');

export function createCatalogRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/category/path',
      tags: ['catalog'],
      summary: 'Welke catalogusroute hoort bij een pad',
      security: [{ Bearer: [] }],
      request: { query: z.object({ path: z.string().min(1).max(500) }) },
      responses: {
        200: { description: 'De route', content: { 'application/json': { schema: CategoryRouteSchema } } },
        ...errorResponses,
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const { path } = c.req.valid('query');
      const found = await resolveCatalogueRoute(c.get('deps').database.db, path);
      if (!found) return c.json(errorBody('Deze pagina bestaat niet.'), 404);
      const { category, breadcrumbs, children, filterSegments } = found;
      return c.json(
        {
          id: category.id,
          slug: category.slug,
          path: category.path,
          url: `/${category.path}/`,
          title: category.title,
          subtitle: category.subtitle,
          kind: category.kind,
          routeName: category.kind,
          numberOfFilters: category.numberOfFilters,
          description: category.descriptionHtml,
          image: category.image,
          isAction: category.isAction,
          metaDescription: category.metaDescription,
          breadcrumbs,
          children: children.map((ch) => ({ id: ch.id, title: ch.title, url: `/${ch.path}/`, kind: ch.kind, image: ch.image })),
          filterSegments,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/product/{slugOrId}',
      tags: ['catalog'],
      summary: 'Een product op slug of id',
      security: [{ Bearer: [] }],
      request: {
        params: z.object({ slugOrId: z.string().min(1).max(200) }),
        query: z.object({ debug: z.string().optional() }),
      },
      responses: {
        200: { description: 'Het product', content: { 'application/json': { schema: ProductSchema } } },
        ...errorResponses,
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const found = await findProduct(c.get('deps').database.db, c.req.valid('param').slugOrId);
      if (!found) return c.json(errorBody('Dit product bestaat niet.'), 404);
      const { product, brand, variants, images, options, mainCategory } = found;
      return c.json(
        {
          id: product.id,
          slug: product.slug,
          url: `/${product.slug}.html`,
          title: product.title,
          sku: product.sku,
          brand: { title: brand.title, slug: brand.slug },
          main_category: mainCategory ? { title: mainCategory.title, url: `/${mainCategory.path}/` } : null,
          description: product.descriptionHtml,
          delivery: product.delivery,
          price: { price: product.price, price_old: product.priceOld },
          available: product.available,
          images: images.map((i) => ({ url: i.url, alt: i.alt })),
          options: options.map((o, index) => ({
            title: o.title,
            values: [...new Set(variants.map((v) => v.optionValues[index]).filter(Boolean))].map((title) => ({ title })),
          })),
          variants: variants.map((v) => ({
            id: v.id,
            sku: v.sku,
            option_values: v.optionValues,
            price: v.price,
            price_old: v.priceOld,
            stock: v.stock,
          })),
          review: { average_score: product.reviewAverage, count: product.reviewCount },
          specifications: product.specifications,
        },
        200,
      );
    },
  );
  return app;
}
