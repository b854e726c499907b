/**
 * `npm run soak` (issue 12): the BFF and the content API, each its own process, driven for
 * SOAK_SECONDS (600) at a fixed SOAK_RATE (40 req/s) with a collective's mix of requests
 * (soak-mix.ts): page views on three hosts, public API reads, staff edits, sign-ins, uploads.
 * Open loop: request i is due at start + i / rate whatever happened before, and its latency is
 * counted from that moment. Prints, and writes to bench/results/soak.md: per kind the requests,
 * the errors (must be 0) and p50/p99; the resident memory of the BFF and of the API — the median
 * of the first minute after SOAK_WARMUP_SECONDS (30) and of the last minute (must be within
 * ±10 %). Exits 1 when either fails. With DATABASE_URL the API runs on that PostgreSQL database.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { summarizeLatencies } from '../load/latency-stats.ts';
import { stopAll } from '../processes/child-processes.ts';
import { machineLine } from '../report/machine.ts';
import { sampleMemory } from './process-memory.ts';
import { kindOf, SOAK_MIX } from './soak-mix.ts';
import { startSoakPlatform } from './soak-platform.ts';
import { prepareSoak } from './soak-session.ts';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const rate = Number(process.env.SOAK_RATE ?? 40);
const warmupSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? 30);
const MEMORY_EVERY_MS = 10_000;
const MEMORY_WINDOW_MS = 60_000;
const FLAT = 0.1;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));
}

interface KindFigures {
  latencies: number[];
  errors: Map<number, number>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function soak() {
  const platform = await startSoakPlatform();
  const session = await prepareSoak(platform.bffUrl);
  const figures = new Map<string, KindFigures>(
    SOAK_MIX.map((kind) => [kind.name, { latencies: [], errors: new Map() }]),
  );
  const memory = sampleMemory({ BFF: platform.bff.pid, API: platform.api.pid }, MEMORY_EVERY_MS);
  const total = Math.round((warmupSeconds + seconds) * rate);
  const warmupCount = Math.round(warmupSeconds * rate);
  const start = performance.now();
  console.log(`soak: ${warmupSeconds} s warm-up, then ${seconds} s at ${rate} req/s (${total} requests)…`);
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const kind = kindOf(i);
    const mine = figures.get(kind.name) as KindFigures;
    const counted = i >= warmupCount;
    const request: Promise<void> = kind
      .run(session, i)
      .catch(() => 0)
      .then((code) => {
        if (!counted) return;
        mine.latencies.push(performance.now() - due);
        if (!kind.expected.includes(code)) mine.errors.set(code, (mine.errors.get(code) ?? 0) + 1);
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
    if (i > 0 && i % (rate * 60) === 0) console.log(`soak: ${Math.round(i / rate)} s…`);
  }
  await Promise.all(inFlight);
  memory.stop();
  await session.pool.close();
  const measuredFromMs = warmupSeconds * 1000;
  const endMs = performance.now() - start;
  return { figures, memory: memory.samples, measuredFromMs, endMs };
}

let failed = false;
let report = '';
try {
  const { figures, memory, measuredFromMs, endMs } = await soak();
  const kindRows = SOAK_MIX.map((kind) => {
    const { latencies, errors } = figures.get(kind.name) as KindFigures;
    const summary = summarizeLatencies(latencies);
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    if (errorCount > 0) failed = true;
    const breakdown = [...errors].map(([code, n]) => `${n}×${code === 0 ? 'no answer' : code}`).join(', ');
    return `| ${kind.name} | ${summary.count} | ${errorCount}${breakdown ? ` (${breakdown})` : ''} | ${summary.p50.toFixed(1)} | ${summary.p99.toFixed(1)} | ${summary.max.toFixed(0)} |`;
  });
  const memoryRows = Object.entries(memory).map(([name, samples]) => {
    const first = samples.filter(
      (s) => s.atMs >= measuredFromMs && s.atMs < measuredFromMs + MEMORY_WINDOW_MS,
    );
    const last = samples.filter((s) => s.atMs >= endMs - MEMORY_WINDOW_MS);
    const startMb = median(first.map((s) => s.mb));
    const endMb = median(last.map((s) => s.mb));
    const change = endMb / startMb - 1;
    const flat = Math.abs(change) <= FLAT;
    if (!flat) failed = true;
    const all = samples.filter((s) => s.atMs >= measuredFromMs).map((s) => s.mb);
    return `| ${name} | ${startMb.toFixed(1)} | ${endMb.toFixed(1)} | ${(change * 100).toFixed(1)} % | ${Math.min(...all).toFixed(1)} | ${Math.max(...all).toFixed(1)} | ${flat ? 'yes' : '**NO**'} |`;
  });
  report = [
    '# npm run soak',
    '',
    machineLine(),
    `SOAK_SECONDS=${seconds}, SOAK_RATE=${rate} req/s, SOAK_WARMUP_SECONDS=${warmupSeconds} (not counted); ` +
      `the BFF and the content API (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}) in their own processes; ` +
      'latency from each request’s due time (open loop). Mix: ' +
      SOAK_MIX.map((k) => `${k.name} ${k.weight} %`).join(', ') +
      '.',
    '',
    '| kind | requests | errors | p50 ms | p99 ms | max ms |',
    '|---|---:|---|---:|---:|---:|',
    ...kindRows,
    '',
    `Resident memory (VmRSS, MB) every ${MEMORY_EVERY_MS / 1000} s: "start" is the median of the first minute after the warm-up, "end" the median of the last minute; flat within ±${FLAT * 100} %.`,
    '',
    '| process | start MB | end MB | change | min MB | max MB | flat |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...memoryRows,
    '',
    failed ? '**The soak failed** (errors, or memory not flat).' : 'No errors; memory flat.',
    '',
  ].join('\n');
} catch (error) {
  failed = true;
  report = `# npm run soak\n\n**The soak could not run:** ${error instanceof Error ? error.message : String(error)}\n`;
} finally {
  await stopAll();
}
console.log(`\n${report}`);
mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
writeFileSync(new URL('../results/soak.md', import.meta.url), report);
console.log('soak: written to bench/results/soak.md');
process.exit(failed ? 1 : 0);
