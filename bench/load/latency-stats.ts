/** Percentiles of a list of latencies in milliseconds (nearest rank on the sorted list). */
export interface LatencySummary {
  count: number;
  p50: number;
  p75: number;
  p99: number;
  max: number;
}

export function summarizeLatencies(values: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(values).sort();
  const rank = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return {
    count: sorted.length,
    p50: rank(0.5),
    p75: rank(0.75),
    p99: rank(0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}
