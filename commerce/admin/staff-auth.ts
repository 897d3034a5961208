// Staff log in in two steps: username + password give a pending-2FA ticket (5 minutes, once), the
// ticket + a TOTP code (or a recovery code, once) give a session. Sessions, tickets and one-time
// links are random tokens kept as their SHA-256 (as customers' tokens); a session ends after 8 idle
// hours, at 7 days, or when revoked. Limits: reserve before the check, as the customers' login (0032).
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { emailKey, hashPassword, hashToken, newToken, verifyPassword } from '../auth/customer-auth';
import { hashRecoveryCode, looksLikeRecoveryCode, matchTotp, newRecoveryCodes, totpQrDataUrl, totpUri } from '../auth/staff-totp';
import type { Db } from '../db/client';
import { staff, staffRecoveryCodes, staffTokens, type StaffTokenPurpose } from '../db/schema';
import { ipLimitKey, LIMITS, type AddressAttempt, type Limit } from '../platform/rate-limits';
import { AdminError, audit, type Actor, type AdminServices, type Tx } from './context';

export type StaffRow = typeof staff.$inferSelect;

const MINUTE = 60_000;
export const STAFF_IDLE_MS = 8 * 60 * MINUTE;
export const STAFF_SESSION_MAX_MS = 7 * 24 * 60 * MINUTE;
export const LOGIN_TICKET_MS = 5 * MINUTE;
export const ENROL_LINK_MS = 72 * 60 * MINUTE;
/** A session's last use is written at most this often (not on every call). */
const TOUCH_MS = MINUTE;

const WRONG_LOGIN = 'Onjuiste inloggegevens.';
const WRONG_CODE = 'Deze code is onjuist of al gebruikt. Gebruik de volgende code uit je app.';
const BAD_TICKET = 'Je inlogpoging is verlopen. Log opnieuw in met je e-mailadres en wachtwoord.';
const BAD_LINK = 'Deze link is ongeldig, al gebruikt of verlopen. Vraag de eigenaar om een nieuwe.';

export const actorOf = (row: StaffRow): Actor => ({
  id: row.id,
  email: row.email,
  role: row.role,
  refundLimit: row.role === 'eigenaar' ? null : (row.refundLimit ?? 0),
});

export async function findStaffByEmail(db: Db | Tx, email: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

async function issueToken(
  db: Db | Tx,
  staffId: number,
  purpose: StaffTokenPurpose,
  now: Date,
  ttlMs: number,
  totpSecret: string | null = null,
) {
  const { token, hash } = newToken();
  await db
    .insert(staffTokens)
    .values({ tokenHash: hash, staffId, purpose, totpSecret, createdAt: now, lastUsedAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/** An unused, unexpired token of this purpose, with its staff member. */
async function findToken(db: Db | Tx, token: string, purpose: StaffTokenPurpose, now: Date) {
  if (!token || token.length > 200) return null;
  const [found] = await db
    .select({ token: staffTokens, member: staff })
    .from(staffTokens)
    .innerJoin(staff, eq(staff.id, staffTokens.staffId))
    .where(
      and(
        eq(staffTokens.tokenHash, hashToken(token)),
        eq(staffTokens.purpose, purpose),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, now),
      ),
    );
  return found ?? null;
}

/** Marks a one-time token used; false when another request used it first. */
async function useToken(db: Db | Tx, tokenHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.tokenHash, tokenHash), isNull(staffTokens.usedAt)))
    .returning();
  return used.length === 1;
}

/**
 * Whoever tries to log in, before they proved who they are: failures are written to the audit log
 * under this actor, with the staff member they tried as subject (never the password they tried).
 */
export const LOGIN_ATTEMPT_ACTOR: Actor = { id: null, email: 'inlogpoging', role: 'medewerker', refundLimit: 0 };

/** A failure or refusal in the audit log; a failing audit write never changes the answer. */
async function auditAttempt(svc: AdminServices, action: string, subject: string, after: Record<string, unknown>): Promise<void> {
  try {
    await audit(svc.db, LOGIN_ATTEMPT_ACTOR, action, subject, null, after);
  } catch (err) {
    svc.logger.error({ err: (err as Error).message, action }, 'audit log write failed');
  }
}

/**
 * The mark of a completed login for an account from an address (docs/decisions/0044): per IPv6 /64, never
 * per /48. The mark lets an address past the account-wide guard, so it stays with the subnet that logged in,
 * not its whole site (0082).
 */
const knownKey = (account: string, ip: string) => `${account}|${ipLimitKey(ip)}`;

/**
 * A 429 of a login limit; the audit log gets one `staff.login_locked` row when the limit (the address's, or its
 * site's) is first reached.
 */
async function refuseLimited(svc: AdminServices, limit: Limit, attempt: AddressAttempt, subject: string, ip: string): Promise<never> {
  if (attempt.count === attempt.max + 1) await auditAttempt(svc, 'staff.login_locked', subject, { ip, limit: limit.name });
  throw new AdminError(limit.message, 429);
}

/**
 * Step 1: e-mail address and password → a pending-2FA ticket. Limits (docs/decisions/0044): per IP
 * address, per account from that address, and an account-wide guard that addresses of earlier
 * completed logins pass. Every limit is checked before the password hash is, so a refused request
 * costs no argon2; a stranger's failures lock out only the stranger's own address.
 */
export async function staffLogin(svc: AdminServices, input: { username: string; password: string; ip: string }) {
  const account = emailKey(input.username);
  const member = await findStaffByEmail(svc.db, input.username);
  const subject = member ? `staff:${member.id}` : 'staff:onbekend';
  // Per-address counts are per IPv6 /64 (one host's block), not per address in it (attack review 2026-11-27),
  // and per /48 (one site) at SITE_LIMIT_FACTOR times the limit (docs/decisions/0082); the limiter makes both keys.
  const fromIp = await svc.limiter.reserveAddress(LIMITS.staffLoginIp, input.ip);
  if (!fromIp.within) await refuseLimited(svc, LIMITS.staffLoginIp, fromIp, subject, input.ip);
  // The account from this address: its /64 (the key `account|/64`, as before) and its /48 (`account|/48`).
  const pair = await svc.limiter.reserveAddress(LIMITS.staffLoginAccountIp, input.ip, account);
  if (!pair.within) {
    await pair.release();
    await refuseLimited(svc, LIMITS.staffLoginAccountIp, pair, subject, input.ip);
  }
  if (
    (await svc.limiter.exhausted(LIMITS.staffLoginAccount, account)) &&
    !(await svc.limiter.exhausted(LIMITS.staffKnownIp, knownKey(account, input.ip)))
  ) {
    await pair.release();
    throw new AdminError(LIMITS.staffLoginAccount.message, 429);
  }
  const ok = await verifyPassword(member?.passwordHash, input.password);
  if (!member || !ok || member.disabledAt || !member.totpSecret) {
    const accountCount = await svc.limiter.record(LIMITS.staffLoginAccount, account);
    const reason = !member ? 'unknown_account' : !ok ? 'wrong_password' : member.disabledAt ? 'disabled' : 'not_enrolled';
    await auditAttempt(svc, 'staff.login_failed', subject, { ip: input.ip, reason });
    if (accountCount === LIMITS.staffLoginAccount.max)
      await auditAttempt(svc, 'staff.login_locked', subject, { ip: input.ip, limit: LIMITS.staffLoginAccount.name });
    throw new AdminError(WRONG_LOGIN, 401);
  }
  await Promise.all([pair.release().then(() => svc.limiter.resetAddress(LIMITS.staffLoginAccountIp, input.ip, account)), fromIp.release()]);
  const ticket = await issueToken(svc.db, member.id, 'login_ticket', svc.now(), LOGIN_TICKET_MS);
  return { ticket, expires_in: LOGIN_TICKET_MS / 1000 };
}

/** Accepts a TOTP code once: the matched step must be later than the last accepted one. */
async function acceptTotp(db: Db | Tx, member: StaffRow, secret: string, code: string, now: Date): Promise<boolean> {
  const step = await matchTotp(secret, code, now);
  if (step === null) return false;
  const taken = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, member.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning();
  return taken.length === 1;
}

async function acceptRecoveryCode(db: Db | Tx, member: StaffRow, code: string, now: Date): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, member.id),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning();
  return used.length === 1;
}

/** Step 2: the ticket and a TOTP code or a recovery code → a staff session token. */
export async function staffOtp(svc: AdminServices, input: { ticket: string; otp: string; ip?: string }) {
  const now = svc.now();
  const ip = input.ip ?? 'unknown';
  const found = await findToken(svc.db, input.ticket, 'login_ticket', now);
  if (!found || found.member.disabledAt || !found.member.totpSecret) throw new AdminError(BAD_TICKET, 401);
  const member = found.member;
  const subject = `staff:${member.id}`;
  if (!(await svc.limiter.reserve(LIMITS.staffOtpAccount, subject))) {
    await useToken(svc.db, found.token.tokenHash, now);
    await auditAttempt(svc, 'staff.otp_locked', subject, { ip });
    throw new AdminError(LIMITS.staffOtpAccount.message, 429);
  }
  const code = input.otp.trim();
  const ok = /^\d{6}$/.test(code)
    ? await acceptTotp(svc.db, member, member.totpSecret!, code, now)
    : await acceptRecoveryCode(svc.db, member, code, now);
  if (!ok) {
    await auditAttempt(svc, 'staff.otp_failed', subject, { ip });
    throw new AdminError(WRONG_CODE, 401, 'otp');
  }
  if (!(await useToken(svc.db, found.token.tokenHash, now))) throw new AdminError(BAD_TICKET, 401);
  const account = emailKey(member.email);
  const known = knownKey(account, ip);
  // A completed login: its address passes the account-wide guard for 30 days (docs/decisions/0044).
  await Promise.all([
    svc.limiter.reset(LIMITS.staffOtpAccount, subject),
    svc.limiter.reset(LIMITS.staffLoginAccount, account),
    svc.limiter.reset(LIMITS.staffKnownIp, known).then(() => svc.limiter.record(LIMITS.staffKnownIp, known)),
  ]);
  const token = await issueToken(svc.db, member.id, 'session', now, STAFF_SESSION_MAX_MS);
  await audit(svc.db, actorOf(member), 'staff.login', subject, null, { second_factor: /^\d{6}$/.test(code) ? 'totp' : 'recovery_code' });
  return { token, token_type: 'Bearer' as const, idle_timeout: STAFF_IDLE_MS / 1000, staff: staffJson(member) };
}

/** The staff member of a live session: not revoked, used in the last 8 hours, at most 7 days old. */
export async function staffForSession(db: Db, token: string, now: Date): Promise<{ member: StaffRow; tokenHash: string } | null> {
  const found = await findToken(db, token, 'session', now);
  if (!found || found.member.disabledAt) return null;
  if (now.getTime() - found.token.lastUsedAt.getTime() > STAFF_IDLE_MS) return null;
  if (now.getTime() - found.token.lastUsedAt.getTime() > TOUCH_MS) {
    await db.update(staffTokens).set({ lastUsedAt: now }).where(eq(staffTokens.tokenHash, found.token.tokenHash));
  }
  return { member: found.member, tokenHash: found.token.tokenHash };
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(staffTokens).set({ usedAt: now }).where(eq(staffTokens.tokenHash, tokenHash));
}

/** Ends every session of a staff member (disabled, password reset, new enrolment). */
export async function revokeAllSessions(db: Db | Tx, staffId: number, now: Date): Promise<void> {
  await db
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.usedAt), sql`${staffTokens.purpose} in ('session', 'login_ticket')`));
}

export function staffJson(row: StaffRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    refund_limit: row.refundLimit,
    enrolled: Boolean(row.totpSecret && row.passwordHash),
    disabled: Boolean(row.disabledAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** A one-time link to enrol (new secret) or to set a new password; older links of the member stop working. */
export async function issueStaffLink(
  db: Db | Tx,
  publicUrl: string,
  member: StaffRow,
  purpose: 'enrol' | 'password_reset',
  now: Date,
  secret: string | null,
) {
  await db
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.staffId, member.id), isNull(staffTokens.usedAt), sql`${staffTokens.purpose} in ('enrol', 'password_reset')`));
  const token = await issueToken(db, member.id, purpose, now, ENROL_LINK_MS, secret);
  return {
    token,
    url: `${publicUrl.replace(/\/$/, '')}/beheer/activeren/?token=${token}`,
    expires_at: new Date(now.getTime() + ENROL_LINK_MS).toISOString(),
  };
}

async function linkOf(db: Db, token: string, now: Date) {
  const found = (await findToken(db, token, 'enrol', now)) ?? (await findToken(db, token, 'password_reset', now));
  if (!found || found.member.disabledAt) throw new AdminError(BAD_LINK, 404);
  return found;
}

/** GET of a link: for enrolment the otpauth URI and its QR code; for a reset only who it is for. */
export async function describeStaffLink(svc: AdminServices, token: string) {
  const found = await linkOf(svc.db, token, svc.now());
  const base = { purpose: found.token.purpose, email: found.member.email, expires_at: found.token.expiresAt.toISOString() };
  if (found.token.purpose !== 'enrol') return { ...base, otpauth_uri: null, qr_code: null, secret: null };
  const uri = totpUri(found.member.email, found.token.totpSecret!);
  return { ...base, otpauth_uri: uri, qr_code: await totpQrDataUrl(uri), secret: found.token.totpSecret! };
}

/**
 * POST of a link with a new password and a code from the app. Enrolment: the code proves the app
 * holds the new secret; ten new recovery codes are answered, once. Reset: the code of the existing
 * secret proves the second factor. Both end the member's sessions.
 */
export async function completeStaffLink(svc: AdminServices, token: string, input: { password: string; otp: string; ip?: string }) {
  const now = svc.now();
  const found = await linkOf(svc.db, token, now);
  const enrol = found.token.purpose === 'enrol';
  const secret = enrol ? found.token.totpSecret! : found.member.totpSecret;
  if (!secret) throw new AdminError(BAD_LINK, 404);
  const subject = `staff:${found.member.id}`;
  const linkKey = found.token.tokenHash;
  // At most 5 codes per link (docs/decisions/0044); the code is checked (cheap) before the password
  // is hashed (argon2), so a wrong guess costs no hash.
  // The attempt is counted before its code is checked: of parallel guesses at most 5 are evaluated.
  const code = input.otp.trim();
  const attempt = await svc.limiter.record(LIMITS.staffLinkCodes, linkKey);
  const details = { ip: input.ip ?? 'unknown', purpose: found.token.purpose };
  const burn = async (): Promise<never> => {
    if (await useToken(svc.db, linkKey, now)) await auditAttempt(svc, 'staff.link_burnt', subject, details);
    throw new AdminError(LIMITS.staffLinkCodes.message, 429, 'otp');
  };
  if (attempt > LIMITS.staffLinkCodes.max) await burn();
  if ((await matchTotp(secret, code, now)) === null) {
    await auditAttempt(svc, 'staff.link_code_failed', subject, details);
    if (attempt >= LIMITS.staffLinkCodes.max) await burn();
    throw new AdminError(WRONG_CODE, 400, 'otp');
  }
  const passwordHash = await hashPassword(input.password);
  const codes = enrol ? newRecoveryCodes() : [];
  await svc.db.transaction(async (tx) => {
    if (enrol) await tx.update(staff).set({ totpLastStep: null }).where(eq(staff.id, found.member.id));
    if (!(await acceptTotp(tx, { ...found.member, totpLastStep: enrol ? null : found.member.totpLastStep }, secret, code, now))) {
      throw new AdminError(WRONG_CODE, 400, 'otp');
    }
    if (!(await useToken(tx, linkKey, now))) throw new AdminError(BAD_LINK, 404);
    await tx
      .update(staff)
      .set(enrol ? { passwordHash, totpSecret: secret } : { passwordHash })
      .where(eq(staff.id, found.member.id));
    if (enrol) {
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, found.member.id));
      await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId: found.member.id, codeHash: hashRecoveryCode(code) })));
    }
    await revokeAllSessions(tx, found.member.id, now);
    await audit(tx, actorOf(found.member), enrol ? 'staff.enrolled' : 'staff.password_set', subject);
  });
  await svc.limiter.reset(LIMITS.staffLinkCodes, linkKey);
  return {
    message: enrol
      ? 'Je account is klaar. Bewaar je herstelcodes op een veilige plek: je ziet ze maar één keer.'
      : 'Je nieuwe wachtwoord is ingesteld. Log opnieuw in.',
    recovery_codes: codes,
  };
}
