CREATE INDEX IF NOT EXISTS "reviews_product_created_idx" ON "reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_main_category_popularity_idx" ON "products" USING btree ("main_category_id","popularity");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_options_product_idx" ON "product_options" USING btree ("product_id");
