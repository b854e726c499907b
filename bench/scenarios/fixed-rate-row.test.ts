/** Interleaved fixed-rate rows: a round whose generator stalled is measured again, every slice of it. */
import t from 'tap';
import type { FixedRateOptions, FixedRateResult } from '../load/fixed-rate.ts';
import {
  type FixedRateMeasurement,
  GENERATOR_STALL_LIMIT_MS,
  interleavedFixedRateRows,
  MAX_REMEASURED_ROUNDS,
} from './fixed-rate-row.ts';

/** a stand-in generator: each slice answers 100 requests in `latencyMs`, its thread stalling as told */
function generator(stalls: number[], latencyMs: (origin: string) => number) {
  const calls: string[] = [];
  let slice = 0;
  const run = async (options: FixedRateOptions): Promise<FixedRateResult> => {
    calls.push(options.origin);
    const measuring = options.seconds < 2;
    const stall = measuring ? (stalls[slice++] ?? 0) : 0;
    return {
      latencies: new Float64Array(100).fill(latencyMs(options.origin) + (stall > 0 ? 50 : 0)),
      elapsedMs: 1000,
      ok: 100,
      failed: new Map(),
      maxSendLagMs: stall,
      maxStallMs: stall,
    };
  };
  return { run, calls };
}

const measurements: FixedRateMeasurement[] = [
  {
    measurement: 'a',
    options: { origin: 'http://a', rate: 100, connections: 1, requests: [{ path: '/', headers: {} }] },
  },
  {
    measurement: 'b',
    options: { origin: 'http://b', rate: 100, connections: 1, requests: [{ path: '/', headers: {} }] },
  },
];

t.test('a round in which the generator stalled is measured again, for every row of it', async (t) => {
  // round 1 fine; round 2's second slice stalled; its repeat fine; round 3 fine
  const { run, calls } = generator([0, 0, 0, GENERATOR_STALL_LIMIT_MS + 15, 0, 0, 0, 0], (origin) =>
    origin === 'http://a' ? 1 : 2,
  );
  const [a, b] = await interleavedFixedRateRows(
    measurements,
    { seconds: 3, rounds: 3, warmupSeconds: 2 },
    run,
  );
  t.same(calls.slice(2), [
    'http://a',
    'http://b',
    'http://a',
    'http://b',
    'http://a',
    'http://b',
    'http://a',
    'http://b',
  ]);
  t.equal(a?.p99, 1, "the stalled round's latencies are not in the row");
  t.equal(b?.p99, 2);
  t.match(a?.note, /1 round of every row measured again \(the generator stalled up to 25 ms\)/);
  t.match(b?.note, /1 round of every row measured again/);
});

t.test('at most a few rounds are measured again; then the round is kept, and its stall shows', async (t) => {
  const stalled = GENERATOR_STALL_LIMIT_MS + 5;
  const { run, calls } = generator(new Array(20).fill(stalled), () => 1);
  const [a] = await interleavedFixedRateRows(measurements, { seconds: 2, rounds: 2, warmupSeconds: 2 }, run);
  t.equal(calls.length - 2, (2 + MAX_REMEASURED_ROUNDS) * 2, 'every round, and the repeats allowed');
  t.equal(a?.p99, 51, 'the kept rounds carry their stall');
  t.match(a?.note, new RegExp(`${MAX_REMEASURED_ROUNDS} rounds of every row measured again`));
  t.match(a?.note, /generator up to 15 ms late/);
});
