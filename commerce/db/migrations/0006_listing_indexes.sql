-- Listing speed (bench/README.md): facet look-ups by product, and indexes that match each sort so
-- a page reads only its own rows.
CREATE INDEX IF NOT EXISTS "product_facets_product_key_idx" ON "product_facets" ("product_id", "key") INCLUDE ("value", "title");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listing_idx" ON "products" ("available" DESC, "popularity" DESC, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_price_asc_idx" ON "products" ("price", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_price_desc_idx" ON "products" ("price" DESC, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_created_idx" ON "products" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
-- Statistics for the planner on existing data (PGlite has no autovacuum; the seed analyses new data).
ANALYZE;
