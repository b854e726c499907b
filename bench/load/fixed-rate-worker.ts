/**
 * The open-loop generator's own thread (started once by fixed-rate.ts, then given one run after
 * another): request i of a run is due at start + i / rate and handed to undici then, whatever
 * happened to the requests before it; its latency runs from that due time to the end of its
 * answer's body.
 *
 * It runs in a worker so that its timing depends only on its own small heap: in the bench's main
 * thread, every collection of the harness's heap (seeded pages, results, reports) stopped the
 * generator too, and each stall was counted in every request due meanwhile (docs/decisions/028).
 * The thread lives for the whole bench, so its code is compiled and warm after the first run
 * rather than starting cold in every slice. Requests go out through undici's `dispatch` with a
 * handler that only counts the answer's bytes: no promise, stream or buffer per request, so the
 * thread itself makes little garbage.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { type Dispatcher, Pool } from 'undici';
import type { FixedRateWorkerInput, FixedRateWorkerMessage } from './fixed-rate.ts';

const port = parentPort;
if (!port) throw new Error('fixed-rate-worker.ts runs as a worker thread');

function send(message: FixedRateWorkerMessage, transfer: ArrayBuffer[] = []) {
  port?.postMessage(message, transfer);
}

function run(input: FixedRateWorkerInput) {
  const pool = new Pool(input.origin, {
    connections: input.connections,
    pipelining: 1,
    keepAliveTimeout: 30_000,
  });
  const total = Math.max(1, Math.round(input.rate * input.seconds));
  const intervalMs = 1000 / input.rate;
  const latencies = new Float64Array(total);
  const statuses = new Uint16Array(total);
  const requests = input.requests.map((r) => ({
    origin: input.origin,
    path: r.path,
    method: r.method ?? 'GET',
    headers: r.headers,
    body: r.body,
  }));
  const stalls = monitorEventLoopDelay({ resolution: 1 });
  let answered = 0;
  let maxSendLagMs = 0;
  const start = performance.now() + 10;
  const dueAt = (i: number) => start + i * intervalMs;

  const finish = async () => {
    const elapsedMs = performance.now() - start;
    stalls.disable();
    await pool.close();
    send({ kind: 'done', latencies, statuses, elapsedMs, maxSendLagMs, maxStallMs: stalls.max / 1e6 }, [
      latencies.buffer,
      statuses.buffer,
    ]);
  };
  const settle = (i: number, status: number) => {
    latencies[i] = performance.now() - dueAt(i);
    statuses[i] = status;
    answered += 1;
    if (answered === total) void finish();
  };
  const handlerOf = (i: number): Dispatcher.DispatchHandler => {
    let status = 0;
    return {
      onRequestStart() {},
      onResponseStart(_controller, statusCode) {
        status = statusCode;
      },
      onResponseData() {},
      onResponseEnd() {
        settle(i, status);
      },
      onResponseError() {
        settle(i, 0);
      },
    };
  };

  let next = 0;
  let lastSecond = 0;
  const tick = () => {
    const now = performance.now();
    while (next < total && dueAt(next) <= now) {
      maxSendLagMs = Math.max(maxSendLagMs, now - dueAt(next));
      const planned = requests[next % requests.length];
      if (planned) pool.dispatch(planned, handlerOf(next));
      next += 1;
    }
    const second = Math.floor((now - start) / 1000);
    if (second > lastSecond) {
      lastSecond = second;
      send({ kind: 'second', second });
    }
    if (next < total) setTimeout(tick, Math.max(0, dueAt(next) - performance.now() - 0.5));
  };
  stalls.enable();
  setTimeout(tick, Math.max(0, start - performance.now()));
}

port.on('message', (input: FixedRateWorkerInput) => run(input));
