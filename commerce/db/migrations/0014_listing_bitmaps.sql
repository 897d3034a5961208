-- Bitmaps for filtered category listings (issue 3): each facet value's products as a bitmap over
-- the category's products numbered by price (category_positions). Filled by refreshListingStats
-- (npm run seed); until then listings use the plain SQL counts.
ALTER TABLE "category_facet_counts" ADD COLUMN IF NOT EXISTS "bits" bit varying;
--> statement-breakpoint
ALTER TABLE "category_stats" ADD COLUMN IF NOT EXISTS "all_bits" bit varying;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "category_positions" (
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	PRIMARY KEY ("category_id", "position")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "category_positions_price_idx" ON "category_positions" ("category_id", "price", "position");
