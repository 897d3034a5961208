CREATE TABLE "audit_personal" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" text NOT NULL,
	"customer_type" text NOT NULL,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"anonymised_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_personal_subject_idx" ON "audit_personal" USING btree ("subject");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_uq" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
-- hand-written: the audit log's hash chain, its append-only rules binding the table's owner too,
-- and the guard against switching them off (docs/decisions/0047).
CREATE OR REPLACE FUNCTION "audit_log_row_hash"(prev text, r "audit_log") RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT encode(sha256(convert_to(prev || jsonb_build_array(r.id, r.staff_id, r.actor, r.action, r.subject, r.before, r.after,
		to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'))::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE prev text;
BEGIN
	-- One append at a time (held until commit): the id is drawn under the lock, so id order is chain order.
	PERFORM pg_advisory_xact_lock(470047);
	NEW.id := nextval(pg_get_serial_sequence('audit_log', 'id'));
	SELECT "hash" INTO prev FROM "audit_log" ORDER BY "id" DESC LIMIT 1;
	NEW."hash" := "audit_log_row_hash"(coalesce(prev, ''), NEW);
	RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_chain" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_chain" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_chain"();--> statement-breakpoint
-- The id of the first row whose hash does not follow from the row before it (edited, removed or
-- inserted out of turn); NULL when the whole chain holds.
CREATE OR REPLACE FUNCTION "audit_log_verify"() RETURNS integer LANGUAGE plpgsql STABLE AS $$
DECLARE r "audit_log"; prev text := '';
BEGIN
	FOR r IN SELECT * FROM "audit_log" ORDER BY "id" LOOP
		IF r."hash" IS DISTINCT FROM "audit_log_row_hash"(prev, r) THEN RETURN r.id; END IF;
		prev := r."hash";
	END LOOP;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Rows written before this migration join the chain once (the append-only trigger is off only here).
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_change";--> statement-breakpoint
DO $$
DECLARE r "audit_log"; prev text := '';
BEGIN
	FOR r IN SELECT * FROM "audit_log" ORDER BY "id" LOOP
		prev := "audit_log_row_hash"(prev, r);
		UPDATE "audit_log" SET "hash" = prev WHERE "id" = r.id;
	END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_change";--> statement-breakpoint
-- The owner (the role migrating and running the shop) loses UPDATE, DELETE and TRUNCATE as well.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM PUBLIC;--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM CURRENT_USER;--> statement-breakpoint
-- After any DDL: the audit log's triggers must be there and enabled, its functions unchanged and its
-- owner without UPDATE, DELETE or TRUNCATE; else the command is rolled back. Creating an event
-- trigger needs a superuser: where the migrating role is none, this guard is skipped (ADR 0047).
CREATE OR REPLACE FUNCTION "audit_log_guard"() RETURNS event_trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
	IF to_regclass('public.audit_log') IS NULL THEN RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = '42501'; END IF;
	IF TG_EVENT = 'ddl_command_end' THEN
		FOR r IN SELECT * FROM pg_event_trigger_ddl_commands() LOOP
			IF (r.object_type = 'function' AND r.object_identity LIKE 'public.audit_log_%(%')
				OR (r.object_type IN ('trigger', 'rule', 'policy') AND r.object_identity LIKE '% on public.audit_log') THEN
				RAISE EXCEPTION 'audit_log is append-only: % refused', r.command_tag USING ERRCODE = '42501';
			END IF;
		END LOOP;
	ELSE
		FOR r IN SELECT * FROM pg_event_trigger_dropped_objects() LOOP
			IF (r.object_type = 'function' AND r.object_identity LIKE 'public.audit_log_%(%')
				OR (r.object_type IN ('trigger', 'rule', 'policy') AND r.object_identity LIKE '% on public.audit_log') THEN
				RAISE EXCEPTION 'audit_log is append-only: DROP refused' USING ERRCODE = '42501';
			END IF;
		END LOOP;
	END IF;
	IF (SELECT count(*) FROM pg_trigger WHERE tgrelid = 'public.audit_log'::regclass AND tgenabled = 'O'
			AND tgname IN ('audit_log_no_change', 'audit_log_no_truncate', 'audit_log_chain')) <> 3
		OR EXISTS (SELECT 1 FROM pg_class c, aclexplode(c.relacl) a WHERE c.oid = 'public.audit_log'::regclass
			AND a.privilege_type IN ('UPDATE', 'DELETE', 'TRUNCATE')) THEN
		RAISE EXCEPTION 'audit_log is append-only: its triggers stay on and nobody gets UPDATE, DELETE or TRUNCATE' USING ERRCODE = '42501';
	END IF;
END
$$;--> statement-breakpoint
DO $$
BEGIN
	DROP EVENT TRIGGER IF EXISTS "audit_log_guard_ddl";
	DROP EVENT TRIGGER IF EXISTS "audit_log_guard_drop";
	CREATE EVENT TRIGGER "audit_log_guard_ddl" ON ddl_command_end EXECUTE FUNCTION "audit_log_guard"();
	CREATE EVENT TRIGGER "audit_log_guard_drop" ON sql_drop EXECUTE FUNCTION "audit_log_guard"();
EXCEPTION WHEN insufficient_privilege THEN
	RAISE NOTICE 'audit_log_guard not installed: creating event triggers needs a superuser';
END
$$;
