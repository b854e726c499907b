/**
 * The CPU that password hashing may take. scrypt runs in libuv's thread pool (4 threads by
 * default), so 20 sign-ins at once kept every core busy for seconds: on a 2-core machine public
 * reads fell from ~1,000/s to 141/s with a 6 s p99 (issue 23). Every hash and check goes through
 * one gate per process: at most `concurrency` at once (half the cores, at least one) and a short
 * queue behind them; beyond the queue the call is answered 503 with `Retry-After` at once, so a
 * burst of sign-ins waits or is turned away while pages keep their share of the CPU.
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

/** A work queue (work/work-queue.ts) whose refusal is the API's 503 with Retry-After. */
export function createPasswordWorkGate(options: {
  concurrency: number;
  maxWaiting: number;
}): PasswordWorkGate {
  const queue = createWorkQueue(options);
  return {
    async run(work) {
      try {
        return await queue.run(work);
      } catch (error) {
        if (!(error instanceof QueueFullError)) throw error;
        throw new HttpError(503, 'Too many sign-ins at this moment: try again in a few seconds', undefined, {
          'retry-after': String(PASSWORD_WORK_RETRY_AFTER_SECONDS),
        });
      }
    },
    get running() {
      return queue.running;
    },
    get waiting() {
      return queue.waiting;
    },
  };
}

/** The gate of this process: half the cores hash at once, the rest serve requests. */
export const passwordWork = createPasswordWorkGate({
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  maxWaiting: PASSWORD_WORK_MAX_WAITING,
});
