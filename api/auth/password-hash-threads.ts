/**
 * scrypt on threads of its own (password-hash-thread.ts), off libuv's pool, where sharp decodes
 * images: a sign-in never waits behind uploads, nor uploads behind a burst of sign-ins. How much
 * CPU the hashing may take is the gate's to bound (password-work.ts). The threads start on first
 * use, take one job each at a time, and keep the process alive only while they hash.
 *
 * Tried and dropped (issue 23): niceing the threads below the request threads (Linux per-thread
 * setpriority). On this 2-vCPU virtual machine a nice-19 spinner beside the platform cost public
 * reads as much as one at nice 0, so it did not protect reads; and under a fully loaded machine a
 * nice-10 hash got ~2 % of a core, so sign-ins timed out (504) in the test suite.
 */
import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { HashJob, HashResult } from './password-hash-job.ts';

export interface PasswordHashThreads {
  scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

export function createPasswordHashThreads(options: { threads: number }): PasswordHashThreads {
  const idle: Worker[] = [];
  const all = new Set<Worker>();
  const waiting: HashJob[] = [];
  const pending = new Map<number, Pending>();
  const running = new Map<Worker, number>();
  let nextId = 1;

  function start(): Worker {
    const worker = new Worker(new URL('./password-hash-thread.ts', import.meta.url));
    all.add(worker);
    worker.on('message', (result: HashResult) => {
      running.delete(worker);
      const job = pending.get(result.id);
      pending.delete(result.id);
      if ('key' in result) job?.resolve(Buffer.from(result.key));
      else job?.reject(new Error(result.error));
      give(worker);
    });
    const lost = (error: Error) => {
      all.delete(worker);
      const index = idle.indexOf(worker);
      if (index >= 0) idle.splice(index, 1);
      const id = running.get(worker);
      running.delete(worker);
      if (id !== undefined) {
        pending.get(id)?.reject(error);
        pending.delete(id);
      }
      // a job waiting for a thread gets a new one
      const next = waiting.shift();
      if (next) send(next);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The password-hashing thread stopped (exit ${code})`)));
    // after the listeners (adding one refs the worker again); held while it hashes (run, below)
    worker.unref();
    return worker;
  }

  /** a thread with a job keeps the process alive until its answer; an idle one never does */
  function run(worker: Worker, job: HashJob) {
    running.set(worker, job.id);
    worker.ref();
    worker.postMessage(job);
  }

  function give(worker: Worker) {
    const next = waiting.shift();
    if (next) return run(worker, next);
    worker.unref();
    idle.push(worker);
  }

  function send(job: HashJob) {
    const worker = idle.pop() ?? (all.size < options.threads ? start() : undefined);
    if (worker) run(worker, job);
    else waiting.push(job);
  }

  return {
    scrypt(password, salt, keyLength, scryptOptions) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        send({ id, password, salt: new Uint8Array(salt), keyLength, options: scryptOptions });
      });
    },
    async close() {
      const workers = [...all];
      all.clear();
      idle.length = 0;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
