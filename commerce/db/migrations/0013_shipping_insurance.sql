-- Shipping insurance chosen at checkout is kept on the order as an additional cost (issue 5).
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "additional_costs" integer DEFAULT 0 NOT NULL;
