CREATE TABLE "price_alert_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"opted_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_alerts_sent" (
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_sent_pk" PRIMARY KEY("customer_id","product_id","price")
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"email" text NOT NULL,
	"customer_id" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "price_alert_settings" ADD CONSTRAINT "price_alert_settings_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts_sent" ADD CONSTRAINT "price_alerts_sent_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts_sent" ADD CONSTRAINT "price_alerts_sent_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_fkey" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_variant_email_uq" ON "stock_alerts" USING btree ("variant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "stock_alerts_confirmed_idx" ON "stock_alerts" USING btree ("variant_id") WHERE "stock_alerts"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "stock_alerts_email_idx" ON "stock_alerts" USING btree (lower("email"));--> statement-breakpoint
-- hand-written: the statuses an alert moves through (docs/decisions/0052).
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_status_check" CHECK ("status" IN ('pending', 'confirmed', 'sent', 'unsubscribed'));
