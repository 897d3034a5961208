// The field-data buckets (docs/decisions/0068): p75 from the histogram lands in the same bucket as
// the p75 of the sorted raw values, so it is never more than one bucket (10 %) off.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  bucketValue,
  cleanSelector,
  p75FromBuckets,
  ratingOf,
  VITAL_MAX,
  VITAL_METRICS,
  VitalsBeaconSchema,
  type VitalMetric,
} from './rum';

const histogram = (metric: VitalMetric, values: number[]) => {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(bucketOf(metric, v), (counts.get(bucketOf(metric, v)) ?? 0) + 1);
  return [...counts].map(([bucket, count]) => ({ bucket, count }));
};

describe('field-data buckets', () => {
  it('a value lies in its bucket: at or under the bucket value, above the one before', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VITAL_METRICS), fc.double({ min: 0, max: 1, noNaN: true }), (metric, share) => {
        const value = share * VITAL_MAX[metric];
        const b = bucketOf(metric, value);
        const unit = metric === 'CLS' ? 0.001 : 1;
        expect(bucketValue(metric, b)).toBeGreaterThanOrEqual(value - unit);
        if (b > 0) expect(bucketValue(metric, b - 1)).toBeLessThanOrEqual(value + unit);
      }),
    );
  });

  it('p75 from buckets is in the bucket of the true p75 of the sorted values', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VITAL_METRICS),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 400 }),
        (metric, shares) => {
          const values = shares.map((s) => s * VITAL_MAX[metric]);
          const sorted = [...values].sort((a, b) => a - b);
          const truth = sorted[Math.ceil(0.75 * sorted.length) - 1]!;
          const p75 = p75FromBuckets(metric, histogram(metric, values))!;
          // Exactly the reported edge of the truth's own bucket. (Reading the bucket back from the
          // reported value is off near zero: 1.1 ms lies in bucket 2, whose edge 1.21 is shown as 1 ms.)
          expect(p75).toBe(bucketValue(metric, bucketOf(metric, truth)));
          // Never below the truth, at most one bucket width (10 %) plus rounding above it.
          expect(p75).toBeGreaterThanOrEqual(truth - (metric === 'CLS' ? 0.001 : 1));
          expect(p75).toBeLessThanOrEqual(Math.max(truth * 1.1, metric === 'CLS' ? 0.001 : 1) + (metric === 'CLS' ? 0.001 : 1));
        },
      ),
    );
  });

  it('a p75 of a few milliseconds is the rounded edge of its bucket (found by fast-check, seed 318229085)', () => {
    const values = [1.1, 0];
    const p75 = p75FromBuckets('LCP', histogram('LCP', values));
    expect(bucketOf('LCP', 1.1)).toBe(2);
    expect(p75).toBe(1);
    expect(p75).toBe(bucketValue('LCP', bucketOf('LCP', 1.1)));
  });

  it('no counts, no p75; ratings at the good and poor edges', () => {
    expect(p75FromBuckets('LCP', [])).toBeNull();
    expect(ratingOf('LCP', 2500)).toBe('goed');
    expect(ratingOf('LCP', 2501)).toBe('matig');
    expect(ratingOf('INP', 501)).toBe('slecht');
    expect(ratingOf('CLS', 0.1)).toBe('goed');
    expect(ratingOf('CLS', 0.3)).toBe('slecht');
  });

  it('refuses negative, huge, infinite and unknown values, and routes that are no route id', () => {
    const ok = { route: 'home', device: 'mobile', connection: '4g', metrics: { LCP: 1200, CLS: 0.02 } };
    expect(VitalsBeaconSchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { ...ok, metrics: { LCP: -1 } },
      { ...ok, metrics: { LCP: 1e12 } },
      { ...ok, metrics: { CLS: 51 } },
      { ...ok, metrics: { LCP: 'NaN' } },
      { ...ok, metrics: { FID: 10 } },
      { ...ok, metrics: {} },
      { ...ok, route: '../beheer' },
      { ...ok, route: '<script>' },
      { ...ok, device: 'fridge' },
      { ...ok, extra: 1 },
    ]) {
      expect(VitalsBeaconSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('keeps only selector characters of an LCP element, at most 120', () => {
    expect(cleanSelector('main>div.hero>img#top')).toBe('main>div.hero>img#top');
    expect(cleanSelector('<script>alert(1)</script>')).toBe('script>alert(1)script>');
    expect(cleanSelector('x'.repeat(500))!.length).toBe(120);
    expect(cleanSelector('{};')).toBeNull();
    expect(cleanSelector(42)).toBeNull();
  });
});
