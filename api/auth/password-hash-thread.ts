/**
 * One password-hashing thread (password-hash-threads.ts starts them): scrypt runs here, on a thread
 * of its own, off libuv's pool (where image decoding runs), one hash at a time.
 */
import { scryptSync } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import type { HashJob, HashResult } from './password-hash-job.ts';

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
