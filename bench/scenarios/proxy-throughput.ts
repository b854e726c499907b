/**
 * Maximum throughput of GET /api/options/colors, closed loop (autocannon), in one run: the
 * upstream direct, nginx as a proxy, express + http-proxy-middleware and the BFF, all with the
 * same signed-in request; nginx and the BFF with a visitor's request (no session cookie) on the
 * site host. Each is warmed up for 2 s, then measured in BENCH_ROUNDS slices taken in turn
 * (A B C … A B C …), so that the machine's other work falls on all of them alike: req/s over all
 * slices, p50/p99 the median of the slices'. Goals: BFF pass-through ≥ 1.5× express + hpm and
 * ≥ 0.8× the bare proxy (its floor, peers/bare-proxy.ts), BFF public GET ≥ 0.6× nginx proxying the
 * same request.
 */
import { API } from '#shared/api-paths.ts';
import { type ClosedLoopResult, runClosedLoop } from '../load/closed-loop.ts';
import { GOALS, throughputGoal } from '../report/goals.ts';
import { notMeasured, type Row } from '../report/rows.ts';
import { signedInCookie } from '../sessions/bench-session.ts';
import type { ProxyPeers } from './proxy-peers.ts';

const PATH = API.options.colors;
const NO_NGINX = 'nginx not installed (apt-get install nginx-light)';

interface Target {
  measurement: string;
  origin: string | undefined;
  headers: Record<string, string>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function proxyThroughputRows(
  peers: ProxyPeers,
  options: { seconds: number; connections: number; rounds: number },
): Promise<Row[]> {
  const signedIn = { host: 'localhost', cookie: signedInCookie() };
  const visitor = { host: 'localhost' };
  const upstreamName = peers.upstream.kind === 'nginx' ? 'nginx fixed JSON' : 'Node fixed JSON';
  const targets: Target[] = [
    {
      measurement: `upstream direct (${upstreamName}), signed in`,
      origin: peers.upstream.url,
      headers: signedIn,
    },
    { measurement: 'nginx proxy, signed in', origin: peers.nginxProxy, headers: signedIn },
    {
      measurement: 'express + http-proxy-middleware, signed in',
      origin: peers.expressProxy,
      headers: signedIn,
    },
    {
      measurement: 'bare proxy floor (node:http + undici), signed in',
      origin: peers.bareProxy,
      headers: signedIn,
    },
    { measurement: 'BFF authenticated pass-through', origin: peers.bff.url, headers: signedIn },
    { measurement: 'nginx proxy, public GET', origin: peers.nginxProxy, headers: visitor },
    { measurement: 'BFF public GET (no session)', origin: peers.bff.url, headers: visitor },
  ];
  const { connections } = options;
  const slice = Math.max(1, Math.round(options.seconds / options.rounds));
  const slices = targets.map(() => [] as ClosedLoopResult[]);
  for (const target of targets) {
    if (!target.origin) continue;
    console.log(`bench: ${target.measurement}…`);
    // warm-up: open connections and a warm JIT on both sides before measuring
    await runClosedLoop({ url: `${target.origin}${PATH}`, headers: target.headers, connections, seconds: 2 });
  }
  for (let round = 0; round < options.rounds; round += 1) {
    console.log(`bench: closed-loop round ${round + 1} of ${options.rounds}…`);
    for (const [i, target] of targets.entries()) {
      if (!target.origin) continue;
      const url = `${target.origin}${PATH}`;
      slices[i]?.push(await runClosedLoop({ url, headers: target.headers, connections, seconds: slice }));
    }
  }

  const load = `${connections} conn, max, ${slice * options.rounds} s${options.rounds > 1 ? ` in ${options.rounds} slices` : ''}`;
  const [direct, nginx, express, bare, bff, nginxPublic, bffPublic] = targets.map((target, i): Row => {
    const results = slices[i] ?? [];
    if (!target.origin || results.length === 0) return notMeasured(target.measurement, NO_NGINX);
    const failures = results.flatMap((r) => (r.failures ? [r.failures] : []));
    return {
      measurement: target.measurement,
      load,
      rps: results.reduce((n, r) => n + r.requests, 0) / results.reduce((n, r) => n + r.seconds, 0),
      p50: median(results.map((r) => r.p50)),
      p99: median(results.map((r) => r.p99)),
      // a row with failed requests misses its goal, and so does the row compared with it
      ...(failures.length ? { met: false, note: `FAILED ${failures.join('; ')}` } : {}),
    };
  }) as [Row, Row, Row, Row, Row, Row, Row];

  return [
    direct,
    { ...nginx, peer: direct.measurement, ratio: ratioText(nginx, direct) },
    { ...express, peer: direct.measurement, ratio: ratioText(express, direct) },
    { ...bare, peer: direct.measurement, ratio: ratioText(bare, direct) },
    throughputGoal(bff, express, GOALS.passThroughVsExpress),
    throughputGoal(
      { ...bff, measurement: 'BFF authenticated pass-through ÷ the floor' },
      bare,
      GOALS.passThroughVsFloor,
    ),
    nginxPublic,
    throughputGoal(bffPublic, nginxPublic, GOALS.publicVsNginx),
  ];
}

function ratioText(row: Row, peer: Row): string | undefined {
  return row.rps === undefined || peer.rps === undefined ? undefined : `${(row.rps / peer.rps).toFixed(2)}×`;
}
