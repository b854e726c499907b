/**
 * What the BFF adds to a signed-in request at a fixed 1,000 req/s (open loop, latency from each
 * request's due time): p99 through the BFF minus p99 straight to the upstream, the two measured
 * in interleaved slices. Goal ≤ 2 ms.
 */
import { API } from '#shared/api-paths.ts';
import { addedP99Goal, GOALS } from '../report/goals.ts';
import type { Row } from '../report/rows.ts';
import { signedInCookie } from '../sessions/bench-session.ts';
import { interleavedFixedRateRows } from './fixed-rate-row.ts';
import type { ProxyPeers } from './proxy-peers.ts';

export async function addedLatencyRows(
  peers: ProxyPeers,
  options: { seconds: number; connections: number; rounds: number },
): Promise<Row[]> {
  const headers = { host: 'localhost', cookie: signedInCookie() };
  const at = (origin: string) => ({
    origin,
    rate: GOALS.addedP99Rate,
    connections: options.connections,
    request: () => ({ path: API.options.colors, headers }),
  });
  const [direct, bff] = (await interleavedFixedRateRows(
    [
      { measurement: 'upstream direct, signed in, at 1,000/s', options: at(peers.upstream.url) },
      { measurement: 'BFF authenticated pass-through at 1,000/s', options: at(peers.bff.url) },
    ],
    { seconds: options.seconds, rounds: options.rounds },
  )) as [Row, Row];
  return [direct, addedP99Goal(bff, direct, GOALS.addedP99Ms)];
}
