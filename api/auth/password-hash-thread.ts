/**
 * One password-hashing thread (password-hash-threads.ts starts them): scrypt runs here, on a thread
 * of its own at a lower CPU priority than the threads serving requests, so a burst of sign-ins
 * takes the CPU the requests leave rather than the CPU they need. On Linux a thread has its own
 * nice value (setpriority on its thread id); elsewhere the thread keeps the process's priority.
 */
import { scryptSync } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { HashJob, HashResult } from './password-hash-job.ts';

function lowerThisThreadsPriority(nice: number): void {
  try {
    // `/proc/thread-self` is `<pid>/task/<tid>`; Linux applies setpriority(tid) to that thread alone
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, nice);
  } catch {
    // not Linux, or /proc is not mounted: the thread hashes at the process's priority
  }
}

lowerThisThreadsPriority((workerData as { nice: number }).nice);

parentPort?.on('message', (job: HashJob) => {
  let result: HashResult;
  try {
    const key = scryptSync(job.password, job.salt, job.keyLength, job.options);
    result = { id: job.id, key: new Uint8Array(key) };
  } catch (error) {
    result = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(result);
});
