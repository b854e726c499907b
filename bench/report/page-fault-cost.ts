/**
 * How dear a page fault is: the time to touch each 4 KiB page of fresh memory once (the first
 * touch of a page faults it in), in microseconds per page, the median of a few rounds. V8 faults
 * in its heap's pages as it grows and after its collections hand pages back; a browser's new
 * renderer faults in its whole heap. The usual order is a microsecond per page. The guest of
 * decision 030 took 12–13 µs, probably behind much of its longer tail latencies and slower
 * phone paint. The earlier machine's figure was not measured.
 */
import { summarizeLatencies } from '../load/latency-stats.ts';

const PAGE = 4096;

export function pageFaultMicros(megabytes = 64, rounds = 3): number {
  const bytes = megabytes * 1024 * 1024;
  const perPage: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // allocUnsafeSlow: memory of its own, not from the pool, not written yet
    const memory = Buffer.allocUnsafeSlow(bytes);
    const started = process.hrtime.bigint();
    for (let offset = 0; offset < bytes; offset += PAGE) memory[offset] = 1;
    perPage.push(Number(process.hrtime.bigint() - started) / 1000 / (bytes / PAGE));
  }
  return summarizeLatencies(perPage).p50;
}
