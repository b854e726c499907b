/** The resident memory of a process, from Linux's /proc (VmRSS), in MB; undefined elsewhere. */
import { readFile } from 'node:fs/promises';

export async function residentMb(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples the processes' memory every `everyMs` until stopped; `samples[name]` in MB. */
export function sampleMemory(pids: Record<string, number>, everyMs: number) {
  const samples: Record<string, { atMs: number; mb: number }[]> = Object.fromEntries(
    Object.keys(pids).map((name) => [name, []]),
  );
  const started = Date.now();
  const take = async () => {
    for (const [name, pid] of Object.entries(pids)) {
      const mb = await residentMb(pid);
      if (mb !== undefined) samples[name]?.push({ atMs: Date.now() - started, mb });
    }
  };
  void take();
  const timer = setInterval(() => void take(), everyMs);
  return {
    samples,
    stop: () => clearInterval(timer),
  };
}
