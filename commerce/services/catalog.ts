// Catalogue look-ups the site frame needs: which catalogue route a path is.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, categories, productImages, productOptions, products, variants } from '../db/schema';

export interface Breadcrumb {
  title: string;
  url: string;
}

/** Normalises '/Dekbed/warm/' → 'dekbed/warm'. Returns null for paths that cannot be a category. */
export function normaliseCategoryPath(raw: string): string | null {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, '').toLowerCase();
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
 * (its catch-all filter child, SPEC §2): '/dekbed/katoen/wit/' resolves to 'dekbed' with the
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

/** A product by slug or numeric id, with its brand, variants and images (SPEC §3 Product). */
export async function findProduct(db: Db, slugOrId: string) {
  const byId = /^\d{1,9}$/.test(slugOrId);
  const where = byId ? eq(products.id, Number(slugOrId)) : eq(products.slug, slugOrId.toLowerCase());
  const [row] = await db
    .select({ product: products, brand: { id: brands.id, slug: brands.slug, title: brands.title } })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(where);
  if (!row) return null;
  const [variantRows, imageRows, options, [mainCategory]] = await Promise.all([
    db.select().from(variants).where(eq(variants.productId, row.product.id)).orderBy(asc(variants.position)),
    db.select().from(productImages).where(eq(productImages.productId, row.product.id)).orderBy(asc(productImages.position)),
    db.select().from(productOptions).where(eq(productOptions.productId, row.product.id)).orderBy(asc(productOptions.position)),
    db.select({ path: categories.path, title: categories.title }).from(categories).where(eq(categories.id, row.product.mainCategoryId)),
  ]);
  return { ...row, variants: variantRows, images: imageRows, options, mainCategory: mainCategory ?? null };
}
