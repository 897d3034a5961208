CREATE TABLE "catalogue_changes" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_changes" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Any insert, update, delete or truncate of products or their facets counts one change, in the
-- changing transaction: readers see the new number exactly when they can see the new rows.
CREATE OR REPLACE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_changes" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_facets_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_facets"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
