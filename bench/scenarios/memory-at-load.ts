/**
 * The BFF's resident memory at a steady load: a fixed BENCH_MEMORY_RATE (default 1,000 req/s)
 * for BENCH_MEMORY_SECONDS after a 20 s warm-up, half signed-in pass-through, half public by-url
 * reads of 2,000 different pages in turn (so that a per-host cache fills up and must stay
 * bounded). RSS is read from /proc/<pid>/status every 10 s; flat = the last sample within ±10 %
 * of the first.
 */
import { readFileSync } from 'node:fs';
import { API } from '#shared/api-paths.ts';
import { runFixedRate } from '../load/fixed-rate.ts';
import { summarizeLatencies } from '../load/latency-stats.ts';
import type { Started } from '../processes/child-processes.ts';
import { GOALS } from '../report/goals.ts';
import { notMeasured, type Row } from '../report/rows.ts';
import { signedInCookie } from '../sessions/bench-session.ts';

const RATE = Number(process.env.BENCH_MEMORY_RATE ?? 1_000);
const WARMUP_S = 20;
const SAMPLE_EVERY_S = 10;
const PAGES = 2_000;

function rssMb(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export async function memoryRow(
  bff: Started & { url: string },
  options: { seconds: number; connections: number },
): Promise<Row> {
  const measurement = 'BFF resident memory at load';
  if (rssMb(bff.pid) === undefined) return notMeasured(measurement, 'no /proc on this system', '±10 %');
  console.log(`bench: BFF memory, ${WARMUP_S} s warm-up + ${options.seconds} s at ${RATE}/s…`);
  const signedIn = { host: 'localhost', cookie: signedInCookie() };
  const visitor = { host: 'localhost' };
  // in turn: a signed-in read, then a visitor's read of the next page
  const requests = Array.from({ length: PAGES }, (_, page) => [
    { path: API.options.colors, headers: signedIn },
    { path: `${API.posts.byUrl}?url=%2Fpage-${page}`, headers: visitor },
  ]).flat();
  const samples: number[] = [];
  const result = await runFixedRate({
    origin: bff.url,
    rate: RATE,
    seconds: WARMUP_S + options.seconds,
    connections: options.connections,
    requests,
    onSecond(second) {
      if (second >= WARMUP_S && (second - WARMUP_S) % SAMPLE_EVERY_S === 0) {
        const mb = rssMb(bff.pid);
        if (mb !== undefined) samples.push(mb);
      }
    },
  });
  const last = rssMb(bff.pid);
  if (last !== undefined && samples.length * SAMPLE_EVERY_S <= options.seconds) samples.push(last);
  const first = samples[0] ?? Number.NaN;
  const final = samples.at(-1) ?? Number.NaN;
  const drift = (final - first) / first;
  const failed = [...result.failed].reduce((n, [, c]) => n + c, 0);
  const { p50, p99 } = summarizeLatencies(result.latencies);
  return {
    measurement,
    load: `fixed ${RATE}/s, ${WARMUP_S} + ${options.seconds} s`,
    rps: result.ok / (result.elapsedMs / 1000),
    p50,
    p99,
    ratio: `${drift >= 0 ? '+' : ''}${(drift * 100).toFixed(1)} % RSS`,
    goal: `±${GOALS.memoryDrift * 100} %`,
    met: Math.abs(drift) <= GOALS.memoryDrift && failed === 0,
    note: `RSS MB first ${first.toFixed(1)}, last ${final.toFixed(1)}, min ${Math.min(...samples).toFixed(1)}, max ${Math.max(...samples).toFixed(1)} (${samples.length} samples: ${samples.map((s) => s.toFixed(0)).join(' ')})${failed ? `; ${failed} failed` : ''}`,
  };
}
