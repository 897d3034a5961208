ALTER TABLE "order_lines" ADD COLUMN "paid_amount" integer;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_keys" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "lines" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_one_open_uq" ON "return_requests" USING btree ("order_id") WHERE "return_requests"."status" IN ('requested', 'approved', 'received');