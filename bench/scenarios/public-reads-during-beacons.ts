/**
 * Visitor insights' ingestion against the public site (issue 27): the whole platform as `npm
 * start` runs it (the BFF with the embedded content API, one process), a public read through the
 * BFF at maximum rate alone and then while visitors' beacons arrive at a fixed 2,000/s, in
 * interleaved slices so that the machine's drift cancels out. The beacons come from 4,096
 * addresses with a person's browser (the BFF trusts the bench as its proxy), so none is dropped as
 * a bot or by the per-visitor limit, and each is hashed, batched and written to the aggregates as
 * a real one is. Goals: every beacon answered (204) at the rate, and the public req/s during them
 * at least GOALS.readsDuringBeacons of the req/s alone — on two cores, where the beacons' work
 * falls on the same process. The views counted by the API are read back at the end.
 */
import { request } from 'undici';
import { API } from '#shared/api-paths.ts';
import { INSIGHTS_BEACON_PATH } from '#shared/public-api-paths.ts';
import { startPlatform } from '../../e2e/support/platform.ts';
import { runClosedLoop } from '../load/closed-loop.ts';
import { type PlannedRequest, runFixedRate } from '../load/fixed-rate.ts';
import { summarizeLatencies } from '../load/latency-stats.ts';
import { GOALS } from '../report/goals.ts';
import type { Row } from '../report/rows.ts';

const PUBLIC_READ = '/api/posts/by-url?url=/about';
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const VISITORS = 4_096;
const PATHS = ['/', '/members', '/blog', '/about', '/catering', '/members/taco-loco'];

function beacons(host: string): PlannedRequest[] {
  return Array.from({ length: VISITORS }, (_, i) => ({
    path: INSIGHTS_BEACON_PATH,
    method: 'POST' as const,
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
    const load = (seconds: number) =>
      runClosedLoop({
        url: `${origin}${PUBLIC_READ}`,
        headers: { host },
        connections: options.connections,
        seconds,
      });
    const planned = beacons(host);
    const sendBeacons = (seconds: number) =>
      runFixedRate({ origin, rate: GOALS.beaconRate, seconds, connections: 16, requests: planned });
    await load(2); // warm: the public cache holds the answer, the JIT has seen the path
    await sendBeacons(2); // warm: the day's salt is fetched, the batch path compiled
    const slice = Math.max(1, Math.round(options.seconds / options.rounds));
    let alone = { requests: 0, seconds: 0 };
    let during = { requests: 0, seconds: 0 };
    const latencies: number[] = [];
    let sent = 0;
    let answered = 0;
    let beaconSeconds = 0;
    const failures: string[] = [];
    for (let round = 0; round < options.rounds; round++) {
      const quiet = await load(slice);
      alone = { requests: alone.requests + quiet.requests, seconds: alone.seconds + quiet.seconds };
      const beaconRun = sendBeacons(slice + 1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const busy = await load(slice);
      const beaconResult = await beaconRun;
      during = { requests: during.requests + busy.requests, seconds: during.seconds + busy.seconds };
      latencies.push(...beaconResult.latencies);
      sent += beaconResult.latencies.length;
      answered += beaconResult.ok;
      beaconSeconds += beaconResult.elapsedMs / 1000;
      for (const [status, n] of beaconResult.failed) failures.push(`${n} beacons ${status || 'unanswered'}`);
      for (const failure of [quiet.failures, busy.failures]) if (failure) failures.push(failure);
    }
    const counted = await viewsCounted(origin, host);
    const { p50, p99, max } = summarizeLatencies(latencies);
    const aloneRps = alone.requests / alone.seconds;
    const duringRps = during.requests / during.seconds;
    const ratio = duringRps / aloneRps;
    const beaconRps = answered / beaconSeconds;
    const valid = failures.length === 0;
    const readsLoad = `${options.connections} conn, max`;
    return [
      {
        measurement: 'insights beacons through the BFF (whole platform)',
        load: `fixed ${GOALS.beaconRate}/s from ${VISITORS} addresses`,
        rps: beaconRps,
        p50,
        p99,
        goal: `all answered at ${GOALS.beaconRate}/s`,
        met: valid && answered === sent && beaconRps >= GOALS.beaconRate * 0.98,
        note: `max ${max.toFixed(1)} ms; ${answered} of ${sent} answered 204; ${counted} views in the API's aggregates at the end (the warm-up's included)${valid ? '' : `; ${failures.join('; ')}`}`,
      },
      { measurement: 'BFF public GET (whole platform), no beacons', load: readsLoad, rps: aloneRps },
      {
        measurement: `BFF public GET during ${GOALS.beaconRate} beacons/s`,
        load: readsLoad,
        rps: duringRps,
        peer: 'no beacons',
        ratio: `${ratio.toFixed(2)}×`,
        goal: `≥ ${GOALS.readsDuringBeacons}×`,
        met: valid && ratio >= GOALS.readsDuringBeacons,
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
