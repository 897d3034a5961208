ALTER TABLE "delivery_bookings" ADD COLUMN "link_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_bookings" ADD COLUMN "day_cancelled_at" timestamp with time zone;