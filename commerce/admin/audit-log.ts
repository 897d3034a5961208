// The audit log as the owner reads it: newest first, 100 a page, by id. There is no code path that
// changes or removes a row; on the database a trigger refuses UPDATE, DELETE and TRUNCATE (0023).
import { desc, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { requireOwner, type Actor } from './context';

export async function readAuditLog(db: Db, actor: Actor, beforeId?: number) {
  requireOwner(actor);
  const found = await db
    .select()
    .from(auditLog)
    .where(beforeId ? lt(auditLog.id, beforeId) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(100);
  return {
    entries: found.map((e) => ({
      id: e.id,
      staff_id: e.staffId,
      actor: e.actor,
      action: e.action,
      subject: e.subject,
      before: e.before,
      after: e.after,
      created_at: e.createdAt.toISOString(),
    })),
    next_before: found.length === 100 ? found[found.length - 1].id : null,
  };
}
