CREATE TABLE "search_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"term" text NOT NULL,
	"results" integer NOT NULL,
	"relaxed" boolean DEFAULT false NOT NULL,
	"clicked" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"phrase" text NOT NULL,
	"kind" text NOT NULL,
	"product_type" text DEFAULT '' NOT NULL,
	"target" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_events_at_idx" ON "search_events" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_phrase_type_uq" ON "search_synonyms" USING btree ("phrase","product_type");--> statement-breakpoint
-- hand-written: the three kinds of phrase, and bounded texts (the staff editor checks them too).
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_kind_check" CHECK ("kind" IN ('type', 'size', 'attribute') AND length("phrase") BETWEEN 1 AND 60 AND length("target") BETWEEN 1 AND 200);--> statement-breakpoint
ALTER TABLE "search_events" ADD CONSTRAINT "search_events_term_check" CHECK (length("term") <= 100);
