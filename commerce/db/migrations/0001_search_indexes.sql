-- Search: Dutch full-text search plus trigram similarity for typos (pg_trgm ships with PostgreSQL
-- and with PGlite's contrib set).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_fts" ON "products" USING gin (to_tsvector('dutch', "search_text"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_popularity_idx" ON "products" ("popularity" DESC, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "categories_title_trgm" ON "categories" USING gin (lower("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "brands_title_trgm" ON "brands" USING gin (lower("title") gin_trgm_ops);
