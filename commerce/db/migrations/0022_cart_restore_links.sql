-- Restore links of the abandoned-cart e-mail (issue #21 point 5, docs/decisions/0033): one row per
-- mailed link. The link names this row's random id (signed), never the cart's quote_id; it works
-- once (used_at) and for 7 days after created_at. No foreign key (the seed truncates carts): a link
-- whose cart is gone or empty is refused like an empty cart.
CREATE TABLE IF NOT EXISTS "cart_restore_links" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"restored_into" text
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cart_restore_links_cart_idx" ON "cart_restore_links" ("cart_id");
