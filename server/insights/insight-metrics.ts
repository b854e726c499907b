/**
 * The BFF's counters of visitor insights, shown at `GET /bff/metrics` in Prometheus' text format:
 * beacons taken, dropped (by reason), batches sent, retried, refused and dropped from a full queue
 * (with the beacons they held). Insights may lose beacons; these say how many.
 */
/** the counters' address (not in shared/: no page of the SPA asks for it) */
export const METRICS_PATH = '/bff/metrics';

export const BEACON_DROP_REASONS = [
  'malformed',
  'privacy-signal',
  'staff',
  'bot',
  'rate',
  'salt',
  'no-secret',
] as const;
export type BeaconDropReason = (typeof BEACON_DROP_REASONS)[number];

export interface InsightMetrics {
  beaconsReceived: number;
  beaconsQueued: number;
  beaconsDropped: Record<BeaconDropReason, number>;
  batchesSent: number;
  /** sends that failed and stay queued for the next try (API unreachable, 5xx) */
  batchesRetried: number;
  /** batches the API refused (4xx): dropped, a retry would be refused again */
  batchesRefused: number;
  /** the oldest batches dropped from a full queue */
  batchesDropped: number;
  /** the beacons those refused and dropped batches held */
  beaconsLost: number;
}

export function createInsightMetrics(): InsightMetrics {
  return {
    beaconsReceived: 0,
    beaconsQueued: 0,
    beaconsDropped: Object.fromEntries(BEACON_DROP_REASONS.map((reason) => [reason, 0])) as Record<
      BeaconDropReason,
      number
    >,
    batchesSent: 0,
    batchesRetried: 0,
    batchesRefused: 0,
    batchesDropped: 0,
    beaconsLost: 0,
  };
}

/** The counters as Prometheus' text exposition format (0.0.4). */
export function metricsText(metrics: InsightMetrics): string {
  const counter = (name: string, help: string, lines: string[]) =>
    [`# HELP ${name} ${help}`, `# TYPE ${name} counter`, ...lines].join('\n');
  return `${[
    counter('bff_insight_beacons_received_total', 'Insight beacons received', [
      `bff_insight_beacons_received_total ${metrics.beaconsReceived}`,
    ]),
    counter('bff_insight_beacons_queued_total', 'Insight beacons queued for the content API', [
      `bff_insight_beacons_queued_total ${metrics.beaconsQueued}`,
    ]),
    counter(
      'bff_insight_beacons_dropped_total',
      'Insight beacons dropped before queueing, by reason',
      BEACON_DROP_REASONS.map(
        (reason) => `bff_insight_beacons_dropped_total{reason="${reason}"} ${metrics.beaconsDropped[reason]}`,
      ),
    ),
    counter('bff_insight_batches_sent_total', 'Insight batches the content API took', [
      `bff_insight_batches_sent_total ${metrics.batchesSent}`,
    ]),
    counter('bff_insight_batches_retried_total', 'Insight batch sends that failed and were kept', [
      `bff_insight_batches_retried_total ${metrics.batchesRetried}`,
    ]),
    counter('bff_insight_batches_refused_total', 'Insight batches the content API refused', [
      `bff_insight_batches_refused_total ${metrics.batchesRefused}`,
    ]),
    counter('bff_insight_batches_dropped_total', 'Oldest insight batches dropped from a full queue', [
      `bff_insight_batches_dropped_total ${metrics.batchesDropped}`,
    ]),
    counter('bff_insight_beacons_lost_total', 'Beacons of refused and dropped batches', [
      `bff_insight_beacons_lost_total ${metrics.beaconsLost}`,
    ]),
  ].join('\n')}\n`;
}
