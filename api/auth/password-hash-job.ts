/** What the API sends a password-hashing thread, and what it answers (password-hash-thread.ts). */
import type { ScryptOptions } from 'node:crypto';

export interface HashJob {
  id: number;
  password: string;
  salt: Uint8Array;
  keyLength: number;
  options: ScryptOptions;
}

export type HashResult = { id: number; key: Uint8Array } | { id: number; error: string };
