// Catalogue look-ups the site frame needs: which catalogue route a path is.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { brands, categories, productImages, productOptions, products, variants } from '../db/schema';

export interface Breadcrumb {
  title: string;
  url: string;
}

/** Normalises '/Dekbed/warm/' → 'dekbed/warm'. Returns null for paths that cannot be a category. */
export function normaliseCategoryPath(raw: string): string | null {
  const trimmed = raw
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  if (trimmed === '' || trimmed.length > 300 || !/^[a-z0-9\-/]+$/.test(trimmed) || trimmed.includes('//')) return null;
  return trimmed;
}

export async function findCategoryByPath(db: Db, rawPath: string) {
  const path = normaliseCategoryPath(rawPath);
  if (!path) return null;
  const [category] = await db.select().from(categories).where(eq(categories.path, path));
  if (!category) return null;
  // Ancestors by path prefix: 'a/b/c' → 'a', 'a/b'.
  const parts = path.split('/');
  const prefixes = parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'));
  const ancestors = prefixes.length
    ? await db.select({ path: categories.path, title: categories.title }).from(categories).where(inArray(categories.path, prefixes))
    : [];
  const byPath = new Map(ancestors.map((a) => [a.path, a.title]));
  const breadcrumbs: Breadcrumb[] = [{ title: 'Home', url: '/' }];
  for (const prefix of prefixes) {
    const title = byPath.get(prefix);
    if (title) breadcrumbs.push({ title, url: `/${prefix}/` });
  }
  breadcrumbs.push({ title: category.title, url: `/${category.path}/` });
  const children = await db
    .select({ id: categories.id, path: categories.path, title: categories.title, kind: categories.kind, image: categories.image })
    .from(categories)
    .where(eq(categories.parentId, category.id))
    .orderBy(categories.position, categories.id);
  return { category, breadcrumbs, children };
}

/**
 * Resolves a storefront path to its catalogue route. A pop route also owns every deeper path
 * (its catch-all filter child, docs/requirements/catalogue-and-search.md#screens-and-routes): '/dekbed/katoen/wit/' resolves to 'dekbed' with the
 * filter segments ['katoen', 'wit'].
 */
export async function resolveCatalogueRoute(db: Db, rawPath: string) {
  const path = normaliseCategoryPath(rawPath);
  if (!path) return null;
  const exact = await findCategoryByPath(db, path);
  if (exact) return { ...exact, filterSegments: [] as string[] };
  const parts = path.split('/');
  for (let i = parts.length - 1; i >= 1; i--) {
    const prefix = parts.slice(0, i).join('/');
    const found = await findCategoryByPath(db, prefix);
    if (found) {
      if (found.category.kind !== 'pop') return null;
      return { ...found, filterSegments: parts.slice(i) };
    }
  }
  return null;
}

/** A product by slug or numeric id, with its brand, variants and images (docs/requirements/catalogue-and-search.md#data Product). */
export async function findProduct(db: Db, slugOrId: string) {
  const byId = /^\d{1,9}$/.test(slugOrId);
  const by = byId
    ? { name: 'product_by_id', column: products.id, key: Number(slugOrId) }
    : { name: 'product_by_slug', column: products.slug, key: slugOrId.toLowerCase() };
  const [row] = await preparedOnce(db, by.name, (name) => productQuery(db, eq(by.column, sql.placeholder('key'))).prepare(name)).execute({
    key: by.key,
  });
  if (!row) return null;
  return {
    ...row,
    variants: parsedJson(row.variants),
    images: parsedJson(row.images),
    options: parsedJson(row.options),
    mainCategory: parsedJson(row.mainCategory) ?? null,
  };
}

/** A product with its brand; the variants, images, options and main category come along as JSON (one round trip). */
function productQuery(db: Db, where: SQL) {
  return db
    .select({
      product: products,
      brand: { id: brands.id, slug: brands.slug, title: brands.title },
      variants: sql<
        Array<typeof variants.$inferSelect>
      >`(select coalesce(json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'sku', v.sku,
        'optionValues', v.option_values, 'price', v.price, 'priceOld', v.price_old, 'stock', v.stock, 'position', v.position) order by v.position, v.id), '[]')
        from ${variants} v where v.product_id = ${products.id})`,
      images: sql<
        Array<typeof productImages.$inferSelect>
      >`(select coalesce(json_agg(json_build_object('id', i.id, 'productId', i.product_id, 'url', i.url,
        'alt', i.alt, 'position', i.position) order by i.position, i.id), '[]') from ${productImages} i where i.product_id = ${products.id})`,
      options: sql<
        Array<typeof productOptions.$inferSelect>
      >`(select coalesce(json_agg(json_build_object('id', o.id, 'productId', o.product_id,
        'title', o.title, 'position', o.position) order by o.position, o.id), '[]') from ${productOptions} o where o.product_id = ${products.id})`,
      mainCategory: sql<{
        path: string;
        title: string;
      } | null>`(select json_build_object('path', c.path, 'title', c.title) from ${categories} c
        where c.id = ${products.mainCategoryId})`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(where);
}

/** PostgreSQL's driver parses json columns; a driver that hands them over as text is parsed here. */
function parsedJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
