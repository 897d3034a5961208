import { describe, expect, it } from 'vitest';
import { createReadiness, optionalPartsFromEnv, type ReadinessPart } from './health';

function part(name: string, behave: () => Promise<void>, required = true) {
  let calls = 0;
  const p: ReadinessPart & { calls(): number } = {
    name,
    required,
    check: () => {
      calls++;
      return behave();
    },
    calls: () => calls,
  };
  return p;
}

describe('readiness', () => {
  it('is ready when every part answers, unavailable naming only the required parts that do not', async () => {
    const readiness = createReadiness(
      [
        part('database', async () => {}),
        part('redis', () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:6379'))),
        part('mail', () => Promise.reject(new Error('down')), false),
      ],
      { cacheMs: 0 },
    );
    const report = await readiness.report();
    expect(report).toEqual({ status: 'unavailable', parts: { database: 'ok', redis: 'down', mail: 'down' }, failing: ['redis'] });
    // The error's text (a host and port) is not kept anywhere in the report.
    expect(JSON.stringify(report)).not.toContain('10.0.0.5');
  });

  it('gives a hanging part its time-out, not more, and aborts its signal', async () => {
    let aborted = false;
    const hanging = part(
      'payments',
      () =>
        new Promise<void>(() => {
          /* never */
        }),
    );
    const readiness = createReadiness(
      [
        {
          ...hanging,
          check: (signal) => {
            signal.addEventListener('abort', () => (aborted = true));
            return hanging.check(signal);
          },
        },
      ],
      { timeoutMs: 50, cacheMs: 0 },
    );
    const started = performance.now();
    const report = await readiness.report();
    expect(performance.now() - started).toBeLessThan(500);
    expect(report.parts.payments).toBe('timeout');
    expect(report.failing).toEqual(['payments']);
    expect(aborted).toBe(true);
  });

  it('keeps an answer for cacheMs and lets concurrent probes share one round of checks', async () => {
    let clock = 0;
    const db = part('database', () => new Promise((r) => setTimeout(r, 20)));
    const readiness = createReadiness([db], { cacheMs: 3000, now: () => clock });
    await Promise.all(Array.from({ length: 100 }, () => readiness.report()));
    expect(db.calls()).toBe(1);
    clock = 2999;
    await readiness.report();
    expect(db.calls()).toBe(1);
    clock = 3001;
    await readiness.report();
    expect(db.calls()).toBe(2);
  });

  it('tells onChange only when the state flips', async () => {
    let up = true;
    const changes: string[] = [];
    const readiness = createReadiness([part('database', () => (up ? Promise.resolve() : Promise.reject(new Error('x'))))], {
      cacheMs: 0,
      onChange: (r) => changes.push(r.status),
    });
    await readiness.report();
    await readiness.report();
    up = false;
    await readiness.report();
    await readiness.report();
    up = true;
    await readiness.report();
    expect(changes).toEqual(['ready', 'unavailable', 'ready']);
  });

  it('reads READINESS_OPTIONAL as a list of part names', () => {
    expect([...optionalPartsFromEnv(' Mail, payments ,')]).toEqual(['mail', 'payments']);
    expect(optionalPartsFromEnv(undefined).size).toBe(0);
  });
});
