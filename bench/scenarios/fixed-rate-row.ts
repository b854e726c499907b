/**
 * Fixed-rate runs turned into table rows: answered req/s (answers ÷ time from the first due
 * time to the last answer, so an API that cannot keep up shows its real rate), p50/p99/max over
 * every request's latency from its due time. Several measurements are interleaved in slices
 * (A B A B …) so that the machine's other work falls on all of them alike.
 *
 * Latency counts from each request's due time, so a stall of the load generator's own thread is
 * counted as the server's. A round (one slice of every measurement) in which the generator's
 * thread stalled more than GENERATOR_STALL_LIMIT_MS in any slice is measured again, every slice of
 * it, so that the rows stay side by side; at most MAX_REMEASURED_ROUNDS times in a run, after
 * which the round is kept as it is. The rows' notes say how many rounds were measured again.
 */
import { type FixedRateOptions, type FixedRateResult, runFixedRate } from '../load/fixed-rate.ts';
import { summarizeLatencies } from '../load/latency-stats.ts';
import type { Row } from '../report/rows.ts';

export interface FixedRateMeasurement {
  measurement: string;
  options: Omit<FixedRateOptions, 'seconds'>;
}

/** a stall of the generator's thread beyond this in any slice: its round is measured again */
export const GENERATOR_STALL_LIMIT_MS = 10;
/** rounds measured again at most, in one run of interleaved rows */
export const MAX_REMEASURED_ROUNDS = 3;

type RunFixedRate = (options: FixedRateOptions) => Promise<FixedRateResult>;

export async function interleavedFixedRateRows(
  measurements: FixedRateMeasurement[],
  options: { seconds: number; rounds: number; warmupSeconds?: number },
  run: RunFixedRate = runFixedRate,
): Promise<Row[]> {
  const runs = measurements.map(() => [] as FixedRateResult[]);
  const slice = options.seconds / options.rounds;
  for (const { measurement, options: measured } of measurements) {
    console.log(`bench: ${measurement} at ${measured.rate}/s…`);
    await run({ ...measured, seconds: options.warmupSeconds ?? 2 });
  }
  let remeasured = 0;
  let worstDiscardedStallMs = 0;
  let kept = 0;
  while (kept < options.rounds) {
    const results: FixedRateResult[] = [];
    for (const { options: measured } of measurements)
      results.push(await run({ ...measured, seconds: slice }));
    const stallMs = Math.max(...results.map((result) => result.maxStallMs));
    if (stallMs > GENERATOR_STALL_LIMIT_MS && remeasured < MAX_REMEASURED_ROUNDS) {
      remeasured += 1;
      worstDiscardedStallMs = Math.max(worstDiscardedStallMs, stallMs);
      console.log(`bench: the generator stalled ${stallMs.toFixed(0)} ms; the round is measured again`);
      continue;
    }
    for (const [i, result] of results.entries()) runs[i]?.push(result);
    kept += 1;
  }
  const again =
    remeasured > 0
      ? `; ${remeasured} round${remeasured > 1 ? 's' : ''} of every row measured again (the generator stalled up to ${worstDiscardedStallMs.toFixed(0)} ms)`
      : '';
  return measurements.map(({ measurement, options: measured }, i) => {
    const results = runs[i] ?? [];
    const latencies = results.flatMap((r) => [...r.latencies]);
    const { p50, p99, max } = summarizeLatencies(latencies);
    const ok = results.reduce((n, r) => n + r.ok, 0);
    const elapsedS = results.reduce((n, r) => n + r.elapsedMs, 0) / 1000;
    const failed = new Map<number, number>();
    for (const r of results)
      for (const [status, n] of r.failed) failed.set(status, (failed.get(status) ?? 0) + n);
    const failures = [...failed].map(([status, n]) => `${n}×${status || 'no answer'}`).join(' ');
    const lagMs = Math.max(...results.map((r) => r.maxSendLagMs));
    const stallMs = Math.max(...results.map((r) => r.maxStallMs));
    const lag =
      lagMs > 5
        ? `; generator up to ${lagMs.toFixed(0)} ms late (its thread stalled ${stallMs.toFixed(0)} ms at most)`
        : '';
    const rounds = options.rounds > 1 ? ` in ${options.rounds} slices` : '';
    return {
      measurement,
      load: `fixed ${measured.rate}/s, ${options.seconds} s${rounds}`,
      rps: ok / elapsedS,
      p50,
      p99,
      note: `max ${max.toFixed(1)} ms${failures ? `; FAILED ${failures}` : ''}${lag}${again}`,
      ...(failures ? { met: false } : {}),
    };
  });
}

export async function fixedRateRow(
  measurement: string,
  options: Omit<FixedRateOptions, 'seconds'> & { seconds: number; warmupSeconds?: number },
): Promise<Row> {
  const { seconds, warmupSeconds, ...run } = options;
  const [row] = await interleavedFixedRateRows([{ measurement, options: run }], {
    seconds,
    rounds: 1,
    ...(warmupSeconds === undefined ? {} : { warmupSeconds }),
  });
  return row as Row;
}
