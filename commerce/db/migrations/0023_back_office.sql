-- Issue 25: the back office. Staff accounts apart from customers (TOTP second factor, hashed
-- recovery codes, sessions as hashed tokens), an append-only audit log, refunds by staff, stored
-- return requests, tracking on orders, discount-code batches and the indexes of the orders list.
-- SQL that PostgreSQL 15 and PGlite (18) both accept.
CREATE TABLE IF NOT EXISTS "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"totp_last_step" integer,
	"refund_limit" integer,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_role_check" CHECK ("role" IN ('eigenaar', 'medewerker'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_email_uq" ON "staff" (lower("email"));--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "staff_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"totp_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_tokens_staff_idx" ON "staff_tokens" ("staff_id", "purpose");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "staff_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_recovery_codes_staff_idx" ON "staff_recovery_codes" ("staff_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_created_idx" ON "audit_log" ("created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_subject_idx" ON "audit_log" ("subject");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = '42501';
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_no_change" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_no_truncate" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"lines" jsonb,
	"staff_id" integer,
	"request_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("amount" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "refunds_request_key_uq" ON "refunds" ("request_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_order_idx" ON "refunds" ("order_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "return_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text DEFAULT 'vloerkleed' NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"return_number" text,
	"reject_reason" text,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_requests_open_idx" ON "return_requests" ("status", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_requests_order_idx" ON "return_requests" ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "tracking_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "reply" text;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN IF NOT EXISTS "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN IF NOT EXISTS "batch" text;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN IF NOT EXISTS "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "discount_codes_batch_idx" ON "discount_codes" ("batch") WHERE "batch" IS NOT NULL;--> statement-breakpoint
-- The orders list (bench/admin-orders.ts): newest first, per status or payment method, and search.
CREATE INDEX IF NOT EXISTS "orders_created_idx" ON "orders" ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_status_created_idx" ON "orders" ("status", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_method_created_idx" ON "orders" ("payment_method", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_email_lower_idx" ON "orders" (lower("email"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_billing_zip_idx" ON "orders" (upper(replace("billing_address"->>'zipcode', ' ', '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_shipping_zip_idx" ON "orders" (upper(replace("shipping_address"->>'zipcode', ' ', '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_name_trgm" ON "orders" USING gin (lower(coalesce("customer"->>'first_name', '') || ' ' || coalesce("customer"->>'last_name', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_email_trgm" ON "orders" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "variants_stock_idx" ON "variants" ("stock");
