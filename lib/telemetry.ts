// What the shop's code asks of OpenTelemetry (docs/decisions/0061), without loading it: the Node server
// starts the SDK (server/telemetry.ts, a dynamic import) only when OTEL_EXPORTER_OTLP_ENDPOINT or
// METRICS_PORT is set, and then puts these hooks under a global key. Without them every call site runs
// its work as before: no span, no clock, no allocation. A global key, not a module variable: the
// storefront's build is a module graph of its own (like app/lib/log.server.ts), and the edge worker
// bundles this file only — never an OpenTelemetry package.

export interface SpanIds {
  traceId: string;
  spanId: string;
  sampled: boolean;
}

export type SpanAttributes = Record<string, string | number | boolean>;

/** A span under way: it may learn its route name once the router has matched. */
export interface OpenSpan {
  rename(name: string, route: string): void;
  status(code: number): void;
}

export interface TelemetryHooks {
  /** Spans are recorded and exported (OTLP); false with metrics only. */
  tracing: boolean;
  /**
   * The front door's span for one HTTP request, child of the caller's validated traceparent (`parent`,
   * from server/request-context.ts) or a new trace. Returns the ids the request's logs and outgoing
   * calls use.
   */
  serverSpan<T>(
    name: string,
    attributes: SpanAttributes,
    parent: { traceId: string; parentSpanId?: string; sampled: boolean } | undefined,
    fn: (span: OpenSpan, ids: SpanIds | undefined) => Promise<T>,
  ): Promise<T>;
  /** A span inside the current one (a loader, an API handler, an SQL statement). */
  inSpan<T>(name: string, attributes: SpanAttributes, fn: (span: OpenSpan) => Promise<T>): Promise<T>;
  /** A trace of its own for work nobody asked for (outbox, order expiry). */
  rootSpan<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** The active span, for the traceparent of an outgoing call. */
  activeSpan(): SpanIds | undefined;
  /** A login or mail limit turned someone away. */
  limitHit(scope: string): void;
}

const KEY = Symbol.for('slaapzaak.telemetry');

export function telemetryHooks(): TelemetryHooks | undefined {
  return (globalThis as { [KEY]?: TelemetryHooks })[KEY];
}

export function installTelemetryHooks(hooks: TelemetryHooks | undefined): void {
  (globalThis as { [KEY]?: TelemetryHooks })[KEY] = hooks;
}

/** `fn` in a span when telemetry runs, else just `fn`. */
export function withSpan<T>(name: string, attributes: SpanAttributes, fn: () => Promise<T>): Promise<T> {
  const hooks = telemetryHooks();
  return hooks?.tracing ? hooks.inSpan(name, attributes, fn) : fn();
}

/** Background work in a trace of its own when telemetry runs, else just `fn`. */
export function inRootSpan<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const hooks = telemetryHooks();
  return hooks?.tracing ? hooks.rootSpan(name, fn) : fn();
}

/** SQL text as a span name: its first keyword (SELECT, INSERT …), never values. */
export function sqlOperation(text: string): string {
  const word = /^\s*([a-z]+)/i.exec(text)?.[1];
  return (word ?? 'SQL').toUpperCase();
}
