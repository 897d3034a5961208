// PGlite is one PostgreSQL in one process: a second process that opens the same data directory
// (a maintenance script while the shop runs) loses writes or corrupts it. Whoever opens a PGlite
// data directory first holds `<dir>.lock` (pid, host, the process's start time) until it closes the
// database or exits; anyone else refuses with a clear message. A lock left by a crash does not block:
// a holder that no longer runs (dead pid, or a pid reused by another process) is taken over.
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';

interface LockInfo {
  pid: number;
  host: string;
  /** Start time of the process in clock ticks since boot (Linux); tells a reused pid apart. */
  started: string | null;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `De database in ${dataDir} is in gebruik door proces ${holder.pid}${holder.host === os.hostname() ? '' : ` op ${holder.host}`} (de draaiende winkel). ` +
        'PGlite kan maar door één proces tegelijk geopend worden, dus er is niets gedaan. Stop de winkel eerst, of draai de winkel op PostgreSQL (DATABASE_URL); ' +
        `draait er geen winkel meer, verwijder dan ${dataDir}.lock.`,
    );
    this.name = 'DataDirBusyError';
  }
}

export interface DataDirLock {
  release(): void;
}

/** Field 22 of /proc/<pid>/stat: when the process started. Null where there is no /proc. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>;
    return Number.isInteger(info.pid) && typeof info.host === 'string'
      ? { pid: info.pid!, host: info.host, started: info.started ?? null }
      : null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote the lock still runs. */
export function holderAlive(info: LockInfo): boolean {
  // Another machine (a shared volume): its processes cannot be seen from here, so it counts as running.
  if (info.host !== os.hostname()) return true;
  // Our own pid in a lock we did not take: left by an earlier life of this pid (a container's pid 1).
  if (info.pid === process.pid) return false;
  try {
    process.kill(info.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  const started = processStart(info.pid);
  return !(info.started && started && started !== info.started);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the lock of a PGlite data directory. While another live process holds it, waits up to
 * `waitMs` (the server, so a maintenance script that is just finishing does not stop its start), then
 * throws DataDirBusyError.
 */
export async function acquireDataDirLock(dataDir: string, options: { waitMs?: number } = {}): Promise<DataDirLock> {
  const file = `${dataDir.replace(/\/+$/, '')}.lock`;
  const me: LockInfo = { pid: process.pid, host: os.hostname(), started: processStart(process.pid) };
  const content = JSON.stringify(me);
  const deadline = Date.now() + (options.waitMs ?? 0);
  for (;;) {
    try {
      // 'wx': created only when absent, atomically; of two processes exactly one succeeds.
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, content);
      } finally {
        closeSync(fd);
      }
      return holdLock(file, content);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const raw = readRaw(file);
    const holder = readLock(file);
    // An unreadable lock younger than a few seconds is being written right now: treat it as held.
    const fresh = holder === null && Date.now() - (statSafe(file) ?? 0) < 5_000;
    if (holder ? !holderAlive(holder) : !fresh) {
      // Left behind by a process that is gone: take it over, unless another process just did.
      try {
        if (readRaw(file) === raw) unlinkSync(file);
      } catch {
        // Someone else removed it first; the next round decides.
      }
      continue;
    }
    if (Date.now() >= deadline) throw new DataDirBusyError(dataDir, holder ?? { pid: 0, host: os.hostname(), started: null });
    await sleep(250);
  }
}

function readRaw(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function statSafe(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function holdLock(file: string, content: string): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    try {
      // Only our own lock is removed (never one a later process took over).
      if (readFileSync(file, 'utf8') === content) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  // A process that ends without closing the database (process.exit in a shutdown) still frees it.
  process.on('exit', release);
  return { release };
}
