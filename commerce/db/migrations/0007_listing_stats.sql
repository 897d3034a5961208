-- Precomputed facet counts and price bounds per category, for the unfiltered listing (the most
-- visited one). Rebuilt by refreshListingStats whenever the catalogue is (re)loaded.
CREATE TABLE IF NOT EXISTS "category_facet_counts" (
	"category_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"title" text NOT NULL,
	"count" integer NOT NULL,
	PRIMARY KEY ("category_id", "key", "value")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "category_stats" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"products" integer NOT NULL,
	"min_price" integer,
	"max_price" integer
);
--> statement-breakpoint
INSERT INTO "category_facet_counts" ("category_id", "key", "value", "title", "count")
SELECT pc.category_id, f.key, f.value, f.title, count(*)::int
FROM product_categories pc JOIN product_facets f ON f.product_id = pc.product_id
GROUP BY pc.category_id, f.key, f.value, f.title
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "category_stats" ("category_id", "products", "min_price", "max_price")
SELECT pc.category_id, count(*)::int, min(p.price), max(p.price)
FROM product_categories pc JOIN products p ON p.id = pc.product_id
GROUP BY pc.category_id
ON CONFLICT DO NOTHING;
