/** What the figures were measured on: CPU count and model, Node version, date, and how busy. */
import { availableParallelism, cpus, loadavg } from 'node:os';

const loadAtStart = loadavg()[0] ?? 0;

export function machineLine(): string {
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const load = `load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end`;
  return `${availableParallelism()} CPUs (${model}), Node ${process.version}, ${new Date().toISOString()}, ${load}`;
}
