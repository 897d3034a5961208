// Staff management, the owner's alone: create a member (answered with a one-time enrolment link),
// disable or enable, set a medewerker's refund limit, and reset another's password (a one-time
// link; the second factor stays). Every change is in the audit log.
import { asc, eq } from 'drizzle-orm';
import { newTotpSecret } from '../auth/staff-totp';
import type { Db } from '../db/client';
import { staff, type StaffRole } from '../db/schema';
import { AdminError, audit, requireOwner, type Actor, type AdminServices, type Tx } from './context';
import { findStaffByEmail, issueStaffLink, revokeAllSessions, staffJson, type StaffRow } from './staff-auth';

const NOT_FOUND = 'Deze medewerker bestaat niet.';

export async function listStaff(svc: AdminServices, actor: Actor) {
  requireOwner(actor);
  const members = await svc.db.select().from(staff).orderBy(asc(staff.id));
  return { staff: members.map(staffJson) };
}

/** Creates a staff member and the enrolment link to send them (shown once to whoever created it). */
export async function createStaffMember(
  db: Db,
  publicUrl: string,
  actor: Actor,
  input: { email: string; name: string; role: StaffRole; refund_limit: number | null },
  now: Date,
) {
  requireOwner(actor);
  return db.transaction(async (tx) => {
    if (await findStaffByEmail(tx, input.email)) throw new AdminError('Er is al een medewerker met dit e-mailadres.', 409, 'email');
    const [member] = await tx
      .insert(staff)
      .values({
        email: input.email.trim().toLowerCase(),
        name: input.name,
        role: input.role,
        refundLimit: input.role === 'eigenaar' ? null : input.refund_limit,
      })
      .returning();
    const link = await issueStaffLink(tx, publicUrl, member, 'enrol', now, newTotpSecret());
    await audit(tx, actor, 'staff.created', `staff:${member.id}`, null, staffJson(member));
    return { staff: staffJson(member), enrol_link: link.url, expires_at: link.expires_at };
  });
}

async function lockMember(tx: Tx, id: number): Promise<StaffRow> {
  const [member] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  if (!member) throw new AdminError(NOT_FOUND, 404);
  return member;
}

export async function updateStaffMember(
  svc: AdminServices,
  actor: Actor,
  id: number,
  change: { disabled?: boolean; refund_limit?: number | null; name?: string },
) {
  requireOwner(actor);
  return svc.db.transaction(async (tx) => {
    const member = await lockMember(tx, id);
    if (change.disabled && member.id === actor.id) throw new AdminError('Je kunt je eigen account niet uitschakelen.', 409, 'disabled');
    const set: Partial<typeof staff.$inferInsert> = {};
    if (change.disabled !== undefined) set.disabledAt = change.disabled ? (member.disabledAt ?? svc.now()) : null;
    if (change.refund_limit !== undefined) set.refundLimit = member.role === 'eigenaar' ? null : change.refund_limit;
    if (change.name !== undefined) set.name = change.name;
    if (Object.keys(set).length === 0) return { staff: staffJson(member) };
    const [after] = await tx.update(staff).set(set).where(eq(staff.id, id)).returning();
    if (change.disabled) await revokeAllSessions(tx, id, svc.now());
    await audit(tx, actor, 'staff.updated', `staff:${id}`, staffJson(member), staffJson(after));
    return { staff: staffJson(after) };
  });
}

/** A one-time link for another member to set a new password (with their existing second factor). */
export async function resetStaffPassword(svc: AdminServices, actor: Actor, id: number) {
  requireOwner(actor);
  return svc.db.transaction(async (tx) => {
    const member = await lockMember(tx, id);
    const purpose = member.totpSecret ? 'password_reset' : 'enrol';
    const link = await issueStaffLink(tx, svc.publicUrl, member, purpose, svc.now(), purpose === 'enrol' ? newTotpSecret() : null);
    await tx.update(staff).set({ passwordHash: null }).where(eq(staff.id, id));
    await revokeAllSessions(tx, id, svc.now());
    await audit(tx, actor, 'staff.password_reset', `staff:${id}`);
    return { link: link.url, purpose, expires_at: link.expires_at };
  });
}
