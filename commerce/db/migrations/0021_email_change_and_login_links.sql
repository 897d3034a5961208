-- Issue #21: an e-mail change waits for a link to the new address; the token row keeps that address
-- until the link is used. Login links (after too many failed logins) use the same table with
-- purpose 'login_link'; purpose is plain text, so they need no schema change.
ALTER TABLE "customer_tokens" ADD COLUMN IF NOT EXISTS "new_email" text;
