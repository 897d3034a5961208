// Field data (docs/decisions/0068): one page view's Core Web Vitals counted into the day's
// histograms, and the back office's report (p75 per route and device over 7 and 28 days).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bucketOf, cleanSelector, DEVICE_CLASSES, p75FromBuckets, VITAL_METRICS, type VitalMetric, type VitalsBeacon } from '#contract/rum';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Distinct LCP elements kept per day, route and device: a flood of made-up selectors cannot grow the table. */
export const LCP_ELEMENTS_PER_ROUTE_DAY = 20;
/** Days kept: the report looks back 28 days; a week more for a late look. */
export const VITALS_RETENTION_DAYS = 35;

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Adds one beacon to today's counts (UTC). Every statement is an upsert, so beacons at once all count. */
export async function recordVitals(db: Db, beacon: VitalsBeacon, now = new Date()): Promise<void> {
  const day = dayOf(now);
  const present = VITAL_METRICS.filter((m) => beacon.metrics[m] !== undefined);
  const values = sql.join(
    present.map((m) => sql`(${day}::date, ${beacon.route}, ${beacon.device}, ${m}, ${bucketOf(m, beacon.metrics[m]!)}::smallint, 1)`),
    sql`, `,
  );
  await db.execute(sql`insert into vitals_histogram (day, route, device, metric, bucket, count) values ${values}
    on conflict (day, route, device, metric, bucket) do update set count = vitals_histogram.count + 1`);
  await db.execute(sql`insert into vitals_views (day, route, device, connection, views)
    values (${day}::date, ${beacon.route}, ${beacon.device}, ${beacon.connection}, 1)
    on conflict (day, route, device, connection) do update set views = vitals_views.views + 1`);
  const selector = cleanSelector(beacon.lcp_element);
  const lcp = beacon.metrics.LCP;
  if (selector && lcp !== undefined) {
    const ms = Math.round(lcp);
    const updated = await rows<{ n: number }>(
      db,
      sql`update vitals_lcp_elements set count = count + 1, lcp_sum = lcp_sum + ${ms}
        where day = ${day}::date and route = ${beacon.route} and device = ${beacon.device} and selector = ${selector} returning 1 as n`,
    );
    if (updated.length === 0) {
      // A new selector only while the day's list for this route and device has room.
      await db.execute(sql`insert into vitals_lcp_elements (day, route, device, selector, count, lcp_sum)
        select ${day}::date, ${beacon.route}, ${beacon.device}, ${selector}, 1, ${ms}
        where (select count(*) from vitals_lcp_elements where day = ${day}::date and route = ${beacon.route} and device = ${beacon.device}) < ${LCP_ELEMENTS_PER_ROUTE_DAY}
        on conflict (day, route, device, selector) do update set count = vitals_lcp_elements.count + 1, lcp_sum = vitals_lcp_elements.lcp_sum + excluded.lcp_sum`);
    }
  }
}

/** Deletes the days past retention (the periodic jobs call this). */
export async function forgetOldVitals(db: Db, now = new Date()): Promise<void> {
  const cutoff = dayOf(new Date(now.getTime() - VITALS_RETENTION_DAYS * 86_400_000));
  await db.execute(sql`delete from vitals_histogram where day < ${cutoff}::date`);
  await db.execute(sql`delete from vitals_views where day < ${cutoff}::date`);
  await db.execute(sql`delete from vitals_lcp_elements where day < ${cutoff}::date`);
}

export interface VitalsLine {
  route: string;
  device: (typeof DEVICE_CLASSES)[number];
  views: number;
  /** p75 per metric (ms; CLS as the score), null without measurements. */
  p75: Record<VitalMetric, number | null>;
  /** Measurements per metric (INP only after an interaction). */
  samples: Record<VitalMetric, number>;
  /** The LCP elements with the slowest average LCP first (at most 3). */
  lcp_elements: Array<{ selector: string; views: number; lcp_avg: number }>;
}

export interface VitalsReport {
  days: 7 | 28;
  since: string;
  views: number;
  lines: VitalsLine[];
}

/** p75 per route and device for the last `days` days (today included), slowest LCP first. */
export async function vitalsReport(db: Db, days: 7 | 28, now = new Date()): Promise<VitalsReport> {
  const since = dayOf(new Date(now.getTime() - (days - 1) * 86_400_000));
  const [buckets, views, elements] = await Promise.all([
    rows<{ route: string; device: string; metric: VitalMetric; bucket: number; count: number }>(
      db,
      sql`select route, device, metric, bucket::int as bucket, sum(count)::int as count from vitals_histogram
        where day >= ${since}::date group by route, device, metric, bucket`,
    ),
    rows<{ route: string; device: string; views: number }>(
      db,
      sql`select route, device, sum(views)::int as views from vitals_views where day >= ${since}::date group by route, device`,
    ),
    rows<{ route: string; device: string; selector: string; views: number; lcp_avg: number }>(
      db,
      sql`select route, device, selector, sum(count)::int as views, round(sum(lcp_sum)::numeric / sum(count))::int as lcp_avg
        from vitals_lcp_elements where day >= ${since}::date group by route, device, selector`,
    ),
  ]);
  const lines = new Map<string, VitalsLine>();
  const lineOf = (route: string, device: string) => {
    const key = `${route}\n${device}`;
    let line = lines.get(key);
    if (!line) {
      line = {
        route,
        device: device as VitalsLine['device'],
        views: 0,
        p75: Object.fromEntries(VITAL_METRICS.map((m) => [m, null])) as VitalsLine['p75'],
        samples: Object.fromEntries(VITAL_METRICS.map((m) => [m, 0])) as VitalsLine['samples'],
        lcp_elements: [],
      };
      lines.set(key, line);
    }
    return line;
  };
  for (const v of views) lineOf(v.route, v.device).views = v.views;
  const grouped = new Map<string, Array<{ bucket: number; count: number }>>();
  for (const b of buckets) {
    const key = `${b.route}\n${b.device}\n${b.metric}`;
    grouped.set(key, [...(grouped.get(key) ?? []), { bucket: b.bucket, count: b.count }]);
  }
  for (const [key, counts] of grouped) {
    const [route, device, metric] = key.split('\n') as [string, string, VitalMetric];
    const line = lineOf(route, device);
    line.p75[metric] = p75FromBuckets(metric, counts);
    line.samples[metric] = counts.reduce((s, c) => s + c.count, 0);
  }
  for (const e of elements.sort((a, b) => b.lcp_avg - a.lcp_avg || b.views - a.views)) {
    const line = lineOf(e.route, e.device);
    if (line.lcp_elements.length < 3) line.lcp_elements.push({ selector: e.selector, views: e.views, lcp_avg: e.lcp_avg });
  }
  const sorted = [...lines.values()].sort(
    (a, b) =>
      (b.p75.LCP ?? -1) - (a.p75.LCP ?? -1) || b.views - a.views || a.route.localeCompare(b.route) || a.device.localeCompare(b.device),
  );
  return { days, since, views: sorted.reduce((s, l) => s + l.views, 0), lines: sorted };
}
