// Content documents (menus, footer, homepage …) kept as JSON in content_entries.
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, contentEntries, productCategories, productImages, products, reviews } from '../db/schema';
import {
  contentKeySchemas,
  type ContentKey,
  type FeaturedTile,
  type Homepage,
  type HomepageContent,
  type ReviewTeaser,
} from '#contract/schemas/content';

export async function getContent<K extends ContentKey>(db: Db, key: K) {
  const [row] = await db.select({ data: contentEntries.data }).from(contentEntries).where(eq(contentEntries.key, key));
  if (!row) return null;
  // Parse on the way out, so a hand-edited document that breaks the contract is caught here.
  return contentKeySchemas[key].parse(row.data) as ReturnType<(typeof contentKeySchemas)[K]['parse']>;
}

/** Best sellers of a category as featured tiles (docs/requirements/content-and-newsletter.md#data Featured tile). */
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
    .where(
      and(
        inArray(
          productImages.productId,
          rows.map((r) => r.id),
        ),
        eq(productImages.position, 0),
      ),
    );
  const imageOf = new Map(images.map((i) => [i.productId, i.url]));
  return rows.map((r) => ({
    id: r.id,
    link: `/${r.slug}.html`,
    image: imageOf.get(r.id) ?? '',
    title: r.title,
    sub_title: r.delivery,
    price: r.price,
    priceOld: r.priceOld,
  }));
}

/**
 * The newest good reviews (4 or 5 stars, approved) of the featured products: read through the
 * product index, so the teaser costs the same with 1,600 or 100,000 products.
 */
export async function reviewTeasers(db: Db, featured: FeaturedTile[], limit = 3): Promise<ReviewTeaser[]> {
  if (featured.length === 0) return [];
  const rows = await db
    .select({
      displayName: reviews.displayName,
      title: reviews.title,
      content: reviews.content,
      score: reviews.score,
      createdAt: reviews.createdAt,
      productId: reviews.productId,
    })
    .from(reviews)
    .where(
      and(
        inArray(
          reviews.productId,
          featured.map((f) => f.id),
        ),
        eq(reviews.status, 'approved'),
        gte(reviews.score, 4),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  const tileOf = new Map(featured.map((f) => [f.id, f]));
  return rows.map((r) => ({
    display_name: r.displayName,
    title: r.title,
    content: r.content.length > 280 ? `${r.content.slice(0, 277).trimEnd()}…` : r.content,
    score: r.score,
    created_at: r.createdAt.toISOString(),
    product: { title: tileOf.get(r.productId)!.title, link: tileOf.get(r.productId)!.link },
  }));
}

export async function getHomepage(db: Db): Promise<Homepage | null> {
  const content = (await getContent(db, 'homepage')) as HomepageContent | null;
  if (!content) return null;
  const featured = await featuredTiles(db, content.featured_category);
  return { ...content, featured, reviews: await reviewTeasers(db, featured) };
}
