// The audit log as the owner reads it: newest first, 100 a page, by id. There is no code path that
// changes or removes a row; on the database triggers refuse UPDATE, DELETE and TRUNCATE, also for the
// table's owner, and chain every row to the one before (0023, 0025; docs/decisions/0047). Personal
// text an entry refers to (`{ "personal": id }`) is shown from audit_personal while it exists.
import { desc, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, auditPersonal } from '../db/schema';
import { requireOwner, rows, type Actor } from './context';

/** Shown where erasure removed the personal text an entry referred to. */
export const ERASED = '[verwijderd]';

function personalIds(value: unknown, into: Set<number>): Set<number> {
  if (Array.isArray(value)) for (const item of value) personalIds(item, into);
  else if (value && typeof value === 'object') {
    const ref = (value as { personal?: unknown }).personal;
    if (Object.keys(value).length === 1 && typeof ref === 'number') into.add(ref);
    else for (const item of Object.values(value)) personalIds(item, into);
  }
  return into;
}

function resolved(value: unknown, texts: Map<number, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolved(item, texts));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { personal?: unknown }).personal;
  if (Object.keys(value).length === 1 && typeof ref === 'number') return texts.get(ref) ?? ERASED;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolved(v, texts)]));
}

export async function readAuditLog(db: Db, actor: Actor, beforeId?: number) {
  requireOwner(actor);
  const found = await db
    .select()
    .from(auditLog)
    .where(beforeId ? lt(auditLog.id, beforeId) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(100);
  const ids = new Set<number>();
  for (const e of found) personalIds([e.before, e.after], ids);
  const texts = new Map<number, string>();
  if (ids.size) {
    for (const p of await db
      .select()
      .from(auditPersonal)
      .where(inArray(auditPersonal.id, [...ids])))
      texts.set(p.id, p.value);
  }
  return {
    entries: found.map((e) => ({
      id: e.id,
      staff_id: e.staffId,
      actor: e.actor,
      action: e.action,
      subject: e.subject,
      before: resolved(e.before, texts),
      after: resolved(e.after, texts),
      created_at: e.createdAt.toISOString(),
    })),
    next_before: found.length === 100 ? found[found.length - 1].id : null,
  };
}

/**
 * Checks the chain: `first_broken` is the id of the first row whose hash does not follow from the rows
 * before it (an edited, removed or slipped-in row), null when it holds. `head` is the newest row's hash:
 * noted down elsewhere, it also shows a removed last row or a rewritten chain.
 */
export async function verifyAuditLog(db: Db) {
  const [counted] = await rows<{ entries: number; head: string | null }>(
    db,
    sql`select (select count(*)::int from audit_log) as entries, (select hash::text from audit_log order by id desc limit 1) as head`,
  );
  const summary = { entries: counted.entries, head: counted.head ?? '' };
  try {
    const [result] = await rows<{ first_broken: number | null }>(db, sql`select audit_log_verify() as first_broken`);
    return { valid: result.first_broken === null, first_broken: result.first_broken, ...summary };
  } catch {
    // The check itself fails only where the table was altered past the guard (a column of another type,
    // ADR 0047): then the chain cannot be shown to hold, which is an answer, not an error.
    return { valid: false, first_broken: null, ...summary };
  }
}
