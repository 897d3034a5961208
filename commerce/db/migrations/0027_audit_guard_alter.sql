-- hand-written: the audit log's guard also refuses DDL that changes what the log holds (docs/decisions/0047,
-- attack review 2026-11-27). A rewrite of the table (ALTER COLUMN … TYPE … USING, a column added with a
-- volatile default, SET LOGGED/UNLOGGED, ALTER TYPE of a column's type) is refused before it runs; after any
-- DDL the log's own columns must still be there with their types, and row-level security must stay off
-- (a forced policy-less RLS would hide every row from the check). New columns, indexes, comments and a new
-- owner stay possible. The guard refuses changes to audit_log_* functions, so its event triggers are
-- dropped for the replacement (needs the superuser who created them) and created again after it.
DO $$
BEGIN
	DROP EVENT TRIGGER IF EXISTS "audit_log_guard_ddl";
	DROP EVENT TRIGGER IF EXISTS "audit_log_guard_drop";
	DROP EVENT TRIGGER IF EXISTS "audit_log_guard_rewrite";
EXCEPTION WHEN insufficient_privilege THEN
	RAISE NOTICE 'audit_log_guard kept: dropping event triggers needs a superuser';
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_guard"() RETURNS event_trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
	IF to_regclass('public.audit_log') IS NULL THEN RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = '42501'; END IF;
	IF TG_EVENT = 'table_rewrite' THEN
		IF pg_event_trigger_table_rewrite_oid() = 'public.audit_log'::regclass THEN
			RAISE EXCEPTION 'audit_log is append-only: % rewriting it refused', TG_TAG USING ERRCODE = '42501';
		END IF;
		RETURN;
	ELSIF TG_EVENT = 'ddl_command_end' THEN
		FOR r IN SELECT * FROM pg_event_trigger_ddl_commands() LOOP
			IF (r.object_type = 'function' AND r.object_identity LIKE 'public.audit_log_%(%')
				OR (r.object_type IN ('trigger', 'rule', 'policy') AND r.object_identity LIKE '% on public.audit_log') THEN
				RAISE EXCEPTION 'audit_log is append-only: % refused', r.command_tag USING ERRCODE = '42501';
			END IF;
		END LOOP;
	ELSE
		FOR r IN SELECT * FROM pg_event_trigger_dropped_objects() LOOP
			IF (r.object_type = 'function' AND r.object_identity LIKE 'public.audit_log_%(%')
				OR (r.object_type IN ('trigger', 'rule', 'policy') AND r.object_identity LIKE '% on public.audit_log')
				OR (r.object_type = 'table column' AND r.object_identity LIKE 'public.audit_log.%') THEN
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
	IF (SELECT count(*) FROM pg_attribute a WHERE a.attrelid = 'public.audit_log'::regclass AND NOT a.attisdropped
			AND (a.attname, format_type(a.atttypid, a.atttypmod)) IN (('id', 'integer'), ('staff_id', 'integer'), ('actor', 'text'),
				('action', 'text'), ('subject', 'text'), ('before', 'jsonb'), ('after', 'jsonb'),
				('created_at', 'timestamp with time zone'), ('hash', 'text'))) <> 9
		OR EXISTS (SELECT 1 FROM pg_class c WHERE c.oid = 'public.audit_log'::regclass AND (c.relrowsecurity OR c.relforcerowsecurity)) THEN
		RAISE EXCEPTION 'audit_log is append-only: its columns keep their names and types, and row-level security stays off'
			USING ERRCODE = '42501';
	END IF;
END
$$;--> statement-breakpoint
DO $$
BEGIN
	CREATE EVENT TRIGGER "audit_log_guard_ddl" ON ddl_command_end EXECUTE FUNCTION "audit_log_guard"();
	CREATE EVENT TRIGGER "audit_log_guard_drop" ON sql_drop EXECUTE FUNCTION "audit_log_guard"();
	CREATE EVENT TRIGGER "audit_log_guard_rewrite" ON table_rewrite EXECUTE FUNCTION "audit_log_guard"();
EXCEPTION WHEN insufficient_privilege THEN
	RAISE NOTICE 'audit_log_guard not installed: creating event triggers needs a superuser';
END
$$;
