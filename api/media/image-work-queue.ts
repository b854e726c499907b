/**
 * A bounded queue for image processing. sharp decodes on libuv's thread pool, which password
 * hashing (scrypt) shares: unbounded parallel uploads would starve sign-in and multiply memory.
 * At most `concurrency` images are processed at once and `maxWaiting` wait; more is refused at
 * once with a QueueFullError (the route answers 503 with Retry-After).
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
        if (waiting.length >= options.maxWaiting) throw new QueueFullError('The image queue is full');
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
