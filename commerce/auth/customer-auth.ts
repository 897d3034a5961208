// Customer passwords and tokens. Passwords: Argon2id with OWASP's minimum settings (the seed hashes
// the demo customer the same way). Tokens: 256 random bits handed to the client once; the database
// keeps only their SHA-256, so a leaked table holds no usable session or reset link.
import { createHash, randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

export const ARGON2_OPTIONS = { algorithm: 2 as Algorithm /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password against a stored hash. Without a hash (unknown account) it still does the
 * same work against a dummy, so the answer time does not tell whether the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  // Nothing longer than the password rule allows was ever stored; do not hash megabytes.
  const candidate = password.length > 1024 ? password.slice(0, 1024) : password;
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
    await verify(await dummyHash, candidate).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, candidate);
  } catch {
    return false;
  }
}

/** How customer passwords are hashed and checked; injectable so a test can count the checks. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a missing hash (unknown account), after the same work. */
  verify(storedHash: string | null | undefined, password: string): Promise<boolean>;
}

export const argon2Passwords: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

/** A fresh random token (256 bits, base64url) and the hash to store. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A stable, non-reversible key for an e-mail address (rate-limit keys never hold the address). */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 30 * 60 * 1000;
export const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;
/** A login link (after too many failed logins) works 15 minutes: as long as one is not resent. */
export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
