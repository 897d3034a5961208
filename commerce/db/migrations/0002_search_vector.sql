-- A stored Dutch tsvector, so search does not re-parse every product's text per query.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('dutch', "search_text")) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_fts";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_vector_idx" ON "products" USING gin ("search_vector");
