ALTER TABLE "customer_returns" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD COLUMN "rejected_at" timestamp with time zone;