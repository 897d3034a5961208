// Search understanding (docs/decisions/0070): the words shoppers use for product types, sizes and attributes,
// kept as data staff can edit in the back office, and the search events behind the staff's search
// report (no personal data: the normalised term, what it found, when — no session, IP or customer).
import { bigint, bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One phrase and what it means. kind 'type': target is a product type ('dekbedhoes' → dekbedovertrek).
 * kind 'size': target is a comma list of the catalogue's size titles for product_type ('' = any type)
 * ('tweepersoons' + dekbed → '200x200,200x220'). kind 'attribute': target is 'facet:key=value'
 * ('witte' → facet:kleur=wit) or 'text:phrase' matched in the product's texts ('anti allergie' →
 * text:anti-allergisch).
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    phrase: text('phrase').notNull(),
    kind: text('kind').notNull(),
    productType: text('product_type').notNull().default(''),
    target: text('target').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_synonyms_phrase_type_uq').on(t.phrase, t.productType)],
);

/** One search as a shopper ran it: the normalised term and its outcome, nothing about the person. */
export const searchEvents = pgTable(
  'search_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    term: text('term').notNull(),
    results: integer('results').notNull(),
    relaxed: boolean('relaxed').notNull().default(false),
    /** A product opened from this search's results (set by the click beacon), or null. */
    clicked: boolean('clicked').notNull().default(false),
  },
  (t) => [index('search_events_at_idx').on(t.at)],
);

/**
 * The catalogue's change counter (one row, id 1): statement triggers on products and product_facets
 * add one in the changing transaction (migration 0041), so a search process tells with one primary-key
 * read whether its in-memory search snapshot (commerce/catalog/search-snapshot.ts) is still current.
 */
export const catalogueChanges = pgTable('catalogue_changes', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
