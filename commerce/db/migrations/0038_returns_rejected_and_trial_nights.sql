ALTER TABLE "products" ADD COLUMN "trial_nights" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "trial_min_nights" integer;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
-- Shops seeded before trial nights existed: the trial per type (commerce/catalog/trial.ts).
UPDATE "products" SET "trial_nights" = 100, "trial_min_nights" = 30 WHERE "product_type" = 'matras';--> statement-breakpoint
UPDATE "products" SET "trial_nights" = 100, "trial_min_nights" = 14 WHERE "product_type" = 'topper';--> statement-breakpoint
UPDATE "products" SET "trial_nights" = 30, "trial_min_nights" = 7 WHERE "product_type" = 'hoofdkussen';
