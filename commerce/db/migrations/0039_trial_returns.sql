ALTER TABLE "customer_returns" ADD COLUMN "kind" text DEFAULT 'retour' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD COLUMN "pickup_method" text;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD COLUMN "pickup_region" text;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD COLUMN "pickup_day" date;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD COLUMN "pickup_slot" text;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD COLUMN "pickup_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD COLUMN "picked_up_at" timestamp with time zone;