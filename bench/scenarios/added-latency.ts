/**
 * What the BFF adds to a signed-in request at a fixed 1,000 req/s (open loop, latency from each
 * request's due time): p99 through the BFF minus p99 straight to the upstream, the two measured
 * in interleaved slices. Goal ≤ 2 ms. nginx as a proxy and express + http-proxy-middleware are
 * measured in the same slices, for what one more hop costs on this machine whoever makes it.
 */
import { API } from '#shared/api-paths.ts';
import { addedP99Goal, GOALS } from '../report/goals.ts';
import type { Row } from '../report/rows.ts';
import { signedInCookie } from '../sessions/bench-session.ts';
import { interleavedFixedRateRows } from './fixed-rate-row.ts';
import type { ProxyPeers } from './proxy-peers.ts';

export async function addedLatencyRows(
  peers: ProxyPeers,
  options: { seconds: number; connections: number; rounds: number; warmupSeconds: number },
): Promise<Row[]> {
  const headers = { host: 'localhost', cookie: signedInCookie() };
  const at = (origin: string) => ({
    origin,
    rate: GOALS.addedP99Rate,
    connections: options.connections,
    requests: [{ path: API.options.colors, headers }],
  });
  const peersAt = [
    ...(peers.nginxProxy
      ? [{ measurement: 'nginx proxy, signed in, at 1,000/s', options: at(peers.nginxProxy) }]
      : []),
    {
      measurement: 'express + http-proxy-middleware, signed in, at 1,000/s',
      options: at(peers.expressProxy),
    },
  ];
  const [direct, bff, ...others] = (await interleavedFixedRateRows(
    [
      { measurement: 'upstream direct, signed in, at 1,000/s', options: at(peers.upstream.url) },
      { measurement: 'BFF authenticated pass-through at 1,000/s', options: at(peers.bff.url) },
      ...peersAt,
    ],
    { seconds: options.seconds, rounds: options.rounds, warmupSeconds: options.warmupSeconds },
  )) as [Row, Row, ...Row[]];
  const added = (row: Row): Row => {
    const ms = (row.p99 ?? Number.NaN) - (direct.p99 ?? Number.NaN);
    return { ...row, peer: direct.measurement, ratio: `${ms >= 0 ? '+' : ''}${ms.toFixed(2)} ms p99` };
  };
  return [direct, ...others.map(added), addedP99Goal(bff, direct, GOALS.addedP99Ms)];
}
