// The keys that make the abandonment reports joinable (docs/decisions/0048): a
// random first-party visitor key, set only once the visitor accepted cookies (the reports are sent
// only then), and a note of which `?email=` address was already passed on, so an address that stays
// in the URL is sent once, not at every run of the root loader. The note keeps a digest of the
// address, never the address itself.
import { readCookie } from './session.server';

export const VISITOR_COOKIE = 'sz_visitor';
export const REPORTED_EMAIL_COOKIE = 'sz_email_reported';
const MAX_AGE = 60 * 60 * 24 * 365;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const cookie = (name: string, value: string, secure: boolean) =>
  `${name}=${value}; Path=/; Max-Age=${MAX_AGE}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** This browser's visitor key, if it has a well-formed one. */
export function readVisitorKey(request: Request): string | null {
  const value = readCookie(request, VISITOR_COOKIE);
  return value && UUID.test(value) ? value : null;
}

/** A Set-Cookie for a new visitor key (or the given one). */
export function visitorKeyCookie(secure: boolean, key: string = crypto.randomUUID()): string {
  return cookie(VISITOR_COOKIE, key, secure);
}

/** SHA-256 of the address as the API would compare it (trimmed, lower case), hex, first 32 characters. */
export async function emailDigest(email: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase())));
  return Array.from(bytes.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** How many addresses the note remembers (33 characters each): enough for a visitor who switches between links. */
const NOTED_ADDRESSES = 20;

/** The digests of the addresses already passed on from this browser (the note, well-formed parts only). */
function notedDigests(request: Request): string[] {
  const value = readCookie(request, REPORTED_EMAIL_COOKIE) ?? '';
  return value
    .split('.')
    .filter((part) => /^[0-9a-f]{32}$/.test(part))
    .slice(-NOTED_ADDRESSES);
}

/** True when this address was already passed on from this browser (any of the last addresses, not only the last one). */
export async function emailAlreadyReported(request: Request, email: string): Promise<boolean> {
  return notedDigests(request).includes(await emailDigest(email));
}

/** The Set-Cookie that adds this address to the note of addresses passed on (the oldest drop off after NOTED_ADDRESSES). */
export async function reportedEmailCookie(request: Request, email: string, secure: boolean): Promise<string> {
  const digests = [...notedDigests(request), await emailDigest(email)].slice(-NOTED_ADDRESSES);
  return cookie(REPORTED_EMAIL_COOKIE, digests.join('.'), secure);
}
