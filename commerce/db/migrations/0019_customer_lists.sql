-- Favourites and last viewed follow the customer (issue 6, docs/decisions/0019): the account's
-- copy of the lists the browser keeps. Rows go with their customer or product (ON DELETE CASCADE).
CREATE TABLE IF NOT EXISTS "customer_favorites" (
	"customer_id" integer NOT NULL REFERENCES "customers" ("id") ON DELETE CASCADE,
	"product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_favorites_pk" PRIMARY KEY ("customer_id", "product_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_favorites_recent_idx" ON "customer_favorites" ("customer_id", "added_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_favorites_product_idx" ON "customer_favorites" ("product_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "customer_last_viewed" (
	"customer_id" integer NOT NULL REFERENCES "customers" ("id") ON DELETE CASCADE,
	"product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
	"variant_id" integer DEFAULT 0 NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_last_viewed_pk" PRIMARY KEY ("customer_id", "product_id", "variant_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_last_viewed_recent_idx" ON "customer_last_viewed" ("customer_id", "viewed_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_last_viewed_product_idx" ON "customer_last_viewed" ("product_id");
