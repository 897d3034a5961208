-- Bitmaps for filtered category listings (issue 3): each facet value's products as a bitmap over
-- the category's products numbered by price (category_positions). Filled by refreshListingStats
-- (npm run seed); until then listings use the plain SQL counts. popularity_rank numbers the same
-- products in the default order, so a deep unfiltered page is an index range, not an OFFSET walk.
ALTER TABLE "category_facet_counts" ADD COLUMN IF NOT EXISTS "bits" bit varying;
--> statement-breakpoint
ALTER TABLE "category_stats" ADD COLUMN IF NOT EXISTS "all_bits" bit varying;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "category_positions" (
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	"popularity_rank" integer NOT NULL,
	PRIMARY KEY ("category_id", "position")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "category_positions_price_idx" ON "category_positions" ("category_id", "price", "position");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "category_positions_popularity_idx" ON "category_positions" ("category_id", "popularity_rank");
