/**
 * The resident memory of a process, from Linux's /proc (VmRSS), sampled at a fixed interval, and
 * what the soak makes of the samples: the median of a first and of a last window, and whether the
 * two are within a tolerance of each other ("flat").
 */
import { readFile } from 'node:fs/promises';

/** VmRSS of `pid` in MB; undefined when it cannot be read (not Linux, or the process is gone). */
export async function residentMb(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** A sample: when (performance.now()) and how much (MB). */
export interface MemorySample {
  at: number;
  mb: number;
}

/** Samples the processes' memory now and every `everyMs` until stopped; `samples[name]`. */
export function sampleMemory(pids: Record<string, number>, everyMs: number) {
  const samples: Record<string, MemorySample[]> = Object.fromEntries(
    Object.keys(pids).map((name) => [name, []]),
  );
  const take = async () => {
    for (const [name, pid] of Object.entries(pids)) {
      const at = performance.now();
      const mb = await residentMb(pid);
      if (mb !== undefined) samples[name]?.push({ at, mb });
    }
  };
  void take();
  const timer = setInterval(() => void take(), everyMs);
  return { samples, stop: () => clearInterval(timer) };
}

export interface MemoryFigures {
  /** median of the samples in [from, from + window) */
  startMb: number;
  /** median of the samples in (to − window, to] */
  endMb: number;
  /** end / start − 1 */
  change: number;
  minMb: number;
  maxMb: number;
  /** |change| within the tolerance */
  flat: boolean;
  count: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The samples taken in [from, to]: their first and last `windowMs`, compared within `tolerance`. */
export function memoryFigures(
  samples: MemorySample[],
  window: { from: number; to: number; windowMs: number; tolerance: number },
): MemoryFigures {
  const measured = samples.filter((s) => s.at >= window.from && s.at <= window.to);
  const startMb = median(measured.filter((s) => s.at < window.from + window.windowMs).map((s) => s.mb));
  const endMb = median(measured.filter((s) => s.at > window.to - window.windowMs).map((s) => s.mb));
  const change = endMb / startMb - 1;
  const all = measured.map((s) => s.mb);
  return {
    startMb,
    endMb,
    change,
    minMb: Math.min(...all),
    maxMb: Math.max(...all),
    flat: Math.abs(change) <= window.tolerance,
    count: all.length,
  };
}
