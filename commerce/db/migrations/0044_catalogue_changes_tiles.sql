-- The search snapshot also keeps product tiles (docs/decisions/0070): what a tile shows from brands,
-- categories, product images and the variants' ids, positions and sizes now counts as a catalogue
-- change too, in the changing transaction. A variant's stock or price alone does not (orders change
-- stock; a price change also updates products, which counts already).
CREATE TRIGGER "brands_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "variants_catalogue_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "id", "product_id", "position", "option_values" ON "variants"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
