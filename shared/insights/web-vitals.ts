/**
 * The Core Web Vitals thresholds (web.dev): a 75th percentile at or below `good` is good, above
 * `poor` is poor, between them needs improvement. LCP, INP and TTFB in milliseconds; CLS is kept
 * and compared ×1000 (a score of 0.1 is 100), so every metric is a whole number. The API computes
 * each page's band with these; the panel shows the same words.
 */
export const VITAL_METRICS = ['lcp', 'inp', 'cls', 'ttfb'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const VITAL_BANDS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalBand = (typeof VITAL_BANDS)[number];

/** the thresholds of each metric, in its stored unit (CLS ×1000) */
export const VITAL_THRESHOLDS: Readonly<Record<VitalMetric, { good: number; poor: number }>> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 100, poor: 250 },
  ttfb: { good: 800, poor: 1800 },
};

/** CLS is stored ×1000 so every histogram holds whole numbers */
export const CLS_SCALE = 1000;

/** The band of a 75th percentile `value` (in the metric's stored unit). */
export function vitalBandOf(metric: VitalMetric, value: number): VitalBand {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}
