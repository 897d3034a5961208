// Search suggestions, brands and the sitemap.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Brand, Sitemap, Suggestions } from '../../contract/schemas/catalog';
import { cacheKey, createCache, jsonBytes } from '../../lib/cache';
import { searchCondition } from './overview';
import { expandSearchQuery } from './search-index';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Normalises a search term: trimmed, single spaces, lower case. */
export function normaliseSearchTerm(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** SPEC §5: suggestions for terms of 3 to 100 characters: products, categories and brands. */
// Suggestions depend only on the term and the catalogue, which changes only when it is reloaded
// (a restart). Cache policy (lib/cache): key = the database handle (by identity: tests and instances
// never share answers) and the normalised term; ten minutes; at most 2,000 terms and 8 MiB. Typed
// prefixes repeat all day, and on PGlite's single connection eight shoppers typing at once would
// otherwise queue behind each other; a burst of the same term runs once.
const suggestionCache = createCache<Suggestions>({
  name: 'search suggestions',
  ttlMs: 10 * 60_000,
  maxEntries: 2_000,
  maxBytes: 8 * 1024 * 1024,
  sizeOf: jsonBytes,
});

export function getSuggestions(db: Db, rawTerm: string): Promise<Suggestions> {
  const term = normaliseSearchTerm(rawTerm);
  return suggestionCache.load(cacheKey(db, term), () => findSuggestions(db, term));
}

async function findSuggestions(db: Db, term: string): Promise<Suggestions> {
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const query = await expandSearchQuery(db, term, { prefix: true });
  const [products, categories, brands] = await Promise.all([
    query
      ? rows<{ title: string; slug: string; image: string | null; price: number }>(
          db,
          // The most popular matches first; the image only for the six that are shown.
          sql`select p.title, p.slug, p.price,
              (select i.url from product_images i where i.product_id = p.id and i.position = 0) as image
            from products p
            where ${searchCondition(query)}
            order by p.popularity desc, p.id
            limit 6`,
        )
      : Promise.resolve([]),
    rows<{ title: string; path: string }>(
      db,
      sql`select c.title, c.path from categories c
        where lower(c.title) like ${like} or ${term} <% lower(c.title)
        order by (lower(c.title) like ${like}) desc, similarity(${term}, lower(c.title)) desc, length(c.path), c.id
        limit 4`,
    ),
    rows<{ title: string; slug: string }>(
      db,
      sql`select b.title, b.slug from brands b
        where lower(b.title) like ${like} or ${term} <% lower(b.title)
        order by similarity(${term}, lower(b.title)) desc, b.title limit 3`,
    ),
  ]);
  return {
    search_term: term,
    products: products.map((p) => ({ title: p.title, url: `/${p.slug}.html`, image: p.image, price: p.price })),
    categories: categories.map((c) => ({ title: c.title, url: `/${c.path}/` })),
    brands: brands.map((b) => ({ title: b.title, url: `/brands/${b.slug}/` })),
  };
}

export async function listBrands(db: Db): Promise<Brand[]> {
  const list = await rows<{ id: number; slug: string; title: string; product_count: number }>(
    db,
    sql`select b.id, b.slug, b.title, count(p.id)::int as product_count
      from brands b left join products p on p.brand_id = b.id
      group by b.id, b.slug, b.title order by lower(b.title)`,
  );
  return list.map((b) => ({ ...b, url: `/brands/${b.slug}/` }));
}

export async function findBrand(db: Db, slug: string) {
  const [brand] = await rows<{ id: number; slug: string; title: string; description_html: string }>(
    db,
    sql`select id, slug, title, description_html from brands where slug = ${slug.toLowerCase()}`,
  );
  return brand ?? null;
}

export async function getSitemap(db: Db, components: Set<string>): Promise<Sitemap> {
  const [categories, brands, services] = await Promise.all([
    components.has('categories')
      ? rows<{ title: string; path: string; kind: string }>(db, sql`select title, path, kind from categories order by path`)
      : Promise.resolve([]),
    components.has('brands') ? listBrands(db) : Promise.resolve([]),
    components.has('services')
      ? rows<{ title: string; slug: string }>(db, sql`select title, slug from pages where kind = 'service' order by title`)
      : Promise.resolve([]),
  ]);
  return {
    categories: categories.map((c) => ({ title: c.title, url: `/${c.path}/`, kind: c.kind, depth: c.path.split('/').length - 1 })),
    // A brand without products would be an empty page: not worth a shopper's or a crawler's visit.
    brands: brands.filter((b) => b.product_count > 0).map((b) => ({ title: b.title, url: b.url })),
    services: services.map((s) => ({ title: s.title, url: `/service/${s.slug}/` })),
  };
}
