/**
 * What the figures were measured on: CPU count and model, the kernel and whether it isolates page
 * tables (every system call then pays for switching them), the loopback round trip, the cost of
 * a page fault, Node version, date, and how busy. Figures of two runs compare only when these lines do.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, release } from 'node:os';
import { loopbackRoundTripMicros } from './loopback-round-trip.ts';
import { pageFaultMicros } from './page-fault-cost.ts';

const loadAtStart = loadavg()[0] ?? 0;

/** 'on' when the kernel reports page-table isolation (Meltdown's mitigation), else 'off' */
export function pageTableIsolation(): 'on' | 'off' | 'unknown' {
  try {
    return /PTI/.test(readFileSync('/sys/devices/system/cpu/vulnerabilities/meltdown', 'utf8'))
      ? 'on'
      : 'off';
  } catch {
    return 'unknown';
  }
}

export interface MachineProbe {
  loopbackMicros: number;
  pageFaultMicros: number;
}

/** measured before the parts run, on a quiet machine */
export async function probeMachine(): Promise<MachineProbe> {
  return { loopbackMicros: await loopbackRoundTripMicros(), pageFaultMicros: pageFaultMicros() };
}

export function machineLine(probe: MachineProbe): string {
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const kernel = `kernel ${release()}, page-table isolation ${pageTableIsolation()}`;
  const loopback = `loopback TCP round trip ${probe.loopbackMicros.toFixed(0)} µs (median)`;
  const faults = `a page fault ${probe.pageFaultMicros.toFixed(1)} µs (first touch of fresh memory, median)`;
  const load = `load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end`;
  return `${availableParallelism()} CPUs (${model}), ${kernel}, ${loopback}, ${faults}, Node ${process.version}, ${new Date().toISOString()}, ${load}`;
}
