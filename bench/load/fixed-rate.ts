/**
 * An open-loop load generator on undici: request i is due at start + i / rate, whatever happened
 * to the requests before it, and its latency is measured from that due time to the end of its
 * answer's body. A slow answer therefore delays no later request's send and its wait is counted
 * in every request that queued behind it (no coordinated omission). `maxSendLagMs` tells how far
 * behind its own schedule the generator ever was when it handed a request to undici, and
 * `maxStallMs` the longest its thread was busy; a request that waits for a free connection in
 * undici's queue has that wait inside its latency.
 *
 * The requests are sent from one worker thread kept for the whole process (fixed-rate-worker.ts),
 * whose small heap is the only one that can stop them; runs take their turn on it.
 */
import { Worker } from 'node:worker_threads';

export interface PlannedRequest {
  path: string;
  headers: Record<string, string>;
  /** GET unless said (a beacon is a POST with a body) */
  method?: 'GET' | 'POST';
  body?: string;
}

export interface FixedRateOptions {
  origin: string;
  /** requests per second */
  rate: number;
  seconds: number;
  connections: number;
  /** sent in turn: request i is `requests[i % requests.length]` */
  requests: readonly PlannedRequest[];
  /** called once per second of the run (progress, samplers) */
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
  /** the generator thread's longest event-loop delay */
  maxStallMs: number;
}

/** what the worker is given */
export type FixedRateWorkerInput = Omit<FixedRateOptions, 'onSecond'>;

/** what the worker says: each second of the run, then its measures once at the end */
export type FixedRateWorkerMessage =
  | { kind: 'second'; second: number }
  | {
      kind: 'done';
      latencies: Float64Array;
      statuses: Uint16Array;
      elapsedMs: number;
      maxSendLagMs: number;
      maxStallMs: number;
    };

/**
 * The generator threads by name: `main` for what is measured; a load beside it (the beacons
 * during the reads of the insights row) runs on a thread of its own, so that both are on time.
 */
export type GeneratorThread = 'main' | 'background';

const generators = new Map<GeneratorThread, Worker>();
/** runs of one thread go one after another: a run starts when the one before it has ended */
const queues = new Map<GeneratorThread, Promise<unknown>>();

function generatorThread(name: GeneratorThread): Worker {
  let generator = generators.get(name);
  if (!generator) {
    const started = new Worker(new URL('./fixed-rate-worker.ts', import.meta.url));
    started.once('exit', () => {
      generators.delete(name);
    });
    generators.set(name, started);
    generator = started;
  }
  return generator;
}

function runOnGenerator(options: FixedRateOptions, thread: GeneratorThread): Promise<FixedRateResult> {
  const { onSecond, ...input } = options;
  const worker = generatorThread(thread);
  worker.ref();
  return new Promise<FixedRateResult>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`the load generator's thread ended (${code}) before its run did`));
    const onMessage = (message: FixedRateWorkerMessage) => {
      if (message.kind === 'second') {
        onSecond?.(message.second);
        return;
      }
      worker.off('message', onMessage);
      worker.off('error', reject);
      worker.off('exit', onExit);
      let ok = 0;
      const failed = new Map<number, number>();
      for (const status of message.statuses) {
        if (status >= 200 && status < 300) ok += 1;
        else failed.set(status, (failed.get(status) ?? 0) + 1);
      }
      resolve({
        latencies: message.latencies,
        elapsedMs: message.elapsedMs,
        ok,
        failed,
        maxSendLagMs: message.maxSendLagMs,
        maxStallMs: message.maxStallMs,
      });
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.postMessage({ ...input, requests: [...input.requests] } satisfies FixedRateWorkerInput);
  }).finally(() => {
    // an idle generator keeps no process alive
    generators.get(thread)?.unref();
  });
}

export function runFixedRate(
  options: FixedRateOptions,
  thread: GeneratorThread = 'main',
): Promise<FixedRateResult> {
  if (options.requests.length === 0) throw new Error('runFixedRate needs at least one request');
  const result = (queues.get(thread) ?? Promise.resolve()).then(() => runOnGenerator(options, thread));
  queues.set(
    thread,
    result.catch(() => undefined),
  );
  return result;
}
