CREATE TABLE "customer_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"status" text DEFAULT 'aangemeld' NOT NULL,
	"request_key" text NOT NULL,
	"inspection_note" text,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_returns_number_uq" ON "customer_returns" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_returns_request_key_uq" ON "customer_returns" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "customer_returns_order_idx" ON "customer_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "customer_returns_status_idx" ON "customer_returns" USING btree ("status","created_at");