/**
 * How a Web Vital reads: LCP, INP and TTFB in seconds or milliseconds, CLS as its score; and the
 * Core Web Vitals band in words, as web.dev says them.
 */
import type { VitalBand, VitalMetric } from '#shared/insights/web-vitals.ts';

export const VITAL_NAMES: Readonly<Record<VitalMetric, string>> = {
  lcp: 'Largest Contentful Paint',
  inp: 'Interaction to Next Paint',
  cls: 'Cumulative Layout Shift',
  ttfb: 'Time to First Byte',
};

export const VITAL_SHORT_NAMES: Readonly<Record<VitalMetric, string>> = {
  lcp: 'LCP',
  inp: 'INP',
  cls: 'CLS',
  ttfb: 'TTFB',
};

export const BAND_WORDS: Readonly<Record<VitalBand, string>> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export const BAND_COLORS: Readonly<Record<VitalBand, string>> = {
  good: 'teal',
  'needs-improvement': 'yellow',
  poor: 'red',
};

/** `p75` as the API answers it: milliseconds, or CLS's unitless score */
export function vitalValueText(metric: VitalMetric, p75: number): string {
  if (metric === 'cls') return p75.toFixed(2);
  return p75 >= 1000 ? `${(p75 / 1000).toFixed(2)} s` : `${Math.round(p75)} ms`;
}
