/**
 * A bounded queue for CPU-heavy work on libuv's thread pool: image processing (sharp) and password
 * hashing (scrypt) each have one, so unbounded parallel uploads or sign-ins can neither starve
 * each other nor take every core from the requests being served. At most `concurrency` tasks run
 * at once and `maxWaiting` wait; more is refused at once with a QueueFullError (the route answers
 * 503 with Retry-After).
 */

export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

export interface WorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createWorkQueue(options: { concurrency: number; maxWaiting: number }): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  }

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run(task) {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) throw new QueueFullError('The work queue is full');
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
