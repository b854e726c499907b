/**
 * `npm run soak` (issue 12): the BFF and the content API, each its own process, driven for
 * SOAK_SECONDS (600) at a fixed SOAK_RATE (40 req/s) with a collective's mix of requests
 * (soak-mix.ts): page views on three hosts, public API reads, staff edits, sign-ins, uploads.
 * Open loop: request i is due at start + i / rate whatever happened before, and its latency is
 * counted from that moment. The first SOAK_WARMUP_SECONDS (120) are run but not counted, while
 * the caches (pages, public reads, opened cookies, statements) fill.
 * Prints, and writes to bench/results/soak.md, one table (soak-report.ts): per kind the requests,
 * the errors (must be 0) and p50/p99; each process's live heap after a full garbage collection
 * (through its inspector, heap-after-gc.ts) right after the warm-up and at the end (must be within
 * ±10 %: a leak grows it); and their resident memory, shown with every sample but not judged —
 * it rises in steps without a leak (a 10-minute run: the BFF's RSS +31 % while its live heap went
 * 31.2 → 30.2 MB). Exits 1 on an error or a live heap not flat. Every process it started is stopped
 * on exit, SIGINT and SIGTERM. SOAK_PROCESS_LOG=DIR keeps the output of the BFF and the API there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopAll } from '../processes/child-processes.ts';
import { probeMachine } from '../report/machine.ts';
import { heapAfterGcMb, inspectorUrl } from './heap-after-gc.ts';
import { memoryFigures, sampleMemory } from './process-memory.ts';
import { SoakFigures } from './soak-figures.ts';
import { COUNTED_KINDS, type CountedKind, type FollowUp, kindOf } from './soak-mix.ts';
import { startSoakPlatform } from './soak-platform.ts';
import { type SoakSettings, soakReport } from './soak-report.ts';
import { prepareSoak } from './soak-session.ts';

const knob = (name: string, fallback: number, min: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}`);
  return value;
};

const settings: SoakSettings = {
  seconds: knob('SOAK_SECONDS', 600, 1),
  rate: knob('SOAK_RATE', 40, 0.1),
  warmupSeconds: knob('SOAK_WARMUP_SECONDS', 120, 0),
  engine: process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite',
  memoryEveryMs: 10_000,
  memoryWindowMs: 60_000,
  tolerance: 0.1,
};

let platform: Awaited<ReturnType<typeof startSoakPlatform>> | undefined;
async function shutDown() {
  await stopAll();
  platform?.removeBffData();
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    console.error(`soak: ${signal}, stopping the processes it started`);
    void shutDown().finally(() => process.exit(code));
  });
}

async function soak() {
  const machine = await probeMachine();
  platform = await startSoakPlatform();
  const session = await prepareSoak(platform.bffUrl);
  const figures = new SoakFigures(COUNTED_KINDS);
  const memory = sampleMemory({ BFF: platform.bff.pid, API: platform.api.pid }, settings.memoryEveryMs);
  const { rate } = settings;
  const total = Math.round((settings.warmupSeconds + settings.seconds) * rate);
  const warmupCount = Math.round(settings.warmupSeconds * rate);
  const inFlight = new Set<Promise<void>>();
  const track = (request: Promise<void>) => {
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  };
  /** counts (after the warm-up) one request of `kind` timed from `from` */
  const measure = (kind: CountedKind, request: Promise<number | string>, from: number, counted: boolean) =>
    track(
      request.then(
        (answer) => void (counted && figures.answered(kind, answer, performance.now() - from)),
        (error: unknown) => void (counted && figures.failed(kind, error, performance.now() - from)),
      ),
    );
  console.log(
    `soak: ${settings.warmupSeconds} s warm-up, then ${settings.seconds} s at ${rate} req/s (${total} requests)…`,
  );
  const start = performance.now() + 10;
  let liveHeapAtStart: Promise<Record<string, number>> | undefined;
  let maxSendLagMs = 0;
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    maxSendLagMs = Math.max(maxSendLagMs, performance.now() - due);
    const counted = i >= warmupCount;
    if (i === warmupCount) liveHeapAtStart = liveHeaps(platform);
    const followUp: FollowUp = (kind, request) => measure(kind, request(), performance.now(), counted);
    const kind = kindOf(i);
    measure(kind, kind.run(session, i, followUp), due, counted);
    if (i > 0 && i % Math.round(rate * 60) === 0) console.log(`soak: ${Math.round(i / rate)} s…`);
  }
  while (inFlight.size > 0) await Promise.all(inFlight);
  const end = performance.now();
  memory.stop();
  const heapStart = await liveHeapAtStart;
  const heapEnd = await liveHeaps(platform);
  const liveHeap = Object.fromEntries(
    Object.keys(heapEnd).map((name) => [
      name,
      { startMb: heapStart?.[name] ?? Number.NaN, endMb: heapEnd[name] ?? Number.NaN },
    ]),
  );
  await session.pool.close();
  const window = {
    from: start + settings.warmupSeconds * 1000,
    to: end,
    windowMs: settings.memoryWindowMs,
    tolerance: settings.tolerance,
  };
  const logDir = process.env.SOAK_PROCESS_LOG;
  if (logDir && platform) {
    mkdirSync(logDir, { recursive: true });
    writeFileSync(join(logDir, 'bff.log'), platform.bff.output());
    writeFileSync(join(logDir, 'api.log'), platform.api.output());
  }
  const series = Object.entries(memory.samples).map(
    ([name, samples]) =>
      `- ${name} MB, every ${settings.memoryEveryMs / 1000} s: ${samples.map((s) => Math.round(s.mb)).join(' ')}`,
  );
  const report = soakReport({
    machine,
    settings,
    pages: session.pages,
    figures,
    memory: Object.fromEntries(
      Object.entries(memory.samples).map(([name, samples]) => [name, memoryFigures(samples, window)]),
    ),
    liveHeap,
    maxSendLagMs,
  });
  return {
    ...report,
    markdown:
      `${report.markdown}\nResident memory samples, from the start of the warm-up (the fall after the warm-up is the ` +
      `full collection that measures the live heap):\n\n${series.join('\n')}\n`,
  };
}

/** Each process's live heap in MB, after a full collection (undefined for one that cannot tell). */
async function liveHeaps(running: typeof platform): Promise<Record<string, number>> {
  const heaps: Record<string, number> = {};
  for (const [name, started] of [
    ['BFF', running?.bff],
    ['API', running?.api],
  ] as const) {
    const url = started && inspectorUrl(started.output());
    if (url) heaps[name] = await heapAfterGcMb(url).catch(() => Number.NaN);
  }
  return heaps;
}

let passed = false;
let markdown: string;
try {
  ({ markdown, passed } = await soak());
} catch (error) {
  markdown = `# npm run soak\n\n**The soak could not run:** ${error instanceof Error ? error.message : String(error)}\n`;
} finally {
  await shutDown();
}
console.log(`\n${markdown}`);
mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
writeFileSync(new URL('../results/soak.md', import.meta.url), markdown);
console.log('soak: written to bench/results/soak.md');
process.exit(passed ? 0 : 1);
