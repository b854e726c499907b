/**
 * The CPU that password hashing may take. scrypt runs in libuv's thread pool (4 threads by
 * default), so 20 sign-ins at once kept every core busy for seconds: on a 2-core machine public
 * reads fell from ~1,000/s to 141/s with a 6 s p99 (issue 23). Every hash and check goes through
 * one gate per process: at most `concurrency` at once (half the cores, at least one), each slot
 * resting as long as its last hash took (so at most half a core each), and a short queue behind
 * them; beyond the queue the call is answered 503 with `Retry-After` at once, so a burst of
 * sign-ins waits or is turned away while pages keep their share of the CPU. Measured with
 * `npm run bench` (public GET during 20 concurrent sign-ins ÷ alone, 2 cores): 0.28× without the
 * gate, 0.39× with one slot, 0.56–0.74× with one slot resting as long as it hashed, 0.76–1.04×
 * resting twice as long (so a slot hashes at most a third of the time). The duty cycle is what
 * bounds it: on this 2-vCPU virtual machine a lower CPU priority did not protect reads (a nice-19
 * process spinning beside the platform cost them as much as one at nice 0, ~40 %). Hashing on
 * threads of its own was tried too (session 9) and dropped: a thread's start on the first sign-in
 * took the sign-in past the BFF's upstream timeout on a loaded machine.
 */
import { availableParallelism } from 'node:os';
import { HttpError } from '../errors/http-error.ts';
import { createWorkQueue, QueueFullError } from '../work/work-queue.ts';

/** sign-ins that may wait for a hashing slot (each waits one hash, ~50–100 ms, per one ahead of it) */
const PASSWORD_WORK_MAX_WAITING = 32;
/** what a refused sign-in is told to wait */
const PASSWORD_WORK_RETRY_AFTER_SECONDS = 2;

export interface PasswordWorkGate {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * A work queue (work/work-queue.ts) whose refusal is the API's 503 with Retry-After. After each
 * hash its slot rests `rest` times as long as the hash took before the next one may start (the
 * caller has its answer at once): with `rest: 1` a slot hashes at most half the time, so a core
 * the hashing shares with the requests being served is never wholly taken by sign-ins.
 */
export function createPasswordWorkGate(options: {
  concurrency: number;
  maxWaiting: number;
  rest: number;
}): PasswordWorkGate {
  const queue = createWorkQueue(options);
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const slot = queue.run(async () => {
          const started = performance.now();
          try {
            resolve(await work());
          } catch (error) {
            reject(error);
          }
          const rest = (performance.now() - started) * options.rest;
          if (rest > 0) await new Promise((wake) => setTimeout(wake, rest));
        });
        slot.catch((error: unknown) => {
          if (!(error instanceof QueueFullError)) return reject(error);
          reject(
            new HttpError(503, 'Too many sign-ins at this moment: try again in a few seconds', undefined, {
              'retry-after': String(PASSWORD_WORK_RETRY_AFTER_SECONDS),
            }),
          );
        });
      });
    },
    get running() {
      return queue.running;
    },
    get waiting() {
      return queue.waiting;
    },
  };
}

const HASHING_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));

/** The gate of this process: half the cores hash at once, the rest serve requests. */
export const passwordWork = createPasswordWorkGate({
  concurrency: HASHING_AT_ONCE,
  maxWaiting: PASSWORD_WORK_MAX_WAITING,
  rest: 2,
});
