CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"price" integer NOT NULL,
	"compare_at" integer,
	"changed_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "compare_at" integer;--> statement-breakpoint
CREATE INDEX "price_history_variant_idx" ON "price_history" USING btree ("variant_id","changed_at","id");--> statement-breakpoint
-- hand-written: a shop that already has prices starts its history now (docs/decisions/0051). The old price
-- staff had entered becomes the announced one (compare_at); no "was" price is shown until a reduction has
-- 30 days of recorded prices before it, because none can be proven for the time before this migration.
UPDATE "products" SET "updated_at" = "created_at";--> statement-breakpoint
INSERT INTO "price_history" ("variant_id", "price", "compare_at", "changed_at", "source")
	SELECT "id", "price", "price_old", now(), 'migratie' FROM "variants" ORDER BY "id";--> statement-breakpoint
UPDATE "variants" SET "compare_at" = "price_old", "price_old" = NULL WHERE "price_old" IS NOT NULL;--> statement-breakpoint
UPDATE "products" SET "price_old" = NULL WHERE "price_old" IS NOT NULL;
