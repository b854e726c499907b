/**
 * Visitor insights' ingestion against the public site (issue 27): the whole platform as `npm
 * start` runs it (the BFF with the embedded content API, one process), visitors' beacons at
 * 2,000/s from 4,096 addresses with a person's browser (the BFF trusts the bench as its proxy),
 * so none is dropped as a bot or by the per-visitor limit and each is hashed, batched and written
 * to the aggregates as a real one is. Measured in interleaved slices, so that the machine's drift
 * cancels out:
 * - what a visitor waits for: public reads at a fixed 1,000/s (open loop), p99 alone, during
 *   2,000/s of the cheapest request the BFF answers (`GET /bff/health`: the floor, what any 2,000
 *   more requests a second add on two cores, the load generators' own work included) and during
 *   the beacons. Goal: the beacons add at most GOALS.beaconAddedReadP99Ms more than the floor;
 * - what the beacons take from a saturated machine: public reads at maximum rate alone, during
 *   the floor's requests and during the beacons (reported, no goal: at saturation every extra
 *   request takes CPU from the reads).
 * Every beacon must be answered (204) at the rate; the views counted by the API are read back.
 */
import { request } from 'undici';
import { API } from '#shared/api-paths.ts';
import { INSIGHTS_BEACON_PATH } from '#shared/public-api-paths.ts';
import { startPlatform } from '../../e2e/support/platform.ts';
import { type ClosedLoopResult, runClosedLoop } from '../load/closed-loop.ts';
import { type FixedRateResult, runFixedRate } from '../load/fixed-rate.ts';
import { summarizeLatencies } from '../load/latency-stats.ts';
import { GOALS } from '../report/goals.ts';
import type { Row } from '../report/rows.ts';

const PUBLIC_READ = '/api/posts/by-url?url=/about';
const READ_RATE = 1_000;
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const VISITORS = 4_096;
const PATHS = ['/', '/members', '/blog', '/about', '/catering', '/members/taco-loco'];

function beacons(host: string) {
  return Array.from({ length: VISITORS }, (_, i) => ({
    method: 'POST' as const,
    path: INSIGHTS_BEACON_PATH,
    headers: {
      host,
      'content-type': 'application/json',
      'user-agent': PERSON,
      'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.${1 + (i % 7)}`,
    },
    body: JSON.stringify({
      path: PATHS[i % PATHS.length],
      width: i % 3 === 0 ? 390 : 1280,
      ...(i % 5 === 0 ? { referrer: 'news.example.org' } : {}),
    }),
  }));
}

/** what a background run had answered otherwise than 2xx, if anything */
function unanswered(run: FixedRateResult): string | undefined {
  if (run.failed.size === 0) return undefined;
  return [...run.failed].map(([status, n]) => `${n} ${status || 'unanswered'}`).join(', ');
}

interface Totals {
  requests: number;
  seconds: number;
}
const add = (sum: Totals, run: ClosedLoopResult): Totals => ({
  requests: sum.requests + run.requests,
  seconds: sum.seconds + run.seconds,
});

export async function publicReadsDuringBeaconsRows(options: {
  seconds: number;
  connections: number;
  rounds: number;
}): Promise<Row[]> {
  console.log(`bench: public reads during ${GOALS.beaconRate} beacons/s…`);
  const platform = await startPlatform({ TRUST_PROXY: '127.0.0.1' });
  const origin = `http://127.0.0.1:${platform.port}`;
  const host = `localhost:${platform.port}`;
  try {
    const maxReads = (seconds: number) =>
      runClosedLoop({
        url: `${origin}${PUBLIC_READ}`,
        headers: { host },
        connections: options.connections,
        seconds,
      });
    const fixedReads = (seconds: number) =>
      runFixedRate({
        origin,
        rate: READ_RATE,
        seconds,
        connections: options.connections,
        requests: [{ path: PUBLIC_READ, headers: { host } }],
      });
    const planned = beacons(host);
    /**
     * beacons (or health checks, the floor) at a steady 2,000/s from a generator thread of their
     * own, each due at its time, as a site's visitors send them. Not autocannon's `overallRate`:
     * each of its connections sends its share of a second as fast as it can at the second's start,
     * then waits, so the "2,000/s" came as one burst a second at the BFF's full speed, and a read
     * arriving in the burst waited behind it (a costlier request made a longer burst)
     */
    const background = (seconds: number, withBeacons: boolean) =>
      runFixedRate(
        {
          origin,
          rate: GOALS.beaconRate,
          seconds,
          connections: 16,
          requests: withBeacons ? planned : [{ path: '/bff/health', headers: { host } }],
        },
        'background',
      );
    /** `measure` while `requests` (beacons, or health checks when absent) arrive at 2,000/s */
    async function during<T>(withBeacons: boolean, measure: () => Promise<T>) {
      const load = background(slice + 2, withBeacons);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const result = await measure();
      return { result, load: await load };
    }
    const slice = Math.max(1, Math.round(options.seconds / options.rounds));
    await maxReads(2); // warm: the public cache holds the answer, the JIT has seen the path
    await background(2, true); // warm: the day's salt is fetched, the batch path compiled
    let alone: Totals = { requests: 0, seconds: 0 };
    let duringFloor: Totals = { requests: 0, seconds: 0 };
    let duringBeacons: Totals = { requests: 0, seconds: 0 };
    const readsAlone: FixedRateResult[] = [];
    const readsDuring: FixedRateResult[] = [];
    const readsDuringFloor: FixedRateResult[] = [];
    const beaconRuns: FixedRateResult[] = [];
    const failures: string[] = [];
    const noteFailure = (what: string, failure: string | undefined) => {
      if (failure) failures.push(`${what}: ${failure}`);
    };
    for (let round = 0; round < options.rounds; round++) {
      readsAlone.push(await fixedReads(slice));
      readsDuringFloor.push((await during(false, () => fixedReads(slice))).result);
      const fixed = await during(true, () => fixedReads(slice));
      readsDuring.push(fixed.result);
      beaconRuns.push(fixed.load);
      const quiet = await maxReads(slice);
      alone = add(alone, quiet);
      const floor = await during(false, () => maxReads(slice));
      duringFloor = add(duringFloor, floor.result);
      const busy = await during(true, () => maxReads(slice));
      duringBeacons = add(duringBeacons, busy.result);
      beaconRuns.push(busy.load);
      noteFailure('reads', quiet.failures);
      noteFailure('reads during health checks', floor.result.failures ?? unanswered(floor.load));
      noteFailure('reads during beacons', busy.result.failures);
      for (const run of [fixed.load, busy.load]) noteFailure('beacons', unanswered(run));
      for (const run of [...readsAlone, ...readsDuring, ...readsDuringFloor])
        for (const [status, n] of run.failed)
          failures.push(`${n} fixed-rate reads ${status || 'unanswered'}`);
    }
    const counted = await viewsCounted(origin, host);
    const beaconsAnswered = beaconRuns.reduce((n, run) => n + run.ok, 0);
    const beaconRate = beaconsAnswered / beaconRuns.reduce((n, run) => n + run.elapsedMs / 1000, 0);
    const p99Alone = summarizeLatencies(readsAlone.flatMap((r) => [...r.latencies])).p99;
    const readsWith = summarizeLatencies(readsDuring.flatMap((r) => [...r.latencies]));
    const readsWithFloor = summarizeLatencies(readsDuringFloor.flatMap((r) => [...r.latencies]));
    const added = readsWith.p99 - p99Alone;
    const floorAdded = readsWithFloor.p99 - p99Alone;
    const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(2)} ms p99`;
    const valid = failures.length === 0;
    const rps = (t: Totals) => t.requests / t.seconds;
    const maxLoad = `${options.connections} conn, max`;
    return [
      {
        measurement: 'insights beacons through the BFF (whole platform)',
        load: `${GOALS.beaconRate}/s from ${VISITORS} addresses`,
        rps: beaconRate,
        // beside the reads at 1,000/s; beside reads at maximum rate every request queues
        p99: Math.max(
          ...beaconRuns
            .filter((_, i) => i % 2 === 0)
            .map((run) => summarizeLatencies([...run.latencies]).p99),
        ),
        goal: `all answered 204 at ${GOALS.beaconRate}/s`,
        met: valid && beaconRate >= GOALS.beaconRate * 0.97,
        note: `${beaconsAnswered} answered; ${counted} views in the API's aggregates at the end (the warm-up's included)${valid ? '' : `; ${failures.join('; ')}`}`,
      },
      {
        measurement: `BFF public GET at ${READ_RATE}/s, alone`,
        load: `fixed ${READ_RATE}/s`,
        rps: READ_RATE,
        p99: p99Alone,
      },
      {
        measurement: `BFF public GET at ${READ_RATE}/s during ${GOALS.beaconRate}/s of GET /bff/health (floor)`,
        load: `fixed ${READ_RATE}/s`,
        rps: READ_RATE,
        p50: readsWithFloor.p50,
        p99: readsWithFloor.p99,
        peer: 'alone',
        ratio: signed(floorAdded),
      },
      {
        measurement: `BFF public GET at ${READ_RATE}/s during ${GOALS.beaconRate} beacons/s`,
        load: `fixed ${READ_RATE}/s`,
        rps: READ_RATE,
        p50: readsWith.p50,
        p99: readsWith.p99,
        peer: `alone; the floor adds ${signed(floorAdded)}`,
        ratio: signed(added),
        goal: `≤ the floor's + ${GOALS.beaconAddedReadP99Ms} ms`,
        met: valid && added <= floorAdded + GOALS.beaconAddedReadP99Ms,
      },
      { measurement: 'BFF public GET (whole platform), alone', load: maxLoad, rps: rps(alone) },
      {
        measurement: `BFF public GET during ${GOALS.beaconRate}/s of GET /bff/health (floor)`,
        load: maxLoad,
        rps: rps(duringFloor),
        peer: 'alone',
        ratio: `${(rps(duringFloor) / rps(alone)).toFixed(2)}×`,
      },
      {
        measurement: `BFF public GET during ${GOALS.beaconRate} beacons/s`,
        load: maxLoad,
        rps: rps(duringBeacons),
        peer: 'the floor',
        ratio: `${(rps(duringBeacons) / rps(duringFloor)).toFixed(2)}×`,
        note: `${(rps(duringBeacons) / rps(alone)).toFixed(2)}× the reads alone; at saturation a beacon's work is taken from the reads`,
      },
    ];
  } finally {
    await platform.stop();
  }
}

/** The views the API counted today, read as the owner (the batches of the last 2 s first). */
async function viewsCounted(origin: string, host: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const login = await request(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { host, 'x-csrf': '1', 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
    body: JSON.stringify({ email: 'owner@collective.test', password: 'correct-horse-battery' }),
  });
  const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
  await login.body.dump();
  const summary = await request(`${origin}${API.insights.summary}`, {
    headers: { host, 'x-csrf': '1', cookie: cookies.join('; '), 'x-forwarded-for': '192.0.2.1' },
  });
  const body = (await summary.body.json()) as { data?: { totals?: { views?: number } } };
  return body.data?.totals?.views ?? Number.NaN;
}
