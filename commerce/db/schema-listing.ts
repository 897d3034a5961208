// Tables that the listing and search services fill and read with plain SQL (migrations 0003, 0007,
// 0014): precomputed facet counts and bitmaps per category, and the search vocabulary. Declared here
// so that drizzle-kit knows the database the migrations build; the services keep their SQL.
import { customType, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** PostgreSQL `bit varying`, which Drizzle has no column type for; read and written as a '0101…' string. */
const bitVarying = customType<{ data: string; driverData: string }>({ dataType: () => 'bit varying' });

/** Facet value counts of a category's unfiltered listing, with the bitmap of its products (by price). */
export const categoryFacetCounts = pgTable(
  'category_facet_counts',
  {
    categoryId: integer('category_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    title: text('title').notNull(),
    count: integer('count').notNull(),
    bits: bitVarying('bits'),
  },
  (t) => [primaryKey({ name: 'category_facet_counts_pkey', columns: [t.categoryId, t.key, t.value] })],
);

/** Product count, price bounds and the all-products bitmap of a category. */
export const categoryStats = pgTable('category_stats', {
  categoryId: integer('category_id').primaryKey(),
  products: integer('products').notNull(),
  minPrice: integer('min_price'),
  maxPrice: integer('max_price'),
  allBits: bitVarying('all_bits'),
});

/** A category's products numbered by price (position) and by the default order (popularity_rank). */
export const categoryPositions = pgTable(
  'category_positions',
  {
    categoryId: integer('category_id').notNull(),
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    price: integer('price').notNull(),
    popularityRank: integer('popularity_rank').notNull(),
  },
  (t) => [
    primaryKey({ name: 'category_positions_pkey', columns: [t.categoryId, t.position] }),
    index('category_positions_price_idx').on(t.categoryId, t.price, t.position),
    uniqueIndex('category_positions_popularity_idx').on(t.categoryId, t.popularityRank),
  ],
);

/** The catalogue's words and how many products hold each; a misspelt word is matched by trigram. */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    ndoc: integer('ndoc').notNull(),
  },
  (t) => [index('search_words_trgm').using('gin', t.word.op('gin_trgm_ops'))],
);
