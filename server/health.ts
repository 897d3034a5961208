// Liveness and readiness (docs/decisions/0054). /healthz says the process answers and asks
// nothing else; /readyz asks each part the shop needs — the database, Redis, the mail relay, the
// payment provider — with a short time-out each, in parallel, and keeps the result a few seconds so a
// load balancer polling every instance does not become load. The body names parts and their state,
// never a setting (no URL, host, port, key): it is served to anyone who can reach the port.
import { connect } from 'node:net';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';

export type PartState = 'ok' | 'down' | 'timeout';

export interface ReadinessPart {
  /** What the body calls it: database, redis, mail, payments. */
  name: string;
  /** A down required part makes /readyz 503; an optional one is reported only. */
  required: boolean;
  /** Resolves when the part answers; rejects (or outlives the time-out) when it does not. */
  check(signal: AbortSignal): Promise<void>;
}

export interface ReadinessReport {
  status: 'ready' | 'unavailable';
  parts: Record<string, PartState>;
  /** The required parts that are not ok, for the log and the body. */
  failing: string[];
}

export interface Readiness {
  report(): Promise<ReadinessReport>;
}

export interface ReadinessOptions {
  /** Per part (default 1500 ms): a readiness probe must answer well within a balancer's own time-out. */
  timeoutMs?: number;
  /** How long an answer is kept (default 3000 ms). */
  cacheMs?: number;
  now?: () => number;
  /** Told when the answer changes from ready to unavailable or back (the log). */
  onChange?: (report: ReadinessReport) => void;
}

async function probe(part: ReadinessPart, timeoutMs: number): Promise<PartState> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, timeoutMs);
  });
  try {
    return await Promise.race([part.check(controller.signal).then((): PartState => 'ok'), timedOut]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(parts: ReadinessPart[], options: ReadinessOptions = {}): Readiness {
  const timeoutMs = options.timeoutMs ?? 1500;
  const cacheMs = options.cacheMs ?? 3000;
  const now = options.now ?? Date.now;
  let cached: { at: number; report: ReadinessReport } | undefined;
  // Many probes at once (every balancer, every instance) share one round of checks.
  let inFlight: Promise<ReadinessReport> | undefined;
  let lastStatus: ReadinessReport['status'] | undefined;

  const run = async (): Promise<ReadinessReport> => {
    const states = await Promise.all(parts.map((part) => probe(part, timeoutMs)));
    const report: ReadinessReport = { status: 'ready', parts: {}, failing: [] };
    parts.forEach((part, i) => {
      report.parts[part.name] = states[i]!;
      if (part.required && states[i] !== 'ok') report.failing.push(part.name);
    });
    if (report.failing.length) report.status = 'unavailable';
    if (report.status !== lastStatus) options.onChange?.(report);
    lastStatus = report.status;
    return report;
  };

  return {
    report() {
      if (cached && now() - cached.at < cacheMs) return Promise.resolve(cached.report);
      inFlight ??= run()
        .then((report) => {
          cached = { at: now(), report };
          return report;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}

/** Reachable = a TCP connection opens (the mail relay when the mailer has no verify of its own). */
export function tcpReachable(host: string, port: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const done = (err?: Error) => {
      socket.destroy();
      signal.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve();
    };
    const onAbort = () => done(new Error('aborted'));
    signal.addEventListener('abort', onAbort);
    socket.once('connect', () => done());
    socket.once('error', (err) => done(err));
  });
}

/**
 * Reachable = the host answers HTTP at all (any status: a 401 without a key is still Mollie answering).
 * No key is sent: a probe every few seconds must not spend the shop's API quota or show in its logs.
 */
export async function httpReachable(url: string, signal: AbortSignal): Promise<void> {
  const res = await fetch(url, { method: 'HEAD', signal, redirect: 'manual' });
  await res.body?.cancel();
}

/** The embedded mailer writes .eml files: ready when its folder can be written. */
export async function writableDirectory(dir: string): Promise<void> {
  await access(dir, constants.W_OK);
}

/** READINESS_OPTIONAL=mail,payments: parts reported but not failing /readyz (see docs/operations.md). */
export function optionalPartsFromEnv(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
}
