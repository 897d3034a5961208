ALTER TABLE "delivery_bookings" ADD COLUMN "takeback_pieces" integer;--> statement-breakpoint
ALTER TABLE "delivery_bookings" ADD COLUMN "floors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_bookings" ADD COLUMN "upstairs_price" integer;--> statement-breakpoint
ALTER TABLE "delivery_bookings" ADD CONSTRAINT "delivery_bookings_floors_ck" CHECK ("delivery_bookings"."floors" between 0 and 10);--> statement-breakpoint
ALTER TABLE "delivery_bookings" ADD CONSTRAINT "delivery_bookings_takeback_pieces_ck" CHECK ("delivery_bookings"."takeback_pieces" is null or "delivery_bookings"."takeback_pieces" >= 1);