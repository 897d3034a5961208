-- The catalogue's vocabulary, for typo-tolerant search: a misspelt word is matched by trigram
-- similarity against this small table, then searched with the full-text index.
CREATE TABLE IF NOT EXISTS "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"ndoc" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);
