ALTER TABLE "products" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "delivery_method" text DEFAULT 'parcel' NOT NULL;--> statement-breakpoint
-- hand-written: the delivery promise (issue #33, docs/decisions/0053). A method is one of two, a lead time is a
-- plausible number of working days. Existing catalogues keep their meaning: boxsprings are made to order and
-- brought by the crew (10 working days at the supplier), products the supplier sends itself ('2-3 werkdagen') take 2.
ALTER TABLE "products" ADD CONSTRAINT "products_delivery_method_ck" CHECK ("delivery_method" IN ('parcel', 'crew'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_lead_time_days_ck" CHECK ("lead_time_days" IS NULL OR "lead_time_days" BETWEEN 0 AND 120);--> statement-breakpoint
UPDATE "products" SET "delivery_method" = 'crew', "lead_time_days" = 10 WHERE "product_type" = 'boxspring';--> statement-breakpoint
UPDATE "products" SET "lead_time_days" = 2 WHERE "delivery" = '2-3 werkdagen' AND "lead_time_days" IS NULL;
