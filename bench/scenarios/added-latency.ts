/**
 * What the BFF adds to a signed-in request at a fixed 1,000 req/s (open loop, latency from each
 * request's due time): p99 through the BFF minus p99 straight to the upstream, the two measured
 * in interleaved slices. nginx as a proxy, express + http-proxy-middleware and the bare proxy
 * floor are measured in the same slices, for what one more hop costs on this machine whoever
 * makes it. Goal (issue 26): the BFF adds no more than express + http-proxy-middleware adds, in
 * the same run (an absolute 2 ms moved with the machine).
 */
import { API } from '#shared/api-paths.ts';
import { GOALS } from '../report/goals.ts';
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
    { measurement: 'bare proxy floor, signed in, at 1,000/s', options: at(peers.bareProxy) },
  ];
  const [direct, bff, express, ...others] = (await interleavedFixedRateRows(
    [
      { measurement: 'upstream direct, signed in, at 1,000/s', options: at(peers.upstream.url) },
      { measurement: 'BFF authenticated pass-through at 1,000/s', options: at(peers.bff.url) },
      {
        measurement: 'express + http-proxy-middleware, signed in, at 1,000/s',
        options: at(peers.expressProxy),
      },
      ...peersAt,
    ],
    { seconds: options.seconds, rounds: options.rounds, warmupSeconds: options.warmupSeconds },
  )) as [Row, Row, Row, ...Row[]];
  const addedMs = (row: Row) => (row.p99 ?? Number.NaN) - (direct.p99 ?? Number.NaN);
  const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(2)} ms p99`;
  const added = (row: Row): Row => ({ ...row, peer: direct.measurement, ratio: signed(addedMs(row)) });
  const expressAdds = addedMs(express);
  return [
    direct,
    added(express),
    ...others.map(added),
    {
      ...bff,
      peer: `${direct.measurement}; express + hpm adds ${signed(expressAdds)}`,
      ratio: signed(addedMs(bff)),
      goal: "added p99 ≤ express + hpm's",
      met: addedMs(bff) <= expressAdds && bff.met !== false && express.met !== false,
    },
  ];
}
