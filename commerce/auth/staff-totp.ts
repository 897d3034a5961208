// The staff's second factor: TOTP (RFC 6238, SHA-1, 6 digits, 30 s — what every authenticator app
// reads from an otpauth:// QR code) through otplib, and single-use recovery codes. A code is
// accepted one step either side of now (clock drift), and never twice: the caller stores the time
// step it matched and refuses any step not after it.
import { createHash, randomBytes } from 'node:crypto';
import { createGuardrails, generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_ISSUER = 'Slaapzaak beheer';
const PERIOD_S = 30;
// The demo owner's documented secret (JBSWY3DPEHPK3PXP) is 80 bits; otplib's default floor is 128.
// New secrets are 160 bits (generateSecret's default).
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: PERIOD_S, digits: 6, algorithm: 'sha1' });
}

/** The otpauth URI as an SVG QR code in a data URL (an <img src> in the enrolment page). */
export async function totpQrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The code for a moment (tests and the demo). */
export function totpCode(secret: string, at: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000), guardrails });
}

/**
 * The time step a six-digit code matches (±1 step), or null. The caller refuses a step that is not
 * later than the last one it accepted for this secret (replay in the same window).
 */
export async function matchTotp(secret: string, code: string, at: Date = new Date()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epoch: Math.floor(at.getTime() / 1000), epochTolerance: PERIOD_S, guardrails });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes of 16 characters (about 79 bits each), shown once: `abcd-efgh-jkmn-pqrs`. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(16);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** Recovery codes are stored as SHA-256 of their normalised form (random, so no slow hash needed). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{4}(-?[a-z0-9]{4}){3}$/i.test(code.trim());
}
