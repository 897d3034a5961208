// One id per request, on every log line of both wings (docs/decisions/0054). The front door
// takes the caller's X-Request-Id when it looks like one (the storefront on the edge or a balancer sets
// it) or makes one, and a W3C traceparent likewise; AsyncLocalStorage carries both through the
// storefront's loaders into the in-process API, and the storefront's API calls send them on as headers
// so an API in another process logs the same ids.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import { telemetryHooks } from '../lib/telemetry';

export interface RequestIds {
  requestId: string;
  /** 32 hex digits, shared by every span of one request across processes. */
  traceId: string;
  /** 16 hex digits: this process's part of the request. */
  spanId: string;
  sampled: boolean;
  /** The caller's span (a well-formed traceparent's), the parent of this process's first span. */
  parentSpanId?: string;
}

const storage = new AsyncLocalStorage<RequestIds>();

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The ids for an incoming request: its own when well-formed (never all-zero), new ones otherwise. */
export function idsFor(headers: Headers): RequestIds {
  const given = headers.get('x-request-id')?.trim() ?? '';
  const parent = TRACEPARENT.exec(headers.get('traceparent')?.trim().toLowerCase() ?? '');
  const kept = parent && !/^0+$/.test(parent[1]!) && !/^0+$/.test(parent[2]!) ? parent : null;
  return {
    requestId: REQUEST_ID.test(given) ? given : randomUUID(),
    traceId: kept ? kept[1]! : randomBytes(16).toString('hex'),
    spanId: randomBytes(8).toString('hex'),
    sampled: kept ? (parseInt(kept[3]!, 16) & 1) === 1 : false,
    ...(kept ? { parentSpanId: kept[2]! } : {}),
  };
}

export function runWithIds<T>(ids: RequestIds, fn: () => T): T {
  return storage.run(ids, fn);
}

export function currentIds(): RequestIds | undefined {
  return storage.getStore();
}

/** What pino adds to every line (its `mixin`): nothing outside a request. */
export function logIds(): Record<string, string> {
  const ids = storage.getStore();
  return ids ? { reqId: ids.requestId, traceId: ids.traceId } : {};
}

/**
 * Sets X-Request-Id and traceparent on an outgoing call made while handling a request. With tracing on
 * (docs/decisions/0061) the traceparent names the span making the call (a loader's), so the API's span
 * becomes its child; this is the one place a traceparent is written.
 */
export function propagateIds(request: Request): Request {
  const ids = storage.getStore();
  if (!ids) return request;
  const span = telemetryHooks()?.activeSpan();
  const { traceId, spanId, sampled } = span && span.traceId === ids.traceId ? span : ids;
  request.headers.set('x-request-id', ids.requestId);
  request.headers.set('traceparent', `00-${traceId}-${spanId}-${sampled ? '01' : '00'}`);
  return request;
}
