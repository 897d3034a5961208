CREATE TABLE "delivery_bookings" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"day" date NOT NULL,
	"slot" text NOT NULL,
	"assembly_price" integer,
	"takeback_price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_capacity" (
	"region" text NOT NULL,
	"day" date NOT NULL,
	"slot" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_capacity_pkey" PRIMARY KEY("region","day","slot"),
	CONSTRAINT "delivery_capacity_slot_ck" CHECK ("delivery_capacity"."slot" in ('ochtend', 'middag', 'avond')),
	CONSTRAINT "delivery_capacity_capacity_ck" CHECK ("delivery_capacity"."capacity" between 0 and 1000),
	CONSTRAINT "delivery_capacity_booked_ck" CHECK ("delivery_capacity"."booked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_bookings" ADD CONSTRAINT "delivery_bookings_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_bookings_day_idx" ON "delivery_bookings" USING btree ("day","region");