// Content documents (menus, footer, homepage …) kept as JSON in content_entries.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, contentEntries, productCategories, productImages, products } from '../db/schema';
import {
  contentKeySchemas,
  type ContentKey,
  type FeaturedTile,
  type Homepage,
  type HomepageContent,
} from '../schemas/content';

export async function getContent<K extends ContentKey>(db: Db, key: K) {
  const [row] = await db.select({ data: contentEntries.data }).from(contentEntries).where(eq(contentEntries.key, key));
  if (!row) return null;
  // Parse on the way out, so a hand-edited document that breaks the contract is caught here.
  return contentKeySchemas[key].parse(row.data) as ReturnType<(typeof contentKeySchemas)[K]['parse']>;
}

/** Best sellers of a category as featured tiles (SPEC §3 Featured tile). */
export async function featuredTiles(db: Db, categoryPath: string, limit = 8): Promise<FeaturedTile[]> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.path, categoryPath));
  if (!category) return [];
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      price: products.price,
      priceOld: products.priceOld,
      delivery: products.delivery,
    })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .where(and(eq(productCategories.categoryId, category.id), eq(products.available, true)))
    .orderBy(desc(products.popularity), products.id)
    .limit(limit);
  if (rows.length === 0) return [];
  const images = await db
    .select({ productId: productImages.productId, url: productImages.url })
    .from(productImages)
    .where(and(inArray(productImages.productId, rows.map((r) => r.id)), eq(productImages.position, 0)));
  const imageOf = new Map(images.map((i) => [i.productId, i.url]));
  return rows.map((r) => ({
    link: `/${r.slug}.html`,
    image: imageOf.get(r.id) ?? '',
    title: r.title,
    sub_title: r.delivery,
    price: r.price,
    priceOld: r.priceOld,
  }));
}

export async function getHomepage(db: Db): Promise<Homepage | null> {
  const content = (await getContent(db, 'homepage')) as HomepageContent | null;
  if (!content) return null;
  return { ...content, featured: await featuredTiles(db, content.featured_category) };
}
