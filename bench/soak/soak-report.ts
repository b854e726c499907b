/**
 * The soak's one table, as markdown: a row per kind of request (requests, errors by what went
 * wrong, p50/p99/max from the due time), then a row per process for its resident memory (the
 * medians of the first and the last minute, the change between them, min and max), each with
 * whether it passed; above it what was run, below it the verdict.
 */
import { summarizeLatencies } from '../load/latency-stats.ts';
import { type MachineProbe, machineLine } from '../report/machine.ts';
import type { MemoryFigures } from './process-memory.ts';
import type { SoakFigures } from './soak-figures.ts';
import { COUNTED_KINDS, PHOTO_DELETE, SOAK_MIX } from './soak-mix.ts';

export interface SoakSettings {
  seconds: number;
  rate: number;
  warmupSeconds: number;
  engine: 'SQLite' | 'PostgreSQL';
  memoryEveryMs: number;
  memoryWindowMs: number;
  tolerance: number;
}

const HEAD = [
  'measured',
  'requests',
  'errors',
  'p50 ms',
  'p99 ms',
  'max ms',
  'start MB',
  'end MB',
  'change',
  'min MB',
  'max MB',
  'ok',
];
const mb = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
const ms = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

export function soakReport(input: {
  settings: SoakSettings;
  pages: [host: string, path: string][];
  figures: SoakFigures;
  memory: Record<string, MemoryFigures>;
  /** each process's live heap after a full collection, right after the warm-up and at the end */
  liveHeap: Record<string, { startMb: number; endMb: number }>;
  maxSendLagMs: number;
  machine: MachineProbe;
}): { markdown: string; passed: boolean } {
  const { settings, figures, memory } = input;
  const lines = [
    `| ${HEAD.join(' | ')} |`,
    `|${HEAD.map((_, i) => (i === 0 || i === 2 || i === HEAD.length - 1 ? '---' : '---:')).join('|')}|`,
  ];
  let passed = true;
  for (const kind of COUNTED_KINDS) {
    const { latencies, errors } = figures.byKind.get(kind.name) ?? { latencies: [], errors: new Map() };
    const summary = summarizeLatencies(latencies);
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    const ok = errorCount === 0;
    passed &&= ok;
    const breakdown = [...errors].map(([label, n]) => `${n}× ${label}`).join(', ');
    lines.push(
      `| ${kind.name} | ${summary.count} | ${errorCount}${breakdown ? ` (${breakdown.replaceAll('|', '\\|')})` : ''} | ${ms(summary.p50)} | ${ms(summary.p99)} | ${ms(summary.max, 0)} | | | | | | ${ok ? 'yes' : '**NO**'} |`,
    );
  }
  const percent = (change: number) =>
    Number.isFinite(change) ? `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %` : '—';
  for (const [name, heap] of Object.entries(input.liveHeap)) {
    const change = heap.endMb / heap.startMb - 1;
    const flat = Math.abs(change) <= settings.tolerance;
    passed &&= flat;
    lines.push(
      `| ${name} live heap after a full GC | | | | | | ${mb(heap.startMb)} | ${mb(heap.endMb)} | ${percent(change)} | | | ${flat ? 'yes' : '**NO**'} |`,
    );
  }
  for (const [name, m] of Object.entries(memory)) {
    lines.push(
      `| ${name} resident memory (VmRSS, ${m.count} samples) | | | | | | ${mb(m.startMb)} | ${mb(m.endMb)} | ${percent(m.change)} | ${mb(m.minMb)} | ${mb(m.maxMb)} | (shown) |`,
    );
  }
  const hosts = [...new Set(input.pages.map(([host]) => host))].map(
    (host) =>
      `${host} ${input.pages
        .filter(([h]) => h === host)
        .map(([, path]) => path)
        .join(' ')}`,
  );
  const markdown = [
    '# npm run soak',
    '',
    machineLine(input.machine),
    '',
    `SOAK_SECONDS=${settings.seconds}, SOAK_RATE=${settings.rate} req/s, SOAK_WARMUP_SECONDS=${settings.warmupSeconds} (run first, not counted); ` +
      `the BFF and the content API (${settings.engine}) in their own processes. Open loop: request i is due at start + i / rate; ` +
      `latency from its due time (the generator was at most ${input.maxSendLagMs.toFixed(0)} ms behind its schedule). ` +
      `Mix: ${SOAK_MIX.map((k) => `${k.name} ${k.weight} %`).join(', ')}; every other upload is deleted right after it ` +
      `("${PHOTO_DELETE.name}", timed from its own send). Pages: ${hosts.join('; ')}.`,
    '',
    `Memory is judged on each process's live heap — what V8 keeps after a full garbage collection, read through its ` +
      `inspector right after the warm-up and at the end: flat when |end / start − 1| ≤ ${settings.tolerance * 100} %, which a leak ` +
      `would break. Resident memory (VmRSS from /proc every ${settings.memoryEveryMs / 1000} s; "start" the median of the first ` +
      `${settings.memoryWindowMs / 1000} s after the warm-up, "end" of the last ${settings.memoryWindowMs / 1000} s) is shown, not judged: ` +
      'it also counts garbage not yet collected and heap pages V8 keeps, and rises in steps at a low allocation rate ' +
      'without a leak (a full collection brings it back down). Errors must be 0.',
    '',
    ...lines,
    '',
    passed ? 'Passed: no errors, live heaps flat.' : '**The soak failed** (errors, or a live heap not flat).',
    '',
  ].join('\n');
  return { markdown, passed };
}
