/**
 * An open-loop load generator on undici: request i is due at start + i / rate, whatever happened
 * to the requests before it, and its latency is measured from that due time to the end of its
 * answer's body. A slow answer therefore delays no later request's send and its wait is counted
 * in every request that queued behind it (no coordinated omission). `maxSendLagMs` tells how far
 * behind its own schedule the generator ever was when it handed a request to undici; a request
 * that waits for a free connection in undici's queue has that wait inside its latency.
 */
import { Pool } from 'undici';

export interface PlannedRequest {
  path: string;
  headers: Record<string, string>;
}

export interface FixedRateOptions {
  origin: string;
  /** requests per second */
  rate: number;
  seconds: number;
  connections: number;
  /** the request with sequence number i */
  request(i: number): PlannedRequest;
  /** called once per second of the run with the requests answered so far (progress, samplers) */
  onSecond?(second: number): void;
}

export interface FixedRateResult {
  /** of every request, from its due time to the end of its answer */
  latencies: Float64Array;
  /** from the first request's due time to the last answer */
  elapsedMs: number;
  ok: number;
  /** non-2xx answers and transport errors, by status (0: no answer) */
  failed: Map<number, number>;
  maxSendLagMs: number;
}

export async function runFixedRate(options: FixedRateOptions): Promise<FixedRateResult> {
  const pool = new Pool(options.origin, {
    connections: options.connections,
    pipelining: 1,
    keepAliveTimeout: 30_000,
  });
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const intervalMs = 1000 / options.rate;
  const latencies = new Float64Array(total);
  const failed = new Map<number, number>();
  let ok = 0;
  let answered = 0;
  let maxSendLagMs = 0;
  const start = performance.now() + 10;
  const dueAt = (i: number) => start + i * intervalMs;

  const finished = new Promise<void>((resolve) => {
    const settle = (i: number, status: number) => {
      latencies[i] = performance.now() - dueAt(i);
      if (status >= 200 && status < 300) ok += 1;
      else failed.set(status, (failed.get(status) ?? 0) + 1);
      answered += 1;
      if (answered === total) resolve();
    };
    const fire = (i: number) => {
      const planned = options.request(i);
      pool
        .request({ origin: options.origin, method: 'GET', path: planned.path, headers: planned.headers })
        .then(
          async (res) => {
            try {
              // read to the end: dump() would cut an answer over 128 KB (by-type of 500 posts)
              await res.body.dump({ limit: 2 ** 30 });
              settle(i, res.statusCode);
            } catch {
              settle(i, 0);
            }
          },
          () => settle(i, 0),
        );
    };
    let next = 0;
    let lastSecond = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && dueAt(next) <= now) {
        maxSendLagMs = Math.max(maxSendLagMs, now - dueAt(next));
        fire(next);
        next += 1;
      }
      const second = Math.floor((now - start) / 1000);
      if (second > lastSecond) {
        lastSecond = second;
        options.onSecond?.(second);
      }
      if (next < total) setTimeout(tick, Math.max(0, dueAt(next) - performance.now() - 0.5));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });

  let elapsedMs: number;
  try {
    await finished;
    elapsedMs = performance.now() - start;
  } finally {
    await pool.close();
  }
  return { latencies, elapsedMs, ok, failed, maxSendLagMs };
}
