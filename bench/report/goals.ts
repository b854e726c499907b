/**
 * The goals of issue 11, each a figure or ratio from one run of `npm run bench`, and the checks
 * that turn a measurement into a met/missed row.
 */
import type { Row } from './rows.ts';

export const GOALS = {
  /** BFF authenticated pass-through req/s ÷ express + http-proxy-middleware req/s */
  passThroughVsExpress: 1.5,
  /** BFF authenticated pass-through req/s ÷ the bare proxy's (node:http + undici, the same header work; issue 26) */
  passThroughVsFloor: 0.8,
  /** BFF public GET req/s ÷ nginx proxying the same request */
  publicVsNginx: 0.6,
  /** the rate at which the BFF's added p99 (p99 − upstream-direct p99) is held to express + hpm's */
  addedP99Rate: 1_000,
  /** content API by-url at a fixed 2,000 req/s: p99 ÷ the floor's p99 (the same bodies from memory; issue 26) */
  byUrlP99VsFloor: 2,
  byUrlRate: 2_000,
  /** content API by-type answering 500 posts: p99 ms */
  byTypeP99Ms: 20,
  byTypePosts: 500,
  /** refresh storm: sessions, concurrent requests, p99 ms */
  stormSessions: 1_000,
  stormRequests: 1_000,
  stormP99Ms: 1_000,
  /** BFF resident memory: last sample within this fraction of the first (after a warm-up) */
  memoryDrift: 0.1,
  /**
   * each kind of public page on the throttled phone: largest contentful paint at the 75th
   * percentile of its loads ÷ the floor SPA's, loaded in the same rounds (issue 26)
   */
  phoneLcpVsFloor: 1.15,
  /** … the JavaScript of its first load (gzip -9) beyond the floor SPA's, bytes */
  firstLoadJsOverFloorBytes: 12_000,
  /** … requests for data (API or BFF) during its first load */
  firstLoadDataRequests: 1,
  /** public GET req/s during 20 concurrent sign-ins ÷ the same without (issue 23) */
  readsDuringSignIns: 0.7,
  /** visitor insights' beacons sent through the BFF at this rate (issue 27) … */
  beaconRate: 2_000,
  /**
   * … adding at most this to the p99 of public reads at a fixed 1,000/s (what a visitor waits for)
   * beyond what as many of the cheapest requests (GET /bff/health) add, measured in the same slices
   */
  beaconAddedReadP99Ms: 1,
} as const;

/** `row` compared with `peer` by req/s; met when the ratio is at least `min`. */
export function throughputGoal(row: Row, peer: Row, min: number): Row {
  if (row.rps === undefined || peer.rps === undefined) {
    return { ...row, peer: peer.measurement, goal: `≥ ${min}×`, met: false };
  }
  const ratio = row.rps / peer.rps;
  const valid = row.met !== false && peer.met !== false;
  return {
    ...row,
    peer: peer.measurement,
    ratio: `${ratio.toFixed(2)}×`,
    goal: `≥ ${min}×`,
    met: ratio >= min && valid,
  };
}

/** met when `row`'s p99 is at most `maxMs` (and nothing failed on the row). */
export function p99Goal(row: Row, maxMs: number): Row {
  return {
    ...row,
    goal: `p99 ≤ ${maxMs} ms`,
    met: (row.p99 ?? Number.POSITIVE_INFINITY) <= maxMs && row.met !== false,
  };
}

/** met when `row`'s p99 is at most `max` times `floor`'s p99, both measured in the same run. */
export function p99RatioGoal(row: Row, floor: Row, max: number): Row {
  const ratio = (row.p99 ?? Number.NaN) / (floor.p99 ?? Number.NaN);
  return {
    ...row,
    peer: floor.measurement,
    ratio: `${ratio.toFixed(2)}× p99`,
    goal: `p99 ≤ ${max}× the floor's`,
    met: ratio <= max && row.met !== false && floor.met !== false,
  };
}
