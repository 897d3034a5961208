// The hooks between the shop's code and OpenTelemetry (docs/decisions/0061): with none installed every
// call site runs its work unchanged; with a span active, an outgoing call's traceparent names that span.
import { afterEach, describe, expect, it } from 'vitest';
import { idsFor, propagateIds, runWithIds } from '../server/request-context';
import { inRootSpan, installTelemetryHooks, sqlOperation, withSpan, type TelemetryHooks } from './telemetry';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

afterEach(() => installTelemetryHooks(undefined));

describe('telemetry hooks', () => {
  it('off: the work runs as it is, no hook asked', async () => {
    await expect(withSpan('SELECT', {}, async () => 42)).resolves.toBe(42);
    await expect(inRootSpan('job outbox', async () => 'done')).resolves.toBe('done');
    const request = runWithIds(idsFor(new Headers({ traceparent: `00-${TRACE}-${'1'.repeat(16)}-01` })), () =>
      propagateIds(new Request('http://commerce.internal/v1/x')),
    );
    expect(request.headers.get('traceparent')).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-01$`));
  });

  it('keeps the caller’s span as the parent only from a well-formed traceparent', () => {
    expect(idsFor(new Headers({ traceparent: `00-${TRACE}-${'ab'.repeat(8)}-01` })).parentSpanId).toBe('ab'.repeat(8));
    for (const junk of [
      `00-${TRACE}-${'0'.repeat(16)}-01`,
      `00-${'0'.repeat(32)}-${'ab'.repeat(8)}-01`,
      'zz',
      `00-${TRACE}-${'ab'.repeat(8)}-01x`,
    ])
      expect(idsFor(new Headers({ traceparent: junk })).parentSpanId).toBeUndefined();
  });

  it('on: the outgoing traceparent names the active span of the same trace, never one of another trace', () => {
    let active = { traceId: TRACE, spanId: 'cd'.repeat(8), sampled: true };
    installTelemetryHooks({ activeSpan: () => active } as unknown as TelemetryHooks);
    const ids = idsFor(new Headers({ traceparent: `00-${TRACE}-${'1'.repeat(16)}-00` }));
    const call = () => runWithIds(ids, () => propagateIds(new Request('http://commerce.internal/v1/x')).headers.get('traceparent'));
    expect(call()).toBe(`00-${TRACE}-${'cd'.repeat(8)}-01`);
    active = { traceId: 'e'.repeat(32), spanId: 'cd'.repeat(8), sampled: true };
    expect(call()).toBe(`00-${TRACE}-${ids.spanId}-00`);
  });

  it('names an SQL span by its first keyword only', () => {
    expect(sqlOperation('select "id" from "products" where "email" = $1')).toBe('SELECT');
    expect(sqlOperation('  insert into orders values ($1)')).toBe('INSERT');
    expect(sqlOperation('')).toBe('SQL');
  });
});
