-- hand-written: search events kept before recordSearch left personal data out (docs/decisions/0050, attack
-- review H5) get the placeholder it keeps now: an e-mail address, a phone number, a postcode with house number.
UPDATE "search_events" SET "term" = '(persoonsgegevens, niet bewaard)'
WHERE "term" LIKE '%@%'
  OR "term" ~ '(^|[^0-9])0([[:space:].()-]*[0-9]){9}([^0-9]|$)'
  OR "term" ~ '(\+|(^|[^0-9])00)[[:space:]]*[1-9]([[:space:].()-]*[0-9]){7,13}([^0-9]|$)'
  OR "term" ~* '(^|[^[:alpha:]0-9])[1-9][0-9]{3}[[:space:]]?[a-z]{2}[[:space:],-]*[0-9]{1,5}([^0-9]|$)'
  OR "term" ~* '(^|[^0-9])[0-9]{1,5}[a-z]?[[:space:],-]+[1-9][0-9]{3}[[:space:]]?[a-z]{2}([^[:alpha:]]|$)';
