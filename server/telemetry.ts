// OpenTelemetry for the Node server (docs/decisions/0061): the official Node SDK, OTLP export of traces
// and metrics when OTEL_EXPORTER_OTLP_ENDPOINT is set, a Prometheus text endpoint on METRICS_PORT.
// Loaded only by a dynamic import from server.ts when one of the two is set: with neither, not one
// OpenTelemetry package is read from disk. The shop's code reaches it through lib/telemetry.ts's hooks.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import {
  context,
  metrics,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Attributes,
  type Span,
} from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import { OTLPMetricExporter as OTLPMetricExporterJson } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPMetricExporter as OTLPMetricExporterProto } from '@opentelemetry/exporter-metrics-otlp-proto';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { OTLPTraceExporter as OTLPTraceExporterJson } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OTLPTraceExporterProto } from '@opentelemetry/exporter-trace-otlp-proto';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { PeriodicExportingMetricReader, type IMetricReader } from '@opentelemetry/sdk-metrics';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { Logger } from 'pino';
import { installTelemetryHooks, type OpenSpan, type SpanAttributes, type SpanIds, type TelemetryHooks } from '../lib/telemetry';

export interface TelemetrySettings {
  endpoint?: string;
  protocol: 'http/protobuf' | 'http/json';
  serviceName: string;
  metricsPort?: number;
  metricsHost: string;
  /** METRICS_PUBLIC=1: scraped from other machines, by any name. */
  metricsPublic?: boolean;
}

/**
 * Whether a scrape may be answered. On a loopback port (the default) only a request addressed to an IP
 * address or `localhost`: a web page that points a domain of its own at 127.0.0.1 (DNS rebinding) makes the
 * browser send that domain as Host, and gets a 421 instead of the shop's figures. With METRICS_PUBLIC=1 the
 * operator opened the port on purpose and scrapers use names.
 */
export function metricsHostAllowed(host: string | undefined, allowAnyName: boolean): boolean {
  if (allowAnyName) return true;
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hostname === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || /^\[[0-9a-f:.]+\]$/.test(hostname);
}

/** What the shop's gauges read when a reader asks (every export or scrape). */
export interface ShopGauges {
  pool?(): { total: number; idle: number; waiting: number } | undefined;
  outbox(): Promise<{ backlog: number; oldestSeconds: number }>;
  pendingOrders(): Promise<number>;
}

export interface Telemetry {
  observe(gauges: ShopGauges): void;
  shutdown(): Promise<void>;
}

// The methods a metric names (OpenTelemetry's HTTP conventions); any other method Node's parser accepts
// (PROPFIND, MKCOL, M-SEARCH … 35 in all) is counted as `_OTHER`, so a client cannot multiply the
// series of every route and status by sending them (docs/decisions/0061, outside review).
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'CONNECT', 'TRACE']);
export const metricMethod = (method: string | number | boolean): string =>
  typeof method === 'string' && KNOWN_METHODS.has(method) ? method : '_OTHER';

const idsOf = (span: Span): SpanIds => {
  const c = span.spanContext();
  return { traceId: c.traceId, spanId: c.spanId, sampled: (c.traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED };
};

export async function startTelemetry(settings: TelemetrySettings, logger: Logger): Promise<Telemetry> {
  const tracing = Boolean(settings.endpoint);
  const json = settings.protocol === 'http/json';
  const base = settings.endpoint?.replace(/\/+$/, '');
  const readers: IMetricReader[] = [];
  if (base)
    readers.push(
      new PeriodicExportingMetricReader({
        exporter: json
          ? new OTLPMetricExporterJson({ url: `${base}/v1/metrics` })
          : new OTLPMetricExporterProto({ url: `${base}/v1/metrics` }),
        exportIntervalMillis: Number(process.env.OTEL_METRIC_EXPORT_INTERVAL) || 60_000,
      }),
    );
  let metricsServer: Server | undefined;
  if (settings.metricsPort) {
    // The exporter's own server answers any Host; this one answers /metrics to the allowed ones only.
    const prometheus = new PrometheusExporter({ preventServerStart: true });
    readers.push(prometheus);
    const allowAnyName = Boolean(settings.metricsPublic);
    metricsServer = createServer((request: IncomingMessage, response) => {
      if (!metricsHostAllowed(request.headers.host, allowAnyName))
        return void response.writeHead(421, { 'content-type': 'text/plain' }).end('Misdirected request\n');
      const pathname = (request.url ?? '/').split('?')[0];
      if (request.method !== 'GET' || pathname !== '/metrics')
        return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      prometheus.getMetricsRequestHandler(request, response);
    });
    metricsServer.on('error', (error) => logger.error({ err: error.message, port: settings.metricsPort }, 'metrics port could not open'));
    metricsServer.listen(settings.metricsPort, settings.metricsHost, () =>
      logger.info({ host: settings.metricsHost, port: settings.metricsPort }, 'Prometheus metrics on /metrics'),
    );
  }
  const sdk = new NodeSDK({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    // No span processor without an endpoint: metrics only, nothing sent to an exporter's default address.
    ...(base
      ? {
          traceExporter: json
            ? new OTLPTraceExporterJson({ url: `${base}/v1/traces` })
            : new OTLPTraceExporterProto({ url: `${base}/v1/traces` }),
        }
      : { spanProcessors: [] }),
    metricReaders: readers,
    // Logs stay pino's (stdout, with traceId on every line): no OTLP log exporter to a default address.
    logRecordProcessors: [],
    // PostgreSQL statements (without their values); PGlite gets its spans in commerce/db/client.ts.
    instrumentations: tracing ? [new PgInstrumentation({ requireParentSpan: true })] : [],
    resourceDetectors: [],
  });
  sdk.start();
  // pg is already loaded by drizzle's import; asking for it through `require` lets the instrumentation
  // patch its Client (the SDK hooks `require`, not ESM imports that ran before it started).
  if (tracing)
    try {
      createRequire(import.meta.url)('pg');
    } catch {
      // No pg (never happens in this repository): nothing to instrument.
    }

  const tracer = trace.getTracer('slaapzaak');
  const meter = metrics.getMeter('slaapzaak');
  const requestDuration = meter.createHistogram('http.server.request.duration', {
    unit: 's',
    description: 'HTTP requests by wing (front door, API) and route',
    advice: { explicitBucketBoundaries: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] },
  });
  const loaderDuration = meter.createHistogram('slaapzaak.loader.duration', {
    unit: 's',
    description: 'Storefront loaders and actions by React Router route id',
    advice: { explicitBucketBoundaries: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] },
  });
  const limitsHit = meter.createCounter('slaapzaak.limits.hit', { description: 'Requests turned away by a login or mail limit' });

  const measure = (attributes: SpanAttributes, state: { route?: string; status?: number }, seconds: number) => {
    if (attributes['http.request.method'])
      requestDuration.record(seconds, {
        'http.request.method': metricMethod(attributes['http.request.method']),
        'http.route': state.route ?? 'unmatched',
        'http.response.status_code': state.status ?? 0,
        'slaapzaak.wing': attributes['slaapzaak.wing'] ?? 'front',
      });
    else if (attributes['react_router.route.id'])
      loaderDuration.record(seconds, {
        'react_router.route.id': attributes['react_router.route.id'],
        'react_router.handler': attributes['react_router.handler'] ?? 'loader',
      });
  };

  function run<T>(
    span: Span | undefined,
    attributes: SpanAttributes,
    fn: (open: OpenSpan) => Promise<T>,
    parentContext = context.active(),
  ): Promise<T> {
    const started = performance.now();
    const state: { route?: string; status?: number } = {};
    const open: OpenSpan = {
      rename(name, route) {
        state.route = route;
        span?.updateName(name);
        span?.setAttribute('http.route', route);
      },
      status(code) {
        state.status = code;
        span?.setAttribute('http.response.status_code', code);
        if (code >= 500) span?.setStatus({ code: SpanStatusCode.ERROR });
      },
    };
    const finish = () => {
      measure(attributes, state, (performance.now() - started) / 1000);
      span?.end();
    };
    const body = () => fn(open);
    const result = span ? context.with(trace.setSpan(parentContext, span), body) : body();
    return result.then(
      (value) => {
        finish();
        return value;
      },
      (error: unknown) => {
        span?.recordException(error instanceof Error ? { name: error.name, message: error.message } : String(error));
        span?.setStatus({ code: SpanStatusCode.ERROR });
        finish();
        throw error;
      },
    );
  }

  const hooks: TelemetryHooks = {
    tracing,
    serverSpan(name, attributes, parent, fn) {
      if (!tracing) return run(undefined, attributes, (open) => fn(open, undefined));
      const parentContext = parent?.parentSpanId
        ? trace.setSpanContext(ROOT_CONTEXT, {
            traceId: parent.traceId,
            spanId: parent.parentSpanId,
            traceFlags: parent.sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
            isRemote: true,
          })
        : ROOT_CONTEXT;
      const span = tracer.startSpan(name, { kind: SpanKind.SERVER, attributes: attributes as Attributes }, parentContext);
      return run(span, attributes, (open) => fn(open, idsOf(span)), parentContext);
    },
    inSpan(name, attributes, fn) {
      if (!tracing || !trace.getSpan(context.active())) return run(undefined, attributes, fn);
      return run(tracer.startSpan(name, { kind: SpanKind.INTERNAL, attributes: attributes as Attributes }), attributes, fn);
    },
    rootSpan(name, fn) {
      const span = tracer.startSpan(name, { root: true, kind: SpanKind.INTERNAL }, ROOT_CONTEXT);
      return run(span, {}, () => fn(), ROOT_CONTEXT);
    },
    activeSpan() {
      const span = trace.getSpan(context.active());
      return span?.isRecording() ? idsOf(span) : undefined;
    },
    limitHit(scope) {
      limitsHit.add(1, { 'slaapzaak.limit': scope });
    },
  };
  installTelemetryHooks(hooks);
  logger.info({ traces: tracing, otlp: Boolean(base), metricsPort: settings.metricsPort ?? null }, 'OpenTelemetry started');

  return {
    observe(gauges) {
      const pool = meter.createObservableGauge('slaapzaak.db.pool.connections', {
        description: 'PostgreSQL pool connections of this process by state',
      });
      const backlog = meter.createObservableGauge('slaapzaak.outbox.backlog', { description: 'Outbox messages not yet sent' });
      const age = meter.createObservableGauge('slaapzaak.outbox.oldest_age', {
        unit: 's',
        description: 'Age of the oldest unsent outbox message',
      });
      const pending = meter.createObservableGauge('slaapzaak.orders.pending', { description: 'Orders placed and not yet paid' });
      // The readers ask these on every export or scrape; their queries are no one's request, so no spans.
      const quietly = <T>(fn: () => Promise<T>) => context.with(suppressTracing(ROOT_CONTEXT), fn);
      pool.addCallback((result) => {
        const stats = gauges.pool?.();
        if (!stats) return;
        result.observe(stats.total - stats.idle, { state: 'used' });
        result.observe(stats.idle, { state: 'idle' });
        result.observe(stats.waiting, { state: 'waiting' });
      });
      meter.addBatchObservableCallback(
        async (result) => {
          try {
            const [outbox, orders] = await quietly(() => Promise.all([gauges.outbox(), gauges.pendingOrders()]));
            result.observe(backlog, outbox.backlog);
            result.observe(age, outbox.oldestSeconds);
            result.observe(pending, orders);
          } catch (error) {
            logger.warn({ err: (error as Error).message }, 'metrics: the database did not answer the gauges');
          }
        },
        [backlog, age, pending],
      );
    },
    async shutdown() {
      installTelemetryHooks(undefined);
      await new Promise<void>((resolve) => (metricsServer?.listening ? metricsServer.close(() => resolve()) : resolve()));
      await sdk.shutdown().catch((error: Error) => logger.warn({ err: error.message }, 'OpenTelemetry shutdown failed'));
    },
  };
}
