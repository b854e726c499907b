/**
 * The histograms of Web Vitals (docs/decisions/048): each metric's values fall into fixed,
 * log-spaced buckets (about 40 a metric) so that a 75th percentile over any days, pages or sites
 * is a sum of counts and one walk, the same on both engines and across API processes. The Core
 * Web Vitals thresholds are bucket bounds themselves, so the band of a percentile is exact even
 * though its value is only known to its bucket (within about 20 %).
 *
 * Bucket `i` holds the values above bound `i-1` up to bound `i` (bucket 0 from 0); one more
 * bucket after the last bound holds everything larger. Values are in the stored unit (ms; CLS ×1000).
 */
import {
  VITAL_THRESHOLDS,
  type VitalBand,
  type VitalMetric,
  vitalBandOf,
} from '#shared/insights/web-vitals.ts';

const STEPS = 40;

/** the range each metric's log-spaced bounds cover, in its stored unit */
const RANGES: Readonly<Record<VitalMetric, [number, number]>> = {
  lcp: [50, 60_000],
  inp: [8, 10_000],
  ttfb: [10, 10_000],
  cls: [1, 5_000],
};

function boundsOf(metric: VitalMetric): readonly number[] {
  const [low, high] = RANGES[metric];
  const ratio = (high / low) ** (1 / (STEPS - 1));
  const spaced = Array.from({ length: STEPS }, (_, i) => Math.round(low * ratio ** i));
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return [...new Set([...spaced, good, poor])].sort((a, b) => a - b);
}

export const VITAL_BUCKET_BOUNDS: Readonly<Record<VitalMetric, readonly number[]>> = {
  lcp: boundsOf('lcp'),
  inp: boundsOf('inp'),
  ttfb: boundsOf('ttfb'),
  cls: boundsOf('cls'),
};

/** The bucket of a value (in the stored unit) of `metric`. */
export function vitalBucketOf(metric: VitalMetric, value: number): number {
  const bounds = VITAL_BUCKET_BOUNDS[metric];
  let low = 0;
  let high = bounds.length;
  // the first bound at or above the value; bounds.length when above them all
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((bounds[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The upper bound of a bucket; the last bound for the bucket above them all. */
export function vitalBucketUpper(metric: VitalMetric, bucket: number): number {
  const bounds = VITAL_BUCKET_BOUNDS[metric];
  return bounds[Math.min(bucket, bounds.length - 1)] as number;
}

export interface Percentile {
  /** the upper bound of the bucket the percentile falls in, in the stored unit */
  value: number;
  band: VitalBand;
  samples: number;
}

/** The 75th percentile of a histogram (`count` by bucket); undefined when it is empty. */
export function p75Of(metric: VitalMetric, counts: ReadonlyMap<number, number>): Percentile | undefined {
  const buckets = [...counts.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const samples = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (samples === 0) return undefined;
  const rank = Math.ceil(samples * 0.75);
  let seen = 0;
  for (const [bucket, count] of buckets) {
    seen += count;
    if (seen >= rank) {
      const value = vitalBucketUpper(metric, bucket);
      return { value, band: vitalBandOf(metric, value), samples };
    }
  }
  return undefined;
}
