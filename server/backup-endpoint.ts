// POST /_ops/backup: the running shop's consistent PGlite snapshot, for `npm run backup` on the same
// machine (docs/decisions/0054). Three locks: the caller's socket is loopback, no proxy header says the
// request came from further away (a reverse proxy on this machine connects from loopback too), and the
// backup token — BACKUP_TOKEN, or DATA_DIR/backup-token generated at the first start (mode 0600).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../commerce/db/client';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip', 'x-client-ip'];

/** The backup token: BACKUP_TOKEN, else DATA_DIR/backup-token (created once, readable by the shop's user only). */
export function backupToken(dataDir: string, env: Record<string, string | undefined> = process.env): string {
  if (env.BACKUP_TOKEN?.trim()) return env.BACKUP_TOKEN.trim();
  const file = path.join(dataDir, 'backup-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const token = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, token + '\n', { mode: 0o600 });
  return token;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

export function createBackupHandler(database: Database, token: string) {
  const expected = digest(token);
  // One snapshot at a time: a second caller waits for the first rather than doubling the memory.
  let running: Promise<unknown> = Promise.resolve();
  return async (request: Request, remoteAddress: string | undefined): Promise<Response> => {
    const json = (status: number, message: string) => Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });
    if (!remoteAddress || !LOOPBACK.has(remoteAddress) || PROXY_HEADERS.some((h) => request.headers.has(h)))
      return json(403, 'Back-ups kunnen alleen op de server zelf gemaakt worden.');
    const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), expected)) return json(401, 'Geen geldige back-upsleutel.');
    if (!database.snapshot) return json(501, 'Deze winkel draait op PostgreSQL: maak back-ups met pg_dump of PITR (docs/operations.md).');
    const take = running.then(() => database.snapshot!());
    running = take.catch(() => undefined);
    const snapshot = await take;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    return new Response(snapshot.stream(), {
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Length': String(snapshot.size),
        'Content-Disposition': `attachment; filename="slaapzaak-${stamp}.tar.gz"`,
        'Cache-Control': 'no-store',
      },
    });
  };
}
