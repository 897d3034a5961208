-- Guided selling and the box-spring configurator (issue 8). Question trees and configurator
-- definitions are data (jsonb, written by the seed); a configured cart line keeps the unit price
-- the server computed from its configuration.
CREATE TABLE IF NOT EXISTS "guided_selling_trees" (
	"code" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"tree" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "guided_selling_trees_category_idx" ON "guided_selling_trees" ("category_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "configurators" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"definition" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "configurators_product_idx" ON "configurators" ("product_id");
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN IF NOT EXISTS "unit_price" integer;
