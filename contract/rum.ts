// Field data (real-user Core Web Vitals, docs/decisions/0068): what one page view's beacon
// may say, and the log-spaced histogram buckets the API keeps per day, route, device and metric, so
// the back office computes p75 without any raw value or anything about the shopper being stored.
import { z } from '@hono/zod-openapi';

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** navigator.connection.effectiveType, or 'onbekend' where the browser does not say (Safari, Firefox). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'onbekend'] as const;

/**
 * The largest value believed per metric (ms; CLS as the score): anything above is a broken clock or a
 * forged beacon and is refused. A page that takes two minutes to paint is not measured, it is broken.
 */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 50, FCP: 120_000, TTFB: 120_000 };

/** Google's 'good' and 'poor' edges (web.dev/vitals): at or under good is goed, above poor is slecht. */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** CLS is kept in thousandths, so one bucket scale serves every metric. */
const scale = (metric: VitalMetric) => (metric === 'CLS' ? 1000 : 1);

/** Each bucket is 10 % wider than the one before: p75 from buckets is at most 10 % above the true p75. */
export const BUCKET_GROWTH = 1.1;

/** The bucket of a value: 0 holds [0, 1) scaled units, bucket b ≥ 1 holds [G^(b-1), G^b). */
export function bucketOf(metric: VitalMetric, value: number): number {
  const units = value * scale(metric);
  if (units < 1) return 0;
  let b = 1 + Math.floor(Math.log(units) / Math.log(BUCKET_GROWTH));
  // Floating point at the edges: keep G^(b-1) ≤ units < G^b.
  while (b > 1 && BUCKET_GROWTH ** (b - 1) > units) b--;
  while (BUCKET_GROWTH ** b <= units) b++;
  return b;
}

/** The upper edge of a bucket in the metric's own unit (ms, CLS score): the value p75 is reported as. */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  const upper = bucket === 0 ? 1 : BUCKET_GROWTH ** bucket;
  return metric === 'CLS' ? Math.round(upper) / 1000 : Math.round(upper);
}

/** The p75 of a histogram (bucket → count), or null without counts: the bucket holding the ceil(0.75·n)-th value. */
export function p75FromBuckets(metric: VitalMetric, counts: ReadonlyArray<{ bucket: number; count: number }>): number | null {
  const sorted = counts.filter((c) => c.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, c) => sum + c.count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  for (const c of sorted) {
    seen += c.count;
    if (seen >= rank) return bucketValue(metric, c.bucket);
  }
  return bucketValue(metric, sorted[sorted.length - 1]!.bucket);
}

export type Rating = 'goed' | 'matig' | 'slecht';

export function ratingOf(metric: VitalMetric, value: number): Rating {
  const t = VITAL_THRESHOLDS[metric];
  return value <= t.good ? 'goed' : value <= t.poor ? 'matig' : 'slecht';
}

/** A route id of the storefront (app/routes.ts): lower case, digits and dashes. Which ids exist is the storefront's list. */
export const ROUTE_ID_PATTERN = /^[a-z][a-z0-9-]{0,59}$/;

/** The LCP element as web-vitals' attribution names it, cut to 120 characters; no text content, only a selector. */
export const SELECTOR_MAX = 120;
const SELECTOR_PATTERN = /^[A-Za-z0-9 #.>:_()[\]="'-]+$/;

/** Cuts an attribution selector to the characters a CSS selector needs; null when nothing is left. */
export function cleanSelector(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const kept = raw
    .replace(/[^A-Za-z0-9 #.>:_()[\]="'-]/g, '')
    .trim()
    .slice(0, SELECTOR_MAX)
    .trim();
  return kept && SELECTOR_PATTERN.test(kept) ? kept : null;
}

const metricValue = (metric: VitalMetric) =>
  z
    .number({ invalid_type_error: `${metric} moet een getal zijn.` })
    .finite(`${metric} moet een eindig getal zijn.`)
    .min(0, `${metric} kan niet negatief zijn.`)
    .max(VITAL_MAX[metric], `${metric} is onwaarschijnlijk groot.`)
    .optional();

/** One page view's beacon as the storefront passes it on. */
export const VitalsBeaconSchema = z
  .object({
    route: z.string().regex(ROUTE_ID_PATTERN, 'Onbekende pagina.'),
    device: z.enum(DEVICE_CLASSES, { errorMap: () => ({ message: 'Onbekend apparaattype.' }) }),
    connection: z.enum(CONNECTION_TYPES, { errorMap: () => ({ message: 'Onbekend verbindingstype.' }) }).default('onbekend'),
    metrics: z
      .object(Object.fromEntries(VITAL_METRICS.map((m) => [m, metricValue(m)])) as Record<VitalMetric, ReturnType<typeof metricValue>>)
      .strict('Onbekende meetwaarde.')
      .refine((m) => Object.values(m).some((v) => v !== undefined), 'Geen meetwaarden.'),
    lcp_element: z.string().max(SELECTOR_MAX, 'Te lange selector.').optional(),
  })
  .strict('Onbekend veld.')
  .openapi('VitalsBeacon');

export type VitalsBeacon = z.infer<typeof VitalsBeaconSchema>;
