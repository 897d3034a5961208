-- Account after checkout (issue 23 point 3, POST /v1/checkout/customer/account): the moment a guest
-- order's proof (its order token) was spent on an account request. Set once, in the statement that
-- checks it is still null, so a replayed or parallel request is refused. Index 0023 is taken by
-- another change.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "account_claimed_at" timestamp with time zone;
