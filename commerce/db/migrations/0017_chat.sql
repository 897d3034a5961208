-- Chat transcripts saved when a shopper ends the chat (POST /v1/chat/save): the messages and the
-- star rating 1-5. No customer id or IP address: transcripts are for improving the assistant.
CREATE TABLE IF NOT EXISTS "chat_transcripts" (
  "id" serial PRIMARY KEY NOT NULL,
  "messages" jsonb NOT NULL,
  "rating" integer,
  "message_count" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "chat_transcripts_rating_ck" CHECK ("rating" IS NULL OR ("rating" BETWEEN 1 AND 5))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_transcripts_created_idx" ON "chat_transcripts" ("created_at");
