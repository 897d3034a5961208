CREATE TABLE "vitals_histogram" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vitals_histogram_day_route_device_metric_bucket_pk" PRIMARY KEY("day","route","device","metric","bucket")
);
--> statement-breakpoint
CREATE TABLE "vitals_lcp_elements" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"device" text NOT NULL,
	"selector" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"lcp_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vitals_lcp_elements_day_route_device_selector_pk" PRIMARY KEY("day","route","device","selector")
);
--> statement-breakpoint
CREATE TABLE "vitals_views" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"device" text NOT NULL,
	"connection" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vitals_views_day_route_device_connection_pk" PRIMARY KEY("day","route","device","connection")
);
--> statement-breakpoint
CREATE INDEX "vitals_lcp_elements_day_route_idx" ON "vitals_lcp_elements" USING btree ("day","route");