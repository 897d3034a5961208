-- Issue 20: one open order per cart, expiry of pending orders, refunds of extra payments and a
-- durable outbox for mail and other side effects.
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_fingerprint" text;--> statement-breakpoint
CREATE INDEX "orders_pending_expiry_idx" ON "orders" ("expires_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_cart_pending_idx" ON "orders" ("cart_id") WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_key_uq" ON "outbox_messages" ("key");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" ("next_attempt_at") WHERE "sent_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kept" boolean DEFAULT false NOT NULL;
