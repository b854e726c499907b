/**
 * Fixed-rate runs turned into table rows: answered req/s (answers ÷ time from the first due
 * time to the last answer, so an API that cannot keep up shows its real rate), p50/p99/max over
 * every request's latency from its due time. Several measurements are interleaved in slices
 * (A B A B …) so that the machine's other work falls on all of them alike.
 */
import { type FixedRateOptions, type FixedRateResult, runFixedRate } from '../load/fixed-rate.ts';
import { summarizeLatencies } from '../load/latency-stats.ts';
import type { Row } from '../report/rows.ts';

export interface FixedRateMeasurement {
  measurement: string;
  options: Omit<FixedRateOptions, 'seconds'>;
}

export async function interleavedFixedRateRows(
  measurements: FixedRateMeasurement[],
  options: { seconds: number; rounds: number; warmupSeconds?: number },
): Promise<Row[]> {
  const runs = measurements.map(() => [] as FixedRateResult[]);
  const slice = options.seconds / options.rounds;
  for (const { measurement, options: run } of measurements) {
    console.log(`bench: ${measurement} at ${run.rate}/s…`);
    await runFixedRate({ ...run, seconds: options.warmupSeconds ?? 2 });
  }
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [i, { options: run }] of measurements.entries()) {
      runs[i]?.push(await runFixedRate({ ...run, seconds: slice }));
    }
  }
  return measurements.map(({ measurement, options: run }, i) => {
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
      load: `fixed ${run.rate}/s, ${options.seconds} s${rounds}`,
      rps: ok / elapsedS,
      p50,
      p99,
      note: `max ${max.toFixed(1)} ms${failures ? `; FAILED ${failures}` : ''}${lag}`,
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
